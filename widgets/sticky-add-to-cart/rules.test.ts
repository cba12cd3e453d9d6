// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAboveViewport, isBarShown } from './rules';

describe('isAboveViewport', () => {
  it.each([
    ['in view', { isIntersecting: true, boundingClientRect: { bottom: 300 }, rootBounds: { top: 0 } }, false],
    ['partly in view at the top', { isIntersecting: true, boundingClientRect: { bottom: 10 }, rootBounds: { top: 0 } }, false],
    ['below the viewport', { isIntersecting: false, boundingClientRect: { bottom: 1240 }, rootBounds: { top: 0 } }, false],
    ['above the viewport', { isIntersecting: false, boundingClientRect: { bottom: -200 }, rootBounds: { top: 0 } }, true],
    ['its bottom exactly at the top edge', { isIntersecting: false, boundingClientRect: { bottom: 0 }, rootBounds: { top: 0 } }, true],
    ['above, no root bounds reported', { isIntersecting: false, boundingClientRect: { bottom: -5 }, rootBounds: null }, true],
    ['below, no root bounds reported', { isIntersecting: false, boundingClientRect: { bottom: 900 }, rootBounds: null }, false],
  ])('%s → %s', (_case, entry, expected) => {
    expect(isAboveViewport(entry)).toBe(expected);
  });
});

describe('isBarShown', () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true], // inactive, but hiding would throw focus away
    [false, false, false],
  ])('active %s, focus inside %s → %s', (active, focusInside, expected) => {
    expect(isBarShown(active, focusInside)).toBe(expected);
  });
});
