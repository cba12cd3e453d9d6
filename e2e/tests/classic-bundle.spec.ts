import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { exactText, quantityOf, waitForWidgets } from '../support/shop';

test.describe('classic bundle (?sf_bundle=classic)', () => {
  // Not @smoke: the product page test below runs the React build's classic script.
  test('listing: add to cart works with the classic script', async ({ page }) => {
    await page.goto('/shop/?sf_bundle=classic');
    await expect(page.locator('script[src$="/schaufenster.iife.js"][defer]')).toHaveCount(1);
    await expect(page.locator('script[type="module"][src*="loader.js"]')).toHaveCount(0);
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart', 'sf-cart-fragments'] });
    // Every widget is defined at once, also those not on the page (no lazy chunks).
    expect(await page.evaluate(() => customElements.get('sf-cart-form') !== undefined)).toBe(true);

    const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
    const button = item.locator('a.ajax_add_to_cart');
    await button.click();
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(item.locator('a.added_to_cart')).toHaveText('Warenkorb anzeigen');
    await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
    await expect(page).toHaveURL('/shop/?sf_bundle=classic'); // no page load
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });

  test('product page: quantity buttons and add to cart work with the classic script', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(`${productPath(PRODUCTS.carbonFoil)}?sf_bundle=classic`);
    await expect(page.locator('script[src$="/schaufenster.iife.js"]')).toHaveCount(1);
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-quantity'] });
    const quantity = page.locator('main').getByRole('spinbutton', { name: 'Menge von „Carbon-Folie Meterware“' });
    await expect(quantity).toHaveValue('1');
    await page.locator('main').getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(quantity).toHaveValue('1.5');
    const button = page.locator('form.cart').getByRole('button', { name: 'In den Warenkorb' });
    await button.click();
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    expect(await quantityOf(page.request, PRODUCTS.carbonFoil)).toBe(1.5);
  });
});
