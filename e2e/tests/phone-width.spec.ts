import { categories } from '../../demo-server/product/catalogue';
import { categoryUrl } from '../../demo-server/shared/markup';
import { legalPages } from '../../demo-server/site/legal-pages';
import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/layout';
import { addViaApi, waitForWidgets } from '../support/shop';
import { logInAsDemoCustomer, pendingOrderPayUrl, placeOrderViaApi } from '../support/checkout';
import type { APIRequestContext } from '@playwright/test';

/**
 * Phone width (375 px, issue 9 item 15): no demo page scrolls sideways (long German compound
 * names wrap), and the header menu is a menu button (`<details>`) that opens by keyboard.
 * The pages the accessibility walk loads with a filled cart (shop, the categories it walks, the
 * filled cart, checkout) are checked there, at 375 px in the same page load as axe; here every
 * other page, with a filled cart.
 */
const PHONE = { width: 375, height: 800 };

/** Categories the accessibility walk loads with a filled cart. */
const WALKED_CATEGORIES = ['beleuchtung', 'universal'];

const pages: Array<{ name: string; path: string; status?: number; /** Makes the page's state and returns where it is (an order's page). */ open?: (request: APIRequestContext) => Promise<string> }> = [
  { name: 'home', path: '/' },
  ...categories.filter((category) => !WALKED_CATEGORIES.includes(category.slug)).map((category) => ({ name: `category ${category.name}`, path: categoryUrl(category.slug) })),
  { name: 'product, simple', path: productPath(PRODUCTS.frontSpoiler) },
  { name: 'product, variable', path: productPath(PRODUCTS.rimCleaner) },
  ...['/my-account/', '/versand/', '/__demo/'].map((path) => ({ name: path.slice(1, -1), path })),
  ...legalPages.map((legal) => ({ name: legal.title, path: legal.path })),
  { name: '404 page', path: '/gibt-es-nicht/', status: 404 },
  { name: 'order received (Vorkasse)', path: '/checkout/order-received/', open: (request) => placeOrderViaApi(request, 'bacs') },
  { name: 'pay for order', path: '/checkout/order-pay/', open: (request) => pendingOrderPayUrl(request) },
  { name: 'my account orders, logged in', path: '/my-account/orders/', open: async (request) => (await logInAsDemoCustomer(request), await placeOrderViaApi(request, 'cod'), '/my-account/orders/') },
  { name: 'demo control with an order', path: '/__demo/', open: async (request) => (await placeOrderViaApi(request, 'invoice'), '/__demo/') },
];

test.describe('375 px: no page scrolls sideways', () => {
  for (const { name, path: listed, status = 200, open } of pages) {
    test(`${name} (${listed})`, async ({ page, consoleGuard }) => {
      if (status === 404) consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      // A filled cart: its rows, the checkout's order review and the control page's cart list have long names too.
      await addViaApi(page.request, PRODUCTS.inspection);
      await addViaApi(page.request, PRODUCTS.carbonFoil, '2.5');
      await addViaApi(page.request, PRODUCTS.rimCleaner, 1, { variation_id: '1141', attribute_pa_inhalt: '500-ml' });
      // An order's page: a second cart, as the order empties the first.
      const path = open ? await open(page.request) : listed;
      if (open) await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await page.setViewportSize(PHONE);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForWidgets(page, { require: ['sf-cart-drawer'] });
      await expectNoSidewaysScroll(page, path);
    });
  }
});

test.describe('header menu', () => {
  test('375 px: a menu button opens the menu by keyboard', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    const details = page.locator('header details.site-menu');
    const button = details.locator('summary', { hasText: 'Menü' });
    await expect(button).toBeVisible();
    await expect(details).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'Beleuchtung' })).toBeHidden();

    // Skip link, logo, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    for (const name of ['Shop', 'UNIVERSAL', 'Beleuchtung', 'Pflege', 'Innenraum', 'Mein Konto']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'page');

    // Closes again with the same key on the button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'Beleuchtung' })).toBeHidden();
  });

  test('1280 px: the menu is a row of links without a button', async ({ page }) => {
    await page.goto('/shop/');
    await expect(page.locator('summary', { hasText: 'Menü' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    for (const name of ['Shop', 'UNIVERSAL', 'Beleuchtung', 'Pflege', 'Innenraum', 'Mein Konto']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const tops = await menu.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
