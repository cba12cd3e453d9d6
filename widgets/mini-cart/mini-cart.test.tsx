import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { emit, on } from '../../src/cart/events';
import { cartFragments, cartRequestsSettled, installFakeShop, json, type SeenRequest } from '../../src/test/fake-shop';
import { AUTO_CLOSE_MS } from './use-mini-cart';
import { HOVER_INTENT_INTERVAL_MS } from './hover-intent';
import { waitForElement } from '../../src/test/find';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

const item = (key: string) =>
  `<li class="woocommerce-mini-cart-item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a>Spoiler <input type="number" class="qty" name="cart[${key}][qty]" value="2" min="0" step="1" data-cart_item_key="${key}"></li>`;
const miniCart = (attributes = '', items = item('k1')) =>
  `<sf-mini-cart ${attributes}><a href="/cart/" class="header-cart-link" aria-label="Warenkorb: 2 Artikel, 179,00 €">2</a><div class="nav-dropdown" id="dd"><div class="widget_shopping_cart_content"><ul>${items}</ul></div></div></sf-mini-cart>`;
const keysSent = (requests: SeenRequest[]) => requests.map((request) => request.form.get('cart_item_key'));
const upgraded = () => waitFor(() => expect(document.querySelector('sf-mini-cart[data-sf-upgraded]')).not.toBeNull());

describe('sf-mini-cart', () => {
  afterEach(() => {
    vi.unstubAllGlobals(); // the fake shop
    vi.useRealTimers();
    vi.mocked(navigate).mockClear();
  });

  it('adds a disclosure button that opens and closes the dropdown, Escape returns focus', async () => {
    document.body.innerHTML = miniCart();
    await upgraded();
    const host = document.querySelector('sf-mini-cart')!;
    const toggle = await waitForElement(() => document.querySelector<HTMLButtonElement>('.sf-mini-cart__button'));
    expect(toggle.getAttribute('aria-controls')).toBe('dd');
    expect(toggle.textContent).toBe('Warenkorb-Vorschau anzeigen');
    fireEvent.click(toggle);
    await waitFor(() => expect(host.hasAttribute('data-open')).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    document.querySelector<HTMLElement>('.remove')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(host.hasAttribute('data-open')).toBe(false));
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape closes it as soon as it shows open, before the effects of that render have run', async () => {
    document.body.innerHTML = miniCart();
    await upgraded();
    const toggle = await waitForElement(() => document.querySelector<HTMLButtonElement>('.sf-mini-cart__button'));
    toggle.focus();
    fireEvent.click(toggle);
    // The render comes in a microtask; its effects after the next paint (Preact) or at once (React).
    for (let tick = 0; tick < 20 && toggle.getAttribute('aria-expanded') !== 'true'; tick++) await Promise.resolve();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(toggle, { key: 'Escape' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(toggle);
  });

  it('hover intent: a mouse passing over opens nothing, one resting on it opens it, leaving closes it; the button then pins it', async () => {
    document.body.innerHTML = miniCart();
    await upgraded();
    const host = document.querySelector('sf-mini-cart')!;
    const toggle = await waitForElement(() => document.querySelector<HTMLButtonElement>('.sf-mini-cart__button'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const mouse = (type: string, x: number) => host.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: 10 }));
    // Passing through: 40 px between two looks 100 ms apart.
    mouse('pointerenter', 0);
    for (const x of [40, 80, 120]) {
      mouse('pointermove', x);
      await vi.advanceTimersByTimeAsync(HOVER_INTENT_INTERVAL_MS);
    }
    expect(host.hasAttribute('data-open')).toBe(false);
    mouse('pointerleave', 130);
    // A touch never opens it.
    host.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch', clientX: 5, clientY: 5 }));
    await vi.advanceTimersByTimeAsync(3 * HOVER_INTENT_INTERVAL_MS);
    expect(host.hasAttribute('data-open')).toBe(false);
    // Resting: less than 6 px in 100 ms.
    mouse('pointerenter', 50);
    mouse('pointermove', 52);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_INTERVAL_MS);
    await vi.waitFor(() => expect(host.hasAttribute('data-open')).toBe(true));
    mouse('pointerleave', 400);
    await vi.waitFor(() => expect(host.hasAttribute('data-open')).toBe(false));
    // Opened by the mouse, then the button: it stays open after leaving.
    mouse('pointerenter', 50);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_INTERVAL_MS);
    await vi.waitFor(() => expect(host.hasAttribute('data-open')).toBe(true));
    fireEvent.click(toggle);
    mouse('pointerleave', 400);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_INTERVAL_MS);
    expect(host.hasAttribute('data-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('two clicks on the button within one hover look: open, then closed, and the resting mouse does not open it again', async () => {
    document.body.innerHTML = miniCart();
    await upgraded();
    const host = document.querySelector('sf-mini-cart')!;
    const toggle = await waitForElement(() => document.querySelector<HTMLButtonElement>('.sf-mini-cart__button'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    host.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 50, clientY: 10 }));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    await vi.advanceTimersByTimeAsync(3 * HOVER_INTENT_INTERVAL_MS);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(host.hasAttribute('data-open')).toBe(false);
  });

  it('with reveal-on-add opens on an add and closes after 5 s', async () => {
    document.body.innerHTML = miniCart('reveal-on-add');
    await upgraded();
    const host = document.querySelector('sf-mini-cart')!;
    // Only timeouts are faked: the renderers keep scheduling their work for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    emit('sf:added-to-cart', { fragments: {}, cartHash: 'h', button: null });
    await vi.waitFor(() => expect(host.hasAttribute('data-open')).toBe(true));
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 200);
    expect(host.hasAttribute('data-open')).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(host.hasAttribute('data-open')).toBe(false));
  });

  it('removes an item asynchronously and announces it', async () => {
    const shop = installFakeShop({ remove_from_cart: () => json({ fragments: cartFragments(0), cart_hash: '' }) });
    document.body.innerHTML = miniCart();
    await upgraded();
    const removed = vi.fn();
    on('sf:removed-from-cart', removed);
    fireEvent.click(document.querySelector('.remove')!);
    await waitFor(() => expect(removed).toHaveBeenCalled());
    expect(shop.requests[0].form.get('cart_item_key')).toBe('k1');
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the remove link when the shop fails or sends no fragments', async () => {
    installFakeShop({ remove_from_cart: () => json({ success: false }) });
    document.body.innerHTML = miniCart();
    await upgraded();
    fireEvent.click(document.querySelector('.remove')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/cart/?remove_item=k1')));
  });

  it('does nothing asynchronously for an empty key', async () => {
    const shop = installFakeShop({ remove_from_cart: () => json({ fragments: cartFragments(1), cart_hash: 'h' }) });
    document.body.innerHTML = miniCart('', item('k1').replace('data-cart_item_key="k1">×', 'data-cart_item_key="">×') + item('k2'));
    await upgraded();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.remove[data-cart_item_key=""]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // Cart requests go out one at a time in order: once k2's removal is sent, one for the
    // empty key would have been sent before it.
    fireEvent.click(document.querySelector('.remove[data-cart_item_key="k2"]')!);
    await cartRequestsSettled(shop);
    expect(keysSent(shop.requests)).toEqual(['k2']);
  });

  it('sends a valid quantity change through the theme endpoint, once per burst', async () => {
    const shop = installFakeShop({ flatsome_ajax_cart_item_alter_quantity: () => json({ fragments: cartFragments(3), cart_hash: 'h3' }) });
    document.body.innerHTML = miniCart();
    await upgraded();
    const input = document.querySelector<HTMLInputElement>('input.qty')!;
    for (const value of ['3', '4', '5']) {
      input.value = value;
      fireEvent.change(input);
    }
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
    expect(shop.requests[0].form.get('quantity')).toBe('5');
    expect(shop.requests[0].form.get('cart_item_key')).toBe('k1');
  });

  it('does not send a quantity that fails the native validity check', async () => {
    const shop = installFakeShop({ flatsome_ajax_cart_item_alter_quantity: () => json({ fragments: cartFragments(3), cart_hash: 'h3' }) });
    document.body.innerHTML = miniCart('', item('k1') + item('k2'));
    await upgraded();
    const [invalid, valid] = document.querySelectorAll<HTMLInputElement>('input.qty');
    invalid.value = '-3';
    const report = vi.spyOn(invalid, 'reportValidity');
    fireEvent.change(invalid);
    // A valid change of another item right after: each item waits as long before it is sent,
    // and requests go out in order, so once k2's is sent, k1's would have been sent before.
    valid.value = '3';
    fireEvent.change(valid);
    await cartRequestsSettled(shop);
    expect(keysSent(shop.requests)).toEqual(['k2']);
    expect(report).toHaveBeenCalled();
  });

  it('shows the shop message when a quantity is refused', async () => {
    installFakeShop({
      flatsome_ajax_cart_item_alter_quantity: () => json({ success: false, data: { message: 'Nur 5 auf Lager.' } }, 400),
      get_refreshed_fragments: () => json({ fragments: cartFragments(2), cart_hash: 'h' }),
    });
    document.body.innerHTML = miniCart();
    await upgraded();
    const input = document.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '9';
    fireEvent.change(input);
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nur 5 auf Lager.'), { timeout: 2000 });
  });
});
