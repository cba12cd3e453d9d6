// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sidebarSticks, stickyTop } from './rules';

describe('stickyTop (spec §9: sticky_height + 30)', () => {
  it.each([
    ['the configured header height', 70, 100],
    ['a taller header plus the admin bar', 131 + 32, 193],
    ['nothing covers the top', 0, 30],
    ['a fraction from the layout', 70.4, 100],
  ])('%s', (_name, covered, expected) => expect(stickyTop(covered)).toBe(expected));
});

describe('sidebarSticks (large widths, shorter than the viewport)', () => {
  const view = (viewportWidth: number, sidebarHeight: number, viewportHeight = 800, coveredTop = 70) => ({ viewportWidth, viewportHeight, sidebarHeight, coveredTop });
  it.each([
    ['1280 px, a short sidebar', view(1280, 400), true],
    ['850 px, the first large width', view(850, 400), true],
    ['849 px: medium, the sidebar is under the content', view(849, 400), false],
    ['375 px', view(375, 400), false],
    ['fits exactly: 100 + 700 = 800', view(1280, 700), true],
    ['one pixel too tall', view(1280, 701), false],
    ['a taller header leaves less room', view(1280, 700, 800, 131), false],
    ['not drawn (height 0)', view(1280, 0), false],
  ])('%s', (_name, given, expected) => expect(sidebarSticks(given)).toBe(expected));
});
