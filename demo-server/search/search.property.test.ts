/**
 * Properties of the live search's request parsing: whatever query a client sends (any text,
 * any length, repeated or odd fields, lone surrogates), the endpoint never answers 5xx, and a
 * 200 is always the contract's shape; the results page never answers 5xx either.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testShop } from '../test-helpers.ts';

const shop = testShop();
const RUNS = { numRuns: 40 };

const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('Kühl', 'ẞ', 'u\u0308', '%', '&query=x', '<img src=x>'));
const fields = fc.array(fc.tuple(fc.constantFrom('query', 'product_cat', 'action', 'query[]', 's', 'post_type', '__proto__'), text), { maxLength: 5 });

describe('live search request parsing', () => {
  it('never answers 5xx; a 200 is { suggestions: [...] } with at most 10', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (pairs) => {
        const query = new URLSearchParams([['action', 'flatsome_ajax_search_products'], ...pairs.filter(([name]) => name !== 'action')]);
        const res = await shop.client.get(`/wp-admin/admin-ajax.php?${query}`);
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as { suggestions?: unknown[] };
        if (res.status === 200) {
          expect(Array.isArray(body.suggestions)).toBe(true);
          expect(body.suggestions!.length).toBeLessThanOrEqual(10);
        }
      }),
      RUNS,
    );
  });

  it('the results page never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (pairs) => {
        const res = await shop.client.get(`/?${new URLSearchParams([['s', 'x'], ...pairs])}`);
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 15 },
    );
  });
});
