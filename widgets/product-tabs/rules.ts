/**
 * Which product tab opens on load (spec §2). Where the arrow keys move and which sections
 * are open are the same for every tab and accordion widget: src/tabs/sections.ts.
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
