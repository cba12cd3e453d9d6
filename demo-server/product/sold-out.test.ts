/** Sold-out products: listings say so next to the link to the product; no delivery time for what cannot be delivered. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('sold-out products', () => {
  it('listings: "Nicht vorrätig" before the product link button, only for sold-out products', async () => {
    const doc = dom((await shop.client.getPage('/product-category/universal/')).text);
    const soldOut = doc.querySelector('li.post-107')!;
    expect(soldOut.querySelector('p.stock.out-of-stock')!.textContent).toBe('Nicht vorrätig');
    expect(soldOut.querySelector('p.stock.out-of-stock + a.button')!.textContent).toBe('Weiterlesen');
    expect(doc.querySelectorAll('li.product p.stock')).toHaveLength(1);
  });

  it('product page and variation data: no delivery time when out of stock', async () => {
    const { text } = await shop.client.getPage('/product/kotfluegelverbreiterung-set/');
    const summary = dom(text).querySelector('.summary')!;
    expect(summary.querySelector('p.stock.out-of-stock')!.textContent).toBe('Nicht vorrätig');
    expect(summary.querySelector('[data-sf-block=delivery_time]')!.hasAttribute('hidden')).toBe(true);
    expect(summary.querySelector('[data-sf-field=delivery_time]')!.textContent).toBe('');
    const variable = (await shop.client.getPage('/product/felgenreiniger-konzentrat/')).text;
    const json = /data-product_variations="([^"]*)"/.exec(variable)![1]!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    const variations = JSON.parse(json) as { variation_id: number; is_in_stock: boolean; delivery_time: string }[];
    expect(variations.map((v) => [v.variation_id, v.is_in_stock, v.delivery_time])).toEqual([
      [1141, true, '1–2 Werktage'],
      [1142, true, '3–5 Werktage'],
      [1143, false, ''],
    ]);
  });
});
