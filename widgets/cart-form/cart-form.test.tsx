import { fireEvent, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../src/cart/events';
import { cartFragments, installFakeShop } from '../../src/test/fake-shop';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

const cartPage = (rows: string, total: string) =>
  `<sf-cart-form><div class="woocommerce"><form class="woocommerce-cart-form" action="/cart/" method="post"><table>${rows}</table><button type="submit" name="update_cart">Warenkorb aktualisieren</button></form><div class="cart_totals"><span class="total">${total}</span></div></div></sf-cart-form>`;
const row = (key: string, quantity: number) =>
  `<tr><td><a href="/cart/?remove_item=${key}" class="remove" data-cart_item_key="${key}">×</a></td><td><input id="quantity_${key}" type="number" class="qty" name="cart[${key}][qty]" value="${quantity}" min="0" step="1" data-cart_item_key="${key}"></td></tr>`;

describe('sf-cart-form', () => {
  beforeEach(() => {
    (window as unknown as { wc_add_to_cart_params: object }).wc_add_to_cart_params = { cart_url: '/cart/', is_cart: '1' };
  });

  it('removes an item and swaps in the shop’s fresh table and totals', async () => {
    const shop = installFakeShop({
      remove_from_cart: () => ({ fragments: cartFragments(1), cart_hash: 'h' }),
      '/cart/': () => new Response(`<html><body><main>${cartPage(row('k2', 1), '10,00 €')}</main></body></html>`, { headers: { 'Content-Type': 'text/html' } }),
    });
    document.body.innerHTML = cartPage(row('k1', 2) + row('k2', 1), '99,00 €');
    await waitFor(() => expect(document.querySelector('sf-cart-form[data-sf-upgraded]')).not.toBeNull());
    const updated = vi.fn();
    on('sf:cart-updated', updated);
    fireEvent.click(document.querySelector('a.remove[data-cart_item_key="k1"]')!);
    await waitFor(() => expect(document.querySelector('.cart_totals .total')?.textContent).toBe('10,00 €'));
    expect(document.querySelector('[data-cart_item_key="k1"]')).toBeNull();
    expect(document.querySelector('sf-cart-form > [data-sf-root]')).not.toBeNull();
    expect(updated).toHaveBeenCalled();
    expect(shop.requests.map((request) => request.method + ' ' + (request.url.searchParams.get('wc-ajax') ?? request.url.pathname))).toEqual([
      'POST remove_from_cart',
      'GET /cart/',
    ]);
    shop.restore();
  });

  it('says so when the fresh cart page cannot be loaded', async () => {
    const shop = installFakeShop({
      flatsome_ajax_cart_item_alter_quantity: () => ({ fragments: cartFragments(3), cart_hash: 'h' }),
      '/cart/': () => new Response('down', { status: 503 }),
    });
    document.body.innerHTML = cartPage(row('k1', 2), '99,00 €');
    await waitFor(() => expect(document.querySelector('sf-cart-form[data-sf-upgraded]')).not.toBeNull());
    const input = document.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '3';
    fireEvent.change(input);
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.'), { timeout: 2000 });
    expect(shop.requests[0].form.get('quantity')).toBe('3');
    shop.restore();
  });
});
