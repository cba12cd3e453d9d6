/** Cart rules: quantities, keys, totals. */
import { describe, expect, it } from 'vitest';
import { getProduct } from '../product/catalogue.ts';
import { addToCart, cartItemKey, cartTotals, parseQuantity, setQuantity, validateQuantity, type Cart } from './model.ts';

describe('cart rules', () => {
  it.each([
    [101, 1, true],
    [101, 3, true],
    [101, 0, false],
    [101, 1.5, false],
    [101, Number.NaN, false],
    [105, 1, true],
    [105, 1.5, true],
    [105, 10, true],
    [105, 0.5, false],
    [105, 10.5, false],
    [105, 1.2, false],
    [105, 1.5000000001, true],
    [106, 1, true],
    [106, 2, false],
  ])('validateQuantity(product %i, %d) ok=%s', (id, quantity, ok) => {
    expect(validateQuantity(getProduct(id)!, quantity).ok).toBe(ok);
  });

  it('parses quantities strictly', () => {
    // A number field accepts "1e3" and posts it as typed; PHP's floatval reads it as 1000 too.
    expect([parseQuantity('2'), parseQuantity('2,5'), parseQuantity(' 3 '), parseQuantity(4), parseQuantity('1e3')]).toEqual([2, 2.5, 3, 4, 1000]);
    for (const bad of ['', 'abc', '1e', 'e3', '2x', [], {}, undefined, null]) expect(parseQuantity(bad)).toBeNaN();
  });

  it('uses stable keys and merges repeated adds', () => {
    const cart: Cart = new Map();
    expect(cartItemKey(101, 0, {})).toBe(cartItemKey(101, 0, {}));
    expect(cartItemKey(114, 1141, { attribute_pa_inhalt: '500-ml' })).not.toBe(cartItemKey(114, 1142, { attribute_pa_inhalt: '1-l' }));
    addToCart(cart, { productId: 101, quantity: 1 });
    addToCart(cart, { productId: 101, quantity: 2 });
    expect([...cart.values()].map((i) => i.quantity)).toEqual([3]);
  });

  it('computes totals, shipping and included VAT in cents', () => {
    const cart: Cart = new Map();
    addToCart(cart, { productId: 109, quantity: 1 }); // 19,90
    let totals = cartTotals(cart);
    expect([totals.subtotalCents, totals.shippingCents, totals.totalCents, totals.taxCents]).toEqual([1990, 490, 2480, 396]);
    addToCart(cart, { productId: 105, quantity: 2.5 }); // 32,25
    totals = cartTotals(cart);
    expect([totals.subtotalCents, totals.shippingCents, totals.count]).toEqual([5215, 0, 3.5]);
    const key = [...cart.keys()][1]!;
    expect(setQuantity(cart, key, 0)).toMatchObject({ ok: true, removed: true });
    expect(cart.size).toBe(1);
  });
});
