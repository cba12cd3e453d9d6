// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptancesMet, characterCount, counterNumber, inertIn, showsResponse } from './rules';

describe('status classes', () => {
  it.each([
    ['init', false],
    ['submitting', false],
    ['sent', true],
    ['invalid', true],
    ['custom-x', true],
  ] as const)('a response shows in %s: %s', (status, shows) => expect(showsResponse(status)).toBe(shows));

  it('inert-on-<status>', () => {
    expect(inertIn(['wpcf7-submit', 'inert-on-submitting'], 'submitting')).toBe(true);
    expect(inertIn(['inert-on-submitting'], 'sent')).toBe(false);
  });
});

describe('character counter (§5)', () => {
  it.each([
    ['up, within', 5, { starting: 0, maximum: 10, down: false }, { value: 5, tooLong: false, tooShort: false }],
    ['down from the maximum', 4, { starting: 10, maximum: 10, down: true }, { value: 6, tooLong: false, tooShort: false }],
    ['down past the maximum', 12, { starting: 10, maximum: 10, down: true }, { value: -2, tooLong: true, tooShort: false }],
    ['exactly the maximum is not too long', 10, { starting: 0, maximum: 10, down: false }, { value: 10, tooLong: false, tooShort: false }],
    ['below the minimum', 3, { starting: 0, minimum: 10, down: false }, { value: 3, tooLong: false, tooShort: true }],
    ['no limits', 3, { starting: 0, down: false }, { value: 3, tooLong: false, tooShort: false }],
  ])('%s', (_name, length, settings, expected) => expect(characterCount(length, settings)).toEqual(expected));

  it.each([
    ['400', 400],
    ['', undefined],
    [undefined, undefined],
    ['x', undefined],
  ])('attribute %j → %s', (text, value) => expect(counterNumber(text)).toBe(value));
});

describe('acceptance boxes (§5)', () => {
  const box = (checked: boolean, optional = false, invert = false) => ({ checked, optional, invert });
  it.each([
    ['none', [], true],
    ['one checked', [box(true)], true],
    ['one unchecked', [box(false)], false],
    ['optional unchecked', [box(false, true)], true],
    ['inverted unchecked', [box(false, false, true)], true],
    ['inverted checked', [box(true, false, true)], false],
    ['one of two unchecked', [box(true), box(false)], false],
  ])('%s → %s', (_name, boxes, met) => expect(acceptancesMet(boxes)).toBe(met));
});
