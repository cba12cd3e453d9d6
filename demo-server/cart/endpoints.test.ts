/** The cart endpoints (spec §7): add_to_cart, remove_from_cart, get_refreshed_fragments, flatsome_ajax_cart_item_alter_quantity. */
import { describe, expect, it } from 'vitest';
import { Client, testShop } from '../test-helpers.ts';

const shop = testShop();

interface FragmentsBody {
  fragments: Record<string, string>;
  cart_hash: string;
}

describe('add_to_cart', () => {
  it('adds a product and returns fragments, cart_hash and WooCommerce cookies', async () => {
    const res = await shop.client.addToCart({ product_id: 101, quantity: 2, product_sku: 'UFS-01' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as FragmentsBody;
    expect(Object.keys(body.fragments).sort()).toEqual(['a.header-cart-link', 'div.widget_shopping_cart_content']);
    expect(body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(body).not.toHaveProperty('error');
    expect(body.fragments['a.header-cart-link']).toContain('aria-label="Warenkorb: 2 Artikel, 179,00 €"');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span>');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('data-product_sku="UFS-01"');
    expect(shop.client.cookie('woocommerce_items_in_cart')).toBe('1');
    expect(shop.client.cookie('woocommerce_cart_hash')).toBe(body.cart_hash);
    expect(shop.client.cookie('sf_demo_session')).toMatch(/^[a-f0-9]{32}$/);
    const sessionCookie = shop.client.lastSetCookies.find((c) => c.startsWith('sf_demo_session'));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    const wcCookie = shop.client.lastSetCookies.find((c) => c.startsWith('woocommerce_items_in_cart'));
    expect(wcCookie).toMatch(/Path=\//);
    expect(wcCookie).not.toMatch(/HttpOnly/);
  });

  it('sends JSON as WordPress does: every / escaped, charset UTF-8', async () => {
    const res = await shop.client.addToCart({ product_id: 107 });
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await res.text()).toBe('{"error":true,"product_url":"\\/product\\/kotfluegelverbreiterung-set\\/"}');
  });

  it('keeps exactly 20 after 20 rapid sequential adds of one product', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await shop.client.addToCart({ product_id: 101 });
      expect(res.status).toBe(200);
      await res.json();
    }
    const state = await shop.client.state();
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(20);
    expect(state.count).toBe(20);
  });

  it('keeps 20 with 20 concurrent adds sharing one session', async () => {
    expect((await shop.client.addToCart({ product_id: 109 })).status).toBe(200); // the first add starts the session
    const responses = await Promise.all(Array.from({ length: 19 }, () => shop.client.addToCart({ product_id: 109 })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((await shop.client.state()).items[0]!.quantity).toBe(20);
  });

  it('answers missing, non-numeric and unknown product ids as WooCommerce does (../shared/real-woocommerce samples)', async () => {
    // No product_id at all: WooCommerce's handler returns before answering, an empty 200.
    const none = await shop.client.addToCart({});
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('');
    // An id that names no product: get_permalink() of no post is false, sent with 200, no message.
    for (const form of <Record<string, string | number>[]>[{ product_id: 'abc' }, { product_id: '' }, { product_id: 99999 }, { product_id: '-3' }]) {
      const res = await shop.client.addToCart(form);
      expect(res.status, JSON.stringify(form)).toBe(200);
      expect(await res.json()).toEqual({ error: true, product_url: false });
    }
    expect((await shop.client.state()).count).toBe(0);
  });

  it('refuses an out-of-stock product with product_url and a notice on the next page', async () => {
    const res = await shop.client.addToCart({ product_id: 107 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: true, product_url: '/product/kotfluegelverbreiterung-set/' });
    const page = await shop.client.getPage('/product/kotfluegelverbreiterung-set/');
    expect(page.text).toContain('nicht vorrätig');
    expect(page.text).toMatch(/<ul class="woocommerce-error">\s*<li>Du kannst „Kotflügelverbreiterung Set“ nicht in den Warenkorb legen/);
    // shown once only
    const again = await shop.client.getPage('/product/kotfluegelverbreiterung-set/');
    expect(again.text).not.toContain('woocommerce-error"');
  });

  it('refuses a sold-individually product the second time', async () => {
    const first = await shop.client.addToCart({ product_id: 106, quantity: 3 });
    expect(first.status).toBe(200);
    expect(await first.json()).toHaveProperty('fragments');
    expect((await shop.client.state()).items[0]!.quantity).toBe(1);
    const second = await shop.client.addToCart({ product_id: 106 });
    expect(await second.json()).toEqual({ error: true, product_url: '/product/tuning-gutachten-einzelabnahme/' });
    const page = await shop.client.getPage('/cart/');
    expect(page.text).toContain('Du kannst nicht noch einen „Tuning-Gutachten Einzelabnahme“ zu deinem Warenkorb hinzufügen.');
  });

  it('validates quantity against step, min and max of the product', async () => {
    const cases: [number | string, boolean][] = [
      ['1.5', true],
      ['1,5', true],
      ['0.5', false], // below min 1
      ['1.25', false], // off-step
      ['11', false], // above max 10
      ['-1', false],
      ['abc', false],
    ];
    for (const [quantity, ok] of cases) {
      const c = new Client(shop.server.baseUrl);
      const res = await c.addToCart({ product_id: 105, quantity });
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, `quantity ${quantity}`).toBe(200);
      expect(body.error === true, `quantity ${quantity}`).toBe(!ok);
      if (!ok) expect(body.product_url).toBe('/product/carbon-folie-meterware/');
    }
    // integer product refuses decimals
    const res = await shop.client.addToCart({ product_id: 101, quantity: '1.5' });
    expect(((await res.json()) as Record<string, unknown>).error).toBe(true);
    // cumulative max: 8 + 3 > 10
    expect(((await (await shop.client.addToCart({ product_id: 105, quantity: 8 })).json()) as Record<string, unknown>).error).toBeUndefined();
    expect(((await (await shop.client.addToCart({ product_id: 105, quantity: 3 })).json()) as Record<string, unknown>).error).toBe(true);
  });

  it('adds a variation by its own id only, as WooCommerce reads product_id and quantity alone', async () => {
    const productPage = { error: true, product_url: '/product/felgenreiniger-konzentrat/' };
    const answer = async (form: Record<string, string | number>) => (await shop.client.addToCart(form)).json();
    // The parent, the parent with variation_id, the parent with attributes: each refused.
    expect(await answer({ product_id: 114 })).toEqual(productPage);
    expect(await answer({ product_id: 114, variation_id: 1142, quantity: 2 })).toEqual(productPage);
    expect(await answer({ product_id: 114, attribute_pa_inhalt: '1-l' })).toEqual(productPage);
    expect((await shop.client.state()).count).toBe(0);
    // The variation's own id: added with its own attributes.
    const byId = (await answer({ product_id: 1142, quantity: 2 })) as FragmentsBody;
    expect(byId.fragments['div.widget_shopping_cart_content']).toContain('<dt class="variation-Inhalt">Inhalt:</dt><dd class="variation-Inhalt"><p>1 l</p></dd>');
    expect(await answer({ product_id: 1143 })).toEqual(productPage); // out of stock
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 2 })]);
  });

  it('runs the classic handler as well when the fields carry add-to-cart, as WooCommerce does', async () => {
    // The variable product form's fields posted as they are: the classic handler adds the
    // variation, then the ajax add of the parent is refused (../shared/real-woocommerce, point 2).
    const form = { 'add-to-cart': 114, product_id: 114, variation_id: 1142, attribute_pa_inhalt: '1-l', quantity: 1 };
    expect(await (await shop.client.addToCart(form)).json()).toEqual({ error: true, product_url: '/product/felgenreiniger-konzentrat/' });
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ variationId: 1142, quantity: 1 })]);
    // A simple product's id in both: added twice.
    await (await shop.client.addToCart({ 'add-to-cart': 101, product_id: 101 })).json();
    expect((await shop.client.state()).items).toContainEqual(expect.objectContaining({ productId: 101, quantity: 2 }));
  });
});

describe('remove_from_cart', () => {
  it('removes an item and expires the cart cookies when empty', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const [item] = (await shop.client.state()).items;
    const res = await shop.client.post('/?wc-ajax=remove_from_cart', { cart_item_key: item!.key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as FragmentsBody;
    expect(body.cart_hash).toBe('');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Es befinden sich keine Produkte im Warenkorb.');
    expect(body.fragments['a.header-cart-link']).toContain('aria-label="Warenkorb: 0 Artikel, 0,00 €"');
    expect(shop.client.cookie('woocommerce_items_in_cart')).toBeUndefined();
    expect(shop.client.lastSetCookies.some((c) => c.startsWith('woocommerce_cart_hash=;') && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('answers a missing or unknown key as WooCommerce does: {"success":false}', async () => {
    for (const form of <Record<string, string>[]>[{ cart_item_key: 'nope' }, {}, { cart_item_key: ' ' }]) {
      const res = await shop.client.post('/?wc-ajax=remove_from_cart', form);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false });
    }
  });
});

describe('get_refreshed_fragments', () => {
  it('returns both fragments for an empty and a filled cart', async () => {
    const empty = (await (await shop.client.post('/?wc-ajax=get_refreshed_fragments', { time: Date.now() })).json()) as FragmentsBody;
    expect(empty.cart_hash).toBe('');
    expect(empty.fragments['div.widget_shopping_cart_content']).toBe(
      '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Es befinden sich keine Produkte im Warenkorb.</p></div>',
    );
    await (await shop.client.addToCart({ product_id: 115, quantity: 3 })).json();
    const res = await shop.client.post('/?wc-ajax=get_refreshed_fragments', { time: Date.now() });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const full = (await res.json()) as FragmentsBody;
    expect(full.cart_hash).toBe((await shop.client.state()).cartHash);
    const mini = full.fragments['div.widget_shopping_cart_content']!;
    expect(mini).toMatch(/^<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">/);
    expect(mini).toContain('<li class="woocommerce-mini-cart-item mini_cart_item">');
    expect(mini).toContain('class="remove remove_from_cart_button" aria-label="„Hartwachs Premium 250 ml“ aus dem Warenkorb entfernen"');
    expect(mini).toContain(
      '<sf-quantity class="mini-cart-qty"><div class="quantity"><label class="quantity-label"><span class="screen-reader-text">Menge von „Hartwachs Premium 250 ml“</span><input type="number"',
    );
    expect(mini).not.toMatch(/\sid="/);
    expect(mini).toContain('autocomplete="off" data-cart_item_key="' + (await shop.client.state()).items[0]!.key + '"></label></div></sf-quantity><span class="quantity">3 × ');
    expect(mini).toContain('<span class="quantity">3 × <span class="woocommerce-Price-amount amount"><bdi>24,90&nbsp;');
    expect(mini).toContain('<strong>Zwischensumme:</strong> <span class="woocommerce-Price-amount amount"><bdi>74,70&nbsp;');
    expect(mini).toContain('<a href="/checkout/" class="button checkout wc-forward">Kasse</a>');
    expect(full.fragments['a.header-cart-link']).toMatch(/^<a href="\/cart\/" class="header-cart-link" aria-label="Warenkorb: 3 Artikel, 74,70 €">/);
  });

  it('changes the cart hash when the cart changes', async () => {
    const a = ((await (await shop.client.addToCart({ product_id: 101 })).json()) as FragmentsBody).cart_hash;
    const b = ((await (await shop.client.addToCart({ product_id: 101 })).json()) as FragmentsBody).cart_hash;
    expect(a).not.toBe(b);
  });
});

describe('flatsome_ajax_cart_item_alter_quantity', () => {
  const alter = (c: Client, form: Record<string, string | number>) => c.post('/wp-admin/admin-ajax.php', { action: 'flatsome_ajax_cart_item_alter_quantity', ...form });

  it('changes the quantity and returns fragments', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const key = (await shop.client.state()).items[0]!.key;
    const res = await alter(shop.client, { cart_item_key: key, quantity: 4 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as FragmentsBody;
    expect(body.fragments['a.header-cart-link']).toContain('Warenkorb: 4 Artikel, 358,00 €');
    expect((await shop.client.state()).items[0]!.quantity).toBe(4);
  });

  it('removes the item with quantity 0', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const key = (await shop.client.state()).items[0]!.key;
    const body = (await (await alter(shop.client, { cart_item_key: key, quantity: 0 })).json()) as FragmentsBody;
    expect(body.cart_hash).toBe('');
    expect((await shop.client.state()).items).toHaveLength(0);
  });

  it('answers 400 for bad quantities and keys without changing the cart', async () => {
    await (await shop.client.addToCart({ product_id: 101, quantity: 2 })).json();
    const key = (await shop.client.state()).items[0]!.key;
    for (const form of <Record<string, string | number>[]>[
      { cart_item_key: key, quantity: 'abc' },
      { cart_item_key: key, quantity: -1 },
      { cart_item_key: key, quantity: '1.5' },
      { cart_item_key: key },
      { cart_item_key: 'unknown', quantity: 1 },
      { quantity: 1 },
    ]) {
      const res = await alter(shop.client, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      const body = (await res.json()) as { success: boolean; data: { message: string } };
      expect(body.success).toBe(false);
      expect(body.data.message.length).toBeGreaterThan(5);
    }
    expect((await shop.client.state()).items[0]!.quantity).toBe(2);
  });

  it('follows the decimal step, min and max of the product', async () => {
    await (await shop.client.addToCart({ product_id: 105, quantity: '1.5' })).json();
    const key = (await shop.client.state()).items[0]!.key;
    expect((await alter(shop.client, { cart_item_key: key, quantity: '2.5' })).status).toBe(200);
    expect((await shop.client.state()).items[0]!.quantity).toBe(2.5);
    expect((await alter(shop.client, { cart_item_key: key, quantity: '2.25' })).status).toBe(400);
    expect((await alter(shop.client, { cart_item_key: key, quantity: '0.5' })).status).toBe(400);
    expect((await alter(shop.client, { cart_item_key: key, quantity: '10.5' })).status).toBe(400);
    const mini = ((await (await shop.client.post('/?wc-ajax=get_refreshed_fragments')).json()) as FragmentsBody).fragments['div.widget_shopping_cart_content']!;
    expect(mini).toContain('value="2.5" min="0" max="10" step="0.5" inputmode="decimal"');
    expect(mini).toContain('<span class="quantity">2,5 × ');
  });

  it('refuses more than one of a sold-individually product', async () => {
    await (await shop.client.addToCart({ product_id: 106 })).json();
    const key = (await shop.client.state()).items[0]!.key;
    expect((await alter(shop.client, { cart_item_key: key, quantity: 2 })).status).toBe(400);
  });
});
