/**
 * The sticky sidebar (spec §9: sticky sidebar top sticky_height + 30; breakpoints): pure rules.
 */

/** Spec §9: the sidebar sticks this far below what covers the top (the stuck header, the admin bar). */
export const STICKY_SIDEBAR_GAP_PX = 30;
/** Spec §9 breakpoints: large from 850 px; below it the sidebar is under the content, not beside it. */
export const LARGE_MIN_WIDTH_PX = 850;

export interface SidebarView {
  viewportWidth: number;
  viewportHeight: number;
  /** The sidebar's own height (its content, not the column's). */
  sidebarHeight: number;
  /** What covers the top of the page once scrolled (src/core/scroll/covered-top.ts). */
  coveredTop: number;
}

/** Where the stuck sidebar's top edge sits. */
export const stickyTop = (coveredTop: number) => Math.max(0, Math.round(coveredTop)) + STICKY_SIDEBAR_GAP_PX;

/**
 * The sidebar sticks only at large widths and only where all of it fits between its top and
 * the bottom of the viewport: a taller one would keep its end out of reach until the page ends.
 */
export const sidebarSticks = ({ viewportWidth, viewportHeight, sidebarHeight, coveredTop }: SidebarView) =>
  viewportWidth >= LARGE_MIN_WIDTH_PX && sidebarHeight > 0 && stickyTop(coveredTop) + sidebarHeight <= viewportHeight;
