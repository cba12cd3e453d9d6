/**
 * Product page issue: legal fields, galleries, tabs, reviews, quick view, get_variation,
 * gzd_refresh_unit_price, image faults, downloads; 'buy now' and the sticky add-to-cart bar.
 */
import { describe, expect, it } from 'vitest';
import { getProduct, products } from './product/catalogue.ts';
import { LEGAL_FIELDS, legalValues } from './product/legal.ts';
import { axeViolations, Client, dom, duplicateIds, testShop } from './test-helpers.ts';


const shop = testShop();


async function page(path: string): Promise<Document> {
  const { res, text } = await shop.client.getPage(path);
  expect(res.status, path).toBe(200);
  return dom(text);
}

type Json = Record<string, unknown>;

async function nonce(c = shop.client): Promise<string> {
  const { text } = await c.getPage('/product/felgenreiniger-konzentrat/');
  const match = /"refresh_unit_price_nonce":"([a-f0-9]+)"/.exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const LACK = 118; // Felgen-Lackstift, 32 variations
const GUNMETAL_100 = 11828; // not purchasable
const GOLD_100 = 11824; // out of stock

describe('catalogue additions', () => {
  it('keeps 24 products and adds the legal special cases', () => {
    expect(products).toHaveLength(24);
    expect(getProduct(LACK)!.variations).toHaveLength(32);
    expect(new Set(getProduct(LACK)!.variations!.map((v) => JSON.stringify(v.attributes))).size).toBe(32);
    expect(getProduct(104)!.legal!.deposit).toEqual({ amount: 0.25, packagingType: 'Einweg' });
    expect(getProduct(124)!.legal!.nutrients!.rows.length).toBeGreaterThan(3);
    expect(getProduct(119)!.legal!.includesAlcohol).toBe(true);
    expect(getProduct(108)!.legal!.powerSupply).toBeTruthy();
    expect(getProduct(101)!.images).toHaveLength(4);
    expect(getProduct(114)!.variations!.find((v) => v.id === 1143)!.purchasable).toBe(false);
  });

  it('uses every legal field on at least one product or variation', () => {
    const unused = LEGAL_FIELDS.filter(
      (field) =>
        field !== 'includes_alcohol' &&
        !products.some((p) => legalValues(p)[field] || (p.variations ?? []).some((v) => legalValues(p, v)[field])),
    );
    expect(unused).toEqual([]);
    expect(products.some((p) => legalValues(p).includes_alcohol === 'yes')).toBe(true);
  });
});

describe('product page: legal info hooks', () => {
  const pagesByField = new Map<string, string>();

  it('renders every legal field in a data-sf-field element whose innerHTML is the field value', async () => {
    const missing = new Set<string>(LEGAL_FIELDS.filter((f) => f !== 'includes_alcohol'));
    for (const product of products.filter((p) => p.type === 'simple')) {
      const doc = await page(`/product/${product.slug}/`);
      const values = legalValues(product);
      for (const element of doc.querySelectorAll('[data-sf-field]')) {
        const field = element.getAttribute('data-sf-field') as (typeof LEGAL_FIELDS)[number];
        expect(LEGAL_FIELDS, field).toContain(field);
        // the hook contract: innerHTML === the field's HTML (re-serialised by the parser)
        expect(element.innerHTML, `${product.slug} ${field}`).toBe(dom(`<div>${values[field]}</div>`).querySelector('div')!.innerHTML);
        if (element.innerHTML.trim()) {
          missing.delete(field);
          pagesByField.set(field, product.slug);
        }
      }
    }
    // unit price/units/delivery of variations are covered below; all others appear on simple products
    expect([...missing]).toEqual([]);
  }, 60_000);

  it('prints tax, shipping, delivery time, units, deposit and defect description in the summary', async () => {
    const coolant = await page('/product/kuehlmittel-konzentrat-1-l/');
    const summary = coolant.querySelector('.summary')!;
    expect(summary.querySelector('sf-unit-price[product-id="104"] > p.price')!.textContent).toBe('9,40\u00a0€');
    expect(summary.querySelector('sf-unit-price > p.price.price-unit.smaller.wc-gzd-additional-info > span.unit-price[data-sf-field=unit_price]')!.textContent).toBe('9,40\u00a0€ / 1 l');
    expect(summary.querySelector('.legal-price-info p.wc-gzd-additional-info span.wc-gzd-additional-info.tax-info[data-sf-field=tax_info]')!.textContent).toBe('inkl. 19 % MwSt.');
    expect(summary.querySelector('.legal-price-info span.shipping-costs-info a')!.getAttribute('href')).toBe('/versand/');
    expect(summary.querySelector('p.product-units-wrapper.product-units')!.textContent).toBe('Inhalt: 1 l');
    expect(summary.querySelector('p.delivery-time-info span.delivery-time[data-sf-field=delivery_time]')!.textContent).toBe('3–5 Werktage');
    expect(summary.querySelector('p.wc-gzd-additional-info.deposit-amount')!.textContent).toBe('zzgl. 0,25\u00a0€ Pfand');
    expect(summary.querySelector('p.wc-gzd-additional-info.deposit-packaging-type')!.textContent).toBe('Einweg');
    const seats = await page('/product/sitzbezuege-sport/');
    expect(seats.querySelector('.summary div.wc-gzd-additional-info.defect-description')!.textContent).toContain('B-Ware');
    // a product without units has neither sf-unit-price nor p.price-unit
    const spoiler = await page('/product/universal-frontspoiler/');
    expect(spoiler.querySelectorAll('.summary sf-unit-price, .summary p.price-unit, .summary .product-units')).toHaveLength(0);
    expect(spoiler.querySelectorAll('.deposit-amount, .defect-description')).toHaveLength(0);
  });

  it('shows food information (7 % VAT, nutrients table, allergens in bold) and hides alcohol content unless included', async () => {
    const food = await page('/product/boxenstopp-wuerstchen-im-glas/');
    expect(food.querySelector('.tax-info')!.textContent).toBe('inkl. 7 % MwSt.');
    const table = food.querySelector('#tab-description [data-sf-field=nutrients] table.wc-gzd-nutrients')!;
    expect(table.querySelector('caption')!.textContent).toBe('Nährwertangaben je 100 g');
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(table.querySelectorAll('tbody tr th[scope=row]')).toHaveLength(7);
    expect(food.querySelector('[data-sf-field=nutrients_heading]')!.tagName).toBe('H3');
    expect([...food.querySelectorAll('[data-sf-field=ingredients] strong')].map((s) => s.textContent)).toEqual(['Senfsaat', 'Sellerie']);
    expect(food.querySelector('[data-sf-field=allergenic]')!.textContent).toBe('Enthält: Senf, Sellerie.');
    expect(food.querySelector('[data-sf-field=nutri_score]')!.textContent).toBe('D');
    expect(food.querySelector('#tab-additional_information [data-sf-field=drained_weight]')!.textContent).toBe('250 g');
    expect(food.querySelector('#tab-additional_information [data-sf-field=net_filling_quantity]')!.textContent).toBe('380 g');
    expect(food.querySelector('[data-sf-field=alcohol_content]')).toBeNull();
    const washer = await page('/product/scheibenreiniger-winter-3-l/');
    expect(washer.querySelector('#tab-additional_information tr[data-sf-block=alcohol_content] td[data-sf-field=alcohol_content]')!.textContent).toBe('28 % vol (Ethanol)');
  });

  it('puts manufacturer, safety instructions, documents and power supply into the product safety tab', async () => {
    const doc = await page('/product/led-tagfahrlicht-set/');
    const panel = doc.querySelector('#tab-product_safety')!;
    expect(panel.querySelector('h2')!.textContent).toBe('Produktsicherheit');
    expect(panel.querySelector('[data-sf-field=manufacturer_heading]')!.textContent).toBe('Herstellerangaben');
    expect(panel.querySelector('[data-sf-field=manufacturer]')!.innerHTML).toContain('Lumotec Fahrzeuglicht GmbH<br>Lichtweg 7');
    expect(panel.querySelectorAll('[data-sf-field=safety_instructions] p')).toHaveLength(3);
    expect(panel.querySelector('[data-sf-field=power_supply]')!.textContent).toContain('12-V-Bordnetz');
    const links = [...panel.querySelectorAll('[data-sf-field=product_safety_attachments] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/downloads/ltf-08-montageanleitung.pdf', '/downloads/ltf-08-konformitaetserklaerung.pdf']);
    const pdf = await shop.client.get(links[0]!.getAttribute('href')!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('(Montageanleitung LED-Tagfahrlicht) Tj');
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await shop.client.get('/downloads/gibt-es-nicht.pdf')).status).toBe(404);
    // no safety information → no tab
    expect((await page('/product/sitzbezuege-sport/')).querySelector('#tab-product_safety, #tab-title-product_safety')).toBeNull();
  });

  it('variable product: fields used by any variation are printed with the parent value, hidden when empty', async () => {
    const doc = await page('/product/felgenreiniger-konzentrat/');
    expect(doc.querySelector('.delivery-time[data-sf-field=delivery_time]')!.textContent).toBe('3–5 Werktage');
    // only the 5-l variation has documents: the element exists, empty, its block hidden
    const docs = doc.querySelector('[data-sf-field=product_safety_attachments]')!;
    expect(docs.innerHTML).toBe('');
    expect(docs.closest('[data-sf-block]')!.hasAttribute('hidden')).toBe(true);
    // units: the parent has none, so the units line is hidden; the unit price shows the lowest
    expect(doc.querySelector('p.product-units[data-sf-block=product_units]')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('span.unit-price[data-sf-field=unit_price]')!.textContent).toBe('ab 11,98\u00a0€ / 1 l');
    const variations = JSON.parse(doc.querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Json[];
    expect(variations.map((v) => v.delivery_time)).toEqual(['1–2 Werktage', '3–5 Werktage', 'ca. 2 Wochen']);
    expect(variations.map((v) => v.is_purchasable)).toEqual([true, true, false]);
    expect(variations[2]!.product_safety_attachments).toContain('/downloads/frk-14-5-sicherheitsdatenblatt.pdf');
    expect(variations[0]!.unit_price).toContain('17,90&nbsp;');
    expect(variations[0]!.product_units).toBe('0,5 l');
    expect(variations[0]!.has_product_safety_information).toBe(true);
  });
});

describe('product page: variation form', () => {
  it('prints the WooCommerce variable.php markup inside sf-add-to-cart > sf-variation-form', async () => {
    const doc = await page('/product/felgen-lackstift/');
    const form = doc.querySelector('sf-add-to-cart > sf-variation-form > form.variations_form.cart[method=post][enctype="multipart/form-data"]')!;
    expect(form.getAttribute('data-product_variations')).toBe('false'); // more than 30 variations
    expect(form.getAttribute('data-product_id')).toBe('118');
    const selects = [...form.querySelectorAll('table.variations[role=presentation] select')] as HTMLSelectElement[];
    expect(selects.map((s) => [s.id, s.name, s.getAttribute('data-attribute_name'), s.getAttribute('data-show_option_none')])).toEqual([
      ['pa_farbe', 'attribute_pa_farbe', 'attribute_pa_farbe', 'yes'],
      ['pa_inhalt', 'attribute_pa_inhalt', 'attribute_pa_inhalt', 'yes'],
    ]);
    expect(selects[0]!.options).toHaveLength(9);
    expect(selects[0]!.options[0]!.textContent).toBe('Wähle eine Option');
    expect(form.querySelector('label[for=pa_farbe]')!.textContent).toBe('Farbe');
    const alert = form.querySelector('.reset_variations_alert.screen-reader-text[role=alert]')!;
    expect([alert.getAttribute('aria-live'), alert.getAttribute('aria-relevant'), alert.textContent]).toEqual(['polite', 'all', '']);
    expect(form.querySelector('a.reset_variations[href="#"]')!.hasAttribute('hidden')).toBe(true);
    expect(form.querySelector('.single_variation_wrap .woocommerce-variation.single_variation[role=alert][aria-relevant=additions]')).not.toBeNull();
    expect(form.querySelector('.woocommerce-variation-add-to-cart.variations_button sf-quantity input#quantity_118[name=quantity]')).not.toBeNull();
    expect(form.querySelector('input[type=hidden][name=variation_id].variation_id')!.getAttribute('value')).toBe('0');
  });

  it('accepts the non-JS post with attributes and refuses unavailable or inconsistent choices', async () => {
    await shop.client.post('/product/felgen-lackstift/', { attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml', quantity: 2, 'add-to-cart': LACK, product_id: LACK, variation_id: 0 });
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: LACK, variationId: 11810, quantity: 2, variation: { attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml' } })]);
    const refused: Record<string, string | number>[] = [
      { product_id: LACK, attribute_pa_farbe: 'gunmetal', attribute_pa_inhalt: '100-ml' }, // not purchasable
      { product_id: LACK, variation_id: GUNMETAL_100 },
      { product_id: LACK, attribute_pa_farbe: 'gold', attribute_pa_inhalt: '100-ml' }, // out of stock
      { product_id: LACK, attribute_pa_farbe: 'lila', attribute_pa_inhalt: '30-ml' }, // unknown value
      { product_id: LACK, variation_id: 11810, attribute_pa_farbe: 'gold' }, // contradicts the variation
      { product_id: LACK, variation_id: 1141 }, // variation of another product
      { product_id: LACK, attribute_pa_farbe: 'silber' }, // incomplete
    ];
    for (const form of refused) {
      const body = (await (await shop.client.addToCart(form)).json()) as Json;
      expect(body, JSON.stringify(form)).toEqual({ error: true, product_url: '/product/felgen-lackstift/' });
    }
    const notices = (await page('/product/felgen-lackstift/')).querySelectorAll('ul.woocommerce-error li');
    expect([...notices].map((li) => li.textContent)).toEqual([
      '„Felgen-Lackstift – Gunmetal, 100 ml“ kann leider nicht gekauft werden.',
      '„Felgen-Lackstift – Gunmetal, 100 ml“ kann leider nicht gekauft werden.',
      'Du kannst „Felgen-Lackstift – Gold, 100 ml“ nicht in den Warenkorb legen, da das Produkt nicht vorrätig ist.',
      'Ungültiger Wert für „Farbe“ übermittelt.',
      'Ungültiger Wert für „Farbe“ übermittelt.',
      'Die gewählte Ausführung gehört nicht zu „Felgen-Lackstift“.',
      'Bitte wähle Produktoptionen für „Felgen-Lackstift“ aus, bevor du den Artikel in den Warenkorb legst.',
    ]);
    const ok = await shop.client.addToCart({ product_id: LACK, variation_id: 11810, attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml' });
    expect(((await ok.json()) as Json).fragments).toBeDefined();
    expect((await shop.client.state()).items[0]!.quantity).toBe(3);
  });
});

describe('wc-ajax=get_variation', () => {
  const ask = (form: Record<string, string | number>) => shop.client.post('/?wc-ajax=get_variation', form);

  it('returns the matching variation object with the spec fields', async () => {
    const res = await ask({ product_id: 114, attribute_pa_inhalt: '500-ml', custom_data: 'egal' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const v = (await res.json()) as Json;
    for (const key of ['variation_id', 'attributes', 'variation_is_visible', 'variation_is_active', 'is_purchasable', 'is_in_stock', 'is_sold_individually', 'min_qty', 'max_qty', 'sku', 'weight', 'weight_html', 'dimensions', 'dimensions_html', 'image_id', 'image_link', 'image_src', 'image', 'price_html', 'display_price', 'availability_html', 'has_product_safety_information', ...LEGAL_FIELDS]) {
      expect(v, key).toHaveProperty(key);
    }
    expect(v.variation_id).toBe(1141);
    expect(v.display_price).toBe(8.95);
    expect(v.weight_html).toBe('0,55 kg');
    expect(Object.keys(v.image as Json)).toEqual(expect.arrayContaining(['src', 'src_h', 'src_w', 'srcset', 'sizes', 'title', 'caption', 'alt', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src', 'thumb_src']));
    expect((v.image as Json).full_src).toBe('/images/felgenreiniger-konzentrat-1200x1200.svg');
    expect((v.image as Json).full_src_w).toBe(1200);
    // the inline data and the endpoint agree
    const inline = JSON.parse((await page('/product/felgenreiniger-konzentrat/')).querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Json[];
    expect(inline[0]).toEqual(v);
  });

  it('serves the product with more than 30 variations, incl. unavailable ones', async () => {
    const v = (await (await ask({ product_id: LACK, attribute_pa_farbe: 'schwarz-matt', attribute_pa_inhalt: '12-ml' })).json()) as Json;
    expect([v.variation_id, v.sku, v.display_price, v.is_in_stock, v.is_purchasable]).toEqual([11805, 'FLS-18-SM-12', 9.9, true, true]);
    expect(String(v.unit_price)).toContain('82,50&nbsp;');
    expect(v.product_units).toBe('12 ml');
    expect(v.delivery_time).toBe('1–3 Werktage');
    const gunmetal = (await (await ask({ product_id: LACK, attribute_pa_farbe: 'gunmetal', attribute_pa_inhalt: '100-ml' })).json()) as Json;
    expect([gunmetal.variation_id, gunmetal.is_purchasable, gunmetal.delivery_time]).toEqual([GUNMETAL_100, false, '5–7 Werktage']);
    const gold = (await (await ask({ product_id: LACK, attribute_pa_farbe: 'gold', attribute_pa_inhalt: '100-ml' })).json()) as Json;
    expect([gold.variation_id, gold.is_in_stock, gold.max_qty, gold.availability_html]).toEqual([GOLD_100, false, 0, '<p class="stock out-of-stock">Nicht vorrätig</p>']);
  });

  it('answers false for no match or missing attributes, 400 for bad products', async () => {
    for (const form of [
      { product_id: 114, attribute_pa_inhalt: '2-l' },
      { product_id: 114 },
      { product_id: 114, attribute_pa_inhalt: '' },
      { product_id: LACK, attribute_pa_farbe: 'silber' },
    ] as Record<string, string | number>[]) {
      const res = await ask(form);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('false');
    }
    for (const [form, message] of [
      [{ attribute_pa_inhalt: '1-l' }, /kein gültiges Produkt/],
      [{ product_id: 'abc' }, /kein gültiges Produkt/],
      [{ product_id: 999 }, /999 wurde nicht gefunden/],
      [{ product_id: 101 }, /kein variables Produkt/],
    ] as const) {
      const res = await ask(form);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { success: boolean; data: { message: string } }).data.message).toMatch(message);
    }
    expect((await shop.client.get('/?wc-ajax=get_variation')).status).toBe(405);
  });

  it('can be faulted', async () => {
    await shop.client.postJson('/__demo/faults', { endpoint: 'get_variation', mode: 'http500', times: 1 });
    expect((await ask({ product_id: 114, attribute_pa_inhalt: '1-l' })).status).toBe(500);
    expect((await ask({ product_id: 114, attribute_pa_inhalt: '1-l' })).status).toBe(200);
  });
});

describe('wc-ajax=gzd_refresh_unit_price', () => {
  function refresh(form: Record<string, string | number>, c = shop.client) {
    return c.post('/?wc-ajax=gzd_refresh_unit_price', form);
  }

  it('checks the per-session security token', async () => {
    const token = await nonce();
    for (const security of [undefined, '', 'falsch']) {
      const form: Record<string, string | number> = { 'products[0][product_id]': 1141, 'products[0][price]': '8.95' };
      if (security !== undefined) form.security = security;
      const res = await refresh(form);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, data: { message: 'Ungültiges Sicherheits-Token.' } });
    }
    // another visitor's token is not valid here
    const other = new Client(shop.server.baseUrl);
    const otherToken = await nonce(other);
    expect(otherToken).not.toBe(token);
    expect((await refresh({ security: otherToken, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' })).status).toBe(403);
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

  it('can be faulted', async () => {
    const security = await nonce();
    await shop.client.postJson('/__demo/faults', { endpoint: 'gzd_refresh_unit_price', mode: 'error_body', times: 1 });
    const res = await refresh({ security, 'products[0][product_id]': 1141, 'products[0][price]': '8.95' });
    expect(await res.json()).toEqual({ success: false, data: { message: 'Simulierter Fehler' } });
  });

  it('prints the Germanized and WooCommerce page globals on product pages; listings get the refresh queue (quick view)', async () => {
    const token = await nonce();
    const script = (await page('/product/carbon-folie-meterware/')).querySelector('script')!.textContent!;
    expect(script).toContain(`var wc_gzd_unit_price_observer_queue_params={"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","refresh_unit_price_nonce":"${token}","queue_delay":500,"price_decimal_sep":",","price_thousand_sep":"."};`);
    expect(script).toContain('var wc_gzd_unit_price_observer_params={"wrapper":".product","price_selector":{"p.price":{"is_total_price":false,"is_primary_selector":true,"quantity_selector":""}},"replace_price":true,"product_id":105,"price_decimal_sep":",","price_thousand_sep":".","qty_selector":"input.quantity, input.qty","refresh_on_load":false};');
    expect(script).toContain('"i18n_rating_options":["1 von 5 Sternen","2 von 5 Sternen","3 von 5 Sternen","4 von 5 Sternen","5 von 5 Sternen"]');
    expect(script).toContain('"review_rating_required":"yes"');
    expect((await page('/product/hartwachs-premium-250-ml/')).querySelector('script')!.textContent).toContain('"is_total_price":false');
    const listing = (await page('/shop/')).querySelector('script')!.textContent!;
    expect(listing).toContain(`"refresh_unit_price_nonce":"${token}"`);
    expect(listing).not.toContain('wc_gzd_unit_price_observer_params');
    expect(listing).not.toContain('wc_single_product_params');
    expect((await page('/product-category/pflege/')).querySelector('script')!.textContent).toContain('wc_gzd_unit_price_observer_queue_params');
  });
});

describe('gallery and images', () => {
  it('prints one gallery item per image (4 for the front spoiler, 1 by default)', async () => {
    const doc = await page('/product/universal-frontspoiler/');
    const gallery = doc.querySelector('.woocommerce-product-gallery.woocommerce-product-gallery--with-images.woocommerce-product-gallery--columns-4.images[data-columns="4"] > sf-product-gallery > .woocommerce-product-gallery__wrapper')!;
    const items = [...gallery.querySelectorAll(':scope > .woocommerce-product-gallery__image')];
    expect(items).toHaveLength(4);
    expect(items.map((i) => i.getAttribute('data-thumb'))).toEqual([
      '/images/universal-frontspoiler-100x100.svg',
      '/images/universal-frontspoiler-2-100x100.svg',
      '/images/universal-frontspoiler-3-100x100.svg',
      '/images/universal-frontspoiler-4-100x100.svg',
    ]);
    const img = items[1]!.querySelector('a > img')!;
    expect(items[1]!.querySelector('a')!.getAttribute('href')).toBe('/images/universal-frontspoiler-2-1200x1200.svg');
    expect(Object.fromEntries(['width', 'height', 'src', 'alt', 'title', 'data-caption', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height', 'decoding'].map((a) => [a, img.getAttribute(a)]))).toEqual({
      width: '600',
      height: '600',
      src: '/images/universal-frontspoiler-2-600x600.svg',
      alt: 'Universal Frontspoiler, Seitenansicht',
      title: 'Universal Frontspoiler – Seite',
      'data-caption': 'Seitenansicht: 45 mm Überstand',
      'data-src': '/images/universal-frontspoiler-2-1200x1200.svg',
      'data-large_image': '/images/universal-frontspoiler-2-1200x1200.svg',
      'data-large_image_width': '1200',
      'data-large_image_height': '1200',
      decoding: 'async',
    });
    expect(items[1]!.getAttribute('data-thumb-alt')).toBe('Universal Frontspoiler, Seitenansicht');
    expect(items[0]!.querySelector('img.wp-post-image')).not.toBeNull();
    expect(doc.querySelectorAll('img.wp-post-image')).toHaveLength(1);
    const single = (await page('/product/led-tagfahrlicht-set/')).querySelectorAll('.woocommerce-product-gallery__image');
    expect(single).toHaveLength(1);
    expect(single[0]!.querySelector('img')!.getAttribute('alt')).toBe('LED-Tagfahrlicht Set');
  });

  it('serves 100, 300, 600 and 1200 px variants per image, distinct per view', async () => {
    for (const [file, size] of [
      ['universal-frontspoiler.svg', 600],
      ['universal-frontspoiler-100x100.svg', 100],
      ['universal-frontspoiler-300x300.svg', 300],
      ['universal-frontspoiler-1200x1200.svg', 1200],
      ['universal-frontspoiler-4-1200x1200.svg', 1200],
      ['universal-frontspoiler-2.svg', 600],
      ['scheibenreiniger-winter-3-l-100x100.svg', 100], // slug ending in "-3-l"
      ['hartwachs-premium-250-ml-600x600.svg', 600],
    ] as const) {
      const res = await shop.client.get(`/images/${file}`);
      expect(res.status, file).toBe(200);
      expect(await res.text()).toMatch(new RegExp(`^<svg[^>]+width="${size}" height="${size}"`));
    }
    const first = await (await shop.client.get('/images/universal-frontspoiler-600x600.svg')).text();
    const second = await (await shop.client.get('/images/universal-frontspoiler-2-600x600.svg')).text();
    expect(first).not.toBe(second);
    expect(second).toContain('Ansicht 2 von 4');
    for (const missing of ['universal-frontspoiler-5-600x600.svg', 'led-tagfahrlicht-set-2.svg', 'universal-frontspoiler-700x700.svg', 'nope-100x100.svg']) {
      expect((await shop.client.get(`/images/${missing}`)).status, missing).toBe(404);
    }
  });

  it('fault "images" makes the visitor\'s images fail (500, broken, 404), others are not affected', async () => {
    await shop.client.getPage('/');
    const set = await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'http500', times: 2 });
    expect(set.status).toBe(200);
    const failed = await shop.client.get('/images/universal-frontspoiler-600x600.svg');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const other = new Client(shop.server.baseUrl);
    expect((await other.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200);
    expect((await shop.client.get('/images/universal-frontspoiler-2-600x600.svg')).status).toBe(500);
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200); // times used up
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'error_body' });
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(404);
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'invalid_json' });
    const broken = await shop.client.get('/images/universal-frontspoiler-600x600.svg');
    expect([broken.status, (await broken.text()).endsWith('</svg>')]).toEqual([200, false]);
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'hang' });
    const controller = new AbortController();
    const pending = shop.client.get('/images/universal-frontspoiler-600x600.svg', { signal: controller.signal }).then(
      () => 'answered',
      () => 'aborted',
    );
    const timer = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300));
    expect(await Promise.race([pending, timer])).toBe('still waiting');
    controller.abort();
    expect(await pending).toBe('aborted');
    await shop.client.request('/__demo/faults', { method: 'DELETE' });
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200);
  });
});

describe('tabs and reviews', () => {
  it('prints the WooCommerce tabs with every panel visible and no ARIA tab roles', async () => {
    const doc = await page('/product/universal-frontspoiler/');
    const wrapper = doc.querySelector('sf-product-tabs > .woocommerce-tabs.wc-tabs-wrapper')!;
    const tabs = [...wrapper.querySelectorAll('ul.tabs.wc-tabs > li')];
    expect(tabs.map((li) => [li.className, li.id, li.querySelector('a')!.getAttribute('href'), li.textContent])).toEqual([
      ['description_tab', 'tab-title-description', '#tab-description', 'Beschreibung'],
      ['additional_information_tab', 'tab-title-additional_information', '#tab-additional_information', 'Zusätzliche Informationen'],
      ['reviews_tab', 'tab-title-reviews', '#tab-reviews', 'Bewertungen (3)'],
      ['product_safety_tab', 'tab-title-product_safety', '#tab-product_safety', 'Produktsicherheit'],
    ]);
    // no ARIA at all on the list items: the widget makes them role=presentation
    expect(tabs.every((li) => [...li.attributes].every((a) => !a.name.startsWith('aria-') && a.name !== 'role'))).toBe(true);
    const panels = [...wrapper.querySelectorAll(':scope > .woocommerce-Tabs-panel.panel.entry-content.wc-tab')];
    expect(panels.map((p) => p.id)).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews', 'tab-product_safety']);
    expect(panels.every((p) => !p.hasAttribute('hidden') && p.classList.contains(`woocommerce-Tabs-panel--${p.id.slice(4)}`))).toBe(true);
    expect(wrapper.querySelectorAll('[role=tablist], [role=tab], [role=tabpanel], [aria-labelledby], [aria-controls]')).toHaveLength(0);
  });

  it('shows the rating summary and the seeded reviews with stars', async () => {
    const doc = await page('/product/universal-frontspoiler/');
    const rating = doc.querySelector('.summary .woocommerce-product-rating')!;
    const stars = rating.querySelector('.star-rating[role=img]')!;
    expect(stars.getAttribute('aria-label')).toBe('Bewertet mit 4.33 von 5');
    expect(stars.querySelector('span')!.getAttribute('style')).toBe('width:86.6%');
    const link = rating.querySelector('a.woocommerce-review-link[rel=nofollow]')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['#reviews', '(3 Kundenbewertungen)']);
    const reviews = doc.querySelector('#tab-reviews > #reviews.woocommerce-Reviews > #comments')!;
    expect(reviews.querySelector('h2.woocommerce-Reviews-title')!.textContent).toBe('3 Bewertungen für „Universal Frontspoiler“');
    const items = [...reviews.querySelectorAll('ol.commentlist > li.review')];
    expect(items.map((li) => li.id)).toEqual(['li-comment-11', 'li-comment-12', 'li-comment-13']);
    expect(items[1]!.querySelector('#comment-12.comment_container .star-rating[role=img]')!.getAttribute('aria-label')).toBe('Bewertet mit 4 von 5');
    expect(items[1]!.querySelector('.meta strong.woocommerce-review__author')!.textContent).toBe('Melanie S.');
    expect(items[1]!.querySelector('.meta time')!.getAttribute('datetime')).toBe('2025-04-02T17:40:00Z');
    expect(items[1]!.querySelector('.meta time')!.textContent).toBe('2. April 2025');
    expect(items[1]!.querySelector('.description p')!.textContent).toContain('Klebeband');
    // the review form
    const form = doc.querySelector('#tab-reviews sf-review-form > #review_form_wrapper > #review_form > #respond.comment-respond form#commentform.comment-form[action="/wp-comments-post.php"][method=post]')!;
    expect(doc.querySelector('#reply-title.comment-reply-title')!.textContent).toBe('Schreibe eine Bewertung für „Universal Frontspoiler“');
    const select = form.querySelector('.comment-form-rating select#rating[name=rating][required]') as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.value}:${o.textContent}`)).toEqual([':Bewerten …', '5:Perfekt', '4:Gut', '3:Durchschnittlich', '2:Nicht so schlecht', '1:Sehr schlecht']);
    expect(form.querySelector('label[for=rating]')!.textContent).toBe('Deine Bewertung\u00a0*');
    expect(form.querySelector('textarea#comment[name=comment][required]')).not.toBeNull();
    expect(form.querySelector('input#author[name=author][required]')).not.toBeNull();
    expect(form.querySelector('input#email[type=email][name=email][required]')).not.toBeNull();
    expect(form.querySelector('input[type=hidden][name=comment_post_ID]')!.getAttribute('value')).toBe('101');
    expect(form.querySelector('p.form-submit input#submit.submit[type=submit][name=submit]')!.getAttribute('value')).toBe('Senden');
    // a product without reviews
    const none = await page('/product/sitzbezuege-sport/');
    expect(none.querySelector('.woocommerce-product-rating')).toBeNull();
    expect(none.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (0)');
    expect(none.querySelector('p.woocommerce-noreviews')!.textContent).toBe('Es gibt noch keine Bewertungen.');
    expect(none.querySelector('#reply-title')!.textContent).toBe('Schreibe die erste Bewertung für „Sitzbezüge Sport“');
  });

  const valid = { rating: '1', comment: 'Hat bei mir <b>nicht</b> gepasst.', author: 'Test & Co', email: 'test@example.de', comment_post_ID: '101', comment_parent: '0', submit: 'Senden' };

  it('stores a valid review for the visitor (303 to #comment-<id>) and shows it with stars and a notice', async () => {
    const res = await shop.client.post('/wp-comments-post.php', valid);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/product\/universal-frontspoiler\/#comment-(\d+)$/);
    const id = /#comment-(\d+)$/.exec(location)![1]!;
    const { text } = await shop.client.getPage('/product/universal-frontspoiler/');
    expect(text).not.toContain('<b>nicht</b>');
    const doc = dom(text);
    expect(doc.querySelector('.woocommerce-message[role=status]')!.textContent).toBe('Deine Bewertung wurde gespeichert.');
    const mine = doc.querySelector(`li#li-comment-${id}.review`)!;
    expect(mine.querySelector(`#comment-${id} .star-rating`)!.getAttribute('aria-label')).toBe('Bewertet mit 1 von 5');
    expect(mine.querySelector('.woocommerce-review__author')!.textContent).toBe('Test & Co');
    expect(mine.querySelector('.description p')!.textContent).toBe('Hat bei mir <b>nicht</b> gepasst.');
    expect(doc.querySelector('.summary .star-rating')!.getAttribute('aria-label')).toBe('Bewertet mit 3.5 von 5');
    expect(doc.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (4)');
    // other visitors do not see it
    const other = dom((await new Client(shop.server.baseUrl).getPage('/product/universal-frontspoiler/')).text);
    expect(other.querySelector(`#li-comment-${id}`)).toBeNull();
    expect(other.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (3)');
  });

  it('answers JSON when asked', async () => {
    const ok = await shop.client.post('/wp-comments-post.php', { ...valid, comment_post_ID: '124' }, { headers: { accept: 'application/json' } });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { success: boolean; data: { redirect: string; comment_id: number } };
    expect(body.success).toBe(true);
    expect(body.data.redirect).toBe(`/product/boxenstopp-wuerstchen-im-glas/#comment-${body.data.comment_id}`);
    const bad = await shop.client.post('/wp-comments-post.php', { comment_post_ID: '124', rating: '7', comment: '', author: '', email: 'kaputt' }, { headers: { accept: 'application/json' } });
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as { success: boolean; data: { message: string; errors: { field: string; message: string }[] } };
    expect(error.success).toBe(false);
    expect(error.data.errors.map((e) => e.field)).toEqual(['rating', 'comment', 'author', 'email']);
    expect(error.data.message).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it.each([
    [{ rating: '' }, 'Bitte wähle eine Bewertung.'],
    [{ rating: '0' }, 'Die Bewertung muss zwischen 1 und 5 Sternen liegen.'],
    [{ rating: '4.5' }, 'Die Bewertung muss zwischen 1 und 5 Sternen liegen.'],
    [{ comment: '   ' }, 'Bitte schreibe einen Text für deine Bewertung.'],
    [{ comment: 'x'.repeat(5001) } as Record<string, string>, 'Deine Bewertung ist zu lang (höchstens 5000 Zeichen).'],
    [{ author: '' }, 'Bitte gib deinen Namen ein.'],
    [{ email: '' }, 'Bitte gib deine E-Mail-Adresse ein.'],
    [{ email: 'a@b' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [{ comment_post_ID: '9999' }, 'Das Produkt, zu dem die Bewertung gehört, wurde nicht gefunden.'],
    [{ comment_post_ID: '' }, 'Das Produkt, zu dem die Bewertung gehört, wurde nicht gefunden.'],
  ])('refuses %o with a German 400 page', async (change, message) => {
    const res = await shop.client.post('/wp-comments-post.php', { ...valid, ...change });
    expect(res.status).toBe(400);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('Deine Bewertung konnte nicht gespeichert werden');
    expect([...doc.querySelectorAll('[role=alert] ul.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    const back = doc.querySelector('main p a')!;
    expect(back.getAttribute('href')).toBe(change.comment_post_ID !== undefined ? '/shop/' : '/product/universal-frontspoiler/#review_form');
    const state = dom((await shop.client.getPage('/product/universal-frontspoiler/')).text);
    expect(state.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (3)');
  });

  it('allows POST only', async () => {
    expect((await shop.client.get('/wp-comments-post.php')).status).toBe(405);
  });
});

describe('quick view', () => {
  const quickView = (product: string | number) => shop.client.post('/wp-admin/admin-ajax.php', { action: 'flatsome_quickview', product });

  it('answers the HTML of a simple product: gallery, title, price, form, link', async () => {
    const res = await quickView(101);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await res.text();
    const root = dom(text).body.firstElementChild!;
    expect(root.className).toBe('product-quick-view-container');
    expect(root.querySelector('.row.product.post-101')).not.toBeNull();
    expect(root.querySelectorAll('sf-product-gallery .woocommerce-product-gallery__image')).toHaveLength(4);
    expect(root.querySelector('h2.product-title')!.textContent).toBe('Universal Frontspoiler');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('p.price')!.textContent).toBe('89,50\u00a0€');
    expect(root.querySelector('sf-add-to-cart form.cart button.single_add_to_cart_button.ajax_add_to_cart[data-product_id="101"]')).not.toBeNull();
    expect(root.querySelector('input#quick-view-quantity_101')).not.toBeNull();
    expect(root.querySelector('label[for="quick-view-quantity_101"]')).not.toBeNull();
    const more = root.querySelector('a[href="/product/universal-frontspoiler/"]')!;
    expect(more.textContent).toBe('Produkt ansehen');
  });

  it('answers the variation form for variable products (inline data or false) with prefixed ids', async () => {
    const rim = dom(await (await quickView(114)).text());
    const form = rim.querySelector('sf-add-to-cart > sf-variation-form > form.variations_form')!;
    expect(JSON.parse(form.getAttribute('data-product_variations')!)).toHaveLength(3);
    expect(form.querySelector('select#quick-view-pa_inhalt[name=attribute_pa_inhalt]')).not.toBeNull();
    expect(rim.querySelector('sf-unit-price[product-id="114"] span.unit-price[data-sf-field=unit_price]')).not.toBeNull();
    const lack = dom(await (await quickView(LACK)).text());
    expect(lack.querySelector('form.variations_form')!.getAttribute('data-product_variations')).toBe('false');
  });

  it('answers 400 text for unknown products and can be faulted', async () => {
    for (const product of ['9999', 'abc', '', 1141]) {
      const res = await quickView(product);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('Das Produkt wurde nicht gefunden.');
    }
    await shop.client.postJson('/__demo/faults', { endpoint: 'flatsome_quickview', mode: 'error_body', times: 1 });
    const faulted = await quickView(101);
    expect([faulted.status, await faulted.text()]).toEqual([200, '0']);
    await shop.client.postJson('/__demo/faults', { endpoint: 'flatsome_quickview', mode: 'http500', times: 1 });
    expect((await quickView(101)).status).toBe(500);
  });

  it('listing items carry a quick view trigger that links to the product page', async () => {
    const doc = await page('/shop/');
    const items = [...doc.querySelectorAll('ul.products > li.product')];
    expect(items).toHaveLength(24);
    for (const li of items) {
      const link = li.querySelector(':scope > sf-quick-view > a.quick-view')!;
      const id = /post-(\d+)/.exec(li.className)![1]!;
      expect(link.getAttribute('data-prod')).toBe(id);
      expect(link.getAttribute('href')).toBe(li.querySelector('a.woocommerce-LoopProduct-link')!.getAttribute('href'));
      expect(link.getAttribute('aria-label')).toBe(`Schnellansicht: „${li.querySelector('h2')!.textContent}“`);
      expect(link.textContent).toBe('Schnellansicht');
    }
  });
});

describe('accessibility of the new pages (axe-core in jsdom)', () => {
  it('would catch role=tab on the li around a link (why the server prints no tab roles)', async () => {
    const bad = await axeViolations(
      '<!doctype html><html lang="de"><head><title>x</title></head><body><main><ul role="tablist"><li role="tab" aria-controls="p"><a href="#p">Beschreibung</a></li></ul><div role="tabpanel" id="p"><p>x</p></div></main></body></html>',
    );
    expect(bad.join('\n')).toMatch(/nested-interactive/);
  });

  it('has no violations and unique ids on the new product pages, the quick view and the review error page', async () => {
    const problems: string[] = [];
    const check = async (label: string, text: string) => {
      for (const v of await axeViolations(text)) problems.push(`${label}: ${v}`);
      for (const id of duplicateIds(text)) problems.push(`${label}: duplicate id ${id}`);
    };
    for (const slug of ['felgen-lackstift', 'boxenstopp-wuerstchen-im-glas', 'kuehlmittel-konzentrat-1-l', 'scheibenreiniger-winter-3-l', 'led-tagfahrlicht-set', 'sitzbezuege-sport', 'ambientebeleuchtung-rgb', 'universal-frontspoiler']) {
      await check(slug, (await shop.client.getPage(`/product/${slug}/`)).text);
    }
    await shop.client.post('/wp-comments-post.php', { rating: '5', comment: 'Top', author: 'A', email: 'a@example.de', comment_post_ID: '101' });
    await check('after a review', (await shop.client.getPage('/product/universal-frontspoiler/')).text);
    const error = await shop.client.post('/wp-comments-post.php', { rating: '', comment_post_ID: '101' });
    await check('review error', await error.text());
    // quick view content placed into the shop page (as the popup does)
    const listing = (await shop.client.getPage('/shop/')).text;
    for (const id of [101, 114, LACK]) {
      const content = await (await shop.client.post('/wp-admin/admin-ajax.php', { action: 'flatsome_quickview', product: id })).text();
      await check(`quick view ${id}`, listing.replace('</main>', `<div class="quick-view-popup">${content}</div></main>`));
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

// ---- 'Buy now' and the sticky add-to-cart bar ----------------------------------------------

const SPOILER = '/product/universal-frontspoiler/';
const RIM_CLEANER = '/product/felgenreiniger-konzentrat/';
const LIGHTS = '/product/led-tagfahrlicht-set/';

describe("'buy now' button", () => {
  it.each([
    [SPOILER, '101'],
    [RIM_CLEANER, '114'],
  ])('%s offers it in the purchase form, after the add button, naming the product', async (path, id) => {
    const doc = await page(path);
    const buyNow = doc.querySelector<HTMLButtonElement>('form.cart button.buy-now-button')!;
    expect(buyNow.textContent).toBe('Jetzt kaufen');
    expect([buyNow.type, buyNow.name, buyNow.value]).toEqual(['submit', 'sf-buy-now', id]);
    expect(buyNow.previousElementSibling!.matches('.single_add_to_cart_button')).toBe(true);
  });

  it('is left out where the product does not offer it', async () => {
    const doc = await page(LIGHTS);
    expect(doc.querySelector('form.cart')).not.toBeNull();
    expect(doc.querySelector('.buy-now-button')).toBeNull();
  });

  it('posts: adds the quantity and goes on to the checkout, which lists it', async () => {
    const res = await shop.client.post(SPOILER, { quantity: 2, 'sf-buy-now': 101 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 101, quantity: 2 })]);
    const doc = await page('/checkout/');
    expect(doc.querySelector('table.woocommerce-checkout-review-order-table')!.textContent).toContain('Universal Frontspoiler');
  });

  it('posts a chosen variation as the variations form sends it', async () => {
    const res = await shop.client.post(RIM_CLEANER, { attribute_pa_inhalt: '1-l', quantity: 3, 'add-to-cart': 114, product_id: 114, variation_id: 1142, 'sf-buy-now': 114 });
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 3 })]);
  });

  it('an add the cart refuses stays on the product page and says why', async () => {
    const res = await shop.client.post(RIM_CLEANER, { attribute_pa_inhalt: '5-l', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0, 'sf-buy-now': 114 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(RIM_CLEANER);
    expect((await shop.client.state()).count).toBe(0);
    const doc = await page(RIM_CLEANER);
    expect(doc.querySelector('.woocommerce-error')!.textContent).toMatch(/nicht/);
  });

  it.each([
    [SPOILER, { 'sf-buy-now': 'ja' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': '' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': 114 }, 'Das Produkt 114 gehört nicht zu „Universal Frontspoiler“.'],
    [LIGHTS, { 'sf-buy-now': 108 }, 'Für „LED-Tagfahrlicht Set“ gibt es „Jetzt kaufen“ nicht.'],
    [RIM_CLEANER, { 'sf-buy-now': 114, 'add-to-cart': 101 }, '„Jetzt kaufen“ und „In den Warenkorb“ nennen verschiedene Produkte.'],
  ])('%s refuses %o with a German 400 page and adds nothing', async (path, form, message) => {
    const res = await shop.client.post(path, { quantity: 1, ...form });
    expect(res.status).toBe(400);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('„Jetzt kaufen“ war nicht möglich');
    expect([...doc.querySelectorAll('[role=alert] ul.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    expect(doc.querySelector('main p a')!.getAttribute('href')).toBe(path);
    expect((await shop.client.state()).count).toBe(0);
  });
});

describe('sticky add-to-cart bar markup', () => {
  it('follows the product, printed hidden, with image, name, price, its own quantity and button', async () => {
    const { text } = await shop.client.getPage(SPOILER);
    const doc = dom(text);
    const element = doc.querySelector('sf-sticky-add-to-cart')!;
    expect(element.getAttribute('for')).toBe('product-101');
    expect(element.previousElementSibling!.id).toBe('product-101');
    const bar = element.querySelector<HTMLElement>('section.sticky-add-to-cart')!;
    // Without JavaScript it never shows (and so duplicates nothing).
    expect(bar.hidden).toBe(true);
    expect(bar.getAttribute('aria-label')).toBe('Kaufleiste');
    expect(bar.querySelector('img.sticky-add-to-cart__image')!.getAttribute('alt')).toBe('');
    expect(bar.querySelector('.sticky-add-to-cart__name')!.textContent).toBe('Universal Frontspoiler');
    expect(bar.querySelector('.sticky-add-to-cart__price')!.innerHTML).toBe(doc.querySelector('.summary p.price')!.innerHTML);
    const quantity = bar.querySelector<HTMLInputElement>('sf-quantity input[type=number]')!;
    expect(doc.querySelector(`label[for="${quantity.id}"]`)!.textContent).toBe('Menge für „Universal Frontspoiler“ (Kaufleiste)');
    // Never posted: no name, in no form.
    expect([quantity.name, quantity.form]).toEqual(['', null]);
    expect([quantity.min, quantity.step, quantity.value]).toEqual(['1', '1', '1']);
    const button = bar.querySelector<HTMLButtonElement>('button.sticky-add-to-cart__button')!;
    expect([button.type, button.textContent]).toEqual(['button', 'In den Warenkorb (Kaufleiste)']);
    expect(duplicateIds(text)).toEqual([]);
  });

  it('carries the form field’s rules (decimal step) and the shown price', async () => {
    const doc = await page('/product/carbon-folie-meterware/');
    const [form, bar] = [doc.querySelector<HTMLInputElement>('form.cart input[name=quantity]')!, doc.querySelector<HTMLInputElement>('.sticky-add-to-cart input')!];
    expect([bar.min, bar.max, bar.step, bar.value, bar.inputMode]).toEqual([form.min, form.max, form.step, form.value, 'decimal']);
  });

  it('has no quantity when the product is sold individually, and no bar when it cannot be bought', async () => {
    const inspection = getProduct(106)!;
    const doc = await page(`/product/${inspection.slug}/`);
    expect(doc.querySelector('.sticky-add-to-cart button')).not.toBeNull();
    expect(doc.querySelector('.sticky-add-to-cart input')).toBeNull();
    const soldOut = getProduct(107)!;
    expect((await page(`/product/${soldOut.slug}/`)).querySelector('sf-sticky-add-to-cart')).toBeNull();
  });

  it('keeps the product page axe-clean (jsdom, no colour contrast)', async () => {
    expect(await axeViolations((await shop.client.getPage(RIM_CLEANER)).text)).toEqual([]);
  }, 30_000);
});
