/** Variable products: the variations form, its non-JS post and wc-ajax=get_variation. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_FIELDS } from './legal.ts';
import { testShop } from '../test-helpers.ts';

const shop = testShop();

type Json = Record<string, unknown>;

const LACK = 118; // Felgen-Lackstift, 32 variations
const GUNMETAL_100 = 11828; // not purchasable
const GOLD_100 = 11824; // out of stock

describe('product page: variation form', () => {
  it('prints the WooCommerce variable.php markup inside sf-add-to-cart > sf-variation-form', async () => {
    const doc = await shop.client.pageDocument('/product/felgen-lackstift/');
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
    // WooCommerce 9.x: the link sits after the last attribute's select, shown and hidden through
    // CSS visibility (its script toggles it), never with the hidden attribute.
    const reset = form.querySelector('a.reset_variations[href="#"]')!;
    expect(reset.hasAttribute('hidden')).toBe(false);
    expect(reset.parentElement!.matches('table.variations tr:last-child td.value')).toBe(true);
    expect(reset.previousElementSibling!.id).toBe('pa_inhalt');
    expect([reset.getAttribute('aria-label'), reset.textContent]).toEqual(['Auswahl zurücksetzen', 'Zurücksetzen']);
    expect(form.querySelector('.single_variation_wrap .woocommerce-variation.single_variation[role=alert][aria-relevant=additions]')).not.toBeNull();
    expect(form.querySelector('.woocommerce-variation-add-to-cart.variations_button sf-quantity input#quantity_118[name=quantity]')).not.toBeNull();
    expect(form.querySelector('input[type=hidden][name=variation_id].variation_id')!.getAttribute('value')).toBe('0');
  });

  it('the theme hides the reset link with visibility, as woocommerce.css does', () => {
    const css = readFileSync(new URL('../public/theme.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.variations_form \.reset_variations\s*\{[^}]*visibility:\s*hidden/);
  });

  it('accepts the non-JS post with attributes and refuses unavailable or inconsistent choices', async () => {
    await shop.client.post('/product/felgen-lackstift/', { attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml', quantity: 2, 'add-to-cart': LACK, product_id: LACK, variation_id: 0 });
    expect((await shop.client.state()).items).toEqual([
      expect.objectContaining({ productId: LACK, variationId: 11810, quantity: 2, variation: { attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml' } }),
    ]);
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
      const res = await shop.client.post('/product/felgen-lackstift/', { ...form, 'add-to-cart': LACK, quantity: 1 });
      expect(res.status, JSON.stringify(form)).toBe(303);
    }
    const notices = (await shop.client.pageDocument('/product/felgen-lackstift/')).querySelectorAll('ul.woocommerce-error li');
    expect([...notices].map((li) => li.textContent)).toEqual([
      '„Felgen-Lackstift – Gunmetal, 100 ml“ kann leider nicht gekauft werden.',
      '„Felgen-Lackstift – Gunmetal, 100 ml“ kann leider nicht gekauft werden.',
      'Du kannst „Felgen-Lackstift – Gold, 100 ml“ nicht in den Warenkorb legen, da das Produkt nicht vorrätig ist.',
      'Ungültiger Wert für „Farbe“ übermittelt.',
      'Ungültiger Wert für „Farbe“ übermittelt.',
      'Die gewählte Ausführung gehört nicht zu „Felgen-Lackstift“.',
      'Bitte wähle Produktoptionen für „Felgen-Lackstift“ aus, bevor du den Artikel in den Warenkorb legst.',
    ]);
    // The asynchronous add names the variation by its own id.
    const ok = await shop.client.addToCart({ product_id: 11810 });
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
    for (const key of [
      'variation_id',
      'attributes',
      'variation_is_visible',
      'variation_is_active',
      'is_purchasable',
      'is_in_stock',
      'is_sold_individually',
      'min_qty',
      'max_qty',
      'sku',
      'weight',
      'weight_html',
      'dimensions',
      'dimensions_html',
      'image_id',
      'image_link',
      'image_src',
      'image',
      'price_html',
      'display_price',
      'availability_html',
      'has_product_safety_information',
      ...LEGAL_FIELDS,
    ]) {
      expect(v, key).toHaveProperty(key);
    }
    expect(v.variation_id).toBe(1141);
    expect(v.display_price).toBe(8.95);
    expect(v.weight_html).toBe('0,55 kg');
    expect(Object.keys(v.image as Json)).toEqual(
      expect.arrayContaining(['src', 'src_h', 'src_w', 'srcset', 'sizes', 'title', 'caption', 'alt', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src', 'thumb_src']),
    );
    expect((v.image as Json).full_src).toBe('/images/felgenreiniger-konzentrat-1200x1200.svg');
    expect((v.image as Json).full_src_w).toBe(1200);
    // the inline data and the endpoint agree
    const inline = JSON.parse((await shop.client.pageDocument('/product/felgenreiniger-konzentrat/')).querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Json[];
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
