/**
 * Properties of the demo shop's request parsing: whatever fields a client posts (any names,
 * nested `a[b][c]` names, built-in names such as `__proto__`, repeated fields, numbers in any
 * notation, JSON of any shape), no call answers 5xx or breaks the server, and no answer shows
 * a price or count as NaN or Infinity. Runs the app in-process (testShop), one visitor.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { numberText } from '../../src/test/arbitraries.ts';
import { Client, testShop } from '../test-helpers.ts';

const shop = testShop();
const RUNS = { numRuns: 30 };

/** Set before the properties run: a real cart key and this visitor's unit price nonce. */
const known = { key: '', nonce: '' };
beforeAll(async () => {
  const client = new Client(shop.server.baseUrl);
  await (await client.addToCart({ product_id: 101 })).arrayBuffer();
  known.key = (await client.state()).items[0]!.key;
  const page = await client.getPage('/product/universal-frontspoiler/');
  known.nonce = /"refresh_unit_price_nonce":"([0-9a-f]+)"/.exec(page.text)?.[1] ?? '';
  expect(known.nonce).not.toBe('');
});

const FIELD_NAMES = [
  'product_id',
  'quantity',
  'variation_id',
  'add-to-cart',
  'attribute_pa_farbe',
  'attribute_pa_inhalt',
  'cart_item_key',
  'product',
  'action',
  'security',
  'queue_id',
  'time',
  'custom_data',
  'products[0][product_id]',
  'products[0][price]',
  'products[0][price_sale]',
  'products[0][quantity]',
  'products[0][key]',
  'products[][price]',
  'products[__proto__][price]',
  'cart[KEY][qty]',
  'update_cart',
  'woocommerce-cart-nonce',
  'sf-buy-now',
  'rating',
  'comment',
  'author',
  'email',
  'comment_post_ID',
  'billing_country',
  'billing_postcode',
  'billing_phone',
  'billing_email',
  'shipping_country',
  'ship_to_different_address',
  'payment_method',
  'shipping_method[0]',
  'shipping_method[]',
  'post_data',
  'terms',
  'createaccount',
  'account_password',
  'country',
  's_country',
  'sf_checkout_token',
  'woocommerce-process-checkout-nonce',
  'woocommerce_checkout_update_totals',
  'wc_order_attribution_source_type',
  'username',
  'password',
  'login',
  'redirect',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a[b][c][d][e][f][g]',
  '[]',
  '[',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));
const fieldValue = fc.oneof(numberText, fc.string({ maxLength: 40 }), fc.constantFrom('101', '114', '118', '1141', '11801', 'KEY', 'NONCE'));
/** Form fields as name/value pairs (a name may repeat, which makes an array). */
const formFields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 });

/** Puts the real cart key and nonce where the arbitrary fields name them, so the calls get past the first check. */
function withKnown(pairs: [string, string][]): URLSearchParams {
  const real = (text: string) => text.replace('KEY', known.key).replace('NONCE', known.nonce);
  return new URLSearchParams(pairs.map(([name, value]) => [real(name), real(value)]));
}

const SHOWN_BROKEN = /(NaN|Infinity|∞)(\s|&nbsp;|\u00a0)*(€|Artikel)/;

async function expectHandled(res: Response, what: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(SHOWN_BROKEN);
}

const AJAX_CALLS = [
  '/?wc-ajax=add_to_cart',
  '/?wc-ajax=remove_from_cart',
  '/?wc-ajax=get_refreshed_fragments',
  '/?wc-ajax=get_variation',
  '/?wc-ajax=gzd_refresh_unit_price',
  '/wp-admin/admin-ajax.php?action=flatsome_ajax_cart_item_alter_quantity',
  '/wp-admin/admin-ajax.php?action=flatsome_quickview',
  '/?wc-ajax=update_order_review',
  '/?wc-ajax=checkout',
];
const FORM_POSTS = [
  '/cart/',
  '/product/universal-frontspoiler/',
  '/product/felgen-lackstift/',
  '/product/felgenreiniger-konzentrat/',
  '/wp-comments-post.php',
  '/my-account/',
  '/checkout/',
  '/checkout/order-pay/1001/?pay_for_order=true&key=x',
  '/my-account/customer-logout/',
  '/my-account/edit-account/',
  '/my-account/lost-password/',
  '/my-account/add-payment-method/',
];

describe('request parsing (properties)', () => {
  it.each(AJAX_CALLS)('%s: arbitrary form fields never give a 5xx', async (path) => {
    const [base, action] = path.split('?action=') as [string, string | undefined];
    await fc.assert(
      fc.asyncProperty(formFields, async (pairs) => {
        const body = withKnown(action ? [['action', action], ...pairs] : pairs);
        if (path.includes('gzd_refresh') && !body.has('security')) body.set('security', known.nonce);
        await expectHandled(await shop.client.request(base, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), `${path} ${body}`);
      }),
      RUNS,
    );
  });

  it.each(AJAX_CALLS)('%s: arbitrary JSON bodies never give a 5xx', async (path) => {
    const [base, action] = path.split('?action=') as [string, string | undefined];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fieldName, fc.oneof(fieldValue, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 })), async (json) => {
        const body = action && json && typeof json === 'object' && !Array.isArray(json) ? { ...json, action } : json;
        const url = action ? `${base}?action=${action}` : base;
        await expectHandled(await shop.client.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), `${path} ${JSON.stringify(body)}`);
      }),
      RUNS,
    );
  });

  it('any wc-ajax name or admin-ajax action (built-ins too) never gives a 5xx', async () => {
    const name = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', ''));
    await fc.assert(
      fc.asyncProperty(name, formFields, async (endpoint, pairs) => {
        await expectHandled(await shop.client.request(`/?wc-ajax=${encodeURIComponent(endpoint)}`, { method: 'POST', body: withKnown(pairs) }), `wc-ajax=${endpoint}`);
        await expectHandled(await shop.client.request('/wp-admin/admin-ajax.php', { method: 'POST', body: withKnown([['action', endpoint], ...pairs]) }), `action=${endpoint}`);
      }),
      RUNS,
    );
  });

  it.each(FORM_POSTS)('POST %s: arbitrary form fields never give a 5xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(formFields, fc.boolean(), async (pairs, multipart) => {
        const fields = withKnown(pairs);
        let body: URLSearchParams | FormData = fields;
        if (multipart) {
          body = new FormData();
          for (const [name, value] of fields) body.append(name, value);
        }
        await expectHandled(await shop.client.request(path, { method: 'POST', body }), `POST ${path} ${fields}`);
      }),
      RUNS,
    );
  });

  it('GET with ?add-to-cart= and ?remove_item= and arbitrary query fields never gives a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(formFields, fc.constantFrom('/', '/shop/', '/cart/', '/product/felgen-lackstift/'), async (pairs, path) => {
        const query = withKnown(pairs);
        await expectHandled(await shop.client.get(`${path}?${query}`), `GET ${path}?${query}`);
      }),
      { numRuns: 60 },
    );
  });

  let cartNonce = '';
  it('a quantity in any notation, posted anywhere a quantity goes, is taken or refused with a 4xx or a notice, never shown as NaN or Infinity', async () => {
    await fc.assert(
      fc.asyncProperty(numberText, async (quantity) => {
        await expectHandled(await shop.client.addToCart({ product_id: 105, quantity }), `add_to_cart quantity=${quantity}`);
        const key = (await shop.client.state()).items[0]?.key ?? known.key;
        // The cart form's nonce is this visitor's for good: read once the cart shows its form.
        cartNonce ||= /name="woocommerce-cart-nonce" value="([^"]+)"/.exec((await shop.client.getPage('/cart/')).text)?.[1] ?? '';
        await expectHandled(await shop.client.post('/wp-admin/admin-ajax.php', { action: 'flatsome_ajax_cart_item_alter_quantity', cart_item_key: key, quantity }), `alter quantity=${quantity}`);
        await expectHandled(await shop.client.post('/cart/', { [`cart[${key}][qty]`]: quantity, update_cart: '1', 'woocommerce-cart-nonce': cartNonce }), `cart form qty=${quantity}`);
        await expectHandled(await shop.client.get(`/?add-to-cart=101&quantity=${encodeURIComponent(quantity)}`), `?add-to-cart quantity=${quantity}`);
        await expectHandled(
          await shop.client.post('/?wc-ajax=gzd_refresh_unit_price', { security: known.nonce, 'products[0][product_id]': 104, 'products[0][price]': quantity, 'products[0][quantity]': quantity }),
          `unit price price=quantity=${quantity}`,
        );
      }),
      RUNS,
    );
    // Every page that prints the cart still renders (no stored quantity breaks its formatting).
    for (const path of ['/cart/', '/checkout/', '/__demo/']) await expectHandled(await shop.client.get(path), `GET ${path}`);
  });
});
