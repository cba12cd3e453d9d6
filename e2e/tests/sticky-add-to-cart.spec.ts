import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productName, productPath } from '../support/catalogue';
import { demoState, setFault, waitForWidgets } from '../support/shop';
import { buyNowButton, formAddButton, formQuantity, scrollPastPurchaseForm, scrollToTop, stickyAddButton, stickyBar, stickyQuantity } from '../support/sticky-bar';

/** Playwright will not click an aria-disabled button; a keyboard user can press it. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

const SELECTION_NEEDED = 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';

test.describe('sticky add-to-cart bar', () => {
  test('shows once the add button is above the viewport, not while it is below, and hides again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart'] });
    // On a phone the gallery comes first: the add button starts below the viewport.
    await expect(formAddButton(page)).not.toBeInViewport();
    await expect(page.locator('.sticky-add-to-cart')).toBeHidden();
    await formAddButton(page).scrollIntoViewIfNeeded();
    await expect(page.locator('.sticky-add-to-cart')).toBeHidden();

    await scrollPastPurchaseForm(page);
    await expect(stickyBar(page)).toBeVisible();
    await expect(stickyBar(page).getByText(productName(PRODUCTS.frontSpoiler), { exact: true })).toBeVisible();
    await expect(stickyBar(page)).toContainText('89,50');
    await scrollToTop(page);
    await expect(page.locator('.sticky-add-to-cart')).toBeHidden();
  });

  test('quantities stay in sync both ways (decimal step) and the bar adds that quantity', { tag: '@smoke' }, async ({ page }) => {
    const name = productName(PRODUCTS.carbonFoil);
    await page.goto(productPath(PRODUCTS.carbonFoil));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart', 'sf-quantity'] });
    await page.locator('form.cart').getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(formQuantity(page)).toHaveValue('1.5');

    await scrollPastPurchaseForm(page);
    await expect(stickyQuantity(page, name)).toHaveValue('1.5');
    await stickyBar(page).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(stickyQuantity(page, name)).toHaveValue('2.0');
    await expect(formQuantity(page)).toHaveValue('2.0');
    await stickyQuantity(page, name).fill('3.5');
    await expect(formQuantity(page)).toHaveValue('3.5');
    // The form's limits are the bar's: max 10.
    await stickyQuantity(page, name).fill('10');
    await expect(stickyBar(page).getByRole('button', { name: 'Menge erhöhen' })).toHaveAttribute('aria-disabled', 'true');
    await stickyQuantity(page, name).fill('2.5');

    await stickyAddButton(page).click();
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ productId: PRODUCTS.carbonFoil, quantity: 2.5 })]);
    // The form's 'View cart' link is scrolled away: the bar shows it where the shopper is.
    await expect(stickyBar(page).getByRole('link', { name: 'Warenkorb anzeigen' })).toHaveAttribute('href', '/cart/');
  });

  test('an add from the bar that fails says why in the bar too', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    consoleGuard.allow(/Schaufenster: the shop sent no JSON/);
    await page.goto(productPath(PRODUCTS.carbonFoil));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart'] });
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'http500' });
    await scrollPastPurchaseForm(page);
    await stickyAddButton(page).click();
    await expect(stickyBar(page)).toContainText('Das Produkt konnte nicht in den Warenkorb gelegt werden.');
    // Announced once, by the form's alert; the bar's copy is plain text.
    await expect(stickyBar(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Das Produkt konnte nicht in den Warenkorb gelegt werden.' })).toHaveCount(1);
  });

  test('variable product: bar and buy now say why before a choice, then the bar adds the chosen variation', async ({ page }) => {
    const name = productName(PRODUCTS.rimCleaner);
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart', 'sf-variation-form'] });
    await expect(buyNowButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable; pressing it tells why.
    await press(buyNowButton(page));
    await expect(page.getByRole('alert').filter({ hasText: SELECTION_NEEDED })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${productPath(PRODUCTS.rimCleaner)}$`));

    await scrollPastPurchaseForm(page);
    await expect(stickyAddButton(page)).toHaveAttribute('aria-disabled', 'true');
    await press(stickyAddButton(page));
    await expect(stickyBar(page)).toContainText(SELECTION_NEEDED);
    expect((await demoState(page.request)).count).toBe(0);

    await page.getByLabel('Inhalt').selectOption('1-l');
    await expect(stickyAddButton(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(stickyBar(page)).not.toContainText(SELECTION_NEEDED);
    await expect(stickyBar(page).locator('.sticky-add-to-cart__price')).toContainText('14,90');
    await scrollPastPurchaseForm(page);
    await stickyQuantity(page, name).fill('2');
    await stickyAddButton(page).click();
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ productId: PRODUCTS.rimCleaner, variationId: 1142, quantity: 2 })]);
    await expect(stickyAddButton(page)).toHaveClass(/added/);
  });

  test('keyboard only: into the bar, step, add; focus keeps it shown, leaving lets it go', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart'] });
    await page.keyboard.press('End');
    await expect(stickyBar(page)).toBeVisible();
    // The bar follows the product in the page: Tab from the last related product reaches it.
    await page.locator('.related.products a').last().focus();
    const minus = stickyBar(page).getByRole('button', { name: 'Menge verringern' });
    for (let step = 0; step < 6 && !(await minus.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(minus).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(stickyBar(page).getByRole('button', { name: 'Menge erhöhen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(stickyAddButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await demoState(page.request)).items).toEqual([expect.objectContaining({ productId: PRODUCTS.frontSpoiler, quantity: 2 })]);

    await scrollToTop(page);
    await expect(formAddButton(page)).toBeInViewport();
    await expect(stickyAddButton(page)).toBeFocused();
    await expect(stickyBar(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.locator('h1').click();
    await expect(page.locator('.sticky-add-to-cart')).toBeHidden();
  });

  test('axe: no violations with the bar shown, at 1280 px and 375 px', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart'] });
    await scrollPastPurchaseForm(page);
    await press(stickyAddButton(page));
    await expect(stickyBar(page)).toContainText(SELECTION_NEEDED);
    await expectNoAxeViolations(page, 'variable product, bar shown with a reason, 1280 px');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-sticky-add-to-cart'] });
    await scrollPastPurchaseForm(page);
    await expect(stickyBar(page)).toBeVisible();
    await expectNoAxeViolations(page, 'simple product, bar shown, 375 px');
  });
});

test.describe('buy now', () => {
  test('adds the chosen quantity and goes to the checkout, which lists it', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-add-to-cart'] });
    await formQuantity(page).fill('2');
    await buyNowButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.locator('table.woocommerce-checkout-review-order-table')).toContainText(productName(PRODUCTS.frontSpoiler));
    expect((await demoState(page.request)).items).toEqual([expect.objectContaining({ productId: PRODUCTS.frontSpoiler, quantity: 2 })]);
  });

  test('shows loading until the page changes, and not after coming back', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-add-to-cart'] });
    // Read in the same task as the press: the submit handler marks it before the page goes.
    const classes = await page.evaluate(() => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('form.cart button')].find((element) => element.textContent === 'Jetzt kaufen')!;
      button.click();
      return button.className;
    });
    expect(classes.split(' ')).toContain('loading');
    await expect(page).toHaveURL(/\/checkout\/$/);
    await page.goBack();
    await expect(buyNowButton(page)).toBeVisible();
    await expect(buyNowButton(page)).not.toHaveClass(/loading/);
  });

  test('on a variable product, buys the chosen variation', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    await page.getByLabel('Inhalt').selectOption('500-ml');
    await expect(buyNowButton(page)).toHaveAttribute('aria-disabled', 'false');
    await buyNowButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect((await demoState(page.request)).items).toEqual([expect.objectContaining({ productId: PRODUCTS.rimCleaner, variationId: 1141, quantity: 1 })]);
  });
});
