// @vitest-environment node
/**
 * Properties of a variation's quantity limits on arbitrary variation data (min_qty / max_qty
 * as shops print them: numbers, texts, '' or nothing): the limits are finite, and the clamped
 * quantity is finite and never above the maximum.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDouble, looseValue } from '../../src/test/arbitraries';
import { clampQuantity, quantityLimits, type Variation } from './rules';

const variation = fc.record({
  variation_id: fc.integer({ min: 1 }),
  attributes: fc.constant({}),
  min_qty: looseValue,
  max_qty: looseValue,
  is_sold_individually: fc.constantFrom(undefined, 'yes', 'no', ''),
}) as fc.Arbitrary<Variation>;

describe('variation quantity limits (properties)', () => {
  it('are finite, and a clamped quantity is finite and within them', () => {
    fc.assert(
      fc.property(variation, anyDouble, (v, value) => {
        const limits = quantityLimits(v);
        const min = Number(limits.min);
        expect(Number.isFinite(min) && min > 0).toBe(true);
        if (limits.max !== '') expect(Number.isFinite(Number(limits.max)) && Number(limits.max) > 0).toBe(true);
        const clamped = clampQuantity(value, limits);
        expect(Number.isFinite(clamped)).toBe(true);
        if (limits.max !== '') expect(clamped).toBeLessThanOrEqual(Number(limits.max));
        if (limits.max === '' || Number(limits.max) >= min) expect(clamped).toBeGreaterThanOrEqual(min);
      }),
      { numRuns: 300 },
    );
  });
});
