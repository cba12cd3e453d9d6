import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { demoOrders, fillBillingAddress, pendingOrderPayUrl } from '../support/checkout';
import { addViaApi, countShopRequests, routeFirst, waitForWidgets } from '../support/shop';
import { GUEST_BILLING_FIELDS } from '../../demo-server/checkout/sample-address';

/** sf-checkout on the demo shop's classic checkout (widgets/checkout/README.md). */
const { billing_country: _country, ...BILLING } = GUEST_BILLING_FIELDS;
const placeButton = (page: Page) => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const notices = (page: Page) => page.locator('sf-checkout .woocommerce-notices-wrapper [role="alert"]');
const checkoutRequests = (requests: { urls: string[] }) => requests.urls.filter((url) => url.includes('wc-ajax=checkout'));
const reviewRequests = (requests: { urls: string[] }) => requests.urls.filter((url) => url.includes('wc-ajax=update_order_review'));

async function openCheckout(page: Page) {
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await page.goto('/checkout/');
  await waitForWidgets(page, { require: ['sf-checkout'] });
}
async function fillBilling(page: Page) {
  await fillBillingAddress(page);
  await page.locator('input[name="terms"]').check();
}
/** Every order of the shop (all sessions of this worker's demo shop). */
const ordersOf = (page: Page) => demoOrders(page.request);

/** Presses Tab until `target` has focus, as a keyboard user moves through the page (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

test.describe('checkout', () => {
  test('a guest buys: sf-checkout places the order through wc-ajax and goes to the order-received page', { tag: '@smoke' }, async ({ page }) => {
    await openCheckout(page);
    const requests = countShopRequests(page);
    const ordersBefore = (await ordersOf(page)).length;
    await fillBilling(page);
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
    expect(checkoutRequests(requests)).toHaveLength(1);
    expect(await ordersOf(page)).toHaveLength(ordersBefore + 1);
  });

  for (const [label, id, status] of [
    ['Nachnahme', 'cod', 'processing'],
    ['Rechnung', 'invoice', 'processing'],
  ] as const) {
    test(`a guest pays with ${label}: the method's box shows, the review follows, the order is ${status}`, async ({ page }) => {
      await openCheckout(page);
      await fillBilling(page);
      const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
      await page.getByRole('radio', { name: label }).check();
      await reviewed;
      await expect(page.locator(`.payment_box.payment_method_${id}`)).toBeVisible();
      await expect(page.getByRole('radio', { name: label })).toBeChecked();
      await placeButton(page).click();
      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
      const [newest] = await ordersOf(page);
      expect(newest).toMatchObject({ paymentMethod: id, status });
    });
  }

  test('required fields and terms: the alert list at the top, focused, fields marked; nothing sent', async ({ page }) => {
    await openCheckout(page);
    const requests = countShopRequests(page);
    await placeButton(page).click();
    await expect(notices(page)).toContainText('Rechnung: Vorname ist ein Pflichtfeld.');
    await expect(notices(page)).toContainText('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.');
    await expect(notices(page)).toBeFocused();
    const firstName = page.locator('#billing_first_name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/Rechnung: Vorname ist ein Pflichtfeld\./);
    await expect(page.locator('#billing_first_name_field')).toHaveClass(/woocommerce-invalid-required-field/);
    await expectNoAxeViolations(page, 'checkout with field errors');
    // Corrected on leave.
    await firstName.fill('Erika');
    await firstName.blur();
    await expect(page.locator('#billing_first_name_field')).toHaveClass(/woocommerce-validated/);
    expect(checkoutRequests(requests)).toHaveLength(0);
  });

  test('a country change asks for one new review and changes shipping and total', async ({ page }) => {
    await openCheckout(page);
    const requests = countShopRequests(page);
    const total = page.locator('.woocommerce-checkout-review-order-table .order-total');
    const before = await total.textContent();
    await page.locator('[name="billing_country"]').selectOption('AT');
    await expect(total).not.toHaveText(before ?? '');
    expect(reviewRequests(requests)).toHaveLength(1);
    await fillBilling(page);
    await page.locator('[name="billing_postcode"]').fill('1010');
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
  });

  test('double click, Enter and another click while placing: one request, one order', async ({ page }) => {
    await openCheckout(page);
    const requests = countShopRequests(page);
    const ordersBefore = (await ordersOf(page)).length;
    // The shop's answer is held until every further attempt has been made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/wc-ajax=checkout/, async (route) => {
      await held;
      await route.continue();
    });
    await fillBilling(page);
    await placeButton(page).dblclick();
    await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.locator('[name="billing_email"]').press('Enter');
    // A click on the aria-disabled button still reaches the page (Playwright would wait for it to be enabled).
    await placeButton(page).click({ force: true });
    await expect.poll(() => checkoutRequests(requests).length).toBe(1);
    release();
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
    expect(checkoutRequests(requests)).toHaveLength(1);
    expect(await ordersOf(page)).toHaveLength(ordersBefore + 1);
  });

  test('keyboard only: fields typed, terms with Space, Enter places the order', async ({ page }) => {
    await openCheckout(page);
    for (const [name, value] of Object.entries(BILLING)) {
      await page.locator(`[name="${name}"]`).focus();
      await page.keyboard.type(value);
    }
    await page.locator('input[name="terms"]').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('input[name="terms"]')).toBeChecked();
    await placeButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
  });

  test('keyboard only from the listing to the order received: Tab, Enter and Space (arrows in the radio group); axe on the thank-you page', async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-add-to-cart'] });
    const product = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
    const add = product.getByRole('link', { name: 'In den Warenkorb legen: „Universal Frontspoiler“' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(add).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(page).toHaveURL('/shop/');
    // 'Warenkorb anzeigen' follows the button: the next stop.
    await tabTo(page, product.getByRole('link', { name: 'Warenkorb anzeigen' }), 1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart/');
    await tabTo(page, page.getByRole('link', { name: 'Weiter zur Kasse' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/checkout/');
    await waitForWidgets(page, { require: ['sf-checkout'] });

    for (const [name, value] of Object.entries(BILLING)) {
      await tabTo(page, page.locator(`[name="${name}"]`));
      await page.keyboard.type(value);
    }
    // Nachnahme: into the group with Tab (the chosen method), the next one with an arrow key.
    await tabTo(page, page.locator('input[name="payment_method"]:checked'));
    const reviewed = page.waitForResponse(/wc-ajax=update_order_review/);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#payment_method_cod')).toBeChecked();
    await reviewed;
    await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#payment_method_cod')).toBeFocused();
    await tabTo(page, page.locator('input[name="terms"]'));
    await page.keyboard.press('Space');
    await expect(page.locator('input[name="terms"]')).toBeChecked();
    const ordersBefore = (await ordersOf(page)).length;
    await tabTo(page, placeButton(page));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellung erhalten');
    const orders = await ordersOf(page);
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'cod', billing: { first_name: BILLING.billing_first_name, email: BILLING.billing_email } });
    await expectNoAxeViolations(page, 'order received after a keyboard-only purchase');
  });

  test('a payment method chosen with the keyboard: its box shows, the review follows, focus and typed values stay', async ({ page }) => {
    await openCheckout(page);
    await fillBilling(page);
    const radios = page.locator('input[name="payment_method"]');
    await radios.first().focus();
    const reviewed = page.waitForResponse(/wc-ajax=update_order_review/);
    await page.keyboard.press('ArrowDown');
    const chosen = radios.nth(1);
    await expect(chosen).toBeChecked();
    const value = await chosen.getAttribute('value');
    await expect(page.locator(`.payment_box.payment_method_${value}`)).toBeVisible();
    await reviewed;
    await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`input[name="payment_method"][value="${value}"]`)).toBeFocused();
    await expect(page.locator(`input[name="payment_method"][value="${value}"]`)).toBeChecked();
    await expect(page.locator('input[name="terms"]')).toBeChecked();
    await expect(page.locator('[name="billing_email"]')).toHaveValue(GUEST_BILLING_FIELDS.billing_email);
    await expect(page.locator('.payment_box:visible')).toHaveCount(1);
  });

  test('a reload the shop asks for keeps every value typed', async ({ page }) => {
    await openCheckout(page);
    await fillBilling(page);
    await page.locator('[name="order_comments"]').fill('Bitte beim Nachbarn abgeben.');
    // The shop's answer when the session ended meanwhile (WooCommerce: reload).
    await routeFirst(page, /wc-ajax=checkout/, (route) => route.fulfill({ json: { result: 'failure', messages: '', refresh: false, reload: true } }));
    const reloaded = page.waitForEvent('load');
    await placeButton(page).click();
    await reloaded;
    await waitForWidgets(page, { require: ['sf-checkout'] });
    await expect(page.locator('[name="billing_first_name"]')).toHaveValue(GUEST_BILLING_FIELDS.billing_first_name);
    await expect(page.locator('[name="order_comments"]')).toHaveValue('Bitte beim Nachbarn abgeben.');
    await expect(page.locator('input[name="terms"]')).toBeChecked();
    // And the order goes through from the reloaded page.
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
  });

  test("pay for order with JavaScript: the chosen method's box shows; a double click pays once; the order is no longer pending", async ({ page }) => {
    const payUrl = await pendingOrderPayUrl(page.request);
    const id = Number(/order-pay\/(\d+)\//.exec(payUrl)![1]);
    await page.goto(payUrl);
    await waitForWidgets(page, { require: ['sf-checkout'] });
    const box = (method: string) => page.locator(`.payment_box.payment_method_${method}`);
    await expect(box('bacs')).toBeVisible();
    await page.getByLabel('Nachnahme').check();
    await expect(box('cod')).toBeVisible();
    await expect(box('bacs')).toBeHidden();
    await page.locator('input[name="terms"]').check();
    // The classic post is held until every further attempt has been made.
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && request.url().includes('/checkout/order-pay/') && posts.push(request.url())));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/checkout\/order-pay\//, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await placeButton(page).dblclick();
    await page.keyboard.press('Enter');
    await expect.poll(() => posts.length).toBe(1);
    // The button's busy state while the post is on its way is checked in the element tests
    // (widgets/checkout/checkout.test.tsx): reading the page here races the held navigation.
    release();
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
    await expect(page.locator('.woocommerce-order-overview__payment-method strong')).toHaveText('Nachnahme');
    expect(posts).toHaveLength(1);
    const order = (await ordersOf(page)).find((o) => o.id === id)!;
    expect(order).toMatchObject({ status: 'processing', paymentMethod: 'cod', urls: { pay: null } });
  });

  test('the terms open in a dialog and focus returns to the link', async ({ page }) => {
    await openCheckout(page);
    const link = page.locator('a.woocommerce-terms-and-conditions-link').first();
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'checkout terms dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });
});
