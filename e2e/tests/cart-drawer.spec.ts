import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { addViaApi, demoState, MINI_CART_EMPTY, quantityOf, waitForWidgets } from '../support/shop';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

const isModal = (page: Page) => page.locator('dialog#cart-popup').evaluate((dialog: HTMLDialogElement) => dialog.open && dialog.matches(':modal'));
const focusInDrawer = (page: Page) => page.evaluate(() => document.getElementById('cart-popup')!.contains(document.activeElement));

test.describe('cart drawer (375 px)', () => {
  test.beforeEach(async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await page.goto('/');
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    await expect(page.locator('sf-mini-cart')).toBeHidden();
  });

  test('header cart link opens a modal drawer; close button and Escape close it and return focus', { tag: '@smoke' }, async ({ page }) => {
    const drawer = page.locator('dialog#cart-popup');
    const cartLink = page.locator('sf-cart-drawer a.header-cart-link');
    await expect(drawer).toBeHidden();

    await cartLink.click();
    await expect(drawer).toBeVisible();
    expect(await isModal(page)).toBe(true);
    expect(await focusInDrawer(page)).toBe(true);
    await expect(page).toHaveURL('/'); // the link's page load was prevented
    await expect(drawer.locator('li.mini_cart_item')).toContainText('Universal Frontspoiler');

    await drawer.getByRole('button', { name: 'Warenkorb schließen' }).click();
    await expect(drawer).toBeHidden();
    expect(await drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    await expect(cartLink).toBeFocused();

    // Keyboard: open with Enter, close with Escape.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    expect(await isModal(page)).toBe(true);
    expect(await focusInDrawer(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartLink).toBeFocused();
  });

  test('each close button in the drawer closes it', async ({ page }) => {
    // The shop's markup has its own close button (form method=dialog); the widget adds one
    // with the same name. Both must work with a pointer.
    const drawer = page.locator('dialog#cart-popup');
    const cartLink = page.locator('sf-cart-drawer a.header-cart-link');
    const closeButtons = drawer.getByRole('button', { name: 'Warenkorb schließen' });
    await cartLink.click();
    await expect(drawer).toBeVisible();
    const count = await closeButtons.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i++) {
      if (i > 0) await cartLink.click();
      await expect(drawer).toBeVisible();
      await closeButtons.nth(i).click({ timeout: 3_000 });
      await expect(drawer).toBeHidden();
      await expect(cartLink).toBeFocused();
    }
  });

  test('quantity change inside the drawer reaches the shop; focus stays on the plus button', async ({ page }) => {
    const drawer = page.locator('dialog#cart-popup');
    await page.locator('sf-cart-drawer a.header-cart-link').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('sf-quantity')).toHaveAttribute('data-sf-upgraded', '');
    await drawer.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
    await expect(drawer.locator('li.mini_cart_item .quantity').last()).toContainText('2 ×');
    await expect(drawer).toBeVisible();
    // The list was replaced by the shop's fragment; focus comes back to the new plus button.
    await expect(drawer.getByRole('button', { name: 'Menge erhöhen' })).toBeFocused({ timeout: 3_000 });
  });

  test('remove an item inside the drawer', async ({ page }) => {
    const drawer = page.locator('dialog#cart-popup');
    await page.locator('sf-cart-drawer a.header-cart-link').click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
    await expect(drawer).toContainText(MINI_CART_EMPTY);
    await expect(drawer).toBeVisible();
    expect(await isModal(page)).toBe(true);
    expect(await focusInDrawer(page)).toBe(true);
    await expect(page).toHaveURL('/');
    expect((await demoState(page.request)).count).toBe(0);
    await expect(page.locator('sf-cart-drawer a.header-cart-link')).toHaveAttribute('aria-label', /^Warenkorb: 0 Artikel, 0,00[\s\u00a0]€$/);
  });
});
