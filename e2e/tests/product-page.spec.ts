import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { demoState, normalise, setFault, waitForWidgets } from '../support/shop';

const HTTP_500 = /Failed to load resource: the server responded with a status of 500/;
const NO_JSON = /Schaufenster: the shop sent no JSON/;
const unitPrice = (page: import('@playwright/test').Page) => page.locator('sf-unit-price .price-unit').first();

test.describe('variation form', () => {
  test('keyboard only: choose a variation, see its data and unit price, add it', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-variation-form', 'sf-unit-price'] });
    const button = page.locator('.single_add_to_cart_button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await page.getByLabel('Inhalt').focus();
    await page.getByLabel('Inhalt').selectOption('500-ml');
    await expect(page.locator('input[name="variation_id"]')).toHaveValue('1141');
    await expect(page.locator('.product_meta .sku')).not.toHaveText('FRK-14');
    await expect(page.locator('sf-unit-price p.price').first()).toContainText('8,95');
    await expect.poll(async () => normalise(await unitPrice(page).textContent())).toContain('17,90 € / 1 l');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(page.locator('.reset_variations')).toBeVisible();

    // From the select to the add button with the keyboard alone.
    for (let step = 0; step < 8 && !(await button.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ variationId: 1141, quantity: 1 })]);
  });

  test('an add without a choice, and an unavailable variation, say why and add nothing', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    // The button is aria-disabled but stays focusable: pressing it tells why.
    const button = page.locator('.single_add_to_cart_button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte wähle die Produktoptionen' })).toBeVisible();

    await page.getByLabel('Inhalt').selectOption('5-l');
    await expect(page.locator('.single_variation')).toContainText('Nicht vorrätig');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Dieses Produkt ist leider nicht verfügbar.' })).toBeVisible();
    await expectNoAxeViolations(page, 'variable product, unavailable variation');
    expect((await demoState(page.request)).count).toBe(0);
  });

  test('reset restores the page and announces it', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    const sku = await page.locator('.product_meta .sku').textContent();
    await page.getByLabel('Inhalt').selectOption('1-l');
    await expect(page.locator('.product_meta .sku')).not.toHaveText(sku!);
    await page.locator('.reset_variations').click();
    await expect(page.locator('.product_meta .sku')).toHaveText(sku!);
    await expect(page.locator('.reset_variations_alert')).toHaveText(/Deine Auswahl wurde zurückgesetzt/);
    await expect(page.getByLabel('Inhalt')).toHaveValue('');
    await expect(page.getByLabel('Inhalt')).toBeFocused();
  });

  test('more than 30 variations: asks the shop, and says so when it fails', async ({ page, consoleGuard }) => {
    consoleGuard.allow(HTTP_500);
    consoleGuard.allow(NO_JSON);
    await page.goto(productPath(PRODUCTS.touchUpPen));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    expect(await page.locator('form.variations_form').getAttribute('data-product_variations')).toBe('false');
    // (Chromium does not report the bodies fetch sends from a Request, so the shop's answer
    // shows what was asked.)
    const lookup = page.waitForResponse((response) => response.url().includes('wc-ajax=get_variation'));
    await page.getByLabel('Farbe').selectOption({ index: 1 });
    await page.getByLabel('Inhalt').selectOption({ index: 1 });
    const variation = await (await lookup).json();
    expect(variation.variation_id).toBeGreaterThan(11800);
    await expect(page.locator('input[name="variation_id"]')).toHaveValue(String(variation.variation_id));
    await expect(page.locator('.product_meta .sku')).toHaveText(variation.sku);

    await setFault(page.request, { endpoint: 'get_variation', mode: 'http500' });
    await page.getByLabel('Inhalt').selectOption({ index: 2 });
    await expect(page.getByRole('alert').filter({ hasText: 'Die Ausführung konnte nicht geladen werden.' })).toBeVisible();
    await expect(page.locator('.single_add_to_cart_button')).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('variation lookup faults', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(productPath(PRODUCTS.touchUpPen));
    await waitForWidgets(page, { require: ['sf-variation-form', 'sf-add-to-cart'] });
    await page.getByLabel('Farbe').selectOption({ index: 1 });
  });

  test('slow: the form is busy while the shop is asked; add pressed meanwhile adds the variation once found', async ({ page }) => {
    await setFault(page.request, { endpoint: 'get_variation', mode: 'slow', delayMs: 4_000, times: 1 });
    const form = page.locator('form.variations_form');
    const button = page.locator('.single_add_to_cart_button');
    const lookup = page.waitForResponse((response) => response.url().includes('wc-ajax=get_variation'));
    await page.getByLabel('Inhalt').selectOption({ index: 1 });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveClass(/(^|\s)loading(\s|$)/);
    await button.click();
    const variation = await (await lookup).json();
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ variationId: variation.variation_id, quantity: 1 })]);
    await expect(form).not.toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte wähle die Produktoptionen' })).toHaveCount(0);
  });

  test('error body: the shopper is told the lookup failed, not that the combination does not exist', async ({ page }) => {
    await setFault(page.request, { endpoint: 'get_variation', mode: 'error_body' });
    await page.getByLabel('Inhalt').selectOption({ index: 1 });
    await expect(page.getByRole('alert').filter({ hasText: 'Die Ausführung konnte nicht geladen werden.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Es entsprechen leider keine Produkte' })).toHaveCount(0);
    await expect(page.locator('form.variations_form')).not.toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('unit price', () => {
  // Not @smoke: the React build shows the unit price in the variation form's keyboard test.
  test('a new price brings the unit price from the shop; a failure restores the one shown', async ({ page, consoleGuard }) => {
    consoleGuard.allow(HTTP_500);
    consoleGuard.allow(NO_JSON);
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-unit-price'] });
    const refresh = page.waitForResponse((response) => response.url().includes('wc-ajax=gzd_refresh_unit_price'));
    await page.getByLabel('Inhalt').selectOption('1-l');
    // The shop computed it for the chosen variation (so the token and item were right).
    const answer = await (await refresh).json();
    expect(answer.products['1142']).toMatchObject({ product_id: 1142 });
    await expect(unitPrice(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(async () => normalise(await unitPrice(page).textContent())).toContain('14,90 € / 1 l');

    await setFault(page.request, { endpoint: 'gzd_refresh_unit_price', mode: 'http500' });
    const failing = page.waitForResponse((response) => response.url().includes('wc-ajax=gzd_refresh_unit_price'));
    await page.getByLabel('Inhalt').selectOption('500-ml');
    await failing;
    await expect(unitPrice(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(async () => normalise(await unitPrice(page).textContent())).toContain('17,90 € / 1 l');
  });
});

test.describe('tabs and reviews', () => {
  // Not @smoke: the React build opens the tabs in the #reviews test below.
  test('tabs by keyboard; the review link opens Reviews', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-product-tabs'] });
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expectNoAxeViolations(page, 'product tabs');

    await page.locator('a.woocommerce-review-link').click();
    await expect(page.getByRole('tab', { name: /Bewertungen/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#reviews$/);
    // Spec §9: the reviews end 15 px under the stuck header: flatsomeVars.sticky_height (70) at
    // least, its real height where it is taller (src/core/scroll/covered-top.ts).
    const stuck = Math.max(70, await page.locator('sf-sticky-header header').evaluate((element) => (element as HTMLElement).offsetHeight));
    await expect.poll(() => page.locator('#reviews').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(stuck + 15);
  });

  test('#reviews opens Reviews on load; a review needs a star, then is saved and shown', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(`${productPath(PRODUCTS.frontSpoiler)}#reviews`);
    await waitForWidgets(page, { require: ['sf-product-tabs', 'sf-review-form'] });
    await expect(page.getByRole('tab', { name: /Bewertungen/ })).toHaveAttribute('aria-selected', 'true');
    const stars = page.getByRole('radiogroup').or(page.locator('fieldset.sf-stars'));
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('radio', { name: '4 von 5 Sternen' })).toBeVisible();

    await page.getByLabel(/Deine Rezension/).fill('Passt perfekt, schnelle Lieferung.');
    await page.getByLabel(/Name/).fill('Erika Muster');
    await page.getByRole('textbox', { name: /E-Mail/ }).fill('erika@example.test');
    await page.locator('#commentform [type="submit"]').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte wähle eine Bewertung' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 von 5 Sternen' })).toBeFocused();

    // Keyboard: arrows move through the radio group.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
    await expect(page.locator('select#rating')).toHaveValue('4');
    await page.locator('#commentform [type="submit"]').click();
    await expect(page.getByText('Passt perfekt, schnelle Lieferung.')).toBeVisible();
    await expect(page.locator('.commentlist .star-rating[aria-label*="4 von 5"]').first()).toBeVisible();
  });
});

test.describe('quick view', () => {
  test('opens the product in a dialog, adds from it, closes back to the link', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-quick-view'] });
    const trigger = page.locator(`li.post-${PRODUCTS.frontSpoiler} a.quick-view`);
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/Universal Frontspoiler/);
    await expectNoAxeViolations(page, 'quick view open');
    await dialog.locator('.single_add_to_cart_button').click();
    await expect.poll(async () => (await demoState(page.request)).count).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a variable product: its slider and variation form work in the dialog', async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-quick-view'] });
    await page.locator(`li.post-${PRODUCTS.rimCleaner} a.quick-view`).click();
    const dialog = page.getByRole('dialog', { name: /Felgenreiniger Konzentrat/ });
    await expect(dialog.locator('sf-variation-form[data-sf-upgraded]')).toBeAttached();
    await dialog.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(dialog.getByRole('button', { name: 'Bild 2 von 2 zeigen' })).toHaveAttribute('aria-current', 'true');
    const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=gzd_refresh_unit_price'));
    await dialog.getByLabel('Inhalt').selectOption('1-l');
    // The listing carries the unit price queue's token: the shop accepts the refresh.
    expect((await refreshed).status()).toBe(200);
    await expect.poll(async () => normalise(await dialog.locator('sf-unit-price .price-unit').textContent())).toContain('14,90 € / 1 l');
    // The chosen variation's picture comes to the front, as on the product page.
    await expect(dialog.getByRole('button', { name: 'Bild 1 von 2 zeigen' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.locator('.single_add_to_cart_button')).toHaveAttribute('aria-disabled', 'false');
    await expectNoAxeViolations(page, 'quick view of a variable product, variation chosen');
    await dialog.locator('.single_add_to_cart_button').click();
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ variationId: 1142, quantity: 1 })]);
  });

  test('follows the link when the shop cannot answer', async ({ page, consoleGuard }) => {
    consoleGuard.allow(HTTP_500);
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-quick-view'] });
    await setFault(page.request, { endpoint: 'flatsome_quickview', mode: 'http500' });
    await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.quick-view`).click();
    await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
  });
});
