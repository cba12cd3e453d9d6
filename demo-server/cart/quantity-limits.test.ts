/**
 * The shop's quantity limit per cart line (9999, the demo's stand-in for stock): every way a
 * quantity reaches the cart refuses more with a German message, and money never reads
 * Infinity or NaN on any page or fragment, even for the fullest cart the rules allow.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../product/catalogue.ts';
import { formatCents, formatNumber } from '../shared/format.ts';
import { testShop } from '../test-helpers.ts';
import { MAX_LINE_QUANTITY } from './model.ts';

const shop = testShop();
const HUGE = ['100000000000000000000', `1${'0'.repeat(306)}`, `1${'0'.repeat(400)}`, '1e20', '10000'];

function expectNoBrokenNumbers(text: string, where: string): void {
  expect(text, where).not.toMatch(/Infinity|NaN|e\+\d/);
}

/** The first error notice of the next page view (the cart page: the lightest page to parse). */
async function errorNotice(): Promise<string | undefined> {
  const { text } = await shop.client.getPage('/cart/');
  return /<ul class="woocommerce-error"><li>(.*?)<\/li>/.exec(text)?.[1];
}

async function cartKey(): Promise<string> {
  return (await shop.client.state()).items[0]!.key;
}

describe('quantity limit per cart line', () => {
  it('is 9999', () => {
    expect(MAX_LINE_QUANTITY).toBe(9999);
  });

  it('add_to_cart refuses more than 9999 with a German notice; the cart stays as it was', { timeout: 20_000 }, async () => {
    for (const quantity of HUGE) {
      const res = await shop.client.addToCart({ product_id: 101, quantity });
      expect(res.status, quantity).toBe(200);
      expect(await res.json()).toEqual({ error: true, product_url: '/product/universal-frontspoiler/' });
      expect((await shop.client.state()).count).toBe(0);
      expect(await errorNotice(), quantity).toMatch(/^(Die maximale Menge für „Universal Frontspoiler“ ist 9\.999\.|Bitte gib eine gültige Menge für „Universal Frontspoiler“ ein\.)$/);
    }
  });

  it('add_to_cart takes up to 9999 in total, and exponent notation as a number field sends it', async () => {
    expect((await shop.client.addToCart({ product_id: 101, quantity: '1e3' })).status).toBe(200);
    expect((await shop.client.state()).count).toBe(1000);
    expect((await (await shop.client.addToCart({ product_id: 101, quantity: 8999 })).json()) as object).not.toHaveProperty('error');
    expect((await shop.client.state()).count).toBe(9999);
    expect(await (await shop.client.addToCart({ product_id: 101, quantity: 1 })).json()).toHaveProperty('error', true);
    expect(await errorNotice()).toBe('Du kannst nicht mehr als 9.999 von „Universal Frontspoiler“ in deinem Warenkorb haben.');
    expect((await shop.client.state()).count).toBe(9999);
  });

  it('the quantity change endpoint refuses more than 9999 with 400 and a German message', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const key = await cartKey();
    for (const quantity of HUGE) {
      const res = await shop.client.post('/wp-admin/admin-ajax.php', { action: 'flatsome_ajax_cart_item_alter_quantity', cart_item_key: key, quantity });
      expect(res.status, quantity).toBe(400);
      const body = (await res.json()) as { success: boolean; data: { message: string } };
      expect(body.data.message, quantity).toMatch(/^(Die maximale Menge für „Universal Frontspoiler“ ist 9\.999\.|Bitte gib eine gültige Menge ein\.)$/);
    }
    expect((await shop.client.state()).count).toBe(1);
  });

  it('the cart page form refuses more than 9999 with an error notice and keeps the line', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const key = await cartKey();
    const nonce = await shop.client.cartNonce();
    for (const quantity of HUGE) {
      const res = await shop.client.post('/cart/', { [`cart[${key}][qty]`]: quantity, update_cart: 'Warenkorb aktualisieren', 'woocommerce-cart-nonce': nonce });
      // Nothing changed: WooCommerce answers with the cart page and its notice, no redirect.
      expect(res.status).toBe(200);
      expect(/<ul class="woocommerce-error"><li>(.*?)<\/li>/.exec(await res.text())?.[1], quantity).toMatch(
        /^(Die maximale Menge für „Universal Frontspoiler“ ist 9\.999\.|Bitte gib eine gültige Menge für „Universal Frontspoiler“ ein\.)$/,
      );
      expect((await shop.client.state()).count).toBe(1);
    }
  });

  it('quantity fields and variation data carry the limit as max', async () => {
    const simple = (await shop.client.getPage('/product/universal-frontspoiler/')).text;
    expect(/<input type="number" id="quantity_101"[^>]*>/.exec(simple)![0]).toContain('max="9999"');
    const variable = (await shop.client.getPage('/product/felgenreiniger-konzentrat/')).text;
    const attribute = /data-product_variations="([^"]*)"/.exec(variable)![1]!;
    const variations = JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as { max_qty: number | string; is_in_stock: boolean }[];
    expect(variations.map((v) => v.max_qty)).toEqual(variations.map((v) => (v.is_in_stock ? 9999 : 0)));
  });

  it('the fullest cart shows whole euro amounts on every page and fragment, never Infinity or NaN', { timeout: 20_000 }, async () => {
    for (const product of products) {
      if (product.stock !== 'instock') continue;
      const variation = product.variations?.find((v) => v.stock === 'instock' && v.purchasable !== false);
      const max = product.soldIndividually ? 1 : Math.min(product.quantity.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
      const res = await shop.client.addToCart({ product_id: variation?.id ?? product.id, quantity: max });
      expect(await res.json(), product.name).not.toHaveProperty('error');
    }
    for (const path of ['/cart/', '/checkout/', '/__demo/', '/shop/']) expectNoBrokenNumbers((await shop.client.getPage(path)).text, path);
    const fragments = await shop.client.post('/?wc-ajax=get_refreshed_fragments', { time: 1 });
    const text = await fragments.text();
    expectNoBrokenNumbers(text, 'fragments');
    expect(text).toMatch(/Warenkorb: [\d.]+(,\d+)? Artikel, [\d.]+,\d\d €/);
  });

  it('money and number formatting refuse what is no amount instead of printing it', () => {
    for (const value of [Number.POSITIVE_INFINITY, Number.NaN, 1e300]) {
      expect(() => formatCents(value)).toThrow(RangeError);
      expect(() => formatNumber(value)).toThrow(RangeError);
    }
  });
});
