/** Germanized's unit price refresh (wc-ajax=gzd_refresh_unit_price) and the page globals it needs. */
import { describe, expect, it } from 'vitest';
import { Client, dom, pageGlobalsScript, testShop } from '../test-helpers.ts';

const shop = testShop();

async function nonce(c = shop.client): Promise<string> {
  const { text } = await c.getPage('/product/felgenreiniger-konzentrat/');
  const match = /"refresh_unit_price_nonce":"([a-f0-9]+)"/.exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('wc-ajax=gzd_refresh_unit_price', () => {
  function refresh(form: Record<string, string | number>, c = shop.client) {
    return c.post('/?wc-ajax=gzd_refresh_unit_price', form);
  }

  it('checks the per-session security token', async () => {
    for (const security of [undefined, '', 'falsch']) {
      const form: Record<string, string | number> = { 'products[0][product_id]': 1141, 'products[0][price]': '8.95' };
      if (security !== undefined) form.security = security;
      const res = await refresh(form);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, data: { message: 'Ungültiges Sicherheits-Token.' } });
    }
    // Another visitor's session token is not valid here.
    const other = new Client(shop.server.baseUrl);
    await other.addToCart({ product_id: 109 });
    const otherToken = await nonce(other);
    await shop.client.addToCart({ product_id: 109 });
    const ownToken = await nonce();
    expect(otherToken).not.toBe(ownToken);
    expect((await refresh({ security: otherToken, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' })).status).toBe(403);
    expect((await refresh({ security: ownToken, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' })).status).toBe(200);
  });

  it('takes the token a page printed before the visitor had a session, also after the first add started one', async () => {
    const printed = await nonce();
    expect(shop.client.cookie('sf_demo_session')).toBeUndefined();
    expect((await refresh({ security: printed, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' })).status).toBe(200);
    await shop.client.addToCart({ product_id: 109 });
    expect(shop.client.cookie('sf_demo_session')).toBeDefined();
    expect(await nonce()).not.toBe(printed);
    expect((await refresh({ security: printed, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' })).status).toBe(200);
  });

  it('computes unit prices on the server from the product units (per 1 l, per 100 ml, sale, totals divided by the shop.client)', async () => {
    const security = await nonce();
    const res = await refresh({
      security,
      queue_id: '1718000000000',
      'products[0][product_id]': 1141,
      'products[0][price]': '8.95',
      'products[0][price_sale]': '',
      'products[0][quantity]': 1,
      'products[0][key]': '1141',
      'products[1][product_id]': 11801,
      'products[1][price]': '9.9',
      'products[1][quantity]': 3,
      'products[1][key]': '11801',
      'products[2][product_id]': 105,
      'products[2][price]': '12.9', // the page showed 32,25 € for 2,5 m; the client sent 32.25 / 2.5
      'products[2][quantity]': '2.5',
      'products[2][key]': '105',
      'products[3][product_id]': 101,
      'products[3][price]': '89.5',
      'products[3][key]': '101',
      'products[4][product_id]': 115,
      'products[4][price]': '30',
      'products[4][price_sale]': '24.9',
      'products[4][key]': 'wax',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: Record<string, { product_id: number; unit_price_html?: string }> };
    const text = (key: string) => dom(`<p>${body.products[key]!.unit_price_html}</p>`).querySelector('p')!.textContent;
    expect(Object.keys(body.products)).toEqual(['101', '105', '1141', '11801', 'wax']);
    expect(body.products['1141']!.product_id).toBe(1141);
    expect(body.products['1141']!.unit_price_html).toMatch(/^<span class="unit-price">.*<\/span>$/);
    expect(text('1141')).toBe('17,90\u00a0€ / 1 l');
    expect(text('11801')).toBe('82,50\u00a0€ / 100 ml');
    expect(text('105')).toBe('12,90\u00a0€ / 1 m');
    expect(body.products['101']).toEqual({ product_id: 101 });
    expect(body.products.wax!.unit_price_html).toContain('<del aria-hidden="true">');
    expect(text('wax')).toBe('12,00\u00a0€ 9,96\u00a0€ / 100 ml');
    // the same product with a changed price gives a changed unit price
    const changed = (await (await refresh({ security, 'products[0][product_id]': 1141, 'products[0][price]': '10', 'products[0][key]': 'a' })).json()) as typeof body;
    expect(changed.products.a!.unit_price_html).toContain('20,00&nbsp;');
    // key defaults to the product id
    const keyless = (await (await refresh({ security, 'products[0][product_id]': 104, 'products[0][price]': '9.4' })).json()) as typeof body;
    expect(Object.keys(keyless.products)).toEqual(['104']);
  });

  it('rejects bad entries with 400 and a message', async () => {
    const security = await nonce();
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /keine Produkte/],
      [{ 'products[0][price]': '8.95' }, /product_id/],
      [{ 'products[0][product_id]': 99999, 'products[0][price]': '8.95' }, /nicht gefunden/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '8,95' }, /price muss eine Zahl/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '' }, /price muss eine Zahl/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '-1' }, /price muss eine Zahl/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '8.95', 'products[0][price_sale]': 'billig' }, /price_sale/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '8.95', 'products[0][quantity]': '0' }, /quantity/],
      [{ 'products[0][product_id]': 1141, 'products[0][price]': '8.95', 'products[0][key]': 'a-b' }, /key/],
      [{ products: 'alle' }, /keine Produkte|ungültig/],
    ];
    for (const [form, message] of cases) {
      const res = await refresh({ security, ...form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(((await res.json()) as { data: { message: string } }).data.message).toMatch(message);
    }
  });

  it('bounds price, price_sale and quantity: 400 with a German message, never Infinity or NaN', async () => {
    const security = await nonce();
    const item = (fields: Record<string, string>) => ({ security, 'products[0][product_id]': 1141, 'products[0][price]': '8.95', ...fields });
    const cases: [Record<string, string>, string][] = [
      [{ 'products[0][price]': '9'.repeat(400) }, 'Produkt 1: price darf höchstens 1.000.000 sein.'],
      [{ 'products[0][price]': '1e308' }, 'Produkt 1: price muss eine Zahl mit Punkt als Dezimaltrennzeichen sein (z. B. 17.9).'],
      [{ 'products[0][price]': '1000000.01' }, 'Produkt 1: price darf höchstens 1.000.000 sein.'],
      [{ 'products[0][price]': `1.${'1'.repeat(20)}` }, 'Produkt 1: price darf höchstens 6 Nachkommastellen haben.'],
      [{ 'products[0][price_sale]': '9'.repeat(400) }, 'Produkt 1: price_sale darf höchstens 1.000.000 sein.'],
      [{ 'products[0][price_sale]': '9.5' }, 'Produkt 1: price_sale muss kleiner als price sein.'],
      [{ 'products[0][quantity]': '1'.padEnd(21, '0') }, 'Produkt 1: quantity darf höchstens 9.999 sein.'],
    ];
    for (const [fields, message] of cases) {
      const res = await refresh(item(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.json()).toEqual({ success: false, data: { message } });
    }
    const highest = await refresh(item({ 'products[0][price]': '1000000', 'products[0][price_sale]': '8.95', 'products[0][quantity]': '9999' }));
    expect(highest.status).toBe(200);
    const html = ((await highest.json()) as { products: Record<string, { unit_price_html: string }> }).products['1141']!.unit_price_html;
    expect(html).not.toMatch(/Infinity|NaN/);
    expect(dom(`<p>${html}</p>`).body.textContent).toBe('2.000.000,00\u00a0€ 17,90\u00a0€ / 1 l');
    // the same price twice is no sale
    const same = await refresh(item({ 'products[0][price_sale]': '8.95' }));
    expect(((await same.json()) as { products: Record<string, { unit_price_html: string }> }).products['1141']!.unit_price_html).not.toContain('<del');
  });

  it('can be faulted', async () => {
    const security = await nonce();
    await shop.client.postJson('/__demo/faults', { endpoint: 'gzd_refresh_unit_price', mode: 'error_body', times: 1 });
    const res = await refresh({ security, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' });
    expect(await res.json()).toEqual({ success: false, data: { message: 'Simulierter Fehler' } });
  });

  it('prints the Germanized and WooCommerce page globals on product pages; listings get the refresh queue (quick view)', async () => {
    const token = await nonce();
    const script = pageGlobalsScript(await shop.client.pageDocument('/product/carbon-folie-meterware/'));
    expect(script).toContain(
      `var wc_gzd_unit_price_observer_queue_params={"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","refresh_unit_price_nonce":"${token}","queue_delay":500,"price_decimal_sep":",","price_thousand_sep":"."};`,
    );
    expect(script).toContain(
      'var wc_gzd_unit_price_observer_params={"wrapper":".product","price_selector":{"p.price":{"is_total_price":false,"is_primary_selector":true,"quantity_selector":""}},"replace_price":true,"product_id":105,"price_decimal_sep":",","price_thousand_sep":".","qty_selector":"input.quantity, input.qty","refresh_on_load":false};',
    );
    expect(script).toContain('"i18n_rating_options":["1 von 5 Sternen","2 von 5 Sternen","3 von 5 Sternen","4 von 5 Sternen","5 von 5 Sternen"]');
    expect(script).toContain('"review_rating_required":"yes"');
    expect(pageGlobalsScript(await shop.client.pageDocument('/product/hartwachs-premium-250-ml/'))).toContain('"is_total_price":false');
    const listing = pageGlobalsScript(await shop.client.pageDocument('/shop/'));
    expect(listing).toContain(`"refresh_unit_price_nonce":"${token}"`);
    expect(listing).not.toContain('wc_gzd_unit_price_observer_params');
    expect(listing).not.toContain('wc_single_product_params');
    expect(pageGlobalsScript(await shop.client.pageDocument('/product-category/pflege/'))).toContain('wc_gzd_unit_price_observer_queue_params');
  });
});
