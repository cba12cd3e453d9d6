import { categories } from '../../demo-server/product/catalogue';
import { categoryUrl } from '../../demo-server/shared/markup';
import { legalPages } from '../../demo-server/site/legal-pages';
import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/layout';
import { addViaApi, waitForWidgets } from '../support/shop';
import { expectNoAxeViolations } from '../support/axe';
import { logInAsDemoCustomer, pendingOrderPayUrl, placeOrderViaApi } from '../support/checkout';
import type { APIRequestContext } from '@playwright/test';

/**
 * Phone width (375 px): no demo page scrolls sideways (long German compound
 * names wrap), and the header menu is a menu button that opens the off-canvas menu by keyboard.
 * The pages the accessibility walk loads with a filled cart (shop, the categories it walks, the
 * filled cart, checkout) are checked there, at 375 px in the same page load as axe; here every
 * other page, with a filled cart.
 */
const PHONE = { width: 375, height: 800 };

/** Categories the accessibility walk loads with a filled cart. */
const WALKED_CATEGORIES = ['beleuchtung', 'universal'];

const pages: Array<{
  name: string;
  path: string;
  status?: number;
  /** Makes the page's state and returns where it is (an order's page). */
  open?: (request: APIRequestContext) => Promise<string>;
  /** Widgets that load later (at idle) and draw something that must fit too. */
  require?: string[];
}> = [
  { name: 'home', path: '/' },
  ...categories.filter((category) => !WALKED_CATEGORIES.includes(category.slug)).map((category) => ({ name: `category ${category.name}`, path: categoryUrl(category.slug) })),
  { name: 'product, simple', path: productPath(PRODUCTS.frontSpoiler) },
  { name: 'product, variable', path: productPath(PRODUCTS.rimCleaner) },
  ...['/my-account/', '/versand/', '/inhalte/', '/kontakt/', '/__demo/'].map((path) => ({ name: path.slice(1, -1), path })),
  {
    name: 'content, staff: store notice, coming-soon banner, admin bar, edit links',
    path: '/inhalte/',
    open: async (request) => (await request.post('/__demo/theme', { data: { storeNotice: true, comingSoonBanner: true, adminBar: true } }), '/inhalte/'),
    require: ['sf-edit-links'],
  },
  ...legalPages.map((legal) => ({ name: legal.title, path: legal.path })),
  { name: '404 page', path: '/gibt-es-nicht/', status: 404 },
  { name: 'order received (Vorkasse)', path: '/checkout/order-received/', open: (request) => placeOrderViaApi(request, 'bacs') },
  { name: 'pay for order', path: '/checkout/order-pay/', open: (request) => pendingOrderPayUrl(request) },
  { name: 'my account orders, logged in', path: '/my-account/orders/', open: async (request) => (await logInAsDemoCustomer(request), await placeOrderViaApi(request, 'cod'), '/my-account/orders/') },
  { name: 'demo control with an order', path: '/__demo/', open: async (request) => (await placeOrderViaApi(request, 'invoice'), '/__demo/') },
];

test.describe('375 px: no page scrolls sideways', () => {
  for (const { name, path: listed, status = 200, open, require = [] } of pages) {
    test(`${name} (${listed})`, async ({ page, consoleGuard }) => {
      if (status === 404) consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      // A filled cart: its rows, the checkout's order review and the control page's cart list have long names too.
      await addViaApi(page.request, PRODUCTS.inspection);
      await addViaApi(page.request, PRODUCTS.carbonFoil, '2.5');
      await addViaApi(page.request, 1141);
      // An order's page: a second cart, as the order empties the first.
      const path = open ? await open(page.request) : listed;
      if (open) await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await page.setViewportSize(PHONE);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForWidgets(page, { require: ['sf-cart-drawer', ...require] });
      await expectNoSidewaysScroll(page, path);
    });
  }
});

test.describe('header menu', () => {
  test('375 px: the menu button opens the off-canvas menu by keyboard (focus in, Escape closes, focus back); axe with it open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-cart-drawer', 'sf-popup'] });
    const button = page.locator('header').getByRole('link', { name: 'Menü', exact: true });
    const panel = page.getByRole('dialog', { name: 'Menü' });
    const menu = panel.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'main-menu');
    await expect(panel).toBeHidden();
    // The header's row of links is for wide screens only.
    await expect(page.locator('header').getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();

    // Skip link, logo, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await panel.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
    await expect(page).toHaveURL('/shop/'); // opened in place, not followed to #main-menu
    for (const name of ['Shop', 'UNIVERSAL', 'Beleuchtung', 'Pflege', 'Innenraum', 'Mein Konto']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, '/shop/ main menu open, 375 px');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Its × (a link out of :target for shoppers without script) closes it in place, by Space too.
    await page.keyboard.press('Enter');
    const close = panel.getByRole('button', { name: 'Menü schließen' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await close.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/shop/');
  });

  test('1280 px: the menu is a row of links without a button', async ({ page }) => {
    await page.goto('/shop/');
    await expect(page.locator('header').getByRole('link', { name: 'Menü', exact: true })).toBeHidden();
    const menu = page.locator('header').getByRole('navigation', { name: 'Hauptmenü' });
    for (const name of ['Shop', 'UNIVERSAL', 'Beleuchtung', 'Pflege', 'Innenraum', 'Mein Konto']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const tops = await menu.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('header menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('375 px: the menu button is a link to #main-menu, the panel shows by :target, its × hides it again', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop/');
    const panel = page.locator('dialog#main-menu');
    await expect(panel).toBeHidden();
    await page.locator('header').getByRole('link', { name: 'Menü', exact: true }).click();
    await expect(page).toHaveURL('/shop/#main-menu');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Beleuchtung', exact: true })).toBeInViewport({ ratio: 1 });
    // The × leaves the :target: the panel hides, back at the menu button.
    await panel.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(page).toHaveURL('/shop/#main-menu-button');
    await expect(panel).toBeHidden();
    await page.locator('header').getByRole('link', { name: 'Menü', exact: true }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Beleuchtung', exact: true }).click();
    await expect(page).toHaveURL(/\/product-category\/beleuchtung\/$/);
  });
});
