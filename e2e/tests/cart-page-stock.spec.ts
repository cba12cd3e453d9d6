import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { test, expect } from '../support/fixtures';
import { addViaApi, quantityOf, setFault, waitForWidgets } from '../support/shop';

/**
 * The cart page on stock WooCommerce markup (the demo's `?sf_theme=storefront`: no
 * `data-cart_item_key`, no per-line quantity endpoint): quantities post the cart form with
 * `update_cart` as WooCommerce's cart script does, removals use the key of the link's
 * `remove_item`; the table, the totals and the header cart follow without a page load.
 */
const price = (amount: string) => new RegExp(`${amount}[\\s\\u00a0]€`);

/**
 * Requests the cart page's changes send: the form post, the theme's per-line call (the only
 * admin-ajax call there), removals. What the post carries is the element tests' (the browser
 * does not show a script's streamed body); that it carried the nonce shows in the cart changing.
 */
function cartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST') return;
    if (url.pathname === '/cart/') calls.push('POST /cart/');
    else if (url.pathname === '/wp-admin/admin-ajax.php') calls.push('admin-ajax');
    else if (url.searchParams.get('wc-ajax') === 'remove_from_cart') calls.push('remove_from_cart');
  });
  return calls;
}

async function openCart(page: Page, theme: 'storefront' | 'flatsome') {
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await addViaApi(page.request, PRODUCTS.daytimeLights);
  await page.goto(`/cart/?sf_theme=${theme}`);
  await waitForWidgets(page, { require: ['sf-cart-form', 'sf-quantity'] });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
}
const samePageLoad = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);
const totals = (page: Page) => page.locator('.cart_totals .order-total');
const spoilerRow = (page: Page) => page.locator('tr.cart_item', { hasText: 'Universal Frontspoiler' });

test.describe('cart page on stock WooCommerce markup', () => {
  // Storefront's own stylesheet is the demo theme's concern, not the cart's: where the demo has
  // none to serve, an empty one stands in (a missing one is a console error, and axe's fetch of
  // the page's stylesheets then fails too).
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/storefront.css', async (route) => {
      const response = await route.fetch();
      if (response.ok()) await route.fulfill({ response });
      else await route.fulfill({ status: 200, contentType: 'text/css', body: '' });
    });
  });

  test('+ posts the cart form once; table, totals, notice and header cart follow, focus stays; removal by the link’s key', async ({ page }) => {
    const calls = cartCalls(page);
    await openCart(page, 'storefront');
    await expect(page.getByRole('button', { name: 'Warenkorb aktualisieren' })).toBeHidden();
    await expect(totals(page)).toContainText(price('139,40'));

    await spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' }).focus();
    await page.keyboard.press('Enter');
    await expect(totals(page)).toContainText(price('228,90'));
    await expect(spoilerRow(page).locator('.product-subtotal')).toContainText(price('179,00'));
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
    await expect(page.locator('sf-cart-form').getByText('Warenkorb aktualisiert.')).toBeVisible();
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('3 Artikel');
    await expect(spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' })).toBeFocused();
    expect(calls).toEqual(['POST /cart/']);
    await expect(page.locator('sf-cart-form')).not.toHaveAttribute('aria-busy', 'true');
    expect(await samePageLoad(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);

    await page.locator('main').getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    await expect(totals(page)).toContainText(price('179,00'));
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(0);
    expect(calls.slice(1)).toEqual(['remove_from_cart']);
    expect(await samePageLoad(page)).toBe(true);
  });

  test('typing a quantity and the last item to 0: one post, then the empty cart', async ({ page }) => {
    const calls = cartCalls(page);
    await openCart(page, 'storefront');
    const field = spoilerRow(page).getByRole('spinbutton');
    await field.fill('3');
    await field.press('Tab');
    await expect(totals(page)).toContainText(price('318,40'));
    expect(calls).toEqual(['POST /cart/']);
    const lights = page.locator('tr.cart_item', { hasText: 'LED-Tagfahrlicht Set' }).getByRole('spinbutton');
    await page.locator('main').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    await lights.fill('0');
    await lights.press('Enter');
    await expect(page.locator('sf-cart-form .wc-empty-cart-message')).toHaveText('Dein Warenkorb ist gegenwärtig leer.');
    expect((await page.request.get('/__demo/state').then((response) => response.json())).count).toBe(0);
    expect(await samePageLoad(page)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a failed post: German alert, the typed value stays, nothing busy, the next change goes through', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    await openCart(page, 'storefront');
    await setFault(page.request, { endpoint: 'cart_page', mode: 'http500', times: 1 });
    await spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(page.locator('sf-cart-form').getByRole('alert')).toHaveText('Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.');
    await expect(spoilerRow(page).getByRole('spinbutton')).toHaveValue('2');
    await expect(page.locator('sf-cart-form')).not.toHaveAttribute('aria-busy', 'true');
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
    await spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(totals(page)).toContainText(price('318,40'));
    await expect(page.locator('sf-cart-form').getByRole('alert')).toHaveCount(0);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(3);
  });
});

test.describe('cart page on the seed theme', () => {
  test('keeps the theme’s per-line endpoint; posts the form where the shop configures it', async ({ page }) => {
    const calls = cartCalls(page);
    await openCart(page, 'flatsome');
    await spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(totals(page)).toContainText(price('228,90'));
    expect(calls).toEqual(['admin-ajax']);

    await page.addInitScript(() => Object.assign(window, { schaufensterConfig: { cart: { quantityUpdate: 'form' } } }));
    await page.reload();
    await waitForWidgets(page, { require: ['sf-cart-form', 'sf-quantity'] });
    await spoilerRow(page).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(totals(page)).toContainText(price('318,40'));
    expect(calls.slice(1)).toEqual(['POST /cart/']);
    await expect(page.getByRole('button', { name: 'Warenkorb aktualisieren' })).toBeHidden();
  });
});
