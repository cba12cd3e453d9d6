/** Germanized legal info on product pages: every field in its data-sf-field hook. */
import { describe, expect, it } from 'vitest';
import { products } from './catalogue.ts';
import { LEGAL_FIELDS, legalValues } from './legal.ts';
import { testShop } from '../test-helpers.ts';

const shop = testShop();

type Json = Record<string, unknown>;

describe('product page: legal info hooks', () => {
  const pagesByField = new Map<string, string>();

  it('renders every legal field in a data-sf-field element whose innerHTML is the field value', async () => {
    const missing = new Set<string>(LEGAL_FIELDS.filter((f) => f !== 'includes_alcohol'));
    for (const product of products.filter((p) => p.type === 'simple')) {
      const doc = await shop.client.pageDocument(`/product/${product.slug}/`);
      const values = legalValues(product);
      // Re-serialises a field's HTML through the parser. One scratch element per page, not a
      // new jsdom per field: 22 pages × 29 fields of jsdom cost half a minute.
      const scratch = doc.createElement('div');
      const parsed = (fieldHtml: string) => ((scratch.innerHTML = fieldHtml), scratch.innerHTML);
      for (const element of doc.querySelectorAll('[data-sf-field]')) {
        const field = element.getAttribute('data-sf-field') as (typeof LEGAL_FIELDS)[number];
        expect(LEGAL_FIELDS, field).toContain(field);
        // the hook contract: innerHTML === the field's HTML (re-serialised by the parser)
        expect(element.innerHTML, `${product.slug} ${field}`).toBe(parsed(values[field]));
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
    const coolant = await shop.client.pageDocument('/product/kuehlmittel-konzentrat-1-l/');
    const summary = coolant.querySelector('.summary')!;
    expect(summary.querySelector('sf-unit-price[product-id="104"] > p.price')!.textContent).toBe('9,40\u00a0€');
    expect(summary.querySelector('sf-unit-price > p.price.price-unit.smaller.wc-gzd-additional-info > span.unit-price[data-sf-field=unit_price]')!.textContent).toBe('9,40\u00a0€ / 1 l');
    expect(summary.querySelector('.legal-price-info p.wc-gzd-additional-info span.wc-gzd-additional-info.tax-info[data-sf-field=tax_info]')!.textContent).toBe('inkl. 19 % MwSt.');
    expect(summary.querySelector('.legal-price-info span.shipping-costs-info a')!.getAttribute('href')).toBe('/versand/');
    expect(summary.querySelector('p.product-units-wrapper.product-units')!.textContent).toBe('Inhalt: 1 l');
    expect(summary.querySelector('p.delivery-time-info span.delivery-time[data-sf-field=delivery_time]')!.textContent).toBe('3–5 Werktage');
    expect(summary.querySelector('p.wc-gzd-additional-info.deposit-amount')!.textContent).toBe('zzgl. 0,25\u00a0€ Pfand');
    expect(summary.querySelector('p.wc-gzd-additional-info.deposit-packaging-type')!.textContent).toBe('Einweg');
    const seats = await shop.client.pageDocument('/product/sitzbezuege-sport/');
    expect(seats.querySelector('.summary div.wc-gzd-additional-info.defect-description')!.textContent).toContain('B-Ware');
    // a product without units has neither sf-unit-price nor p.price-unit
    const spoiler = await shop.client.pageDocument('/product/universal-frontspoiler/');
    expect(spoiler.querySelectorAll('.summary sf-unit-price, .summary p.price-unit, .summary .product-units')).toHaveLength(0);
    expect(spoiler.querySelectorAll('.deposit-amount, .defect-description')).toHaveLength(0);
  });

  it('shows food information (7 % VAT, nutrients table, allergens in bold) and hides alcohol content unless included', async () => {
    const food = await shop.client.pageDocument('/product/boxenstopp-wuerstchen-im-glas/');
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
    const washer = await shop.client.pageDocument('/product/scheibenreiniger-winter-3-l/');
    expect(washer.querySelector('#tab-additional_information tr[data-sf-block=alcohol_content] td[data-sf-field=alcohol_content]')!.textContent).toBe('28 % vol (Ethanol)');
  });

  it('puts manufacturer, safety instructions, documents and power supply into the product safety tab', async () => {
    const doc = await shop.client.pageDocument('/product/led-tagfahrlicht-set/');
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
    expect((await shop.client.pageDocument('/product/sitzbezuege-sport/')).querySelector('#tab-product_safety, #tab-title-product_safety')).toBeNull();
  });

  it('variable product: fields used by any variation are printed with the parent value, hidden when empty', async () => {
    const doc = await shop.client.pageDocument('/product/felgenreiniger-konzentrat/');
    expect(doc.querySelector('.delivery-time[data-sf-field=delivery_time]')!.textContent).toBe('3–5 Werktage');
    // only the 5-l variation has documents: the element exists, empty, its block hidden
    const docs = doc.querySelector('[data-sf-field=product_safety_attachments]')!;
    expect(docs.innerHTML).toBe('');
    expect(docs.closest('[data-sf-block]')!.hasAttribute('hidden')).toBe(true);
    // units: the parent has none, so the units line is hidden; the unit price shows the lowest
    expect(doc.querySelector('p.product-units[data-sf-block=product_units]')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('span.unit-price[data-sf-field=unit_price]')!.textContent).toBe('ab 11,98\u00a0€ / 1 l');
    const variations = JSON.parse(doc.querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Json[];
    expect(variations.map((v) => v.delivery_time)).toEqual(['1–2 Werktage', '3–5 Werktage', ''] /* 5 l is out of stock */);
    expect(variations.map((v) => v.is_purchasable)).toEqual([true, true, false]);
    expect(variations[2]!.product_safety_attachments).toContain('/downloads/frk-14-5-sicherheitsdatenblatt.pdf');
    expect(variations[0]!.unit_price).toContain('17,90&nbsp;');
    expect(variations[0]!.product_units).toBe('0,5 l');
    expect(variations[0]!.has_product_safety_information).toBe(true);
  });
});
