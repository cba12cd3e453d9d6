import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { emit, on } from '../../src/cart/events';
import { cartRequestsSettled, installFakeShop, json } from '../../src/test/fake-shop';
import { waitForElement } from '../../src/test/find';
import { FELGENREINIGER, FRONTSPOILER, handheldFooterCart, stockFragmentsBody, storefrontHeaderCart } from '../../src/test/storefront-header';
import { HOVER_INTENT_INTERVAL_MS } from './hover-intent';
import { AUTO_CLOSE_MS } from './use-mini-cart';
import './element';
import '../cart-fragments/element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

/*
 * The mini-cart on WooCommerce's cart widget as Storefront prints it: the content is empty in
 * the page and filled only by fragments (sf-cart-fragments, as on every stock page).
 */
const FRAGMENTS = '<sf-cart-fragments></sf-cart-fragments>';
const upgraded = () => waitFor(() => expect(document.querySelector('sf-mini-cart[data-sf-upgraded]')).not.toBeNull());
const toggleButton = () => waitForElement(() => document.querySelector<HTMLButtonElement>('#site-header-cart .sf-mini-cart__button'));
const dropdown = () => document.querySelector<HTMLElement>('#site-header-cart .widget_shopping_cart')!;
const host = () => document.querySelector<HTMLElement>('sf-mini-cart')!;
const filled = () => waitFor(() => expect(document.querySelectorAll('#site-header-cart .mini_cart_item')).toHaveLength(2));

describe('sf-mini-cart on Storefront’s header cart', () => {
  /** Listeners a test adds to the page, gone after it. */
  let listening: AbortController;
  beforeEach(() => {
    listening = new AbortController();
    (window as unknown as { wc_cart_fragments_params: object }).wc_cart_fragments_params = {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_hash_key: 'wc_cart_hash_sf',
      fragment_name: 'wc_fragments_sf',
      request_timeout: '5000',
    };
    // Every test is a new visitor: nothing stored, no cookie.
    sessionStorage.clear();
    localStorage.clear();
    for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
  afterEach(() => {
    listening.abort();
    vi.unstubAllGlobals(); // the fake shop
    vi.useRealTimers();
    vi.mocked(navigate).mockClear();
  });

  it('puts its button right after the cart link, controlling the cart widget, and keeps it while fragments replace link and content', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => stockFragmentsBody([FRONTSPOILER, FELGENREINIGER]) });
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER, FELGENREINIGER] }) + handheldFooterCart() + FRAGMENTS;
    await upgraded();
    const toggle = await toggleButton();
    expect(toggle.closest('li')?.querySelector('a.cart-contents')).not.toBeNull();
    expect(toggle.getAttribute('aria-controls')).toBe(dropdown().id);
    expect(toggle.textContent).toBe('Warenkorb-Vorschau anzeigen');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await filled();
    await cartRequestsSettled(shop);
    // The link and the footer bar's link were swapped for the shop's; the button and its state stayed.
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('3 items');
    expect(document.querySelector('a.footer-cart-contents .count')?.textContent).toBe('3');
    expect(document.querySelector('#site-header-cart .sf-mini-cart__button')).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(host().hasAttribute('data-open')).toBe(true);
    await waitFor(() => expect(dropdown().hasAttribute('aria-busy')).toBe(false));
  });

  it('a first visit without a session: the empty content is filled from get_refreshed_fragments (no cookie, hash "")', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => stockFragmentsBody([]) });
    document.body.innerHTML = storefrontHeaderCart() + FRAGMENTS;
    await upgraded();
    const toggle = await toggleButton();
    await waitFor(() => expect(dropdown().querySelector('.woocommerce-mini-cart__empty-message')?.textContent).toBe('No products in the cart.'));
    await cartRequestsSettled(shop);
    expect(shop.requests.map((request) => request.url.searchParams.get('wc-ajax'))).toEqual(['get_refreshed_fragments']);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(document.querySelector('.sf-mini-cart__status')).toBeNull();
  });

  it('opened before fragments came: says it is loading, asks for them, and says so in words when they fail', async () => {
    let answer: () => Response | ReturnType<typeof stockFragmentsBody> = () => json('', 500);
    const shop = installFakeShop({ get_refreshed_fragments: () => answer() });
    // No sf-cart-fragments yet: the mini-cart asks for a refresh itself.
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER] });
    await upgraded();
    const toggle = await toggleButton();
    const refreshes = vi.fn();
    on('sf:fragment-refresh', refreshes);
    fireEvent.click(toggle);
    await waitFor(() => expect(document.querySelector('.sf-mini-cart__status')?.textContent).toBe('Warenkorb wird geladen …'));
    expect(dropdown().getAttribute('aria-busy')).toBe('true');
    expect(refreshes).toHaveBeenCalledTimes(1);
    // The fragments widget comes (it loads at idle) and does the asked refresh; the shop fails.
    document.body.insertAdjacentHTML('beforeend', FRAGMENTS);
    await waitFor(() =>
      expect(document.querySelector('#site-header-cart [role="alert"]')?.textContent).toBe('Die Warenkorb-Vorschau konnte nicht geladen werden. Bitte versuche es erneut oder öffne den Warenkorb.'),
    );
    expect(document.querySelector('.sf-mini-cart__status')).toBeNull();
    await waitFor(() => expect(dropdown().hasAttribute('aria-busy')).toBe(false));
    // Closed and opened again: asked again, and this time the shop answers.
    answer = () => stockFragmentsBody([FRONTSPOILER]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(toggle);
    await waitFor(() => expect(document.querySelectorAll('#site-header-cart .mini_cart_item')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('#site-header-cart [role="alert"]')).toBeNull());
    expect(shop.requests).toHaveLength(2);
  });

  it('on the cart and checkout pages (no cart widget) the link stays alone: no button', async () => {
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER], widget: false });
    await upgraded();
    expect(document.querySelector('.sf-mini-cart__button')).toBeNull();
    expect(document.querySelector('a.cart-contents')).not.toBeNull();
  });

  it('keyboard: the button opens it, Escape closes it and returns focus to the button', async () => {
    installFakeShop({ get_refreshed_fragments: () => stockFragmentsBody([FRONTSPOILER, FELGENREINIGER]) });
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER, FELGENREINIGER] }) + FRAGMENTS;
    await upgraded();
    await filled();
    const toggle = await toggleButton();
    toggle.focus();
    fireEvent.click(toggle);
    await waitFor(() => expect(host().hasAttribute('data-open')).toBe(true));
    document.querySelector<HTMLElement>('.woocommerce-mini-cart__buttons a.checkout')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(host().hasAttribute('data-open')).toBe(false));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('hover intent opens it and leaving closes it, as on the seed theme', async () => {
    installFakeShop({ get_refreshed_fragments: () => stockFragmentsBody([FRONTSPOILER]) });
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER] }) + FRAGMENTS;
    await upgraded();
    await waitFor(() => expect(document.querySelectorAll('#site-header-cart .mini_cart_item')).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const mouse = (type: string, x: number) => host().dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: 10 }));
    mouse('pointerenter', 50);
    mouse('pointermove', 52);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_INTERVAL_MS);
    await vi.waitFor(() => expect(host().hasAttribute('data-open')).toBe(true));
    mouse('pointerleave', 400);
    await vi.waitFor(() => expect(host().hasAttribute('data-open')).toBe(false));
  });

  it('removes a line with its data-cart_item_key; focus stays in the open dropdown when its line goes', async () => {
    const shop = installFakeShop({
      get_refreshed_fragments: () => stockFragmentsBody([FRONTSPOILER, FELGENREINIGER]),
      remove_from_cart: () => stockFragmentsBody([FELGENREINIGER]),
    });
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER, FELGENREINIGER] }) + FRAGMENTS;
    await upgraded();
    await filled();
    const toggle = await toggleButton();
    fireEvent.click(toggle);
    await waitFor(() => expect(host().hasAttribute('data-open')).toBe(true));
    const removed = vi.fn();
    on('sf:removed-from-cart', removed);
    // WooCommerce's add-to-cart.js, where it is left on the page, removes by a handler delegated
    // to the body: the widget owns the click, so the line is not removed twice.
    const delegated = vi.fn();
    document.body.addEventListener('click', delegated, { signal: listening.signal });
    const remove = document.querySelector<HTMLElement>(`a.remove[data-cart_item_key="${FRONTSPOILER.key}"]`)!;
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(removed).toHaveBeenCalled());
    expect(delegated).not.toHaveBeenCalled();
    expect(shop.requests.at(-1)?.form.get('cart_item_key')).toBe(FRONTSPOILER.key);
    expect(document.querySelectorAll('#site-header-cart .mini_cart_item')).toHaveLength(1);
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('1 item');
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(dropdown().contains(document.activeElement)).toBe(true));
    expect(host().hasAttribute('data-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('follows the remove link when the shop answers {"success":false} (an unknown key)', async () => {
    const shop = installFakeShop({
      get_refreshed_fragments: () => stockFragmentsBody([FRONTSPOILER]),
      remove_from_cart: () => json({ success: false }),
    });
    document.body.innerHTML = storefrontHeaderCart({ lines: [FRONTSPOILER] }) + FRAGMENTS;
    await upgraded();
    await waitFor(() => expect(document.querySelectorAll('#site-header-cart .mini_cart_item')).toHaveLength(1));
    fireEvent.click(document.querySelector('a.remove_from_cart_button')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining(`/cart/?remove_item=${FRONTSPOILER.key}`)));
    await cartRequestsSettled(shop);
  });

  it('with reveal-on-add opens on an add and closes after 5 s', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => stockFragmentsBody([]) });
    document.body.innerHTML = storefrontHeaderCart({ attributes: 'reveal-on-add' }) + FRAGMENTS;
    await upgraded();
    await cartRequestsSettled(shop);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fragments, cart_hash } = stockFragmentsBody([FRONTSPOILER]);
    emit('sf:added-to-cart', { fragments, cartHash: cart_hash, button: null });
    await vi.waitFor(() => expect(host().hasAttribute('data-open')).toBe(true));
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS + 200);
    await vi.waitFor(() => expect(host().hasAttribute('data-open')).toBe(false));
  });
});
