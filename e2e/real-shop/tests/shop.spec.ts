import { expect, test, type APIRequestContext } from '@playwright/test';
import { realShopRun, realStockShop } from '../shop';

/**
 * The real shop itself, without a browser: it is set up as the recordings in
 * ../shared/real-woocommerce/ describe (classic pages, Storefront's markup) and its wc-ajax
 * endpoints answer as recorded there (README points 1–4). These run with and without our
 * plugin; where they fail, the harness (not the library) is wrong.
 */
const { origin, catalogue } = realShopRun();

async function page(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${origin}${path}`);
  expect(response.status(), `${path} answers`).toBe(200);
  return response.text();
}

async function wcAjax(request: APIRequestContext, endpoint: string, form: Record<string, string>) {
  const response = await request.post(`${origin}/?wc-ajax=${endpoint}`, { form });
  expect(response.status(), `${endpoint} answers`).toBe(200);
  return response;
}

test('the shop pages answer with stock Storefront and classic WooCommerce markup', async ({ request }) => {
  const home = await page(request, '/');
  expect(home).toContain('id="site-header-cart"');
  expect(home).toContain('class="cart-contents"');
  expect(home).toMatch(/<div class="widget_shopping_cart_content">\s*<\/div>/);

  for (const path of [catalogue.pages.shop, catalogue.category]) {
    const listing = await page(request, path);
    expect(listing).toMatch(/<ul class="products columns-\d">/);
  }
  const shopPage = await page(request, catalogue.pages.shop);
  expect(shopPage).toMatch(new RegExp(`<a (?=[^>]*data-product_id="${catalogue.simple.id}")(?=[^>]*class="[^"]*\\badd_to_cart_button ajax_add_to_cart\\b)[^>]*>`));

  const simple = await page(request, catalogue.simple.path);
  expect(simple).toMatch(new RegExp(`<button [^>]*name="add-to-cart" value="${catalogue.simple.id}"[^>]*class="[^"]*\\bsingle_add_to_cart_button\\b`));
  expect(simple).toContain('<div class="quantity">');

  for (const product of [catalogue.variable, catalogue.local]) {
    const variable = await page(request, product.path);
    expect(variable).toContain(`data-product_id="${product.id}" data-product_variations="`);
    expect(variable).toContain(`name="${product.attribute}"`);
    for (const field of ['add-to-cart', 'product_id', 'variation_id']) expect(variable).toMatch(new RegExp(`<input type="hidden" name="${field}"`));
  }

  const account = await page(request, catalogue.pages.account);
  expect(account).toContain('woocommerce-form-login');

  await wcAjax(request, 'add_to_cart', { product_id: String(catalogue.simple.id), quantity: '1' });
  const cart = await page(request, catalogue.pages.cart);
  expect(cart).toContain('<form class="woocommerce-cart-form"');
  expect(cart).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"/);
  expect(cart).toMatch(/href="[^"]*\?remove_item=[0-9a-f]{32}&#038;_wpnonce=/);
  expect(cart).toContain('class="cart_totals');
  expect(cart).not.toContain('wp-block-woocommerce-cart');

  const checkout = await page(request, catalogue.pages.checkout);
  expect(checkout).toMatch(/<form name="checkout" method="post" class="checkout woocommerce-checkout"/);
  for (const method of ['bacs', 'cod']) expect(checkout).toContain(`id="payment_method_${method}"`);
  expect(checkout).not.toContain('wp-block-woocommerce-checkout');
});

test('wc-ajax add_to_cart answers as the recorded shop does', async ({ request }) => {
  const { simple, variable } = catalogue;
  const added = (await (await wcAjax(request, 'add_to_cart', { product_id: String(simple.id), quantity: '2' })).json()) as { fragments: Record<string, string>; cart_hash: string };
  expect(Object.keys(added.fragments).sort()).toEqual(['a.cart-contents', 'a.footer-cart-contents', 'div.widget_shopping_cart_content']);
  expect(added.cart_hash).toMatch(/^[0-9a-f]{32}$/);
  expect(added.fragments['div.widget_shopping_cart_content']).toContain(`data-product_id="${simple.id}"`);

  // A variation is added by its own id as product_id (README point 1)…
  const variation = (await (await wcAjax(request, 'add_to_cart', { product_id: String(variable.variations['500-ml']), quantity: '1' })).json()) as Record<string, unknown>;
  expect(variation).toHaveProperty('fragments');
  // …the parent with variation_id is refused.
  const parent = await wcAjax(request, 'add_to_cart', { product_id: String(variable.id), variation_id: String(variable.variations['1-l']), quantity: '1' });
  expect(await parent.json()).toEqual({ error: true, product_url: `${origin}${variable.path}` });

  const outOfStock = await wcAjax(request, 'add_to_cart', { product_id: String(variable.variations['5-l']), quantity: '1' });
  expect(await outOfStock.json()).toEqual({ error: true, product_url: `${origin}${variable.path}` });
  const unknown = await wcAjax(request, 'add_to_cart', { product_id: '999999', quantity: '1' });
  expect(await unknown.text()).toBe('{"error":true,"product_url":false}');
  const missing = await wcAjax(request, 'add_to_cart', { quantity: '1' });
  expect(await missing.text()).toBe('');

  const match = await wcAjax(request, 'get_variation', { product_id: String(variable.id), [variable.attribute]: '1-l' });
  expect(((await match.json()) as { variation_id: number }).variation_id).toBe(variable.variations['1-l']);
  const noMatch = await wcAjax(request, 'get_variation', { product_id: String(variable.id), [variable.attribute]: 'none' });
  expect(await noMatch.text()).toBe('false');
});

test('a new visitor gets a session cookie only when the cart changes', async ({ request }) => {
  const view = await request.get(`${origin}${catalogue.pages.shop}`);
  expect(view.headers()['set-cookie'] ?? '').not.toContain('wp_woocommerce_session_');
  const fragments = await wcAjax(request, 'get_refreshed_fragments', {});
  expect(fragments.headers()['set-cookie'] ?? '').not.toContain('wp_woocommerce_session_');
  const add = await wcAjax(request, 'add_to_cart', { product_id: String(catalogue.simple.id), quantity: '1' });
  expect(add.headers()['set-cookie'] ?? '').toContain('wp_woocommerce_session_');
});

test('a guest order goes through wc-ajax=checkout (stock holding off on SQLite)', async ({ request }) => {
  await wcAjax(request, 'add_to_cart', { product_id: String(catalogue.simple.id), quantity: '1' });
  const checkout = await page(request, catalogue.pages.checkout);
  const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(checkout)?.[1];
  expect(nonce, 'the checkout nonce').toBeTruthy();
  const { checkoutFields, paymentMethod } = realStockShop();
  const response = await wcAjax(request, 'checkout', {
    ...checkoutFields,
    'shipping_method[0]': 'flat_rate:1',
    payment_method: paymentMethod,
    'woocommerce-process-checkout-nonce': nonce!,
  });
  const result = (await response.json()) as { result: string; redirect?: string; order_id?: number; messages?: string };
  expect(result.result, result.messages).toBe('success');
  expect(result.order_id).toBeGreaterThan(0);
  const received = await page(request, new URL(result.redirect!).pathname + new URL(result.redirect!).search);
  expect(received).toContain('woocommerce-order-overview');
});
