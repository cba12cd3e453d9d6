// @vitest-environment node
/**
 * Properties of the cart parsers on any answer a shop (or a plugin's PHP notice) can send: they
 * never throw, every answer becomes one known result, a refusal always carries a German message
 * to show, and fragments are only ever strings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopAnswer } from '../core/http/client';
import { parseAddToCart, parseCartChange } from './contracts';
import './i18n';

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ error: fc.jsonValue({ maxDepth: 1 }), product_url: fc.jsonValue({ maxDepth: 1 }), message: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
  fc.record({ fragments: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })), cart_hash: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
  fc.record({ success: fc.jsonValue({ maxDepth: 1 }), data: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }),
);
const answer: fc.Arbitrary<ShopAnswer<unknown>> = fc.oneof(
  fc.record({ ok: fc.constant(true as const), status: fc.integer({ min: 200, max: 499 }), body }),
  fc.record({
    ok: fc.constant(false as const),
    reason: fc.constantFrom('timeout', 'offline', 'http', 'invalid_json', 'aborted'),
    status: fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
    message: fc.string(),
  }),
);

describe('cart parsers (properties)', () => {
  it('turn any answer into one known result; refusals carry a message, fragments are strings', () => {
    fc.assert(
      fc.property(answer, (shopAnswer) => {
        for (const result of [parseAddToCart(shopAnswer), parseCartChange(shopAnswer)]) {
          expect(['updated', 'rejected', 'go-to-product', 'failed']).toContain(result.kind);
          if (result.kind === 'rejected') expect(result.message.trim()).not.toBe('');
          if (result.kind === 'go-to-product') expect(result.productUrl).not.toBe('');
          if (result.kind === 'updated') {
            expect(typeof result.cartHash).toBe('string');
            for (const html of Object.values(result.fragments)) expect(typeof html).toBe('string');
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
