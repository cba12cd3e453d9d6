// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalsOf, decrease, formatQuantity, increase, parseQuantity, raiseToMin, readBounds } from './rules';

const bounds = (min: string | null, max: string | null, step: string | null) => readBounds({ min, max, step });

describe('readBounds', () => {
  it.each([
    ['defaults: min 0, no max, step 1', null, null, null, { min: 0, max: null, step: 1, decimals: 0 }],
    ["step 'any' counts as 1", '1', '', 'any', { min: 1, max: null, step: 1, decimals: 0 }],
    ['decimal step gives decimals', '1', '10', '0.5', { min: 1, max: 10, step: 0.5, decimals: 1 }],
    ['garbage falls back', 'x', 'y', '-2', { min: 0, max: null, step: 1, decimals: 0 }],
    ['max 0 means no max', '0', '0', '1', { min: 0, max: null, step: 1, decimals: 0 }],
  ])('%s', (_name, min, max, step, expected) => {
    expect(bounds(min, max, step)).toEqual(expected);
  });
});

describe('increase / decrease', () => {
  const plain = bounds('1', '5', '1');
  const decimal = bounds('1', '10', '0.25');
  const zeroMin = bounds('0', null, '1');
  it.each([
    ['plus adds a step', increase(2, plain), 3],
    ['plus stops at max', increase(5, plain), 5],
    ['plus from above max clamps to max', increase(7, plain), 5],
    ['minus subtracts a step', decrease(3, plain), 2],
    ['minus stops at min', decrease(1, plain), 1],
    ['minus below min raises to min', decrease(0.5, plain), 1],
    ['minus does nothing at 0', decrease(0, zeroMin), 0],
    ['minus reaches 0 when min is 0', decrease(1, zeroMin), 0],
    ['decimal steps do not drift', increase(1.1 + 0.2, decimal), 1.55],
    ['decimal minus', decrease(1.5, decimal), 1.25],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('field text', () => {
  it.each([
    ['', 0],
    ['3', 3],
    ['2,5', 2.5],
    ['abc', 0],
  ])('parseQuantity(%j) = %s', (text, expected) => expect(parseQuantity(text)).toBe(expected));

  it('formats with the step precision', () => {
    expect(formatQuantity(2, bounds('1', '10', '0.5'))).toBe('2.0');
    expect(formatQuantity(3, bounds('1', null, '1'))).toBe('3');
  });

  it('raises a value below min on load', () => {
    expect(raiseToMin(0, bounds('2', null, '1'))).toBe(2);
    expect(raiseToMin(4, bounds('2', null, '1'))).toBe(4);
  });

  it.each([
    [1, 0],
    [0.5, 1],
    [0.25, 2],
    [1e-7, 7],
  ])('decimalsOf(%s) = %s', (value, expected) => expect(decimalsOf(value)).toBe(expected));
});
