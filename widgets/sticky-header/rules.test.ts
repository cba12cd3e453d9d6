// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrollOffset, scrollTarget, stuckHeaderHeight } from '../../src/core/scroll/covered-top';
import { backToTopShown, boxesOverlap, nextHeaderState, scrollDuration, scrollPosition, type HeaderState } from './rules';

const plain: HeaderState = { stuck: false, hidden: false };
const stuck: HeaderState = { stuck: true, hidden: false };
const away: HeaderState = { stuck: true, hidden: true };

describe('nextHeaderState', () => {
  it.each([
    ['above the threshold: normal', plain, 50, 0, true, plain],
    ['at the threshold: normal', plain, 70, 60, true, plain],
    ['past it, no hiding: stuck', plain, 200, 100, false, stuck],
    ['past it, scrolling down, hiding: away', stuck, 300, 200, true, away],
    ['past it, scrolling up, hiding: back', away, 250, 300, true, stuck],
    ['no movement keeps it away', away, 300, 300, true, away],
    ['no movement keeps it shown', stuck, 300, 300, true, stuck],
    ['back above the threshold: shown again', away, 10, 300, true, plain],
    ['hiding switched off while away: shown', away, 400, 300, false, stuck],
  ])('%s', (_name, state, y, previousY, hideOnScroll, expected) => expect(nextHeaderState(state, { y, previousY, threshold: 70, hideOnScroll })).toEqual(expected));
});

describe('stuckHeaderHeight: the configured height at least, the real one where taller', () => {
  it.each([
    [70, 0, 70],
    [70, 56, 70],
    [70, 124.5, 124.5],
    [0, 124, 124],
    [Number.NaN, 50, 70],
    [90, Number.NaN, 90],
  ])('configured %s, real %s → %s', (configured, real, height) => expect(stuckHeaderHeight(configured, real)).toBe(height));
});

describe('scroll links', () => {
  it.each([
    [70, 0, 70],
    [70, 32, 102],
    [0, 46, 46],
    [-5, -5, 0],
  ])('offset: header %i + admin bar %i = %i', (header, bar, offset) => expect(scrollOffset(header, bar)).toBe(offset));

  it.each([
    [false, false, 1000],
    [true, false, 0],
    [false, true, 0],
    [true, true, 0],
  ])('duration: reduced motion %s, smooth CSS %s → %i ms', (reduced, smooth, ms) => expect(scrollDuration(reduced, smooth)).toBe(ms));

  it.each([
    [1000, 102, 898],
    [50, 102, 0],
    [100.6, 0, 101],
  ])('target of an element at %i with offset %i: %i', (top, offset, y) => expect(scrollTarget(top, offset)).toBe(y));

  it.each([
    [0, 0],
    [500, 500],
    [250, 146],
    [1000, 1000],
    [2000, 1000],
    [-10, 0],
  ])('position after %i ms of 1000 from 0 to 1000: %i', (elapsed, y) => expect(scrollPosition(0, 1000, elapsed, 1000)).toBe(y));

  it('jumps at once without a duration', () => expect(scrollPosition(800, 0, 0, 0)).toBe(0));
});

describe('backToTopShown', () => {
  it.each([
    [0, 800, false],
    [800, 800, false],
    [801, 800, true],
  ])('at %i with a %i px screen: %s', (y, height, shown) => expect(backToTopShown(y, height)).toBe(shown));
});

describe('boxesOverlap', () => {
  const button = { top: 600, right: 360, bottom: 644, left: 220 };
  it.each([
    ['a full-width field under it', { top: 620, right: 365, bottom: 664, left: 10 }, true],
    ['a link inside its box', { top: 610, right: 300, bottom: 630, left: 250 }, true],
    ['a field above it', { top: 500, right: 365, bottom: 560, left: 10 }, false],
    ['a field ending at its top edge', { top: 556, right: 365, bottom: 600, left: 10 }, false],
    ['a link left of it on its line', { top: 610, right: 220, bottom: 630, left: 10 }, false],
    ['a box below it', { top: 650, right: 365, bottom: 700, left: 10 }, false],
  ])('%s: %s', (_name, box, overlaps) => {
    expect(boxesOverlap(button, box)).toBe(overlaps);
    expect(boxesOverlap(box, button)).toBe(overlaps);
  });
});
