import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { UnitPriceRefreshBody } from '../../src/product/contracts';
import { installFakeShop } from '../../src/test/fake-shop';
import './element';

const product = (id: number, price = '20,00 €', unit = '40,00 € / 1 l') => `
  <div class="product"><sf-unit-price product-id="${id}">
    <p class="price"><span class="woocommerce-Price-amount amount">${price}</span></p>
    <p class="price price-unit smaller"><span class="unit-price">${unit}</span></p>
  </sf-unit-price>
  <form class="cart"><input type="number" class="qty" name="quantity" value="1"><input type="hidden" name="variation_id" value="0"></form></div>`;

const unitPriceOf = (root: ParentNode = document) => root.querySelector('.price-unit')!;
const setPrice = (text: string, root: ParentNode = document) => {
  root.querySelector('p.price')!.innerHTML = `<span class="woocommerce-Price-amount amount">${text}</span>`;
};

describe('sf-unit-price', () => {
  beforeEach(() => {
    Object.assign(window, {
      wc_gzd_unit_price_observer_queue_params: { refresh_unit_price_nonce: 'tok', queue_delay: 500, wc_ajax_url: '/?wc-ajax=%%endpoint%%' },
      wc_gzd_unit_price_observer_params: { wrapper: '.product', price_selector: { 'p.price': { is_total_price: false } }, qty_selector: 'input.qty' },
    });
    // Only timeouts and the clock are faked: the renderers keep scheduling their work for
    // real, and a test can tell on the fake clock when a request went out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals(); // the fake shop
    vi.useRealTimers();
  });

  const upgraded = () => vi.waitFor(() => expect(document.querySelector('sf-unit-price[data-sf-upgraded]')).not.toBeNull());

  it('asks the shop after a price change and shows its unit price', async () => {
    const shop = installFakeShop({
      gzd_refresh_unit_price: ({ form }) => ({
        products: { [form.get('products[0][key]')!]: { product_id: Number(form.get('products[0][product_id]')), unit_price_html: '<span class="unit-price">50,00 € / 1 l</span>' } },
      }),
    });
    document.body.innerHTML = product(7);
    await upgraded();
    const changedAt = Date.now();
    setPrice('25,00 €');
    await vi.advanceTimersByTimeAsync(500);
    expect(unitPriceOf().getAttribute('aria-busy')).toBe('true');
    expect(unitPriceOf().textContent).toContain('Grundpreis wird aktualisiert');
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(unitPriceOf().textContent).toBe('50,00 € / 1 l'));
    expect(unitPriceOf().hasAttribute('aria-busy')).toBe(false);
    expect(shop.requests).toHaveLength(1);
    const { form } = shop.requests[0];
    expect(Object.fromEntries(form)).toMatchObject({
      security: 'tok',
      'products[0][product_id]': '7',
      'products[0][price]': '25',
      'products[0][price_sale]': '',
      'products[0][quantity]': '1',
      'products[0][key]': '7',
    });
    // queue_id is the time the queue was sent: after the 500 ms debounce and then Germanized's
    // 500 ms queue delay, on the fake clock (when fetch is called depends on real time).
    expect(form.get('queue_id')).toMatch(/^\d+$/);
    expect(Number(form.get('queue_id')) - changedAt).toBeGreaterThanOrEqual(1000);
  });

  it('restores the unit price when the answer is for another product, or the request fails', async () => {
    let answer: () => UnitPriceRefreshBody | Response = () => ({ products: { 7: { product_id: 8, unit_price_html: '<span>falsch</span>' } } });
    const shop = installFakeShop({ gzd_refresh_unit_price: () => answer() });
    document.body.innerHTML = product(7);
    await upgraded();
    setPrice('25,00 €');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(shop.requests).toHaveLength(1));
    await vi.waitFor(() => expect(unitPriceOf().hasAttribute('aria-busy')).toBe(false));
    expect(unitPriceOf().textContent?.trim()).toBe('40,00 € / 1 l');

    answer = () => new Response('kaputt', { status: 500 });
    setPrice('30,00 €');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(shop.requests).toHaveLength(2));
    await vi.waitFor(() => expect(unitPriceOf().hasAttribute('aria-busy')).toBe(false));
    expect(unitPriceOf().textContent?.trim()).toBe('40,00 € / 1 l');
  });

  it('sends one request for a burst of changes on the page, for the chosen variation and quantity', async () => {
    const shop = installFakeShop({ gzd_refresh_unit_price: () => ({ products: {} }) });
    document.body.innerHTML = `<div id="a">${product(7)}</div><div id="b">${product(9)}</div>`;
    await vi.waitFor(() => expect(document.querySelectorAll('sf-unit-price[data-sf-upgraded]')).toHaveLength(2));
    const a = document.getElementById('a')!;
    a.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '71';
    a.querySelector<HTMLInputElement>('input.qty')!.value = '3';
    a.querySelector('input.qty')!.dispatchEvent(new Event('change', { bubbles: true }));
    setPrice('12,00 €', document.getElementById('b')!);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(shop.requests).toHaveLength(1));
    const form = Object.fromEntries(shop.requests[0].form);
    expect(form).toMatchObject({ 'products[0][product_id]': '71', 'products[0][quantity]': '3', 'products[1][product_id]': '9', 'products[1][price]': '12' });
  });

  it('a newer change of the same product supersedes the one in flight: its answer is never shown', async () => {
    const shop = installFakeShop({
      gzd_refresh_unit_price: async ({ form }) => {
        const price = form.get('products[0][price]');
        // The first answer comes late, after the second change was queued.
        if (price === '25') await new Promise((resolve) => setTimeout(resolve, 800));
        return { products: { 7: { product_id: 7, unit_price_html: `<span>${price} je l</span>` } } };
      },
    });
    document.body.innerHTML = product(7);
    await upgraded();
    const shown: string[] = [];
    new MutationObserver(() => shown.push(unitPriceOf().textContent ?? '')).observe(unitPriceOf(), { childList: true, subtree: true });
    setPrice('25,00 €');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(shop.requests).toHaveLength(1));
    setPrice('26,00 €');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(shop.requests).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(unitPriceOf().textContent).toBe('26 je l'));
    expect(shown).not.toContain('25 je l');
  });

  it('two unit prices of one product: the one whose refresh the other took over comes back, not loading for ever', async () => {
    const shop = installFakeShop({ gzd_refresh_unit_price: () => ({ products: { 7: { product_id: 7, unit_price_html: '<span class="unit-price">50,00 € / 1 l</span>' } } }) });
    document.body.innerHTML = `<div id="a">${product(7)}</div><div id="b">${product(7)}</div>`;
    await vi.waitFor(() => expect(document.querySelectorAll('sf-unit-price[data-sf-upgraded]')).toHaveLength(2));
    const [a, b] = ['a', 'b'].map((id) => document.getElementById(id)!);
    setPrice('25,00 €', a);
    setPrice('25,00 €', b);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(unitPriceOf(b).textContent).toBe('50,00 € / 1 l'));
    expect(shop.requests).toHaveLength(1);
    expect(unitPriceOf(a).hasAttribute('aria-busy')).toBe(false);
    expect(unitPriceOf(a).textContent?.trim()).toBe('40,00 € / 1 l');
  });
});

describe('sf-unit-price and the variation form writing the same unit price', () => {
  beforeEach(() => {
    Object.assign(window, {
      wc_gzd_unit_price_observer_queue_params: { refresh_unit_price_nonce: 'tok', queue_delay: 500 },
      wc_gzd_unit_price_observer_params: { wrapper: '.product', price_selector: { 'p.price': {} } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals(); // the fake shop
    vi.useRealTimers();
  });

  it('keeps the value element in place, so later writes to it still show', async () => {
    installFakeShop({ gzd_refresh_unit_price: () => ({ products: { 7: { product_id: 7, unit_price_html: '<span class="unit-price">50,00 € / 1 l</span>' } } }) });
    document.body.innerHTML = `<div class="product"><sf-unit-price product-id="7"><p class="price"><span class="amount">20,00 €</span></p><p class="price-unit"><span class="unit-price" data-sf-field="unit_price">40,00 € / 1 l</span></p></sf-unit-price></div>`;
    await vi.waitFor(() => expect(document.querySelector('sf-unit-price[data-sf-upgraded]')).not.toBeNull());
    const field = document.querySelector('[data-sf-field="unit_price"]')!;
    document.querySelector('p.price')!.innerHTML = '<span class="amount">25,00 €</span>';
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(field.textContent).toBe('50,00 € / 1 l'));
    expect(field.isConnected).toBe(true);
    expect(document.querySelectorAll('.price-unit .unit-price')).toHaveLength(1);
  });
});
