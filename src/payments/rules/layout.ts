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

/** A measured element height in px, bounded: a broken measurement never yields a huge margin. */
export const MAX_MEASURED_HEIGHT = 500;

/**
 * Top margin of each stacked button from its measured height: the first visible one 0, each
 * later one max(11, round(0.3 × height)); hidden ones get null (no margin to set).
 */
export function stackedMargins(buttons: ReadonlyArray<{ visible: boolean; height: number }>): Array<number | null> {
  let first = true;
  return buttons.map(({ visible, height }) => {
    if (!visible) return null;
    if (first) {
      first = false;
      return 0;
    }
    const measured = Number.isFinite(height) ? Math.min(MAX_MEASURED_HEIGHT, Math.max(0, height)) : 0;
    return Math.max(11, Math.round(0.3 * measured));
  });
}
