import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartFragmentsBody } from '../../src/cart/contracts';
import { emit, on } from '../../src/cart/events';
import { commitCart } from '../../src/cart/fragments-dom';
import { cartFragments, cartRequestsSettled, installFakeShop, json } from '../../src/test/fake-shop';
import './element';

const page = (content = '<p>vom Server</p>') =>
  `<aside><div class="widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content">${content}</div></div></div></aside><sf-cart-fragments></sf-cart-fragments>`;

describe('sf-cart-fragments', () => {
  afterEach(() => vi.unstubAllGlobals()); // the fake shop
  beforeEach(() => {
    (window as unknown as { wc_cart_fragments_params: object }).wc_cart_fragments_params = {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_hash_key: 'wc_cart_hash_test',
      fragment_name: 'wc_fragments_test',
      request_timeout: '5000',
    };
  });

  it('shows stored fragments without a request when the cart hash is unchanged', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(9), cart_hash: 'other' }) });
    document.cookie = 'woocommerce_cart_hash=h1';
    document.cookie = 'woocommerce_items_in_cart=1';
    sessionStorage.setItem('wc_fragments_test', JSON.stringify(cartFragments(2, '<li>gespeichert</li>')));
    sessionStorage.setItem('wc_cart_hash_test', 'h1');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    const loaded = vi.fn();
    on('sf:fragments-loaded', loaded);
    document.body.innerHTML = page();
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('gespeichert');
    // A refresh now: once it is done, a request the widget made on its own would have been sent.
    emit('sf:fragment-refresh', {});
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
  });

  it('asks the shop when the cart changed elsewhere, and stores the answer', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(3, '<li>neu</li>'), cart_hash: 'h2' }) });
    document.cookie = 'woocommerce_cart_hash=h2';
    document.cookie = 'woocommerce_items_in_cart=1';
    sessionStorage.setItem('wc_fragments_test', JSON.stringify(cartFragments(1)));
    sessionStorage.setItem('wc_cart_hash_test', 'h1');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.body.innerHTML = page();
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('neu'));
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
    expect(shop.requests[0].form.get('time')).toMatch(/^\d+$/);
    expect(sessionStorage.getItem('wc_cart_hash_test')).toBe('h2');
    expect(localStorage.getItem('wc_cart_hash_test')).toBe('h2');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_test')!)['div.widget_shopping_cart_content']).toContain('neu');
  });

  it('keeps a cart change made on the page before it loaded (it loads at idle) over older stored fragments', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(9), cart_hash: 'other' }) });
    document.cookie = 'woocommerce_cart_hash=h-early';
    document.cookie = 'woocommerce_items_in_cart=1';
    sessionStorage.setItem('wc_fragments_test', JSON.stringify(cartFragments(1, '<li>alt</li>')));
    sessionStorage.setItem('wc_cart_hash_test', 'h-old');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.body.innerHTML = page().replace('<sf-cart-fragments></sf-cart-fragments>', '');
    await commitCart(cartFragments(2, '<li>früh</li>'), 'h-early', 'added');
    const loaded = vi.fn();
    on('sf:fragments-loaded', loaded);
    document.body.append(document.createElement('sf-cart-fragments'));
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('früh');
    expect(sessionStorage.getItem('wc_cart_hash_test')).toBe('h-early');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_test')!)['div.widget_shopping_cart_content']).toContain('früh');
    // A refresh now: once it is done, a request the widget made on its own would have been sent.
    emit('sf:fragment-refresh', {});
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
  });

  it('does a refresh asked for before it loaded (it loads at idle) when it mounts', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(5, '<li>nachgeholt</li>'), cart_hash: 'h5' }) });
    document.cookie = 'woocommerce_cart_hash=h5';
    document.cookie = 'woocommerce_items_in_cart=1';
    sessionStorage.setItem('wc_fragments_test', JSON.stringify(cartFragments(5, '<li>gespeichert</li>')));
    sessionStorage.setItem('wc_cart_hash_test', 'h5');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.body.innerHTML = page().replace('<sf-cart-fragments></sf-cart-fragments>', '');
    emit('sf:fragment-refresh', {});
    document.body.append(document.createElement('sf-cart-fragments'));
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('nachgeholt'));
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
  });

  it('trusts the server-rendered empty cart of a new visitor', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => json({ fragments: cartFragments(0), cart_hash: '' }) });
    const loaded = vi.fn();
    on('sf:fragments-loaded', loaded);
    document.body.innerHTML = page('<p class="woocommerce-mini-cart__empty-message">leer</p>');
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(document.querySelector<HTMLElement>('.widget_shopping_cart')!.hidden).toBe(true);
    // A refresh now: once it is done, a request the widget made on its own would have been sent.
    emit('sf:fragment-refresh', {});
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(1);
  });

  it('refetches on a refresh request and reports a failed fetch', async () => {
    let answer: () => Response | CartFragmentsBody = () => ({ fragments: cartFragments(1), cart_hash: 'h' });
    const shop = installFakeShop({ get_refreshed_fragments: () => answer() });
    document.body.innerHTML = page('');
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_content .woocommerce-mini-cart')).not.toBeNull());
    const failed = vi.fn();
    on('sf:fragments-ajax-error', failed);
    answer = () => new Response('<html>Fatal error', { status: 200 });
    emit('sf:fragment-refresh', {});
    await waitFor(() => expect(failed).toHaveBeenCalledWith(expect.objectContaining({ reason: 'invalid_json' }), expect.anything()));
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(2);
  });

  it('refreshes when another tab changed the cart hash', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(1), cart_hash: 'h' }) });
    document.body.innerHTML = page('');
    await waitFor(() => expect(sessionStorage.getItem('wc_cart_hash_test')).toBe('h'));
    expect(shop.requests).toHaveLength(1);
    localStorage.setItem('wc_cart_hash_test', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_test' }));
    await waitFor(() => expect(shop.requests).toHaveLength(2));
  });

  it('refreshes when the page comes back from the back-forward cache, not on an ordinary pageshow', async () => {
    const shop = installFakeShop({ get_refreshed_fragments: () => ({ fragments: cartFragments(1), cart_hash: 'h' }) });
    document.body.innerHTML = page('');
    await waitFor(() => expect(sessionStorage.getItem('wc_cart_hash_test')).toBe('h'));
    expect(shop.requests).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(shop.requests).toHaveLength(2));
    await cartRequestsSettled(shop);
    expect(shop.requests).toHaveLength(2);
  });
});
