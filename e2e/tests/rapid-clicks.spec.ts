import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { demoState, exactText, waitForWidgets } from '../support/shop';

test('20 rapid clicks on one add-to-cart button add exactly 20', async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  const button = page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`);
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  // Real pointer clicks as fast as the browser takes them (no waiting between clicks).
  for (let i = 0; i < 20; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect.poll(async () => (await demoState(page.request)).count, { timeout: 15_000 }).toBe(20);
  await expect(button).not.toHaveClass(/(^|\s)loading(\s|$)/);
  await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
  const state = await demoState(page.request);
  expect(state.items).toEqual([expect.objectContaining({ productId: PRODUCTS.frontSpoiler, quantity: 20 })]);
  await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 20 Artikel, 1.790,00 €'));
  await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
  await expect(page).toHaveURL('/shop/');
  // One 'Warenkorb anzeigen' link, not twenty.
  await expect(page.locator(`li.post-${PRODUCTS.frontSpoiler} a.added_to_cart`)).toHaveCount(1);
});
