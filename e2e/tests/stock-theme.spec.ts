import { GUEST_BILLING_FIELDS } from '../../demo-server/checkout/sample-address';
import type { ThemeName } from '../../demo-server/theme/choice';
import { stockShopFlows, type StockShop } from '../flows/stock-shop';
import { expectNoAxeViolations } from '../support/axe';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addViaApi, waitForWidgets } from '../support/shop';

/**
 * The stock-shop flows (e2e/flows/stock-shop.ts, the same the real shop runs) on the demo shop,
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
    // Every page and state of both themes is walked by axe on its own (below, accessibility.spec.ts).
    axe: false,
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

test.describe('demo shop, stock theme: every page it prints', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'sf_theme', value: 'storefront', url: baseURL! }]);
  });

  /** Each page with what it needs first: a filled cart, an order. */
  const pages: Array<{ name: string; path: (request: APIRequestContext) => Promise<string> }> = [
    { name: 'empty cart', path: async () => '/cart/' },
    { name: 'shop', path: async () => '/shop/' },
    { name: 'category', path: async () => '/product-category/pflege/' },
    { name: 'simple product', path: async () => '/product/universal-frontspoiler/' },
    { name: 'variable product', path: async () => '/product/felgenreiniger-konzentrat/' },
    { name: 'filled cart', path: async (request) => (await addViaApi(request, 101, 2), await addViaApi(request, 1142, 1), '/cart/') },
    { name: 'checkout', path: async (request) => (await addViaApi(request, 101, 1), '/checkout/') },
    {
      name: 'order received',
      path: async (request) => {
        const created = await request.post('/__demo/orders', { data: {} });
        expect(created.status()).toBe(201);
        return ((await created.json()) as { order: { urls: { received: string } } }).order.urls.received;
      },
    },
  ];

  for (const width of [1280, 375]) {
    // One walk per width: the pages in this order share one visitor (the empty cart comes first).
    test(`every page at ${width} px: axe clean, nothing wider than the screen, the cart reachable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { name, path } of pages) {
        await test.step(name, async () => {
          await page.goto(await path(page.request));
          await expect(page.locator('#masthead')).toBeVisible();
          await waitForWidgets(page);
          await expectNoAxeViolations(page, `${name} at ${width} px`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width);
          // The cart's way in: the header cart from 768 px on, the handheld bar's link below.
          const cartLink = width >= 768 ? page.locator('#site-header-cart a.cart-contents') : page.locator('.storefront-handheld-footer-bar a.footer-cart-contents');
          await expect(cartLink).toBeVisible();
        });
      }
    });
  }
});
