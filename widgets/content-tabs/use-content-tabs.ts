import { useEffect } from 'react';
import { onlySection, openSection, toggleSection, type OpenSections } from '../../src/tabs/sections';
import { tabsPresentation, type Presentation, type Sections } from '../../src/tabs/tabs';
import { markupChanges } from '../../src/core/element/markup-changes';
import { anchorOf } from '../../src/core/element/navigate';
import { initialAccordionOpen, initialContentTab, linkNamedBy } from './rules';

/** One block inside the element: what the address asks of it, and how to undo its upgrade. */
interface Block {
  /** The address changed: open what it names, leave the rest (other widgets keep state in the fragment too). */
  follow(hash: string): void;
  remove(): void;
}

/**
 * Every `.tabbed-content` and `.accordion` inside the element. Without JavaScript (and until
 * this loads) every panel shows and the links jump to them; the server markup needs no roles.
 */
export function useContentTabs(host: HTMLElement, headingLevel: number) {
  useEffect(() => {
    const blocks: Block[] = [];
    for (const element of host.querySelectorAll<HTMLElement>('.tabbed-content')) {
      const block = tabbedContent(element);
      if (block) blocks.push(block);
    }
    for (const element of host.querySelectorAll<HTMLElement>('.accordion')) {
      const block = accordion(element, headingLevel);
      if (block) blocks.push(block);
    }
    const onHashChange = () => blocks.forEach((block) => block.follow(location.hash));
    const listening = new AbortController();
    window.addEventListener('hashchange', onHashChange, { signal: listening.signal });
    return () => {
      listening.abort();
      blocks.forEach((block) => block.remove());
    };
  }, [host, headingLevel]);
}

/** Flatsome's `ux_tabgroup`: `ul.nav > li > a[href="#…"]` and the `.tab-panels > .panel` they name. */
function tabbedContent(element: HTMLElement): Block | null {
  const list = element.querySelector<HTMLElement>(':scope > ul.nav');
  const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])];
  const panels = tabs.map((tab) => {
    const panel = document.getElementById(anchorOf(tab.getAttribute('href')));
    return panel?.parentElement?.matches('.tab-panels') && element.contains(panel) ? panel : null;
  });
  if (!list || !tabs.length || panels.some((panel) => !panel)) return null;
  const sections: Sections = { list, tabs, panels: panels as HTMLElement[] };
  const hrefs = tabs.map((tab) => tab.getAttribute('href'));
  const active = tabs.findIndex((tab) => tab.parentElement!.classList.contains('active'));

  let state: OpenSections = onlySection(initialContentTab(hrefs, active, location.hash));
  let presentation: Presentation | null = null;
  presentation = tabsPresentation(sections, (next, focus) => {
    state = next(state);
    presentation!.show(state);
    if (focus) presentation!.focus(state.current);
  });
  presentation.show(state);
  return {
    follow(hash) {
      const named = linkNamedBy(hrefs, hash);
      if (named < 0) return;
      state = onlySection(named);
      presentation!.show(state);
    },
    remove: () => presentation!.remove(),
  };
}

let accordionIds = 0;

/**
 * Flatsome's `ux_accordion`: `.accordion-item`s of an `a.accordion-title` and an `.accordion-inner`.
 * WAI-ARIA accordion: each title becomes a button (Enter, Space) inside a heading, each inner
 * a region it controls; any number open.
 */
function accordion(element: HTMLElement, headingLevel: number): Block | null {
  const items = [...element.querySelectorAll<HTMLElement>(':scope > .accordion-item')];
  const titles = items.map((item) => item.querySelector<HTMLAnchorElement>(':scope > a.accordion-title'));
  const inners = items.map((item) => item.querySelector<HTMLElement>(':scope > .accordion-inner'));
  if (!items.length || titles.some((title) => !title) || inners.some((inner) => !inner)) return null;
  const markup = markupChanges();
  const hrefs = titles.map((title) => title!.getAttribute('href'));
  const headings: HTMLElement[] = [];
  const prefix = `sf-accordion-${++accordionIds}`;

  titles.forEach((title, index) => {
    const inner = inners[index]!;
    markup.set(title!, 'id', title!.id || `${prefix}-${index}-title`);
    markup.set(inner, 'id', inner.id || `${prefix}-${index}-inner`);
    markup.set(title!, 'role', 'button');
    markup.set(title!, 'aria-controls', inner.id);
    markup.set(inner, 'role', 'region');
    markup.set(inner, 'aria-labelledby', title!.id);
    // The pattern's heading around the button: a div with the role keeps the theme's CSS
    // (`.accordion-item > .accordion-title`) from matching a real h3, so the role is on a wrapper.
    const heading = document.createElement('div');
    heading.className = 'sf-accordion-heading';
    heading.setAttribute('role', 'heading');
    heading.setAttribute('aria-level', String(headingLevel));
    title!.before(heading);
    heading.append(title!);
    headings.push(heading);
  });

  const active = titles.flatMap((title, index) => (title!.classList.contains('active') ? [index] : []));
  const open = initialAccordionOpen(hrefs, active, location.hash);
  let state: OpenSections = { open, current: open.at(-1) ?? 0 };
  const show = () =>
    titles.forEach((title, index) => {
      const isOpen = state.open.includes(index);
      markup.set(title!, 'aria-expanded', String(isOpen));
      markup.toggleClass(title!, 'active', isOpen);
      markup.toggle(inners[index]!, 'hidden', !isOpen);
    });
  const toggle = (event: Event) => {
    const index = titles.indexOf(event.currentTarget as HTMLAnchorElement);
    event.preventDefault();
    state = toggleSection(state, index);
    show();
  };
  // A link answers Enter with a click; Space is a button's key too (and must not scroll the page).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ') toggle(event);
  };
  const listening = new AbortController();
  const { signal } = listening;
  for (const title of titles) {
    title!.addEventListener('click', toggle, { signal });
    title!.addEventListener('keydown', onKey, { signal });
  }
  show();
  return {
    follow(hash) {
      const named = linkNamedBy(hrefs, hash);
      if (named < 0) return;
      state = openSection(state, named, true);
      show();
    },
    remove() {
      listening.abort();
      titles.forEach((title, index) => headings[index].replaceWith(title!));
      markup.restore();
    },
  };
}
