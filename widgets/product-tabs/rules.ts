/**
 * Which product tab opens on load (spec §2) and where the arrow keys move (WAI-ARIA tabs
 * pattern, right-to-left aware, horizontal or vertical).
 */
export interface PageAddress {
  hash: string;
  href: string;
}

/** A link to a review, the review list or a page of reviews: open Reviews and scroll there. */
export function asksForReviews({ hash, href }: PageAddress): boolean {
  return hash.includes('comment-') || ['#reviews', '#comments', '#tab-reviews'].includes(hash) || href.includes('comment-page-') || href.includes('cpage=');
}

/** Tab panel ids in page order, e.g. ['tab-description', 'tab-reviews']. */
export function initialTab(panelIds: string[], address: PageAddress): string | undefined {
  const { hash } = address;
  const has = (id: string) => panelIds.includes(id);
  if (asksForReviews(address) && has('tab-reviews')) return 'tab-reviews';
  if (hash === '#tab-additional_information' && has('tab-additional_information')) return 'tab-additional_information';
  // Any other tab named by the fragment (spec §2: tabbed content opened through the URL).
  const named = hash.replace(/^#/, '');
  if (named && has(named)) return named;
  return panelIds[0];
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
