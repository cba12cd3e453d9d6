// @vitest-environment node
/**
 * Properties of quantity stepping on arbitrary markup and typing: whatever a theme prints as
 * min/max/step and whatever the shopper types, the field never shows NaN or Infinity, plus
 * and minus never leave the bounds, and nothing throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText } from '../../src/test/arbitraries';
import { formatNumber } from '../../src/core/i18n/i18n';
import { decrease, formatQuantity, increase, MAX_STEP_DECIMALS, parseQuantity, raiseToMin, readBounds } from './rules';

const attribute = fc.option(numberText, { nil: null });
const bounds = fc.record({ min: attribute, max: attribute, step: fc.oneof(attribute, fc.constant('any')) }).map(readBounds);
const RUNS = { numRuns: 300 };
const shown = (text: string) => !/NaN|Infinity|∞/.test(text);

describe('quantity rules (properties)', () => {
  it('reads any attributes as finite bounds with a positive step and a usable number of decimals', () => {
    fc.assert(
      fc.property(bounds, (b) => {
        expect(Number.isFinite(b.min)).toBe(true);
        expect(b.max === null || (Number.isFinite(b.max) && b.max > 0)).toBe(true);
        expect(Number.isFinite(b.step) && b.step > 0).toBe(true);
        expect(Number.isInteger(b.decimals) && b.decimals >= 0 && b.decimals <= MAX_STEP_DECIMALS).toBe(true);
      }),
      RUNS,
    );
  });

  it('parses anything typed as a finite quantity', () => {
    fc.assert(
      fc.property(numberText, (text) => {
        expect(Number.isFinite(parseQuantity(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('plus and minus stay finite and within the bounds, and the field and its announcement never show NaN or Infinity', () => {
    fc.assert(
      fc.property(bounds, numberText, (b, typed) => {
        const value = raiseToMin(parseQuantity(typed), b);
        for (const next of [increase(value, b), decrease(value, b)]) {
          expect(Number.isFinite(next)).toBe(true);
          expect(shown(formatQuantity(next, b))).toBe(true);
          expect(shown(formatNumber(next, b.decimals))).toBe(true);
        }
        const up = increase(value, b);
        if (b.max !== null && value <= b.max) expect(up).toBeLessThanOrEqual(b.max);
        const down = decrease(value, b);
        if (value > 0) expect(down).toBeGreaterThanOrEqual(Math.min(b.min, value) < 0 ? Math.min(b.min, 0) : Math.min(b.min, value));
        expect(down).toBeLessThanOrEqual(value);
      }),
      RUNS,
    );
  });
});
