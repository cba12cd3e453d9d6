import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';

/**
 * A widget that adds controls at its upgrade keeps their room from the first paint (where scripts
 * run, `html.sf-js`), so nothing on the page moves when its code comes. The consent banner and
 * the header's cart: consent-blocking.spec.ts ('the page keeps its layout on a first view').
 */
test('the quantity field has the size of its upgraded form before its code comes (room for − and +)', async ({ page }) => {
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/widget-quantity-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  // Not to 'load' (nor DOMContentLoaded): the page's module scripts include the held one.
  await page.goto(productPath(PRODUCTS.frontSpoiler), { waitUntil: 'commit' });
  const field = page.locator('form.cart sf-quantity .quantity');
  await expect(field.locator('input.qty')).toBeVisible();
  await expect(page.locator('form.cart sf-quantity')).not.toHaveAttribute('data-sf-upgraded', '');
  const before = await field.boundingBox();
  releaseCode();
  await expect(page.locator('form.cart sf-quantity')).toHaveAttribute('data-sf-upgraded', '');
  await expect(field.getByRole('button', { name: /erhöhen/ })).toBeVisible();
  expect(await field.boundingBox()).toEqual(before);
});

for (const width of [375, 1280]) {
  test(`the shop's sort form has the size of its upgraded form before its code comes: 'Sortieren' and the note share one place (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/widget-shop-ordering-[^/]*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/shop/', { waitUntil: 'commit' });
    const form = page.locator('sf-shop-ordering form');
    const button = form.getByRole('button', { name: 'Sortieren' });
    const note = form.locator('.sf-ordering__hint');
    await expect(button).toBeVisible();
    await expect(note).toBeHidden();
    await expect(page.locator('sf-shop-ordering')).not.toHaveAttribute('data-sf-upgraded', '');
    const before = { form: await form.boundingBox(), products: await page.locator('ul.products').boundingBox() };
    releaseCode();
    await expect(page.locator('sf-shop-ordering')).toHaveAttribute('data-sf-upgraded', '');
    await expect(note).toBeVisible();
    await expect(button).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Shop-Reihenfolge' })).toHaveAccessibleDescription('Die Seite wird nach der Auswahl neu sortiert geladen.');
    expect({ form: await form.boundingBox(), products: await page.locator('ul.products').boundingBox() }).toEqual(before);
  });
}
