import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../src/cart/events';
import { navigate } from '../../src/core/element/navigate';
import { cartFragments, cartRequestsSettled, installFakeShop, json, type SeenRequest } from '../../src/test/fake-shop';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

const NOT_UPDATED = 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.';
const html = (body: string) => new Response(`<!doctype html><html><body>${body}</body></html>`, { headers: { 'Content-Type': 'text/html' } });
const seen = (shop: { requests: SeenRequest[] }) =>
  shop.requests.map((request) => request.method + ' ' + (request.url.searchParams.get('wc-ajax') ?? request.form.get('action') ?? request.url.pathname));
const upgraded = () => waitFor(() => expect(document.querySelector('sf-cart-form[data-sf-upgraded]')).not.toBeNull());
const alertText = () => document.querySelector('sf-cart-form [role="alert"].sf-cart-alert')?.textContent;
const quantityInput = (key: string) => document.querySelector<HTMLInputElement>(`input[name="cart[${key}][qty]"]`)!;
const total = () => document.querySelector('.cart_totals .total')?.textContent;

function change(key: string, value: string) {
  const input = quantityInput(key);
  input.value = value;
  fireEvent.change(input);
}

// ---- the seed theme's markup: data-cart_item_key everywhere, the theme's per-line endpoint ----

const seedPage = (rows: string, totalText: string) =>
  `<sf-cart-form><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><form class="woocommerce-cart-form" action="/cart/" method="post"><table>${rows}</table><button type="submit" name="update_cart">Warenkorb aktualisieren</button></form><div class="cart_totals"><span class="total">${totalText}</span></div></div></sf-cart-form>`;
const seedRow = (key: string, quantity: number) =>
  `<tr><td><a href="/cart/?remove_item=${key}" class="remove" data-cart_item_key="${key}">×</a></td><td><input id="quantity_${key}" type="number" class="qty" name="cart[${key}][qty]" value="${quantity}" min="0" step="1" data-cart_item_key="${key}"></td></tr>`;

// ---- stock WooCommerce + Storefront: no data-cart_item_key, the element inside the shortcode's
// .woocommerce, notices at the top of the page, a new field id on every page ----

let fieldId = 0;
const stockRow = (key: string, quantity: number) =>
  `<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a href="/cart/?remove_item=${key}&amp;_wpnonce=n1" class="remove" aria-label="Remove ${key} from cart" data-product_id="13" data-product_sku="S-${key}">×</a></td><td class="product-quantity"><sf-quantity><div class="quantity"><label class="screen-reader-text" for="quantity_${++fieldId}">${key} quantity</label><input type="number" id="quantity_${fieldId}" class="input-text qty text" name="cart[${key}][qty]" value="${quantity}" aria-label="Product quantity" min="0" max="25" step="1" inputmode="numeric" autocomplete="off"></div></sf-quantity></td></tr>`;
const stockCart = (rows: string, totalText: string) =>
  `<div class="woocommerce"><sf-cart-form><div class="woocommerce-notices-wrapper"></div><form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table cart woocommerce-cart-form__contents"><tbody>${rows}<tr><td class="actions"><div class="coupon"><input type="text" name="coupon_code" value=""> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="n1"><input type="hidden" name="_wp_http_referer" value="/cart/"></td></tr></tbody></table></form><div class="cart-collaterals"><div class="cart_totals"><span class="total">${totalText}</span></div></div></sf-cart-form></div>`;
const stockEmpty = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div>`;
/** Storefront's page: the session's notices in the `.woocommerce` at the top of the content. */
const stockPage = (cart: string, notices = '') =>
  `<header><ul id="site-header-cart"></ul></header><div id="content"><div class="col-full"><div class="woocommerce">${notices}</div><main><article><div class="entry-content">${cart}</div></article></main></div></div>`;
const cartUpdatedNotice = '<div class="woocommerce-message" role="alert">Cart updated.</div>';

beforeEach(() => {
  (window as unknown as { wc_add_to_cart_params: object }).wc_add_to_cart_params = { cart_url: '/cart/', is_cart: '1' };
});
afterEach(() => {
  vi.unstubAllGlobals(); // the fake shop
  delete (window as { flatsomeVars?: unknown }).flatsomeVars;
  delete (window as { schaufensterConfig?: unknown }).schaufensterConfig;
  vi.mocked(navigate).mockClear();
});

describe('sf-cart-form on the seed theme (per-line endpoint)', () => {
  beforeEach(() => {
    (window as { flatsomeVars?: unknown }).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
  });

  it('removes an item and swaps in the shop’s fresh table and totals', async () => {
    const shop = installFakeShop({
      remove_from_cart: () => ({ fragments: cartFragments(1), cart_hash: 'h' }),
      '/cart/': () => html(`<main>${seedPage(seedRow('k2', 1), '10,00 €')}</main>`),
    });
    document.body.innerHTML = seedPage(seedRow('k1', 2) + seedRow('k2', 1), '99,00 €');
    await upgraded();
    const updated = vi.fn();
    on('sf:cart-updated', updated);
    fireEvent.click(document.querySelector('a.remove[data-cart_item_key="k1"]')!);
    await waitFor(() => expect(total()).toBe('10,00 €'));
    expect(document.querySelector('[data-cart_item_key="k1"]')).toBeNull();
    expect(document.querySelector('sf-cart-form > [data-sf-root]')).not.toBeNull();
    expect(updated).toHaveBeenCalled();
    expect(seen(shop)).toEqual(['POST remove_from_cart', 'GET /cart/']);
  });

  it('sends a quantity to the theme’s per-line endpoint, never the form', async () => {
    const shop = installFakeShop({
      flatsome_ajax_cart_item_alter_quantity: () => ({ fragments: cartFragments(3), cart_hash: 'h' }),
      '/cart/': () => html(seedPage(seedRow('k1', 3), '30,00 €')),
    });
    document.body.innerHTML = seedPage(seedRow('k1', 2), '20,00 €');
    await upgraded();
    expect(document.querySelector('sf-cart-form')!.hasAttribute('data-sf-updates-cart')).toBe(true);
    change('k1', '3');
    await waitFor(() => expect(total()).toBe('30,00 €'));
    expect(seen(shop)).toEqual(['POST flatsome_ajax_cart_item_alter_quantity', 'GET /cart/']);
    expect(shop.requests[0]!.form.get('cart_item_key')).toBe('k1');
  });

  it('says so when the fresh cart page cannot be loaded', async () => {
    const shop = installFakeShop({
      flatsome_ajax_cart_item_alter_quantity: () => ({ fragments: cartFragments(3), cart_hash: 'h' }),
      '/cart/': () => new Response('down', { status: 503 }),
    });
    document.body.innerHTML = seedPage(seedRow('k1', 2), '99,00 €');
    await upgraded();
    change('k1', '3');
    await waitFor(() => expect(alertText()).toBe(NOT_UPDATED));
    expect(shop.requests[0]!.form.get('quantity')).toBe('3');
    expect(document.querySelector('sf-cart-form')!.getAttribute('aria-busy')).toBeNull();
  });

  it('posts the form instead where the shop says so (schaufensterConfig.cart.quantityUpdate)', async () => {
    (window as { schaufensterConfig?: unknown }).schaufensterConfig = { cart: { quantityUpdate: 'form' } };
    const shop = installFakeShop({ '/cart/': () => html(seedPage(seedRow('k1', 4), '40,00 €')) });
    document.body.innerHTML = seedPage(seedRow('k1', 2), '20,00 €');
    await upgraded();
    change('k1', '4');
    await waitFor(() => expect(total()).toBe('40,00 €'));
    expect(seen(shop)).toEqual(['POST /cart/']);
    expect(shop.requests[0]!.form.get('cart[k1][qty]')).toBe('4');
  });
});

describe('sf-cart-form on stock WooCommerce markup (the form’s update_cart post)', () => {
  it('posts the whole form with update_cart, then swaps form and totals and shows the answer’s notice', async () => {
    const shop = installFakeShop({
      '/cart/': () => html(stockPage(stockCart(stockRow('a1', 3) + stockRow('b2', 1), '313,20 €'), cartUpdatedNotice)),
    });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2) + stockRow('b2', 1), '223,70 €'));
    await upgraded();
    const events = vi.fn();
    const stops = [on('sf:cart-totals-updated', () => events('totals')), on('sf:cart-updated', () => events('wc_div')), on('sf:fragment-refresh', () => events('fragments'))];
    const host = document.querySelector('sf-cart-form')!;
    expect(host.hasAttribute('data-sf-updates-cart')).toBe(true);
    change('a1', '3');
    await waitFor(() => expect(total()).toBe('313,20 €'));
    expect(seen(shop)).toEqual(['POST /cart/']);
    const form = shop.requests[0]!.form;
    expect(Object.fromEntries(form)).toEqual({
      'cart[a1][qty]': '3',
      'cart[b2][qty]': '1',
      coupon_code: '',
      'woocommerce-cart-nonce': 'n1',
      _wp_http_referer: '/cart/',
      update_cart: 'Update cart',
    });
    expect(quantityInput('a1').value).toBe('3');
    expect(host.querySelector('.woocommerce-notices-wrapper > .woocommerce-message')!.textContent).toBe('Cart updated.');
    expect(document.querySelectorAll('.woocommerce-message')).toHaveLength(1);
    await waitFor(() => expect(events.mock.calls.map(([name]) => name)).toEqual(['totals', 'wc_div', 'fragments']));
    expect(alertText()).toBeUndefined();
    expect(host.getAttribute('aria-busy')).toBeNull();
    expect(host.querySelector(':scope > [data-sf-root]')).not.toBeNull();
    stops.forEach((stop) => stop());
  });

  it('sends quick changes as one post with the latest values', async () => {
    const shop = installFakeShop({ '/cart/': () => html(stockPage(stockCart(stockRow('a1', 5) + stockRow('b2', 2), '9,00 €'))) });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2) + stockRow('b2', 1), '3,00 €'));
    await upgraded();
    change('a1', '3');
    change('a1', '4');
    change('b2', '2');
    change('a1', '5');
    await cartRequestsSettled(shop);
    await waitFor(() => expect(total()).toBe('9,00 €'));
    expect(seen(shop)).toEqual(['POST /cart/']);
    expect(shop.requests[0]!.form.get('cart[a1][qty]')).toBe('5');
    expect(shop.requests[0]!.form.get('cart[b2][qty]')).toBe('2');
  });

  it('Enter in a quantity field updates at once instead of loading a page', async () => {
    const shop = installFakeShop({ '/cart/': () => html(stockPage(stockCart(stockRow('a1', 7), '7,00 €'))) });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2), '2,00 €'));
    await upgraded();
    quantityInput('a1').value = '7';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    quantityInput('a1').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(total()).toBe('7,00 €'));
    expect(seen(shop)).toEqual(['POST /cart/']);
  });

  it.each([
    ['a server error', () => new Response('<h1>Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), NOT_UPDATED],
    ['an answer that is no cart page (a PHP notice, JSON)', () => json({ success: false }), NOT_UPDATED],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'Du bist wahrscheinlich offline.'],
    [
      'no answer in time',
      () => Promise.reject(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })),
      'Der Shop hat nicht rechtzeitig geantwortet. Deine Änderung wurde eventuell trotzdem übernommen – bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
    ],
  ])('%s: a German alert, the typed value stays, nothing busy, and the next change works', async (_name, broken, message) => {
    let calls = 0;
    installFakeShop({
      '/cart/': (request) => (request.method === 'POST' && ++calls === 1 ? (broken() as Promise<Response>) : html(stockPage(stockCart(stockRow('a1', 4), '4,00 €')))),
      get_refreshed_fragments: () => ({ fragments: cartFragments(2), cart_hash: 'h' }),
    });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2), '2,00 €'));
    await upgraded();
    change('a1', '3');
    await waitFor(() => expect(alertText()).toBe(message));
    expect(quantityInput('a1').value).toBe('3');
    expect(total()).toBe('2,00 €');
    expect(document.querySelector('sf-cart-form')!.getAttribute('aria-busy')).toBeNull();
    change('a1', '4');
    await waitFor(() => expect(total()).toBe('4,00 €'));
    await waitFor(() => expect(alertText()).toBeUndefined());
  });

  it('says so when the shop ignored the post without a word (a stale nonce) and shows its cart', async () => {
    installFakeShop({ '/cart/': () => html(stockPage(stockCart(stockRow('a1', 2), '2,00 €'))) });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2), '2,00 €'));
    await upgraded();
    change('a1', '3');
    await waitFor(() => expect(alertText()).toBe(NOT_UPDATED));
    expect(quantityInput('a1').value).toBe('2');
  });

  it('shows the shop’s own error notice, no alert of ours on top', async () => {
    const refusal = '<ul class="woocommerce-error" role="alert"><li>You can only have 1 a1 in your cart.</li></ul>';
    installFakeShop({ '/cart/': () => html(stockPage(stockCart(stockRow('a1', 1), '1,00 €'), refusal)) });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 1), '1,00 €'));
    await upgraded();
    change('a1', '2');
    await waitFor(() => expect(document.querySelector('sf-cart-form .woocommerce-notices-wrapper .woocommerce-error')?.textContent).toBe('You can only have 1 a1 in your cart.'));
    expect(alertText()).toBeUndefined();
  });

  it('0 for the last item: the answer’s empty-cart block, the element stays', async () => {
    installFakeShop({ '/cart/': () => html(stockPage(stockEmpty, cartUpdatedNotice)) });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 1), '1,00 €'));
    await upgraded();
    const emptied = vi.fn();
    const stop = on('sf:cart-emptied', emptied);
    change('a1', '0');
    await waitFor(() => expect(document.querySelector('sf-cart-form .wc-empty-cart-message')?.textContent).toBe('Your cart is currently empty.'));
    const host = document.querySelector('sf-cart-form')!;
    expect(host.querySelector('form')).toBeNull();
    expect(host.querySelector('.cart_totals')).toBeNull();
    expect(host.querySelector('.woocommerce-notices-wrapper .woocommerce-message')!.textContent).toBe('Cart updated.');
    expect(host.querySelector(':scope > [data-sf-root]')).not.toBeNull();
    expect(emptied).toHaveBeenCalled();
    expect(alertText()).toBeUndefined();
    stop();
  });

  it('removes with the key of the link’s remove_item, then shows the fresh table and totals', async () => {
    const shop = installFakeShop({
      remove_from_cart: () => ({ fragments: cartFragments(1), cart_hash: 'h' }),
      '/cart/': () => html(stockPage(stockCart(stockRow('b2', 1), '10,00 €'))),
    });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2) + stockRow('b2', 1), '99,00 €'));
    await upgraded();
    fireEvent.click(document.querySelector('a.remove[aria-label="Remove a1 from cart"]')!);
    await waitFor(() => expect(total()).toBe('10,00 €'));
    expect(seen(shop)).toEqual(['POST remove_from_cart', 'GET /cart/']);
    expect(shop.requests[0]!.form.get('cart_item_key')).toBe('a1');
    expect(document.querySelector('input[name="cart[a1][qty]"]')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an unknown key ({"success":false}): a German message and the cart as the shop holds it, no page load', async () => {
    installFakeShop({
      remove_from_cart: () => ({ success: false }),
      get_refreshed_fragments: () => ({ fragments: cartFragments(1), cart_hash: 'h' }),
      '/cart/': () => html(stockPage(stockCart(stockRow('b2', 1), '10,00 €'))),
    });
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2) + stockRow('b2', 1), '99,00 €'));
    await upgraded();
    fireEvent.click(document.querySelector('a.remove[aria-label="Remove a1 from cart"]')!);
    await waitFor(() => expect(total()).toBe('10,00 €'));
    await waitFor(() => expect(alertText()).toBe('Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps Update cart where a quantity field names no item it could send', async () => {
    installFakeShop({});
    document.body.innerHTML = stockPage(stockCart(stockRow('a1', 2).replace('name="cart[a1][qty]"', 'name="qty_a1"'), '2,00 €'));
    await upgraded();
    expect(document.querySelector('sf-cart-form')!.hasAttribute('data-sf-updates-cart')).toBe(false);
  });
});
