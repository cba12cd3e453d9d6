/**
 * Sticky header and the page's scroll links (spec §4 Other page states, §9): pure rules.
 */

/** Spec §9: scroll animation length; 0 with reduced motion or smooth CSS scrolling. */
export const SCROLL_ANIMATION_MS = 1000;

export interface HeaderState {
  stuck: boolean;
  /** Slid away (only with hide-on-scroll). */
  hidden: boolean;
}

export interface ScrollStep {
  /** The page's scroll position now and at the previous step. */
  y: number;
  previousY: number;
  /** Stuck past this position (the bottom edge of the header in the page). */
  threshold: number;
  hideOnScroll: boolean;
}

/**
 * Past the threshold the header is stuck; with hide-on-scroll it slides away while the page
 * scrolls down and comes back as soon as it scrolls up. Back above the threshold it is a
 * normal header again.
 */
export function nextHeaderState(state: HeaderState, { y, previousY, threshold, hideOnScroll }: ScrollStep): HeaderState {
  const stuck = y > threshold;
  if (!stuck) return { stuck: false, hidden: false };
  if (!hideOnScroll || y === previousY) return { stuck, hidden: hideOnScroll && state.hidden };
  return { stuck, hidden: y > previousY };
}

/** Spec §9: 1000 ms, none with reduced motion or where the page's CSS already scrolls smoothly. */
export const scrollDuration = (reducedMotion: boolean, smoothCss: boolean) => (reducedMotion || smoothCss ? 0 : SCROLL_ANIMATION_MS);

/** jQuery's 'swing' easing, as the theme animates: position at `elapsed` of `duration` from `from` to `to`. */
export function scrollPosition(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const progress = 0.5 - Math.cos((Math.max(0, elapsed) / duration) * Math.PI) / 2;
  return Math.round(from + (to - from) * progress);
}

/** The back-to-top button shows once the page is scrolled past one screen. */
export const backToTopShown = (y: number, viewportHeight: number) => y > viewportHeight;

/**
 * What the floating back-to-top button never covers: a control the shopper uses and
 * the order summary that § 312j BGB puts directly above the order button.
 */
export const NEVER_COVERED = 'a[href], button, input:not([type="hidden"]), select, textarea, label, iframe, [role="button"], .sf-order-summary';

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Two boxes share an area (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
