import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { addViaApi, quantityOf, waitForWidgets } from '../support/shop';

/**
 * The cart page swaps in the shop's new table after every change; keyboard users must not be
 * thrown back to the top of the page (focus on <body>).
 */
test.describe('cart page keeps keyboard focus across its updates', () => {
  test.beforeEach(async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/cart/');
    await waitForWidgets(page, { require: ['sf-cart-form', 'sf-quantity'] });
  });

  test('after a quantity change focus is on the same plus button', async ({ page }) => {
    const row = page.locator('tr.cart_item', { hasText: 'Universal Frontspoiler' });
    await row.getByRole('button', { name: 'Menge erhöhen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.cart_totals .order-total')).toContainText(/228,90[\s\u00a0]€/);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
    await expect(row.getByRole('button', { name: 'Menge erhöhen' })).toBeFocused({ timeout: 3_000 });
    // Keyboard use goes on from there.
    await page.keyboard.press('Enter');
    await expect.poll(() => quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(3);
  });

  test('after removing a row focus stays in the cart form, not on <body>', async ({ page }) => {
    await page.locator('main').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    await expect(page).toHaveURL('/cart/');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('sf-cart-form')))).toBe(true);
  });
});
