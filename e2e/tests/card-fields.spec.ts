/**
 * The card gateway at the checkout in Chromium (widgets/card-fields): the fake provider's card
 * fields are iframes of the second origin, the shop's page never sees the card. Pay by card →
 * order received (one click one order, 3-D Secure contingency sent); a declined card → a German
 * message and another card pays; empty fields and a card the shop does not take → the spec's
 * messages before anything is sent; keyboard only; axe at 1280 and 375 px.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { demoOrders, fillBillingAddress, logInAsDemoCustomer, pendingOrderPayUrl } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { addViaApi } from '../support/shop';

const FIELDS_EMPTY = 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.';
const NOT_SUPPORTED = 'Leider unterstützen wir deine Kreditkarte nicht.';
const GENERIC = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';
const DECLINED = 'Deine Karte wurde abgelehnt. Bitte prüfe deine Angaben oder verwende eine andere Karte.';
const CARDS = { visa: '4111 1111 1111 1111', mastercard: '5555 5555 5555 4444', declined: '4000 0000 0000 0002', amex: '3782 822463 10005' };

const cardInput = (page: Page, slot: 'card-number' | 'card-expiry' | 'card-cvc') => page.frameLocator(`sf-card-fields [data-card-field="${slot}"] iframe`).locator('input');
/** The shop's place-order button pays with the card too (§ 312j BGB: the order button says 'zahlungspflichtig bestellen', under the summary). */
const payButton = (page: Page) => page.locator('#place_order');
const alert = (page: Page) => page.locator('.woocommerce-notices-wrapper [role="alert"]');
const cardOrders = async (page: Page) => (await demoOrders(page.request)).filter((order) => order.paymentMethod === 'ppcp-credit-card-gateway').length;

/** A guest at the checkout with a product in the cart, the address filled and the terms ticked, the card method chosen and its fields shown. */
async function atCardCheckout(page: Page): Promise<void> {
  await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
  await page.goto('/checkout/');
  await fillBillingAddress(page);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.getByLabel('Kredit- oder Debitkarte', { exact: true }).check();
  await reviewed;
  await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
  // Live: the fields' script runs in each iframe (the fake marks its input).
  for (const slot of ['card-number', 'card-expiry', 'card-cvc'] as const) await expect(cardInput(page, slot)).toHaveAttribute('data-ready');
  // Paid with the shop's place-order button (§ 312j BGB); the card fields' own 'Mit Karte bezahlen' is hidden.
  await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit Karte bezahlen' })).toBeHidden();
}

async function typeCard(page: Page, number: string, expiry = '12/30', cvv = '123'): Promise<void> {
  await cardInput(page, 'card-number').fill(number);
  await cardInput(page, 'card-expiry').fill(expiry);
  await cardInput(page, 'card-cvc').fill(cvv);
}

test.describe('card fields at the checkout', () => {
  test('a Visa pays: a double click is one order, the 3-D Secure contingency goes to the provider → order received', { tag: '@smoke' }, async ({ page, shopServer }) => {
    await atCardCheckout(page);
    await expect(page.locator('sf-card-fields')).toHaveAttribute('data-sf-upgraded');
    const before = await cardOrders(page);
    await typeCard(page, CARDS.visa);
    // The number's container carries the card type's class (spec §9).
    await expect(page.locator('[data-card-field="card-number"]')).toHaveClass(/\bvisa\b/);
    const created: string[] = [];
    let providerOrderId = '';
    await page.route(/wc-ajax=ppc-create-order/, async (route) => {
      created.push(route.request().postData() ?? '');
      const response = await route.fetch();
      providerOrderId = ((await response.json()) as { data: { id: string } }).data.id;
      await route.fulfill({ response });
    });
    await payButton(page).dblclick();
    await page.waitForURL(/\/order-received\//);
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]!)).toMatchObject({ funding_source: 'card', context: 'checkout' });
    expect(await cardOrders(page)).toBe(before + 1);
    // Captured once, paid by the Visa, with the shop's contingency (spec §5, §9 SCA_WHEN_REQUIRED).
    expect(shopServer.provider.getOrder(providerOrderId)).toMatchObject({
      status: 'COMPLETED',
      funding_source: 'card',
      card: { brand: 'visa', last_digits: '1111', contingencies: ['SCA_WHEN_REQUIRED'] },
    });
  });

  test('a declined card: a German message, the form usable again; a Mastercard then pays', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/card|422|INSTRUMENT_DECLINED|declined/i);
    await atCardCheckout(page);
    const before = await cardOrders(page);
    await typeCard(page, CARDS.declined);
    await payButton(page).click();
    await expect(alert(page)).toHaveText(DECLINED);
    await expect(page.locator('form.checkout')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
    await expectNoAxeViolations(page, 'checkout, card declined');
    await cardInput(page, 'card-number').fill(CARDS.mastercard);
    await payButton(page).click();
    await page.waitForURL(/\/order-received\//);
    expect(await cardOrders(page)).toBe(before + 1);
  });

  test('no answer from the provider (network): the generic error, no order; the next click pays', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to fetch|NETWORK_ERROR|net::ERR_FAILED|card/i);
    await atCardCheckout(page);
    const before = await cardOrders(page);
    await typeCard(page, CARDS.visa);
    // The card fields' confirm goes from their iframe to the provider's origin.
    await page.route('**/card-fields/confirm', (route) => route.abort('failed'));
    await payButton(page).click();
    await expect(alert(page)).toHaveText(GENERIC);
    await expect(page.locator('form.checkout')).not.toHaveAttribute('aria-busy', 'true');
    expect(await cardOrders(page)).toBe(before);
    await page.unroute('**/card-fields/confirm');
    await payButton(page).click();
    await page.waitForURL(/\/order-received\//);
    expect(await cardOrders(page)).toBe(before + 1);
  });

  test('empty fields: fields_empty before anything is sent; axe clean at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await atCardCheckout(page);
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('wc-ajax=ppc-') && sent.push(request.url())));
    await payButton(page).click();
    await expect(alert(page)).toHaveText(FIELDS_EMPTY);
    await cardInput(page, 'card-number').fill(CARDS.visa);
    await payButton(page).click();
    await expect(alert(page)).toHaveText(FIELDS_EMPTY);
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page, 'checkout, card fields empty');
  });

  test('a card the shop does not take (Amex): card_not_supported, no order', async ({ page }) => {
    await atCardCheckout(page);
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('wc-ajax=ppc-create-order') && sent.push(request.url())));
    await typeCard(page, CARDS.amex, '12/30', '1234');
    await expect(page.locator('[data-card-field="card-number"]')).toHaveClass(/\bamex\b/);
    await payButton(page).click();
    await expect(alert(page)).toHaveText(NOT_SUPPORTED);
    expect(sent).toEqual([]);
  });

  test('keyboard only: Tab through the card fields, the terms and the summary to the place-order button, Enter pays → order received', async ({ page }) => {
    await atCardCheckout(page);
    await cardInput(page, 'card-number').focus();
    await page.keyboard.type(CARDS.visa);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    // The terms checkbox and its two links come first: the button is last, under the summary.
    for (let presses = 0; presses < 6 && !(await payButton(page).evaluate((button) => button === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(payButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order-received\//);
  });

  test("a saved card (the demo customer's): chosen first, the card fields hidden and the shop's button pays → order received; a new card shows the fields", async ({ page }) => {
    await logInAsDemoCustomer(page.request);
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/checkout/');
    const before = await cardOrders(page);
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await page.getByLabel('Kredit- oder Debitkarte', { exact: true }).check();
    await reviewed;
    await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
    const saved = page.getByLabel('Visa endet auf 1111 (gültig bis 12/30)');
    await expect(saved).toBeChecked();
    await expect(page.locator('#ppcp-hosted-fields')).toBeHidden();
    await expect(page.locator('#place_order')).toBeVisible();
    await page.getByLabel('Neue Karte verwenden').check();
    await expect(cardInput(page, 'card-number')).toBeVisible();
    await expect(page.locator('#place_order')).toBeVisible();
    await saved.check();
    await expect(page.locator('#ppcp-hosted-fields')).toBeHidden();
    await page.locator('#place_order').click();
    await page.waitForURL(/\/order-received\//);
    expect(await cardOrders(page)).toBe(before + 1);
  });

  test('pay-for-order page: the card fields pay the pending order → order received, paid by card', async ({ page }) => {
    const payUrl = await pendingOrderPayUrl(page.request);
    const orderId = Number(/order-pay\/(\d+)/.exec(payUrl)?.[1]);
    await page.goto(payUrl);
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByLabel('Kredit- oder Debitkarte', { exact: true }).check();
    for (const slot of ['card-number', 'card-expiry', 'card-cvc'] as const) await expect(cardInput(page, slot)).toHaveAttribute('data-ready');
    await typeCard(page, CARDS.mastercard);
    await payButton(page).click();
    await page.waitForURL(/\/order-received\//);
    expect((await demoOrders(page.request)).find((order) => order.id === orderId)).toMatchObject({ paymentMethod: 'ppcp-credit-card-gateway', status: 'processing' });
  });

  test('axe clean at 375 px with the card fields shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await atCardCheckout(page);
    await expectNoAxeViolations(page, 'checkout, card fields, 375 px');
  });
});
