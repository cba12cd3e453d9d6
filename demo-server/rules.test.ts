import { describe, expect, it } from 'vitest';
import { addToCart, cartItemKey, cartTotals, parseQuantity, setQuantity, validateQuantity, type Cart } from './cart/model.ts';
import { getProduct, products, categories, sortProducts } from './product/catalogue.ts';
import { formatCents, formatNumber, priceHtml } from './shared/format.ts';
import { html, raw } from './shared/html.ts';
import { parseFaultRequest, takeFault, type FaultSetting } from './faults/modes.ts';
import { FaultRegistry } from './faults/registry.ts';

describe('html templating', () => {
  it('escapes interpolated text but not nested templates or raw markup', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
    );
    expect(html`<div>${html`<b>${'a<b'}</b>`}${raw('<i>ok</i>')}${[1, null, false, undefined, 'x']}</div>`.value).toBe('<div><b>a&lt;b</b><i>ok</i>1x</div>');
  });
});

describe('formatting (de-DE, EUR)', () => {
  it.each([
    [8950, '89,50'],
    [5, '0,05'],
    [123456, '1.234,56'],
    [100000000, '1.000.000,00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
  it('formats quantities and price markup', () => {
    expect([formatNumber(2), formatNumber(2.5), formatNumber(1000), formatNumber(0.125)]).toEqual(['2', '2,5', '1.000', '0,125']);
    expect(priceHtml(8950).value).toBe('<span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>');
  });
});

describe('catalogue', () => {
  it('has at least 24 products in at least 3 categories with unique ids, slugs and skus', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.categorySlug)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.every((p) => categories.some((c) => c.slug === p.categorySlug))).toBe(true);
  });
  it('contains the spec example product and the special cases', () => {
    expect(getProduct(101)).toMatchObject({ name: 'Universal Frontspoiler', slug: 'universal-frontspoiler', price: 89.5, categorySlug: 'universal', type: 'simple', sku: 'UFS-01' });
    expect(getProduct(114)!.variations!.map((v) => v.stock)).toEqual(['instock', 'instock', 'outofstock']);
    expect(getProduct(106)!.soldIndividually).toBe(true);
    expect(getProduct(105)!.quantity).toEqual({ min: 1, max: 10, step: 0.5 });
    expect(products.some((p) => p.type === 'simple' && p.stock === 'outofstock')).toBe(true);
  });
  it('sorts by every order', () => {
    expect(sortProducts(products, 'price').map((p) => p.id)[0]).toBe(114);
    expect(sortProducts(products, 'menu_order')[0]!.id).toBe(101);
  });
});

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
    expect([parseQuantity('2'), parseQuantity('2,5'), parseQuantity(' 3 '), parseQuantity(4)]).toEqual([2, 2.5, 3, 4]);
    for (const bad of ['', 'abc', '1e3', '2x', [], {}, undefined, null]) expect(parseQuantity(bad)).toBeNaN();
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

describe('faults', () => {
  it('parses requests and counts down times', () => {
    const registry = new FaultRegistry();
    registry.register({ name: 'add_to_cart', label: 'In den Warenkorb legen' });
    expect(parseFaultRequest(registry, { endpoint: '*', mode: 'slow' })).toMatchObject({ ok: true, delayMs: 3000, endpoints: expect.arrayContaining(['add_to_cart']) });
    expect(parseFaultRequest(registry, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 999999 }).ok).toBe(false);
    const faults = new Map<string, FaultSetting>([['add_to_cart', { mode: 'http500', delayMs: 0, times: 2 }]]);
    expect(takeFault(faults, 'add_to_cart')?.mode).toBe('http500');
    expect(takeFault(faults, 'add_to_cart')?.mode).toBe('http500');
    expect(takeFault(faults, 'add_to_cart')).toBeUndefined();
  });
});
