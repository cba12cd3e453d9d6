import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { addViaApi, demoState, exactText, MINI_CART_EMPTY, quantityOf, waitForWidgets } from '../support/shop';

test.describe('mini-cart dropdown (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-mini-cart', 'sf-cart-fragments'] });
    // Move the pointer away, so CSS hover does not show the dropdown.
    await page.mouse.move(5, 790);
  });

  test('toggle button opens and closes; Escape closes and returns focus to it', { tag: '@smoke' }, async ({ page }) => {
    const miniCart = page.locator('sf-mini-cart');
    const toggle = miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' });
    const dropdown = miniCart.locator('.nav-dropdown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await dropdown.getAttribute('id'))!);
    await expect(dropdown).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.locator('li.mini_cart_item')).toHaveCount(2);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(miniCart).not.toHaveAttribute('data-open');

    // Keyboard: open, move into the dropdown, Escape.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await dropdown.getByRole('link', { name: 'Warenkorb anzeigen' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(miniCart).not.toHaveAttribute('data-open');
  });

  test('hover intent: a mouse resting on the cart opens the dropdown, leaving closes it; passing over opens nothing', async ({ page }) => {
    const miniCart = page.locator('sf-mini-cart');
    const dropdown = miniCart.locator('.nav-dropdown');
    const link = await miniCart.locator('.header-cart-link').boundingBox();
    // Across the cart link in one quick stroke, out the other side.
    await page.mouse.move(link!.x - 40, link!.y + link!.height / 2);
    await page.mouse.move(link!.x + link!.width + 40, link!.y + link!.height / 2, { steps: 4 });
    await page.mouse.move(5, 790);
    await expect(dropdown).toBeHidden();
    // Resting on it.
    await page.mouse.move(link!.x + link!.width / 2, link!.y + link!.height / 2, { steps: 3 });
    await expect(dropdown).toBeVisible();
    await expect(miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    // Into the dropdown (hoverable), then away.
    const box = await dropdown.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + 20, { steps: 5 });
    await expect(dropdown).toBeVisible();
    await page.mouse.move(5, 790);
    await expect(dropdown).toBeHidden();
  });

  test('a closed dropdown is not shown while focus stays on its toggle', async ({ page }) => {
    // aria-expanded="false" must match what is seen: after closing with the toggle or Escape,
    // focus is on the toggle inside sf-mini-cart and the pointer is elsewhere.
    const miniCart = page.locator('sf-mini-cart');
    const toggle = miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' });
    const dropdown = miniCart.locator('.nav-dropdown');
    await toggle.click();
    await expect(dropdown).toBeVisible();
    await toggle.click();
    await page.mouse.move(5, 790);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toBeHidden({ timeout: 2_000 });

    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(dropdown).toBeHidden({ timeout: 2_000 });
  });

  test('remove an item in the mini-cart', async ({ page }) => {
    const miniCart = page.locator('sf-mini-cart');
    await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    const dropdown = miniCart.locator('.nav-dropdown');
    await dropdown.getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
    await expect(dropdown.locator('li.mini_cart_item')).toHaveCount(1);
    await expect(dropdown.locator('li.mini_cart_item')).toContainText('LED-Tagfahrlicht Set');
    await expect(miniCart.locator('a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 49,90 €'));
    await expect(page).toHaveURL('/versand/'); // async, no navigation to the remove link
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);

    await dropdown.getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
    await expect(dropdown).toContainText(MINI_CART_EMPTY);
    expect((await demoState(page.request)).count).toBe(0);
  });

  test('quantity change in the mini-cart reaches the shop', async ({ page }) => {
    const miniCart = page.locator('sf-mini-cart');
    await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    const dropdown = miniCart.locator('.nav-dropdown');
    const item = dropdown.locator('li.mini_cart_item', { hasText: 'LED-Tagfahrlicht Set' });
    // The quantity widget loads once the dropdown shows.
    await expect(item.locator('sf-quantity')).toHaveAttribute('data-sf-upgraded', '');
    await item.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(2);
    await expect(miniCart.locator('a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 3 Artikel, 189,30 €'));
    await expect(dropdown.locator('li.mini_cart_item', { hasText: 'LED-Tagfahrlicht Set' }).locator('.quantity').last()).toContainText('2 ×');
    await expect(dropdown).toBeVisible();

    await dropdown.locator('li.mini_cart_item', { hasText: 'LED-Tagfahrlicht Set' }).getByRole('button', { name: 'Menge verringern' }).click();
    await expect.poll(() => quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });
});
