import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, quantityOf } from '../support/shop';
import { demoOrders, fillBillingAddress, pendingOrderPayUrl } from '../support/checkout';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript the server fallbacks work', () => {
  test('add to cart from a product page posts the form and shows the notice', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.daytimeLights));
    const quantity = page.locator('main').getByRole('spinbutton', { name: 'Menge von „LED-Tagfahrlicht Set“' });
    await quantity.fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(productPath(PRODUCTS.daytimeLights));
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('2 × „LED-Tagfahrlicht Set“ wurden deinem Warenkorb hinzugefügt.');
    await expect(page.locator('.woocommerce-notices-wrapper').getByRole('link', { name: 'Warenkorb anzeigen' })).toHaveAttribute('href', '/cart/');
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(2);
    // Nothing was upgraded.
    await expect(page.locator('[data-sf-upgraded]')).toHaveCount(0);
    await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', /^Warenkorb: 2 Artikel, 99,80[\s\u00a0]€$/);
  });

  test('listing add-to-cart link adds through the page URL', async ({ page }) => {
    await page.goto('/shop/');
    await page.getByRole('link', { name: 'In den Warenkorb legen: „Universal Frontspoiler“' }).click();
    await expect(page).toHaveURL('/shop/');
    await expect(page.locator('.woocommerce-message')).toContainText('„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt.');
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
  });

  test('cart page: update quantities with the form and remove with the link', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/cart/');
    const update = page.getByRole('button', { name: 'Warenkorb aktualisieren' });
    await expect(update).toBeVisible();
    await page.locator('main').getByRole('spinbutton', { name: 'Menge von „Universal Frontspoiler“' }).fill('3');
    await update.click();
    await expect(page).toHaveURL('/cart/');
    await expect(page.getByRole('status').filter({ hasText: 'Warenkorb aktualisiert.' })).toBeVisible();
    await expect(page.locator('main').getByRole('spinbutton', { name: 'Menge von „Universal Frontspoiler“' })).toHaveValue('3');
    await expect(page.locator('.cart_totals .order-total')).toContainText(/318,40[\s\u00a0]€/);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(3);

    await page.locator('main').getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
    await expect(page).toHaveURL('/cart/');
    await expect(page.getByRole('status').filter({ hasText: '„LED-Tagfahrlicht Set“ entfernt.' })).toBeVisible();
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(0);
  });
});

test.describe('without JavaScript a guest buys at the checkout', () => {
  for (const [method, label, status] of [
    ['bacs', 'Vorkasse', 'on-hold'],
    ['cod', 'Nachnahme', 'processing'],
    ['invoice', 'Rechnung', 'processing'],
  ] as const) {
    test(`with ${label}: the errors first, then the order and its thank-you page`, async ({ page }) => {
      await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await page.goto('/checkout/');
      const placeOrder = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
      // Without an address or the terms: the page comes back with the reasons and what was typed.
      await page.locator('.woocommerce-billing-fields').getByLabel('Vorname').fill('Erika');
      await page.getByRole('radio', { name: label }).check();
      await placeOrder.click();
      await expect(page).toHaveURL('/checkout/');
      const alert = page.locator('.woocommerce-notices-wrapper [role=alert]');
      await expect(alert.locator('li').first()).toHaveText('Rechnung: Nachname ist ein Pflichtfeld.');
      await expect(alert.locator('li').last()).toHaveText('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.');
      await expect(page.locator('.woocommerce-billing-fields').getByLabel('Vorname')).toHaveValue('Erika');
      await expect(page.getByRole('radio', { name: label })).toBeChecked();
      await expect(page.locator(`.payment_box.payment_method_${method}`)).toBeVisible();

      await fillBillingAddress(page);
      await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
      await placeOrder.click();
      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
      await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Vielen Dank. Deine Bestellung ist eingegangen.');
      await expect(page.locator('.woocommerce-order-overview__payment-method strong')).toHaveText(label);
      await expect(page.locator('section.woocommerce-bacs-bank-details')).toHaveCount(method === 'bacs' ? 1 : 0);
      expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
      const [order] = await demoOrders(page.request);
      expect(order).toMatchObject({ paymentMethod: method, status, billing: { email: 'erika@example.test' }, totals: { totalCents: 8950 } });
      expect(page.url()).toContain(order!.urls.received);
    });
  }

  test('"Summen aktualisieren" after choosing Austria shows its shipping costs', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/checkout/');
    await page.locator('.woocommerce-billing-fields').getByLabel('Land / Region').selectOption('AT');
    await page.getByRole('button', { name: 'Summen aktualisieren' }).click();
    await expect(page.locator('.woocommerce-shipping-totals')).toContainText('Versand nach Österreich');
    await expect(page.getByRole('radio', { name: 'Nachnahme' })).toHaveCount(0);
  });

  test('a pending order is paid on the pay-for-order page', async ({ page }) => {
    await page.goto(await pendingOrderPayUrl(page.request));
    await page.getByRole('radio', { name: 'Rechnung' }).check();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.locator('.woocommerce-order-overview__status strong')).toHaveText('In Bearbeitung');
  });
});

test.describe('without JavaScript the demo customer buys from the account', () => {
  test('logs in with the form, finds the addresses filled in, orders, and sees the order in the account', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/checkout/');
    await page.getByRole('link', { name: 'Hier anmelden' }).click();
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('kundin@example.test');
    await page.getByLabel('Passwort', { exact: false }).first().fill('Schaufenster-Demo-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/checkout/');
    await expect(page.locator('.woocommerce-billing-fields').getByLabel('Vorname')).toHaveValue('Erika');
    await expect(page.locator('.woocommerce-billing-fields').getByLabel('E-Mail-Adresse')).toHaveValue('kundin@example.test');
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const id = await page.locator('.woocommerce-order-overview__order strong').textContent();
    await page.goto('/my-account/orders/');
    await expect(page.locator('table.woocommerce-orders-table tbody tr').first().locator('th')).toHaveText(`#${id}`);
  });
});

test.describe('first view without JavaScript', () => {
  test.use({ consentCookie: null });
  test('the consent banner shows its whole description, without the short form or a button that could not work (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/versand/');
    const banner = page.getByRole('region', { name: 'Deine Privatsphäre' });
    await expect(banner.locator('#sf-consent-description')).toBeVisible();
    await expect(banner.locator('#sf-consent-description')).toContainText('jederzeit über „Cookie-Einstellungen“');
    await expect(banner.locator('.sf-consent__preview--narrow')).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Mehr anzeigen' })).toHaveCount(0);
  });
});
