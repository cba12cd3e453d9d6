/** The product page: purchase forms, legal info, and the forms without JavaScript. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('product pages', () => {
  it('renders the simple product form and legal info', async () => {
    const { text } = await shop.client.getPage('/product/universal-frontspoiler/');
    // With the wallet's buttons and message in the form: the test shop runs with its third party.
    expect(text).toContain(
      '<sf-add-to-cart><form class="cart" action="/product/universal-frontspoiler/" method="post" enctype="multipart/form-data"><sf-quantity><div class="quantity"><label class="screen-reader-text" for="quantity_101">Menge von „Universal Frontspoiler“</label><input type="number" id="quantity_101" class="input-text qty text" name="quantity" value="1" min="1" max="9999" step="1" inputmode="numeric" autocomplete="off"></div></sf-quantity><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="101" data-quantity="1" data-success_message="„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt">In den Warenkorb</button><button type="submit" name="sf-buy-now" value="101" class="button buy-now-button">Jetzt kaufen</button><sf-wallet-buttons context="product"><div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div></sf-wallet-buttons><sf-paylater-message context="product"><div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div></sf-paylater-message></form></sf-add-to-cart>',
    );
    const doc = dom(text);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1.product_title.entry-title')!.textContent).toBe('Universal Frontspoiler');
    expect(doc.querySelector('.summary p.price')!.textContent).toBe('89,50\u00a0€');
    expect(doc.querySelector('.summary .tax-info')!.textContent).toBe('inkl. 19 % MwSt.');
    expect(doc.querySelector('.summary .shipping-costs-info')!.textContent).toBe('zzgl. Versandkosten');
    expect(doc.querySelector('.summary .delivery-time-info')!.textContent).toBe('Lieferzeit: 3–5 Werktage');
    expect(doc.querySelector('.product_meta .sku')!.textContent).toBe('UFS-01');
    expect(doc.querySelector('.product_meta .posted_in a')!.getAttribute('href')).toBe('/product-category/universal/');
  });

  it('renders unit prices, decimal quantities, sold-individually and out-of-stock variants', async () => {
    const decimal = dom((await shop.client.getPage('/product/carbon-folie-meterware/')).text);
    const input = decimal.querySelector('input#quantity_105')!;
    expect([input.getAttribute('step'), input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('inputmode')]).toEqual(['0.5', '1', '10', 'decimal']);
    expect(decimal.querySelector('p.price.price-unit.smaller.wc-gzd-additional-info .unit-price')!.textContent).toBe('12,90\u00a0€ / 1 m');
    const wax = dom((await shop.client.getPage('/product/hartwachs-premium-250-ml/')).text);
    expect(wax.querySelector('.unit-price')!.textContent).toBe('9,96\u00a0€ / 100 ml');
    const single = dom((await shop.client.getPage('/product/tuning-gutachten-einzelabnahme/')).text);
    expect(single.querySelector('form.cart input.qty')).toBeNull();
    expect(single.querySelector('form.cart input[type=hidden][name=quantity]')!.getAttribute('value')).toBe('1');
    const oos = dom((await shop.client.getPage('/product/kotfluegelverbreiterung-set/')).text);
    expect(oos.querySelector('p.stock.out-of-stock')!.textContent).toBe('Nicht vorrätig');
    expect(oos.querySelector('form.cart')).toBeNull();
  });

  it('renders the variable product form with variation data', async () => {
    const doc = dom((await shop.client.getPage('/product/felgenreiniger-konzentrat/')).text);
    const form = doc.querySelector('form.variations_form.cart')!;
    expect(form.getAttribute('action')).toBe('/product/felgenreiniger-konzentrat/');
    expect(form.getAttribute('data-product_id')).toBe('114');
    const variations = JSON.parse(form.getAttribute('data-product_variations')!) as Record<string, unknown>[];
    expect(variations.map((v) => [v.variation_id, v.display_price, v.is_in_stock])).toEqual([
      [1141, 8.95, true],
      [1142, 14.9, true],
      [1143, 59.9, false],
    ]);
    expect(variations[0]!.attributes).toEqual({ attribute_pa_inhalt: '500-ml' });
    expect(String(variations[0]!.unit_price)).toContain('17,90&nbsp;');
    expect(String(variations[2]!.unit_price)).toContain('11,98&nbsp;');
    const select = form.querySelector('table.variations select[name=attribute_pa_inhalt]') as HTMLSelectElement;
    expect(form.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Inhalt');
    expect([...select.options].map((o) => o.value)).toEqual(['', '500-ml', '1-l', '5-l']);
    const button = form.querySelector('.single_variation_wrap button.single_add_to_cart_button')!;
    // The add widget sends variation_id and attribute_* with the add; disabled until a variation is chosen.
    expect([...button.classList]).toEqual(['single_add_to_cart_button', 'button', 'alt', 'ajax_add_to_cart', 'disabled', 'wc-variation-selection-needed']);
    expect(button.getAttribute('data-product_id')).toBe('114');
    expect(form.parentElement!.localName).toBe('sf-variation-form');
    expect(form.parentElement!.parentElement!.localName).toBe('sf-add-to-cart');
    expect(form.querySelector('input[name=variation_id]')!.getAttribute('value')).toBe('0');
    expect(form.querySelector('input[name=add-to-cart]')!.getAttribute('value')).toBe('114');
    expect(form.querySelector('input[name=product_id]')!.getAttribute('value')).toBe('114');
  });

  it('404s unknown products', async () => {
    const res = await shop.client.get('/product/gibtsnicht/');
    expect(res.status).toBe(404);
  });
});

describe('non-JS purchase form', () => {
  it('POST of the product form adds (PRG) with the success notice', async () => {
    const res = await shop.client.post('/product/universal-frontspoiler/', { quantity: 3, 'add-to-cart': 101 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/product/universal-frontspoiler/');
    const { text } = await shop.client.getPage('/product/universal-frontspoiler/');
    expect(text).toContain(
      '<div class="woocommerce-message" role="status">3 × „Universal Frontspoiler“ wurden deinem Warenkorb hinzugefügt. <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a></div>',
    );
    await shop.client.post('/product/universal-frontspoiler/', { quantity: 1, 'add-to-cart': 101 });
    expect((await shop.client.getPage('/product/universal-frontspoiler/')).text).toContain(
      '<div class="woocommerce-message" role="status">„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt. <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a></div>',
    );
    expect((await shop.client.state()).items[0]!.quantity).toBe(4);
  });

  it('POST of the variable form finds the variation from attributes', async () => {
    await shop.client.post('/product/felgenreiniger-konzentrat/', { attribute_pa_inhalt: '1-l', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0 });
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 1 })]);
    await shop.client.getPage('/product/felgenreiniger-konzentrat/');
    await shop.client.post('/product/felgenreiniger-konzentrat/', { attribute_pa_inhalt: '', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0 });
    const doc = dom((await shop.client.getPage('/product/felgenreiniger-konzentrat/')).text);
    expect(doc.querySelector('ul.woocommerce-error li')!.textContent).toContain('Bitte wähle Produktoptionen');
  });
});
