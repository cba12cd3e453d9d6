import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, quantityOf } from '../support/shop';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript the server fallbacks work', () => {
  test('add to cart from a product page posts the form and shows the notice', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.daytimeLights));
    const quantity = page.locator('main').getByRole('spinbutton', { name: 'Menge von „LED-Tagfahrlicht Set“' });
    await quantity.fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(productPath(PRODUCTS.daytimeLights));
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText(
      '2 × „LED-Tagfahrlicht Set“ wurden deinem Warenkorb hinzugefügt.',
    );
    await expect(page.locator('.woocommerce-notices-wrapper').getByRole('link', { name: 'Warenkorb anzeigen' })).toHaveAttribute('href', '/cart/');
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(2);
    // Nothing was upgraded.
    await expect(page.locator('[data-sf-upgraded]')).toHaveCount(0);
    await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', /^Warenkorb: 2 Artikel, 99,80[\s\u00a0]€$/);
  });

  test('listing add-to-cart link adds through the page URL', async ({ page }) => {
    await page.goto('/shop/');
    await page.getByRole('link', { name: 'In den Warenkorb legen: „Universal Frontspoiler“' }).click();
    await expect(page).toHaveURL('/shop/');
    await expect(page.locator('.woocommerce-message')).toContainText('„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt.');
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });

  test('cart page: update quantities with the form and remove with the link', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/cart/');
    const update = page.getByRole('button', { name: 'Warenkorb aktualisieren' });
    await expect(update).toBeVisible();
    await page.locator('main').getByRole('spinbutton', { name: 'Menge von „Universal Frontspoiler“' }).fill('3');
    await update.click();
    await expect(page).toHaveURL('/cart/');
    await expect(page.getByRole('status').filter({ hasText: 'Warenkorb aktualisiert.' })).toBeVisible();
    await expect(page.locator('main').getByRole('spinbutton', { name: 'Menge von „Universal Frontspoiler“' })).toHaveValue('3');
    await expect(page.locator('.cart_totals .order-total')).toContainText(/318,40[\s\u00a0]€/);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(3);

    await page.locator('main').getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
    await expect(page).toHaveURL('/cart/');
    await expect(page.getByRole('status').filter({ hasText: '„LED-Tagfahrlicht Set“ entfernt.' })).toBeVisible();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(0);
  });
});
