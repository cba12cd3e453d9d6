// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTOPLAY_MS, MIN_AUTOPLAY_MS, slideAt, sliderOptions, stepSlide } from './rules';

describe('sliderOptions (the theme’s data-flickity-options)', () => {
  it.each([
    [
      'Flatsome’s usual',
      '{"wrapAround":true,"autoPlay":6000,"pauseAutoPlayOnHover":true,"prevNextButtons":true,"pageDots":true}',
      { wrapAround: true, autoPlay: 6000, pauseAutoPlayOnHover: true, prevNextButtons: true, pageDots: true },
    ],
    ['autoPlay true: the default interval', '{"autoPlay":true}', { autoPlay: DEFAULT_AUTOPLAY_MS }],
    ['autoPlay false or 0: none', '{"autoPlay":false}', { autoPlay: 0 }],
    ['a too short interval is lengthened', '{"autoPlay":50}', { autoPlay: MIN_AUTOPLAY_MS }],
    ['an absurd interval is bounded', '{"autoPlay":1e12}', { autoPlay: 60_000 }],
    ['not a number', '{"autoPlay":"fast"}', { autoPlay: 0 }],
    ['no wrap-around, no buttons, no dots', '{"wrapAround":false,"prevNextButtons":false,"pageDots":false}', { wrapAround: false, prevNextButtons: false, pageDots: false }],
    ['broken JSON: the defaults', '{autoPlay:', { wrapAround: true, autoPlay: 0, prevNextButtons: true, pageDots: true }],
    ['an array: the defaults', '[1]', { wrapAround: true, autoPlay: 0 }],
    ['none', null, { wrapAround: true, autoPlay: 0, pauseAutoPlayOnHover: true }],
  ])('%s', (_name, json, expected) => expect(sliderOptions(json)).toMatchObject(expected));
});

describe('stepSlide', () => {
  it.each([
    ['next', 0, 1, 3, true, 1],
    ['previous', 2, -1, 3, true, 1],
    ['past the last, wrapping', 2, 1, 3, true, 0],
    ['before the first, wrapping', 0, -1, 3, true, 2],
    ['past the last, not wrapping', 2, 1, 3, false, null],
    ['before the first, not wrapping', 0, -1, 3, false, null],
    ['one slide: nowhere to go', 0, 1, 1, true, null],
  ] as const)('%s', (_name, current, step, count, wrap, expected) => expect(stepSlide(current, step, count, wrap)).toBe(expected));
});

describe('slideAt', () => {
  it.each([
    ['at the start', 0, 300, 3, 0],
    ['just before half way to the second', 149, 300, 3, 0],
    ['half way: the second', 150, 300, 3, 1],
    ['the last', 600, 300, 3, 2],
    ['overscrolled', 900, 300, 3, 2],
    ['right-to-left pages scroll negative', -300, 300, 3, 1],
    ['no width yet', 300, 0, 3, 0],
  ])('%s', (_name, left, width, count, expected) => expect(slideAt(left, width, count)).toBe(expected));
});
