/** The ajax dispatcher: unknown names, methods, odd bodies. */
import { describe, expect, it } from 'vitest';
import { testShop } from '../test-helpers.ts';

const shop = testShop();

describe('routing of endpoints', () => {
  it('answers 400 for unknown wc-ajax names and admin-ajax actions', async () => {
    const a = await shop.client.post('/?wc-ajax=nope', {});
    expect(a.status).toBe(400);
    expect(await a.json()).toEqual({ success: false, data: { message: 'Unbekannter Endpunkt „nope“.' } });
    const b = await shop.client.post('/wp-admin/admin-ajax.php', { action: 'nope' });
    expect(b.status).toBe(400);
    expect(((await b.json()) as { success: boolean }).success).toBe(false);
    const c = await shop.client.post('/wp-admin/admin-ajax.php', {});
    expect(c.status).toBe(400);
  });

  it('answers 405 for the wrong method', async () => {
    const a = await shop.client.get('/?wc-ajax=add_to_cart');
    expect(a.status).toBe(405);
    expect(a.headers.get('allow')).toBe('POST');
    expect(((await a.json()) as { success: boolean }).success).toBe(false);
    const b = await shop.client.get('/wp-admin/admin-ajax.php?action=flatsome_ajax_cart_item_alter_quantity');
    expect(b.status).toBe(405);
  });

  it('accepts wc-ajax on other paths and nested form fields without crashing', async () => {
    const res = await shop.client.request('/shop/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product_id[0][x]=1&quantity[a]=2',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: true, product_url: false });
    const weird = await shop.client.request('/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(weird.status).toBe(400);
    expect(((await weird.json()) as { success: boolean }).success).toBe(false);
    const odd = await shop.client.post('/?wc-ajax=add_to_cart', { product_id: 101, quantity: '1e5' });
    expect(((await odd.json()) as Record<string, unknown>).error).toBe(true);
  });
});

describe('endpoint names that are JavaScript built-ins', () => {
  const builtIns = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
  const unknown = (name: string) => ({ success: false, data: { message: `Unbekannter Endpunkt „${name}“.` } });

  it.each(builtIns)('?wc-ajax=%s is an unknown endpoint (400), whatever the method', async (name) => {
    for (const res of [await shop.client.post(`/?wc-ajax=${name}`, {}), await shop.client.get(`/?wc-ajax=${name}`)]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(unknown(name));
    }
  });

  it.each(builtIns)('admin-ajax action=%s is an unknown endpoint (400): form, JSON and query', async (name) => {
    for (const res of [
      await shop.client.post('/wp-admin/admin-ajax.php', { action: name }),
      await shop.client.postJson('/wp-admin/admin-ajax.php', { action: name }),
      await shop.client.post(`/wp-admin/admin-ajax.php?action=${name}`, {}),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(unknown(name));
    }
  });

  it.each(builtIns)('the fault API refuses %s as an endpoint', async (name) => {
    const res = await shop.client.postJson('/__demo/faults', { endpoint: name, mode: 'http500' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Unbekannter Endpunkt\./);
  });
});
