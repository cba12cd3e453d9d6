/** The fault API, the control page and every fault mode on the cart endpoints. */
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_FAULT_ENDPOINTS } from '../payments/register.ts';
import { Client, testShop } from '../test-helpers.ts';

const shop = testShop();
beforeEach(async () => {
  // one item in the cart so that every endpoint has something to change
  await (await shop.client.addToCart({ product_id: 101 })).json();
});

async function setFault(c: Client, fault: unknown): Promise<Response> {
  return c.postJson('/__demo/faults', fault);
}

async function key(c: Client): Promise<string> {
  return (await c.state()).items[0]!.key;
}

/** One call per endpoint that would change the cart if it were not faulted. */
async function callEndpoint(c: Client, endpoint: string, signal?: AbortSignal): Promise<Response> {
  const init = signal ? { signal } : {};
  switch (endpoint) {
    case 'add_to_cart':
      return c.post('/?wc-ajax=add_to_cart', { product_id: 101 }, init);
    case 'remove_from_cart':
      return c.post('/?wc-ajax=remove_from_cart', { cart_item_key: await key(c) }, init);
    case 'get_refreshed_fragments':
      return c.post('/?wc-ajax=get_refreshed_fragments', { time: 1 }, init);
    default:
      return c.post('/wp-admin/admin-ajax.php', { action: 'flatsome_ajax_cart_item_alter_quantity', cart_item_key: await key(c), quantity: 5 }, init);
  }
}

/** Sets the fault, then calls the endpoint once; with the cart as it was before the call. */
async function callFaulted(endpoint: string, mode: string): Promise<{ res: Response; before: Awaited<ReturnType<Client['state']>> }> {
  await setFault(shop.client, { endpoint, mode });
  const before = await shop.client.state();
  return { res: await callEndpoint(shop.client, endpoint), before };
}

const endpoints = ['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'flatsome_ajax_cart_item_alter_quantity'];

describe('fault API', () => {
  it('lists, sets and clears faults per session', async () => {
    const initial = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, { mode: string }> };
    expect(Object.keys(initial.faults)).toEqual([
      ...endpoints,
      'cart_page',
      'get_variation',
      'gzd_refresh_unit_price',
      'flatsome_quickview',
      'images',
      'update_order_review',
      'checkout',
      ...PAYMENT_FAULT_ENDPOINTS,
      'flatsome_ajax_search_products',
      'coming_soon_banner_dismiss',
      'flatsome_load_instagram',
      'contact_form_feedback',
    ]);
    expect(Object.values(initial.faults).every((f) => f.mode === 'none')).toBe(true);
    const set = await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 50, times: 2 });
    expect(set.status).toBe(200);
    expect(set.headers.get('cache-control')).toBe('no-store');
    const after = (await set.json()) as { faults: Record<string, unknown> };
    expect(after.faults.add_to_cart).toEqual({ mode: 'slow', delayMs: 50, times: 2 });
    // other visitors are not affected
    const other = new Client(shop.server.baseUrl);
    const otherFaults = (await (await other.get('/__demo/faults')).json()) as { faults: Record<string, { mode: string }> };
    expect(otherFaults.faults.add_to_cart!.mode).toBe('none');
    const star = (await (await setFault(shop.client, { endpoint: '*', mode: 'http500' })).json()) as { faults: Record<string, { mode: string }> };
    // '*' = every ajax endpoint; the images keep loading
    const { images, ...ajax } = star.faults;
    expect(Object.values(ajax).every((f) => f.mode === 'http500')).toBe(true);
    expect(images!.mode).toBe('none');
    const cleared = await shop.client.request('/__demo/faults', { method: 'DELETE' });
    expect(((await cleared.json()) as { faults: Record<string, { mode: string }> }).faults.add_to_cart!.mode).toBe('none');
  });

  it('validates fault bodies', async () => {
    for (const body of <unknown[]>[
      {},
      { endpoint: 'nope', mode: 'http500' },
      { endpoint: 'add_to_cart', mode: 'explode' },
      { endpoint: 'add_to_cart', mode: 'slow', delayMs: -5 },
      { endpoint: 'add_to_cart', mode: 'slow', delayMs: 'soon' },
      { endpoint: 'add_to_cart', mode: 'http500', times: 0 },
      [1, 2],
    ]) {
      const res = await setFault(shop.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(5);
    }
    const bad = await shop.client.request('/__demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
    expect((await shop.client.request('/__demo/faults', { method: 'PUT' })).status).toBe(405);
  });

  it('resets cart, notices and faults', async () => {
    await (await shop.client.addToCart({ product_id: 107 })).json(); // out of stock: leaves an error notice
    await setFault(shop.client, { endpoint: '*', mode: 'http500' });
    const res = await shop.client.post('/__demo/reset');
    expect(res.status).toBe(200);
    const state = await shop.client.state();
    expect(state).toEqual({ items: [], count: 0, cartHash: '' });
    const faults = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, { mode: string }> };
    expect(Object.values(faults.faults).every((f) => f.mode === 'none')).toBe(true);
    expect(shop.client.cookie('woocommerce_items_in_cart')).toBeUndefined();
    const page = await shop.client.getPage('/shop/');
    expect(page.text).not.toContain('nicht vorrätig ist');
  });
});

describe('fault modes', () => {
  it.each(endpoints)('http500 on %s answers 500 and does not change the cart', async (endpoint) => {
    const { res, before } = await callFaulted(endpoint, 'http500');
    expect(res.status).toBe(500);
    expect((await res.text()).length).toBeLessThan(300);
    expect(await shop.client.state()).toEqual(before);
  });

  it.each(endpoints)('invalid_json on %s answers 200 with HTML garbage', async (endpoint) => {
    const { res, before } = await callFaulted(endpoint, 'invalid_json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const text = await res.text();
    expect(text).toContain('<html>');
    expect(text).toContain('Fatal error');
    expect(() => JSON.parse(text)).toThrow();
    expect(await shop.client.state()).toEqual(before);
  });

  it.each(endpoints)('error_body on %s answers the endpoint error shape', async (endpoint) => {
    const { res, before } = await callFaulted(endpoint, 'error_body');
    expect(res.status).toBe(200);
    const body = await res.json();
    if (endpoint === 'add_to_cart') expect(body).toEqual({ error: true, product_url: '/product/universal-frontspoiler/' });
    else expect(body).toEqual({ success: false, data: { message: 'Simulierter Fehler' } });
    expect(await shop.client.state()).toEqual(before);
  });

  it('error_body on add_to_cart leaves a notice on the product page it sends the shopper to, once', async () => {
    await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'error_body' });
    const res = await shop.client.post('/?wc-ajax=add_to_cart', { product_id: '101' });
    const { product_url } = (await res.json()) as { product_url: string };
    const notice = 'Das Produkt konnte nicht in den Warenkorb gelegt werden (simulierter Fehler der Demo-Steuerung).';
    expect((await shop.client.pageDocument(product_url)).querySelector('.woocommerce-error')?.textContent).toContain(notice);
    expect((await shop.client.pageDocument(product_url)).querySelector('.woocommerce-error')).toBeNull();
  });

  it('error_body on add_to_cart falls back to /shop/ for an unknown product', async () => {
    await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'error_body' });
    const res = await shop.client.post('/?wc-ajax=add_to_cart', { product_id: 'x' });
    expect(await res.json()).toEqual({ error: true, product_url: '/shop/' });
  });

  it('slow answers normally after the delay', async () => {
    await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const res = await callEndpoint(shop.client, 'add_to_cart');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('fragments');
    expect((await shop.client.state()).items[0]!.quantity).toBe(2);
  });

  it('hang never answers and leaves the cart unchanged', async () => {
    await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'hang' });
    await expect(callEndpoint(shop.client, 'add_to_cart', AbortSignal.timeout(300))).rejects.toThrow(/abort|timeout/i);
    expect((await shop.client.state()).items[0]!.quantity).toBe(1);
    // other endpoints still answer
    expect((await callEndpoint(shop.client, 'get_refreshed_fragments')).status).toBe(200);
  });

  it('times limits a fault to the next N calls', async () => {
    await setFault(shop.client, { endpoint: 'add_to_cart', mode: 'http500', times: 2 });
    expect((await callEndpoint(shop.client, 'add_to_cart')).status).toBe(500);
    const faults = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, { times?: number }> };
    expect(faults.faults.add_to_cart!.times).toBe(1);
    expect((await callEndpoint(shop.client, 'add_to_cart')).status).toBe(500);
    const third = await callEndpoint(shop.client, 'add_to_cart');
    expect(third.status).toBe(200);
    await third.json();
    expect((await shop.client.state()).items[0]!.quantity).toBe(2);
  });

  it('can be set from the HTML control page', async () => {
    const page = await shop.client.getPage('/__demo/');
    expect(page.text).toContain('<h1 class="page-title">Demo-Steuerung</h1>');
    expect(page.text).toContain('<option value="hang">Antwortet nie</option>');
    const res = await shop.client.post('/__demo/', {
      'faults[add_to_cart][mode]': 'error_body',
      'faults[add_to_cart][delayMs]': '3000',
      'faults[remove_from_cart][mode]': 'none',
      'faults[remove_from_cart][delayMs]': '3000',
      demo_action: 'apply',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__demo/');
    const faults = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, { mode: string }> };
    expect(faults.faults.add_to_cart!.mode).toBe('error_body');
    const after = await shop.client.getPage('/__demo/');
    expect(after.text).toContain('Einstellungen übernommen.');
    expect(after.text).toMatch(/<option value="error_body" selected>/);
    await shop.client.post('/__demo/', { demo_action: 'reset' });
    expect((await shop.client.state()).count).toBe(0);
    const faults2 = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, { mode: string }> };
    expect(faults2.faults.add_to_cart!.mode).toBe('none');
  });
});

describe('cart_page fault', () => {
  it('applies to the cart page as a script fetches it, never to a visit of the cart', async () => {
    await setFault(shop.client, { endpoint: 'cart_page', mode: 'http500' });
    const visit = await shop.client.get('/cart/', { headers: { 'sec-fetch-dest': 'document' } });
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain('woocommerce-cart-form');
    const fetched = await shop.client.get('/cart/', { headers: { 'sec-fetch-dest': 'empty' } });
    expect(fetched.status).toBe(500);
    await fetched.arrayBuffer();
    // Until changed: the next fetch fails too, a plain request (no fetch metadata) does not.
    expect((await shop.client.get('/cart/', { headers: { 'sec-fetch-dest': 'empty' } })).status).toBe(500);
    expect((await shop.client.get('/cart/')).status).toBe(200);
  });
});
