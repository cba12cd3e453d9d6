import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { ADD_ERROR, addViaApi, demoState, exactText, quantityOf, setFault, waitForWidgets } from '../support/shop';

const HTTP_500 = /Failed to load resource: the server responded with a status of 500/;
const NO_JSON = /Schaufenster: the shop sent no JSON/;

test.describe('add to cart fails', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  });

  test('HTTP 500: German alert next to the button, cart unchanged, next try works', { tag: '@smoke' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(HTTP_500);
    consoleGuard.allow(NO_JSON);
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'http500', times: 1 });
    const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
    const button = item.locator('a.ajax_add_to_cart');
    await button.click();

    const alert = item.getByRole('alert');
    await expect(alert).toHaveText(ADD_ERROR);
    expect(await button.evaluate((b) => Boolean(b.compareDocumentPosition(b.parentElement!.querySelector('[role="alert"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    await expect(button).not.toHaveClass(/(^|\s)(added|loading)(\s|$)/);
    await expect(item.locator('a.added_to_cart')).toHaveCount(0);
    expect((await demoState(page.request)).count).toBe(0);
    await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 0 Artikel, 0,00 €'));
    await expect(page).toHaveURL('/shop/');
    expect(consoleGuard.messages.some((text) => NO_JSON.test(text))).toBe(true);

    // The fault was for one call only: trying again works and clears the alert.
    await button.click();
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(item.getByRole('alert')).toHaveCount(0);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });

  test('error body with product_url: the browser goes to the product page', async ({ page }) => {
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'error_body' });
    await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
    await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universal Frontspoiler');
    // The product page says why the shopper is there, as after a real refusal.
    await expect(page.locator('.woocommerce-error')).toContainText('Das Produkt konnte nicht in den Warenkorb gelegt werden');
    expect((await demoState(page.request)).count).toBe(0);
  });

  test('invalid JSON: alert, cart unchanged', async ({ page, consoleGuard }) => {
    consoleGuard.allow(NO_JSON);
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'invalid_json' });
    const item = page.locator(`li.post-${PRODUCTS.daytimeLights}`);
    const button = item.locator('a.ajax_add_to_cart');
    await button.click();
    await expect(item.getByRole('alert')).toHaveText(ADD_ERROR);
    await expect(button).not.toHaveClass(/(^|\s)(added|loading)(\s|$)/);
    expect((await demoState(page.request)).count).toBe(0);
    await expect(page).toHaveURL('/shop/');
  });

  test('slow answer: the button shows "loading" until the add is done', async ({ page }) => {
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 2_000, times: 1 });
    const button = page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`);
    await button.click();
    await expect(button).toHaveClass(/(^|\s)loading(\s|$)/, { timeout: 1_500 });
    expect((await demoState(page.request)).count).toBe(0); // still pending on the server
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(button).not.toHaveClass(/(^|\s)loading(\s|$)/);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });
});

test('add times out while the shop still works on it: the shopper is told it may have gone through, and the header follows the shop', async ({ page }) => {
  // The shop adds 8 s (real time) after the request; the page's clock is stepped over the
  // 15 s client timeout at once, so the add lands after the client gave up.
  test.setTimeout(60_000);
  await page.clock.install();
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  await setFault(page.request, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 8_000, times: 1 });
  const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
  const button = item.locator('a.ajax_add_to_cart');
  const headerCart = page.locator('sf-mini-cart a.header-cart-link');
  const addRequest = page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
  await button.click();
  await addRequest;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  await page.clock.runFor(15_000);
  await expect(item.getByRole('alert')).toHaveText(
    'Die Verbindung zum Shop hat zu lange gedauert. Der Artikel wurde eventuell trotzdem hinzugefügt – bitte prüfe den Warenkorb.',
  );
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: 0 Artikel/);

  // From here on the page's time runs as the shop's does.
  await page.clock.resume();

  // Trying again adds at once (the fault was for one call); then the late add lands too, and
  // the page, re-reading the cart until then, shows both without a reload.
  await button.click();
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: 1 Artikel/);
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: 2 Artikel/, { timeout: 20_000 });
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
});

test.describe('remove from cart fails', () => {
  test('HTTP 500 on the cart page: the browser follows the remove link and the item goes the classic way', async ({ page, consoleGuard }) => {
    consoleGuard.allow(HTTP_500);
    consoleGuard.allow(NO_JSON);
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/cart/');
    await waitForWidgets(page, { require: ['sf-cart-form'] });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await setFault(page.request, { endpoint: 'remove_from_cart', mode: 'http500' });

    await page.locator('main').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
    await expect(page.getByRole('status').filter({ hasText: '„Universal Frontspoiler“ entfernt.' })).toBeVisible();
    await expect(page).toHaveURL('/cart/');
    // A full page load happened (the fallback), not an in-page update.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    await expect(page.locator('tr.cart_item')).toContainText('LED-Tagfahrlicht Set');
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);
  });

  test('error body in the mini-cart: the browser follows the remove link', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-mini-cart'] });
    await setFault(page.request, { endpoint: 'remove_from_cart', mode: 'error_body' });
    const miniCart = page.locator('sf-mini-cart');
    await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    await miniCart.getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
    await expect(page).toHaveURL('/cart/');
    await expect(page.getByText('Dein Warenkorb ist gegenwärtig leer.')).toBeVisible();
    expect((await demoState(page.request)).count).toBe(0);
  });
});

test('quantity change fails in the mini-cart: alert, and the field shows the real quantity again', async ({ page, consoleGuard }) => {
  consoleGuard.allow(HTTP_500);
  consoleGuard.allow(NO_JSON);
  await addViaApi(page.request, PRODUCTS.daytimeLights);
  await page.goto('/versand/');
  await waitForWidgets(page, { require: ['sf-mini-cart'] });
  await setFault(page.request, { endpoint: 'flatsome_ajax_cart_item_alter_quantity', mode: 'http500' });
  const miniCart = page.locator('sf-mini-cart');
  await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
  const dropdown = miniCart.locator('.nav-dropdown');
  await expect(dropdown.locator('sf-quantity')).toHaveAttribute('data-sf-upgraded', '');
  await dropdown.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(dropdown.getByRole('alert')).toBeVisible();
  await expect(dropdown.getByRole('alert')).not.toHaveText('');
  await expect(dropdown.getByRole('spinbutton')).toHaveValue('1');
  expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);
  await expect(page).toHaveURL('/versand/');
});

test('fragments request hangs: aborted after 5 s, sf:fragments-ajax-error fires, page stays usable', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { __fragmentErrors: unknown[] };
    w.__fragmentErrors = [];
    document.addEventListener('sf:fragments-ajax-error', (event) => w.__fragmentErrors.push((event as CustomEvent).detail));
  });
  const fragmentErrors = () => page.evaluate(() => (window as unknown as { __fragmentErrors: unknown[] }).__fragmentErrors);
  await page.goto('/');
  await waitForWidgets(page, { require: ['sf-cart-fragments'] });

  // The cart changes elsewhere: the cart-hash cookie no longer matches what the page stored.
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await setFault(page.request, { endpoint: 'get_refreshed_fragments', mode: 'hang' });
  const fragmentsRequest = page.waitForRequest((request) => request.url().includes('wc-ajax=get_refreshed_fragments'));
  const requestFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('wc-ajax=get_refreshed_fragments'));
  await page.reload();
  await fragmentsRequest;
  // Stop the clock shortly after the request went out (a margin, since the page's clock keeps
  // running until then and pauseAt cannot go back), then step over the 5000 ms timeout:
  // at 250 + 3500 ms (plus the delay until the pause, under 1.25 s) it must not have fired.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  await page.clock.runFor(3_500);
  expect(await fragmentErrors()).toEqual([]);
  await page.clock.runFor(2_000);
  await expect.poll(fragmentErrors).toEqual([{ reason: 'timeout' }]);
  await requestFailed;
  await page.clock.resume();

  // Usable: no alert, no dialog (the console guard fails on dialogs), adding works.
  await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
  await setFault(page.request, { endpoint: 'get_refreshed_fragments', mode: 'none' });
  const button = page.locator('a.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
  expect((await demoState(page.request)).count).toBe(2);
});
