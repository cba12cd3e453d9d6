// @vitest-environment node
/**
 * Properties of the unit price refresh on arbitrary shown prices and quantities: the item sent
 * to the shop carries only plain dot-decimal numbers (what gzd_refresh_unit_price accepts, never
 * "Infinity", "NaN", "1e+21" or a negative), or there is no item and the unit price stays as
 * shown; an answer replaces a unit price only for its own product.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDouble, numberText } from '../../src/test/arbitraries';
import { outcomeFor } from '../../src/product/unit-price-queue';
import { refreshItem } from './rules';

const PLAIN_DECIMAL = /^\d+(\.\d{1,6})?$/;
const productId = fc.oneof(fc.integer({ min: 0 }), fc.string({ maxLength: 8 }));
const shownPrice = fc.record({
  amounts: fc.array(
    fc.oneof(
      numberText,
      numberText.map((text) => `${text} €`),
    ),
    { maxLength: 3 },
  ),
  quantity: anyDouble,
  isTotalPrice: fc.boolean(),
});

describe('unit price refresh item (properties)', () => {
  it('is null or carries plain, finite, non-negative numbers with a positive quantity', () => {
    fc.assert(
      fc.property(productId, shownPrice, (id, shown) => {
        const item = refreshItem(id, shown);
        if (!item) return;
        expect(item.price).toMatch(PLAIN_DECIMAL);
        if (item.price_sale !== '') expect(item.price_sale).toMatch(PLAIN_DECIMAL);
        expect(item.quantity).toMatch(PLAIN_DECIMAL);
        expect(Number(item.quantity)).toBeGreaterThan(0);
        expect(item.key).toMatch(/^[A-Za-z0-9]+$/);
      }),
      { numRuns: 400 },
    );
  });

  it('replaces a unit price only with an answer for the same product, else restores it', () => {
    fc.assert(
      fc.property(productId, shownPrice, fc.string(), fc.oneof(fc.string(), fc.integer()), (id, shown, html, answeredId) => {
        const item = refreshItem(id, { ...shown, amounts: ['17,90 €'] });
        if (!item) return;
        const outcome = outcomeFor(item, { [item.key]: { product_id: answeredId, unit_price_html: html } });
        if ('show' in outcome) {
          expect(String(answeredId)).toBe(item.product_id);
          expect(outcome.show.trim()).not.toBe('');
        } else expect(outcome).toEqual({ restore: true });
      }),
      { numRuns: 200 },
    );
  });
});
