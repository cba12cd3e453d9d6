import { GUEST_BILLING_FIELDS } from '../../demo-server/checkout/sample-address';
import type { ThemeName } from '../../demo-server/theme/choice';
import { stockShopFlows, type StockShop } from '../flows/stock-shop';
import { test } from '../support/fixtures';

/**
 * The flows of issue 26 (e2e/flows/stock-shop.ts, the same the real shop runs) on the demo shop,
 * in its stock theme (`sf_theme=storefront`: WooCommerce's and Storefront's markup with our
 * elements as the WordPress plugin prints them) and in its seed theme (the default), whose
 * header cart is told to the flows. Products: Universal Frontspoiler (simple, 101),
 * Felgenreiniger Konzentrat (variable, 114; 1 l = 1142).
 */
const SEED_MARKUP: StockShop['markup'] = { headerCount: 'sf-mini-cart .header-cart-link .header-cart-count', miniCart: 'sf-mini-cart' };

function demoShop(origin: string, theme: ThemeName): StockShop {
  return {
    origin,
    listingPath: '/shop/',
    simple: { path: '/product/universal-frontspoiler/', id: 101 },
    variable: { path: '/product/felgenreiniger-konzentrat/', id: 114, attribute: 'attribute_pa_inhalt', value: '1-l', variationId: 1142 },
    cartPath: '/cart/',
    checkoutPath: '/checkout/',
    // German law: the terms box, required by the demo shop's checkout (Germanized).
    checkoutFields: { ...GUEST_BILLING_FIELDS, terms: '1' },
    paymentMethod: 'bacs',
    markup: theme === 'flatsome' ? SEED_MARKUP : undefined,
  };
}

for (const theme of ['storefront', 'flatsome'] as const) {
  test.describe(`demo shop, ${theme === 'storefront' ? 'stock theme (Storefront)' : 'seed theme'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'sf_theme', value: theme, url: baseURL! }]);
    });
    for (const flow of stockShopFlows) {
      test(flow.name, async ({ page, baseURL }) => {
        await flow.run(page, demoShop(baseURL!, theme));
      });
    }
  });
}
