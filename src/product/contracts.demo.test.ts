/**
 * Contract tests: the widgets' own requests and parsers (./contracts.ts) against the demo
 * shop's real answers, one test per endpoint.
 */
import { describe, expect, it } from 'vitest';
import { routeWidgetRequestsTo, testShop } from '../../demo-server/test-helpers';
import { getQuickView, getVariation, refreshUnitPrices } from './contracts';

const shop = testShop();
routeWidgetRequestsTo(shop);

/** The unit price queue's token the shop printed for this visitor (page global). */
async function unitPriceToken(): Promise<string> {
  const { text } = await shop.client.getPage('/product/hartwachs-premium-250-ml/');
  return /"refresh_unit_price_nonce":"([^"]+)"/.exec(text)![1]!;
}

describe('product contracts on the demo shop', () => {
  it('get_variation: the matching variation; no match; a product that has none fails', async () => {
    const found = await getVariation('114', { attribute_pa_inhalt: '500-ml' });
    expect(found).toMatchObject({ kind: 'found', variation: { variation_id: 1141, attributes: { attribute_pa_inhalt: '500-ml' } } });
    expect(await getVariation('114', { attribute_pa_inhalt: 'gibt-es-nicht' })).toEqual({ kind: 'none' });
    expect(await getVariation('101', {})).toEqual({ kind: 'failed', aborted: false });
  });

  it('gzd_refresh_unit_price: the unit price for each key; a wrong token answers no unit prices', async () => {
    const token = await unitPriceToken();
    const item = { product_id: '115', price: '24.9', price_sale: '', quantity: '1', key: '115' };
    const answered = await refreshUnitPrices([item], token);
    expect(answered?.['115']).toEqual({ product_id: 115, unit_price_html: expect.stringContaining('9,96') });
    expect(await refreshUnitPrices([item], 'falsch')).toBeNull();
  });

  it('{theme}_quickview: the popup HTML; an unknown product fails', async () => {
    const shown = await getQuickView('101');
    expect(shown.kind).toBe('html');
    expect(shown.kind === 'html' && shown.html).toContain('Universal Frontspoiler');
    expect(await getQuickView('99999')).toEqual({ kind: 'failed', aborted: false });
  });
});
