/**
 * WAI-ARIA tabs (automatic activation) on server markup: a list of links and the panels they
 * name, for every tabs widget (product tabs, the theme's tabbed content). It only draws the
 * state it is given and reports what the visitor asked for; the widget decides what is open.
 */
import { markupChanges } from '../core/element/markup-changes';
import { onlySection, tabIndexAfterKey, type OpenSections } from './sections';

/** The tab links and the panels they name, in page order. */
export interface Sections {
  list: HTMLElement;
  tabs: HTMLAnchorElement[];
  panels: HTMLElement[];
}

/** The shopper's request: the next state, and whether focus follows to its control. */
export type RequestChange = (next: (sections: OpenSections) => OpenSections, focus: boolean) => void;

export interface Presentation {
  show(sections: OpenSections): void;
  focus(index: number): void;
  /** Whether one of its own controls has focus (it must move when the presentation changes). */
  hasFocus(): boolean;
  /** Back to the server markup as it was. */
  remove(): void;
}

/** Tabs: the list is the tablist, the links its tabs, only the current panel shows. */
export function tabsPresentation({ list, tabs, panels }: Sections, requestChange: RequestChange): Presentation {
  const markup = markupChanges();
  markup.set(list, 'role', 'tablist');
  tabs.forEach((tab, index) => {
    const panel = panels[index];
    markup.set(tab.parentElement!, 'role', 'presentation');
    markup.set(tab, 'role', 'tab');
    markup.set(tab, 'id', tab.id || `${panel.id}-tab`);
    markup.set(tab, 'aria-controls', panel.id);
    markup.set(panel, 'role', 'tabpanel');
    markup.set(panel, 'aria-labelledby', tab.id);
    markup.set(panel, 'tabindex', '0');
  });
  let current = 0;

  const orientation = () => {
    const [first, second] = tabs.map((tab) => tab.getBoundingClientRect());
    // Stacked tabs (e.g. a theme's vertical tabs on small screens) take up and down arrows.
    const vertical = !!second && first.height > 0 && second.top >= first.bottom - 1 && Math.abs(second.left - first.left) < 2;
    markup.set(list, 'aria-orientation', vertical ? 'vertical' : 'horizontal');
    return { vertical, rightToLeft: getComputedStyle(list).direction === 'rtl' };
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest('a');
    const index = tab ? tabs.indexOf(tab as HTMLAnchorElement) : -1;
    if (index < 0) return;
    event.preventDefault();
    requestChange(() => onlySection(index), false);
  };
  const onKey = (event: KeyboardEvent) => {
    const next = tabIndexAfterKey(event.key, current, tabs.length, orientation());
    if (next === null) return;
    event.preventDefault();
    requestChange(() => onlySection(next), true);
  };
  const listening = new AbortController();
  list.addEventListener('click', onClick, { signal: listening.signal });
  list.addEventListener('keydown', onKey, { signal: listening.signal });
  // Measured once the next frame has been rendered, not while the page's widgets upgrade nor in
  // the frame's callbacks: a layout read then would force the page's style and layout pass into
  // this task (a long task on a product page, in a trace); after the frame it is ready.
  let removed = false;
  requestAnimationFrame(() => setTimeout(() => removed || orientation()));

  return {
    show(sections) {
      current = sections.current;
      tabs.forEach((tab, index) => {
        markup.set(tab, 'aria-selected', String(index === current));
        markup.set(tab, 'tabindex', index === current ? '0' : '-1');
        markup.toggleClass(tab.parentElement!, 'active', index === current);
        markup.toggle(panels[index], 'hidden', index !== current);
      });
    },
    focus: (index) => tabs[index].focus(),
    hasFocus: () => list.contains(document.activeElement),
    remove() {
      removed = true;
      listening.abort();
      markup.restore();
    },
  };
}
