import { pageGlobal } from '../config/page-globals';

/**
 * What covers the top of the page once it is scrolled (spec §9): the stuck header and the
 * WordPress admin bar. Scrolls that bring something into view end under them: the theme's
 * scroll links (sf-sticky-header), the scroll to the reviews (sf-product-tabs, + 15 px), the
 * scroll spy (sf-scroll-to) and the scroll to notices (src/core/notices.ts).
 */

/** Spec §9: the stuck header's height (Flatsome's `flatsomeVars.sticky_height`). */
export const STICKY_HEADER_HEIGHT = 70;

/** The stuck header (if it sticks) plus the admin bar, never negative. */
export const scrollOffset = (stickyHeight: number, adminBarHeight: number) => Math.max(0, stickyHeight) + Math.max(0, adminBarHeight);

/** Where a scroll to an element at `elementTop` (page coordinates) ends: under the covered top, never above the page. */
export const scrollTarget = (elementTop: number, offset: number) => Math.max(0, Math.round(elementTop - offset));

const covers = (element: Element | null, positions: string[]) => !!element && positions.includes(getComputedStyle(element).position);

/**
 * The stuck header's height: what the theme says (`flatsomeVars.sticky_height`, else the spec's
 * 70) at least, the header's real height where it is taller (a header of two rows hid
 * the first line of the checkout's errors under it).
 */
export const stuckHeaderHeight = (configured: number, real: number) => Math.max(Number.isFinite(configured) && configured > 0 ? configured : STICKY_HEADER_HEIGHT, Number.isFinite(real) ? real : 0);

/**
 * The offset now: the stuck header's height (stuckHeaderHeight) when the header does stick at
 * this width and is drawn, plus the admin bar when it is fixed. A header slid away counts too
 * (`sf-header--away`): a scroll up brings it back over what the scroll was to show.
 */
export function coveredTop(header: Element | null = document.querySelector('sf-sticky-header header')): number {
  const configured = Number(pageGlobal<{ sticky_height: string }>('flatsomeVars').sticky_height);
  const drawn = header instanceof HTMLElement && header.offsetHeight > 0;
  const sticky = drawn && covers(header, ['sticky', 'fixed']) ? stuckHeaderHeight(configured, header.offsetHeight) : 0;
  const adminBar = document.getElementById('wpadminbar');
  return scrollOffset(sticky, covers(adminBar, ['fixed']) ? adminBar!.offsetHeight : 0);
}
