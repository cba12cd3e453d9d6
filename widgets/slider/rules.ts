/**
 * Flatsome's sliders (spec §2 Global: "sidebar sliders" among the theme behaviours on content
 * pages), from the options the theme prints (`data-flickity-options`): which slide comes next,
 * whether and how fast it turns by itself.
 */

export interface SliderOptions {
  wrapAround: boolean;
  /** Milliseconds between turns; 0 = no autoplay. */
  autoPlay: number;
  pauseAutoPlayOnHover: boolean;
  prevNextButtons: boolean;
  pageDots: boolean;
}

/** Flickity's default interval when `autoPlay` is just `true`. */
export const DEFAULT_AUTOPLAY_MS = 3000;
/** Shorter turns than this leave no time to read a slide (WCAG 2.2.2 asks for a way to stop it; we also keep it readable). */
export const MIN_AUTOPLAY_MS = 2000;

/** The theme's options, bounded; anything unreadable gives the defaults (no autoplay, buttons and dots, wrap-around). */
export function sliderOptions(json: string | null | undefined): SliderOptions {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const autoPlay =
    raw.autoPlay === true ? DEFAULT_AUTOPLAY_MS : typeof raw.autoPlay === 'number' && Number.isFinite(raw.autoPlay) && raw.autoPlay > 0 ? Math.min(Math.max(raw.autoPlay, MIN_AUTOPLAY_MS), 60_000) : 0;
  return {
    wrapAround: raw.wrapAround !== false,
    autoPlay,
    pauseAutoPlayOnHover: raw.pauseAutoPlayOnHover !== false,
    prevNextButtons: raw.prevNextButtons !== false,
    pageDots: raw.pageDots !== false,
  };
}

/** The slide `step` away from `current` (±1), wrapping around or stopping at the ends; null when there is none. */
export function stepSlide(current: number, step: 1 | -1, count: number, wrapAround: boolean): number | null {
  if (count < 2) return null;
  const next = current + step;
  if (next >= 0 && next < count) return next;
  return wrapAround ? (next + count) % count : null;
}

/** The slide shown in a scroll-snap row scrolled to `scrollLeft`, each slide `slideWidth` wide. */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (!(slideWidth > 0) || count < 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}
