import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, setFault, ADD_ERROR, waitForWidgets } from '../support/shop';
import type { APIRequestContext } from '@playwright/test';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/** A cart with the special cases: decimal quantity, sold individually, a variation. */
async function fillCart(request: APIRequestContext) {
  await addViaApi(request, PRODUCTS.frontSpoiler, 2);
  await addViaApi(request, PRODUCTS.carbonFoil, '2.5');
  await addViaApi(request, PRODUCTS.inspection);
  await addViaApi(request, PRODUCTS.rimCleaner, 1, { variation_id: '1141', attribute_pa_inhalt: '500-ml' });
}

// `smoke`: also on the react build (the rest run on the build the demo serves).
const pages: Array<{ name: string; path: string; filled?: boolean; status?: number; smoke?: boolean }> = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'category', path: '/product-category/beleuchtung/' },
  { name: 'product, simple', path: productPath(PRODUCTS.frontSpoiler) },
  { name: 'product, variable', path: productPath(PRODUCTS.rimCleaner), smoke: true },
  { name: 'product, sold individually', path: productPath(PRODUCTS.inspection) },
  { name: 'product, decimal quantity', path: productPath(PRODUCTS.carbonFoil) },
  { name: 'product, out of stock', path: productPath(PRODUCTS.outOfStock) },
  { name: 'cart, empty', path: '/cart/' },
  { name: 'cart, filled', path: '/cart/', filled: true, smoke: true },
  { name: 'checkout', path: '/checkout/', filled: true },
  { name: 'my account', path: '/my-account/' },
  { name: 'demo control', path: '/__demo/' },
  { name: '404 page', path: '/gibt-es-nicht/', status: 404 },
  { name: 'shipping', path: '/versand/' },
];

test.describe('axe: no violations on every demo page at 1280 px and 375 px', () => {
  for (const { name, path, filled, status = 200, smoke } of pages) {
    test(`${name} (${path})`, { tag: smoke ? ['@smoke'] : [] }, async ({ page, consoleGuard }) => {
      if (status === 404) consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      // Shop pages show the sidebar mini-cart only with items; test them with a cart too.
      if (filled || path === '/shop/' || path.startsWith('/product-category/')) await fillCart(page.request);
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForWidgets(page, { require: ['sf-cart-fragments', 'sf-mini-cart'] });
      await expectNoAxeViolations(page, `${path} at 1280 px`);

      await page.setViewportSize(PHONE);
      await waitForWidgets(page, { require: ['sf-cart-drawer'] });
      await expectNoAxeViolations(page, `${path} at 375 px`);
    });
  }
});

test.describe('axe: no violations in interactive states', () => {
  test('mini-cart dropdown open (1280 px)', { tag: '@smoke' }, async ({ page }) => {
    await fillCart(page.request);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-mini-cart'] });
    const miniCart = page.locator('sf-mini-cart');
    await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    await expect(miniCart.locator('.nav-dropdown')).toBeVisible();
    await expect(miniCart.locator('.nav-dropdown sf-quantity').first()).toHaveAttribute('data-sf-upgraded', '');
    await expectNoAxeViolations(page, 'mini-cart dropdown open');
  });

  test('cart drawer open (375 px)', async ({ page }) => {
    await fillCart(page.request);
    await page.setViewportSize(PHONE);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    await page.locator('sf-cart-drawer a.header-cart-link').click();
    await expect(page.locator('dialog#cart-popup')).toBeVisible();
    await expect(page.locator('dialog#cart-popup sf-quantity').first()).toHaveAttribute('data-sf-upgraded', '');
    await expectNoAxeViolations(page, 'cart drawer open');
  });

  test('after an add: view-cart link, revealed mini-cart, live region (1280 px)', async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart'] });
    const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
    await item.locator('a.ajax_add_to_cart').click();
    await expect(item.locator('a.added_to_cart')).toBeVisible();
    await expect(page.locator('sf-mini-cart .nav-dropdown')).toBeVisible();
    await expect(page.locator('#sf-live-region')).not.toHaveText('');
    await expectNoAxeViolations(page, 'after an add');
  });

  test('add-to-cart error alert shown (1280 px and 375 px)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    consoleGuard.allow(/Schaufenster: the shop sent no JSON/);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-quantity'] });
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'http500' });
    await page.locator('form.cart').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert')).toHaveText(ADD_ERROR);
    await expectNoAxeViolations(page, 'add-to-cart error at 1280 px');
    await page.setViewportSize(PHONE);
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    await expect(page.getByRole('alert')).toHaveText(ADD_ERROR);
    await expectNoAxeViolations(page, 'add-to-cart error at 375 px');
  });
});
