/**
 * Contract test: the live search's own request and parser (./contracts.ts) against the demo
 * shop's real answers.
 */
import { describe, expect, it } from 'vitest';
import { routeWidgetRequestsTo, testShop } from '../../demo-server/test-helpers';
import { searchProducts } from './contracts';

const shop = testShop();
routeWidgetRequestsTo(shop);

describe('search contract on the demo shop', () => {
  it('{theme}_ajax_search_products: text-only suggestions with product URL, image and price text', async () => {
    const found = await searchProducts('frontspoiler', '');
    expect(found).toEqual({
      kind: 'suggestions',
      suggestions: [
        {
          id: 101,
          name: 'Universal Frontspoiler',
          url: `${shop.server.baseUrl}/product/universal-frontspoiler/`,
          image: `${shop.server.baseUrl}/images/universal-frontspoiler.svg`,
          price: '89,50\u00a0€',
        },
      ],
    });
  });

  it('a sale price reads as words; the category narrows; no match is the theme line that leads nowhere', async () => {
    const sale = await searchProducts('Seitenschweller', 'universal');
    expect(sale.kind === 'suggestions' && sale.suggestions[0]?.price).toBe('Ursprünglicher Preis war: 149,00 €. Aktueller Preis ist: 129,00 €.');
    expect(await searchProducts('led', 'pflege')).toEqual({
      kind: 'suggestions',
      suggestions: [{ id: -1, name: 'Keine Produkte gefunden.', url: null, image: null, price: null }],
    });
  });

  it('a query over 100 characters is refused by the shop and read as a failure', async () => {
    expect(await searchProducts('x'.repeat(101), '')).toEqual({ kind: 'failed', aborted: false, reason: 'shape' });
  });
});
