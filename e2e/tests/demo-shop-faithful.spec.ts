/**
 * The demo shop looks and behaves as a WooCommerce shop does where a browser is needed to tell:
 * the reset link's visibility, star ratings that show the rating, the review count's text,
 * sold-out listings and buttons that line up.
 */
import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { waitForWidgets } from '../support/shop';
import type { Locator } from '@playwright/test';

/** How many stars the filled part of a `.star-rating` covers, measured in its star cells. */
async function starsShown(rating: Locator): Promise<{ shown: number; cellMatchesStar: boolean }> {
  return rating.evaluate((element) => {
    const filled = element.querySelector('span')!;
    const cell = element.getBoundingClientRect().width / 5;
    const size = getComputedStyle(element).backgroundSize.split(' ')[0]!;
    const filledSize = getComputedStyle(filled).backgroundSize.split(' ')[0]!;
    return { shown: filled.getBoundingClientRect().width / cell, cellMatchesStar: parseFloat(size) === cell && filledSize === size };
  });
}

test.describe('WooCommerce look and behaviour', () => {
  test('variation form: the reset link is hidden by CSS until an option is chosen, then shown by sf-variation-form', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    const reset = page.locator('main form.variations_form .reset_variations');
    await expect(reset).toBeHidden();
    await page.locator('main select[name="attribute_pa_inhalt"]').selectOption('1-l');
    await expect(reset).toBeVisible();
    await reset.click();
    await expect(reset).toBeHidden();
    await expect(page.locator('main select[name="attribute_pa_inhalt"]')).toHaveValue('');
  });

  test('without JavaScript the reset link stays invisible (WooCommerce hides it with visibility)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await expect(page.locator('main form.variations_form .reset_variations')).toHaveCSS('visibility', 'hidden');
    await context.close();
  });

  test('star ratings cover exactly the rated stars; the review link reads "(3 Kundenbewertungen)"', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    const summary = page.locator('.summary .woocommerce-product-rating');
    const average = await starsShown(summary.locator('.star-rating'));
    expect(average.cellMatchesStar).toBe(true);
    expect(average.shown).toBeCloseTo(4.33, 1);
    await expect(summary.locator('a.woocommerce-review-link')).toHaveJSProperty('innerText', '(3 Kundenbewertungen)');
    await waitForWidgets(page, { require: ['sf-product-tabs'] });
    await page.getByRole('tab', { name: 'Bewertungen (3)' }).click();
    await expect(page.locator('#reviews .commentlist')).toBeVisible();
    for (const rating of await page.locator('#reviews .commentlist .star-rating').all()) {
      const label = (await rating.getAttribute('aria-label'))!;
      const stars = Number(/Bewertet mit ([\d.]+) von 5/.exec(label)![1]);
      const measured = await starsShown(rating);
      expect(measured.cellMatchesStar).toBe(true);
      expect(measured.shown, label).toBeCloseTo(stars, 1);
    }
  });

  test('listings: sold-out products say "Nicht vorrätig"; every row\'s buttons line up', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-category/universal/');
      await expect(page.locator(`li.post-${PRODUCTS.outOfStock} p.stock.out-of-stock`)).toHaveText('Nicht vorrätig');
      const rows = await page.locator('ul.products > li.product').evaluateAll((items) => {
        const byRow = new Map<number, number[]>();
        for (const item of items) {
          const button = item.querySelector('a.button')!;
          const top = Math.round(item.getBoundingClientRect().top);
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(button.getBoundingClientRect().top)]);
        }
        return [...byRow.values()];
      });
      expect(rows.length, `rows at ${width} px`).toBeGreaterThan(1);
      for (const tops of rows) expect(new Set(tops).size, `button tops ${tops.join(', ')} at ${width} px`).toBe(1);
    }
  });
});
