/**
 * Button layout: a width class on the wrapper (the theme's CSS sizes the buttons by it) and the
 * top margin of stacked separate buttons (spec §4 Payment buttons).
 */

export type WidthClass = 'ppcp-width-500' | 'ppcp-width-300' | 'ppcp-width-min';
export const WIDTH_CLASSES: readonly WidthClass[] = ['ppcp-width-500', 'ppcp-width-300', 'ppcp-width-min'];

/** Wrapper width in px → its class; an unmeasurable width (0, NaN) is the narrowest. */
export function widthClass(width: number): WidthClass {
  if (width >= 500) return 'ppcp-width-500';
  if (width >= 300) return 'ppcp-width-300';
  return 'ppcp-width-min';
}

/** The SDK's button heights are 25–55 px; anything else is brought into that range. */
export function boundedButtonHeight(height: number, fallback = 45): number {
  return Number.isFinite(height) ? Math.min(55, Math.max(25, height)) : fallback;
}

/**
 * Top margin of each stacked button: the first visible one 0, each later one
 * max(11, round(0.3 × its height)); hidden ones get null (no margin to set).
 */
export function stackedMargins(buttons: ReadonlyArray<{ visible: boolean; height: number }>): Array<number | null> {
  let first = true;
  return buttons.map(({ visible, height }) => {
    if (!visible) return null;
    if (first) {
      first = false;
      return 0;
    }
    return Math.max(11, Math.round(0.3 * boundedButtonHeight(height)));
  });
}
