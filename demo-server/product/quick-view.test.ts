/** Flatsome's quick view (admin-ajax flatsome_quickview) and its triggers in listings. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

const LACK = 118; // Felgen-Lackstift, 32 variations

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
    const doc = await shop.client.pageDocument('/shop/');
    const items = [...doc.querySelectorAll('ul.products > li.product')];
    expect(items).toHaveLength(24);
    for (const li of items) {
      expect(li.closest('sf-quick-view')).not.toBeNull();
      const link = li.querySelector(':scope > a.quick-view')!;
      const id = /post-(\d+)/.exec(li.className)![1]!;
      expect(link.getAttribute('data-prod')).toBe(id);
      expect(link.getAttribute('href')).toBe(li.querySelector('a.woocommerce-LoopProduct-link')!.getAttribute('href'));
      expect(link.getAttribute('aria-label')).toBe(`Schnellansicht: „${li.querySelector('h2')!.textContent}“`);
      expect(link.textContent).toBe('Schnellansicht');
    }
  });
});
