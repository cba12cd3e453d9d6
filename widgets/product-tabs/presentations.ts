import { markupChanges } from '../../src/core/element/markup-changes';
import { toggleSection } from '../../src/tabs/sections';
import type { Presentation, RequestChange, Sections } from '../../src/tabs/tabs';

export { tabsPresentation, type Presentation, type RequestChange, type Sections } from '../../src/tabs/tabs';

/**
 * The two ways the same server markup is shown: WAI-ARIA tabs (automatic activation) and, on
 * small screens, the WAI-ARIA accordion. Both only draw the state they are given and report
 * what the shopper asked for; which section is open (address, review link, the switch between
 * the two) is decided once, in use-product-tabs.ts.
 */

/**
 * Accordion: the tab list hides; before each panel a heading holds a button (aria-expanded,
 * aria-controls) named like its tab; panels are labelled regions, any number open. Enter and
 * Space are the button's own.
 */
export function accordionPresentation({ list, tabs, panels }: Sections, headingLevel: number, requestChange: RequestChange): Presentation {
  const markup = markupChanges();
  markup.toggle(list, 'hidden', true);
  const buttons = tabs.map((tab, index) => {
    const panel = panels[index];
    const heading = document.createElement(`h${headingLevel}`);
    heading.className = 'sf-accordion__heading';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sf-accordion__button';
    button.id = `${panel.id}-accordion`;
    button.setAttribute('aria-controls', panel.id);
    button.textContent = tab.textContent?.trim() ?? '';
    heading.append(button);
    panel.before(heading);
    markup.set(panel, 'role', 'region');
    markup.set(panel, 'aria-labelledby', button.id);
    return button;
  });
  const onClick = (event: MouseEvent) => {
    const index = buttons.indexOf(event.currentTarget as HTMLButtonElement);
    requestChange((sections) => toggleSection(sections, index), false);
  };
  for (const button of buttons) button.addEventListener('click', onClick);

  return {
    show({ open }) {
      buttons.forEach((button, index) => {
        button.setAttribute('aria-expanded', String(open.includes(index)));
        markup.toggle(panels[index], 'hidden', !open.includes(index));
      });
    },
    focus: (index) => buttons[index].focus(),
    hasFocus: () => buttons.includes(document.activeElement as HTMLButtonElement),
    remove() {
      for (const button of buttons) button.parentElement!.remove();
      markup.restore();
    },
  };
}
