// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placeDropdown } from './rules';

describe('placeDropdown (spec §9: skipped below 750 px container width)', () => {
  // A 1280 px window with a 1200 px header row (content box 56–1224).
  const container = { left: 56, right: 1224 };
  const layout = (itemLeft: number, width: number, over: Partial<Parameters<typeof placeDropdown>[0]> = {}) => ({
    container,
    dropdown: { left: itemLeft, width },
    viewportWidth: 1280,
    ...over,
  });

  it.each([
    ['fits under its item: stays', layout(240, 640), { shift: 0 }],
    ['ends exactly at the container edge: stays', layout(584, 640), { shift: 0 }],
    ['one pixel over: one pixel left', layout(585, 640), { shift: -1 }],
    ['the last item’s panel: moved left just as far as it overflows', layout(624, 640), { shift: 1224 - 640 - 624 }],
    ['a narrow dropdown at the right edge', layout(1100, 200), { shift: 1224 - 200 - 1100 }],
    ['wider than the row: takes the row', layout(300, 1300), { shift: 56 - 300, maxWidth: 1168 }],
    ['as wide as the row: takes the row', layout(300, 1168), { shift: 56 - 300, maxWidth: 1168 }],
    ['starts left of the row (the theme’s offset): moved in', layout(20, 300), { shift: 36 }],
    ['a row wider than the window (no max-width): the viewport bounds it', layout(900, 500, { container: { left: 0, right: 1400 } }), { shift: 1280 - 500 - 900 }],
    ['container of exactly 750 px: placed', layout(500, 400, { container: { left: 0, right: 750 }, viewportWidth: 800 }), { shift: 750 - 400 - 500 }],
  ])('%s', (_name, given, expected) => expect(placeDropdown(given)).toEqual(expected));

  it.each([
    ['749 px container', { left: 0, right: 749 }],
    ['a phone’s 343 px row', { left: 16, right: 359 }],
  ])('skipped in a %s: the theme’s CSS places it', (_name, narrow) => expect(placeDropdown(layout(300, 600, { container: narrow, viewportWidth: 800 }))).toBeNull());
});
