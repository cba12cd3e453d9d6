/**
 * When the sticky add-to-cart bar shows (spec §4 Variable product: active once the main
 * add-to-cart button has scrolled above the viewport) and which state of the main button it
 * carries over.
 */

/** What an IntersectionObserver entry tells about the main button. */
export interface ButtonPosition {
  isIntersecting: boolean;
  boundingClientRect: { bottom: number };
  rootBounds: { top: number } | null;
}

/** Above the viewport: out of view with its bottom edge above the top; below does not count. */
export const isAboveViewport = (entry: ButtonPosition) => !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);

/** An inactive bar still shows while focus is inside it, so hiding never throws focus away. */
export const isBarShown = (active: boolean, focusInside: boolean) => active || focusInside;

/** The main button's classes the bar's button mirrors: disabled and why, busy, done. */
export const MIRRORED_CLASSES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable', 'loading', 'added'] as const;

/** The quantity field attributes that carry sf-quantity's rules (limits and step). */
export const QUANTITY_RULE_ATTRIBUTES = ['min', 'max', 'step'] as const;
