/**
 * Which product tab opens on load (spec §2), where the arrow keys move (WAI-ARIA tabs
 * pattern, right-to-left aware, horizontal or vertical) and which sections are open, shared
 * by both presentations: tabs (one open) and the accordion on small screens (any number).
 */
export interface PageAddress {
  hash: string;
  href: string;
}

/** A link to a review, the review list or a page of reviews: open Reviews and scroll there. */
export function asksForReviews({ hash, href }: PageAddress): boolean {
  return hash.includes('comment-') || ['#reviews', '#comments', '#tab-reviews'].includes(hash) || href.includes('comment-page-') || href.includes('cpage=');
}

/**
 * The tab the address asks for, or undefined when it names none. Tab panel ids in page
 * order, e.g. ['tab-description', 'tab-reviews'].
 */
export function tabNamedBy(panelIds: string[], address: PageAddress): string | undefined {
  const { hash } = address;
  const has = (id: string) => panelIds.includes(id);
  if (asksForReviews(address) && has('tab-reviews')) return 'tab-reviews';
  if (hash === '#tab-additional_information' && has('tab-additional_information')) return 'tab-additional_information';
  // Any other tab named by the fragment (spec §2: tabbed content opened through the URL).
  const named = hash.replace(/^#/, '');
  if (named && has(named)) return named;
  return undefined;
}

/** The tab opened on load: the one the address names, else the first. */
export function initialTab(panelIds: string[], address: PageAddress): string | undefined {
  return tabNamedBy(panelIds, address) ?? panelIds[0];
}

/**
 * Open sections by index, in the order they were opened. `current` is the one last opened:
 * the tab shown, and the tab kept when the accordion turns back into tabs.
 */
export interface OpenSections {
  open: readonly number[];
  current: number;
}

/** Tabs: exactly one open. */
export const onlySection = (index: number): OpenSections => ({ open: [index], current: index });

/** Open a section (from the address or the review link): the accordion keeps the others open. */
export function openSection(sections: OpenSections, index: number, keepOthers: boolean): OpenSections {
  if (!keepOthers) return onlySection(index);
  return { open: [...sections.open.filter((i) => i !== index), index], current: index };
}

/** An accordion header pressed: open or close its section, the others stay as they are. */
export function toggleSection(sections: OpenSections, index: number): OpenSections {
  if (!sections.open.includes(index)) return openSection(sections, index, true);
  const open = sections.open.filter((i) => i !== index);
  // The tab to keep should the screen widen: the last opened that is still open.
  const current = sections.current !== index ? sections.current : (open.at(-1) ?? index);
  return { open, current };
}

export interface Orientation {
  vertical: boolean;
  rightToLeft: boolean;
}

/** The tab index a key moves to, or null when the key is not the tabs' to handle. */
export function tabIndexAfterKey(key: string, current: number, count: number, { vertical, rightToLeft }: Orientation): number | null {
  const forward = vertical ? 'ArrowDown' : rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = vertical ? 'ArrowUp' : rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
