import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { demoState, EMPTY_CART, exactText, normalise, quantityOf, waitForWidgets, pauseClockAhead } from '../support/shop';

test('buying path: listing add, product page with quantity, cart page changes without reload', { tag: '@smoke' }, async ({ page }) => {
  // Fake timers: paused around the add, so the 1 s announcement delay and the 5 s auto-close
  // are checked exactly, without waiting for them.
  await page.clock.install();

  // ---- Shop listing: add the front spoiler ----------------------------------------------------
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart', 'sf-cart-fragments'] });
  const miniCart = page.locator('sf-mini-cart');
  const headerLink = miniCart.locator('a.header-cart-link');
  const toggle = miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' });
  const dropdown = miniCart.locator('.nav-dropdown');
  const liveRegion = page.locator('#sf-live-region');
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 0 Artikel, 0,00 €'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dropdown).toBeHidden();

  const spoiler = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
  const addButton = spoiler.getByRole('link', { name: 'In den Warenkorb legen: „Universal Frontspoiler“' });
  // Paused a second ahead of the page's clock: a slow machine takes longer than a moment between
  // reading it and pausing, and a time already past cannot be paused at.
  await pauseClockAhead(page, 1000);
  await addButton.click();
  await expect(addButton).toHaveClass(/(^|\s)added(\s|$)/);
  await expect(addButton).not.toHaveClass(/(^|\s)loading(\s|$)/);
  // The success message is spoken 1 s after the update (spec §9), not at once.
  await expect(liveRegion).toHaveText('');
  await page.clock.runFor(900);
  await expect(liveRegion).toHaveText('');
  await page.clock.runFor(200);

  // 'Warenkorb anzeigen' follows the button.
  const viewCart = spoiler.locator('a.added_to_cart');
  await expect(viewCart).toHaveText('Warenkorb anzeigen');
  await expect(viewCart).toHaveAttribute('href', '/cart/');
  expect(
    await addButton.evaluate((button) => {
      const link = button.parentElement!.querySelector('a.added_to_cart')!;
      return Boolean(button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);

  // Header label (the price may contain a no-break space).
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
  expect(normalise(await headerLink.getAttribute('aria-label'))).toBe('Warenkorb: 1 Artikel, 89,50 €');

  // The mini-cart reveals itself with the new item.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.locator('li.mini_cart_item')).toHaveCount(1);
  await expect(dropdown.locator('li.mini_cart_item')).toContainText('Universal Frontspoiler');

  await expect(liveRegion).toHaveAttribute('aria-live', 'polite');
  await expect(liveRegion).toHaveText('„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt');
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);

  // …and closes again 5 s after the add.
  await page.clock.runFor(3_700);
  await expect(dropdown).toBeVisible();
  await page.clock.runFor(300);
  await expect(dropdown).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.clock.resume();

  // ---- Product page: quantity 3 with the plus button ------------------------------------------
  await page.goto(productPath(PRODUCTS.daytimeLights));
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-quantity'] });
  const quantity = page.locator('main').getByRole('spinbutton', { name: 'Menge von „LED-Tagfahrlicht Set“' });
  const plus = page.locator('main sf-quantity').getByRole('button', { name: 'Menge erhöhen' });
  await expect(quantity).toHaveValue('1');
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  const productButton = page.locator('form.cart').getByRole('button', { name: 'In den Warenkorb' });
  await productButton.click();
  await expect(productButton).toHaveClass(/(^|\s)added(\s|$)/);
  await expect(page).toHaveURL(productPath(PRODUCTS.daytimeLights)); // no form post
  expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(3);
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 4 Artikel, 239,20 €'));

  // ---- Cart page: quantity and removals apply without a page load -----------------------------
  await page.goto('/cart/');
  await waitForWidgets(page, { require: ['sf-cart-form', 'sf-quantity'] });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
  const totals = page.locator('.cart_totals');
  await expect(totals.locator('.order-total')).toContainText(exactPrice('239,20'));
  await expect(page.getByRole('button', { name: 'Warenkorb aktualisieren' })).toBeHidden();

  const spoilerRow = page.locator('tr.cart_item', { hasText: 'Universal Frontspoiler' });
  await spoilerRow.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(page.locator('main').getByRole('spinbutton', { name: 'Menge von „Universal Frontspoiler“' })).toHaveValue('2');
  await expect(totals.locator('.order-total')).toContainText(exactPrice('328,70'));
  await expect(totals.locator('.cart-subtotal')).toContainText(exactPrice('328,70'));
  await expect(spoilerRow.locator('.product-subtotal')).toContainText(exactPrice('179,00'));
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
  expect(await marker()).toBe(1);

  await spoilerRow.getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
  await expect(spoilerRow).toHaveCount(0);
  await expect(totals.locator('.order-total')).toContainText(exactPrice('149,70'));
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
  expect(await marker()).toBe(1);

  await page.locator('main').getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
  await expect(page.getByText(EMPTY_CART)).toBeVisible();
  await expect(page.locator('tr.cart_item')).toHaveCount(0);
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 0 Artikel, 0,00 €'));
  await expect(page).toHaveURL('/cart/');
  expect(await marker()).toBe(1);
  expect((await demoState(page.request)).count).toBe(0);
});

/** A price as text, whatever space sits before the euro sign. */
function exactPrice(amount: string): RegExp {
  return new RegExp(`${amount.replace(/[.,]/g, '\\$&')}[\\s\\u00a0]*€`);
}
