/**
 * The wallet's buttons on the shop's pages in Chromium, through the fake provider on the
 * second origin (its SDK, its approval popup): approve → order received per context, cancel,
 * provider error, declined then restart, validation before the popup, one approval one order,
 * one SDK load per page, buy-now keeps the cart, axe with buttons and errors.
 */
import type { Page, Route } from '@playwright/test';
import { DEMO_PAYER } from '../../demo-server/third-party/provider/popup';
import { expectNoAxeViolations } from '../support/axe';
import { productPath, PRODUCTS } from '../support/catalogue';
import { demoOrders, fillBillingAddress, logInAsDemoCustomer, pendingOrderPayUrl } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { addViaApi, demoState, routeFirst } from '../support/shop';

const GENERIC = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';

/** The provider's button for a funding source inside the page's payment area. */
const walletButton = (page: Page, name = 'Mit PayPal bezahlen', area = 'sf-wallet-buttons') => page.locator(area).getByRole('button', { name });
/** At the checkout the wallet's button places the order: the shop labels it 'buynow' (§ 312j BGB). */
const checkoutButton = (page: Page) => walletButton(page, 'Jetzt kaufen mit PayPal', 'sf-wallet-buttons[context="checkout"]');

/** Clicks a wallet button and returns the approval popup once it shows the order. */
async function openPopup(page: Page, button = walletButton(page)): Promise<Page> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await expect(popup.getByRole('heading', { name: 'Zahlung prüfen', level: 1 })).toBeVisible();
  return popup;
}

/** The provider order an approval popup shows (its URL carries it as `token`). */
const popupOrderId = (popup: Page) => new URL(popup.url()).searchParams.get('token')!;

/** The wallet orders the demo shop holds now (its list is per worker: count before and after). */
const walletOrders = async (page: Page) => (await demoOrders(page.request)).filter((order) => order.paymentMethod === 'ppcp-gateway').length;

/** Chooses the wallet at the checkout and waits for the order review that asks for (its payment area holds the buttons). */
async function chooseWallet(page: Page): Promise<void> {
  const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.getByLabel('PayPal', { exact: true }).check();
  await reviewed;
  await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * A guest at the checkout with `product` in the cart, the address filled, the terms ticked and
 * the wallet chosen: the wallet's popup opened. Returns it and the wallet orders before.
 */
async function payAtCheckout(page: Page, product: number): Promise<{ popup: Page; before: number }> {
  await addViaApi(page.request, product, 1);
  await page.goto('/checkout/');
  const before = await walletOrders(page);
  await fillBillingAddress(page);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await chooseWallet(page);
  return { popup: await openPopup(page, checkoutButton(page)), before };
}

/** The checkout's shown total as the provider writes amounts ('89.50'). */
const shownTotal = async (page: Page) => Number((await page.locator('.order-total strong').innerText()).replace(/[^\d,]/g, '').replace(',', '.')).toFixed(2);

/** Counts the page's requests for the provider's SDK script. */
function countSdkLoads(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sdk/js') count++;
  });
  return { count: () => count };
}

test.describe('wallet buttons', () => {
  test("product page: approve in the popup → order received; one SDK load; the shopper's cart is kept", { tag: '@smoke' }, async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.daytimeLights, 2);
    const before = await walletOrders(page);
    const sdk = countSdkLoads(page);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await expect(walletButton(page, 'Mit PayPal bezahlen', 'sf-wallet-buttons[context="product"]')).toBeVisible();
    await expect(walletButton(page, 'Später bezahlen')).toBeVisible();
    await expect(page.locator('sf-paylater-message #ppcp-messages .ppcp-message')).toHaveAttribute('id', /^ppcp-message-[0-9a-z]{9}$/);
    await expectNoAxeViolations(page, 'product page with wallet buttons and message');
    const popup = await openPopup(page);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await closed;
    await page.waitForURL(/\/order-received\//);
    await expect(page.locator('body')).toContainText('Universal Frontspoiler × 1');
    expect(sdk.count()).toBe(1);
    expect(await walletOrders(page)).toBe(before + 1);
    // Buy now paid for the product alone: the shopper's cart holds what it held.
    const state = await demoState(page.request);
    expect(state.items.map((item) => [item.productId, item.quantity])).toEqual([[PRODUCTS.daytimeLights, 2]]);
  });

  test('product page: a cancelled popup keeps the cart and the buttons take a new click', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.daytimeLights, 1);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    const popup = await openPopup(page);
    await popup.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(async () => (await demoState(page.request)).items.map((item) => item.productId)).toEqual([PRODUCTS.daytimeLights]);
    const again = await openPopup(page);
    await again.close();
  });

  test('a provider error shows the generic error at the top of the notices, axe clean', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Anbieterfehler|Simulierter|provider|error/i);
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/cart/');
    const popup = await openPopup(page);
    await popup.getByRole('button', { name: 'Anbieterfehler auslösen' }).click();
    const alert = page.locator('.woocommerce-notices-wrapper [role="alert"]');
    await expect(alert).toHaveText(GENERIC);
    await expectNoAxeViolations(page, 'cart with a payment error');
  });

  test('a declined card restarts the payment in the popup; approving then places one order', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/abgelehnt|declined|status of 4\d\d/i);
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/cart/');
    const before = await walletOrders(page);
    const popup = await openPopup(page);
    // The restart opens the order again for another instrument, in this popup or a new one;
    // pages are collected from before the click, so a quick reopening is not missed.
    const opened: Page[] = [popup];
    page.context().on('page', (next) => opened.push(next));
    await popup.getByRole('button', { name: 'Mit abgelehnter Karte bestätigen' }).click();
    await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toBeVisible();
    const confirm = (candidate: Page) => candidate.getByRole('button', { name: 'Zahlung bestätigen' });
    const showingConfirm = async () => {
      for (const candidate of opened.filter((p) => !p.isClosed()))
        if (
          await confirm(candidate)
            .isVisible()
            .catch(() => false)
        )
          return candidate;
      return null;
    };
    await expect.poll(async () => !!(await showingConfirm())).toBe(true);
    const restarted = (await showingConfirm())!;
    await confirm(restarted).click();
    await page.waitForURL(/\/order-received\//);
    expect(await walletOrders(page)).toBe(before + 1);
  });

  test('create_order carries the session payer for the logged-in customer, null for a guest (spec §3 Payer)', async ({ page }) => {
    const createBodies: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=ppc-create-order')) createBodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    const guestPopup = await openPopup(page);
    expect(createBodies).toHaveLength(1);
    expect(createBodies[0]).toHaveProperty('payer', null);
    // The cancel gives the cart back (change_cart restore_cart): the page stays until it has.
    const restored = page.waitForResponse((response) => response.url().includes('wc-ajax=ppc-change-cart') && response.request().postData()?.includes('restore_cart') === true);
    await guestPopup.getByRole('button', { name: 'Abbrechen' }).click();
    await restored;

    await logInAsDemoCustomer(page.request);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    const popup = await openPopup(page);
    expect(createBodies).toHaveLength(2);
    // The customer's billing address as the shop printed it, the phone as digits.
    expect(createBodies[1]!.payer).toEqual({
      email_address: 'kundin@example.test',
      name: { given_name: 'Erika', surname: 'Musterfrau' },
      phone: { phone_type: 'HOME', phone_number: { national_number: '0301234567' } },
      address: { country_code: 'DE', address_line_1: 'Musterstraße 12', admin_area_2: 'Berlin', postal_code: '10115' },
    });
    await popup.close();
  });

  test('a double click opens one popup and makes one order', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/cart/');
    const before = await walletOrders(page);
    await expect(walletButton(page)).toBeVisible();
    const popups: Page[] = [];
    page.context().on('page', (opened) => popups.push(opened));
    await walletButton(page).dblclick();
    await expect.poll(() => popups.length).toBe(1);
    const popup = popups[0]!;
    await expect(popup.getByRole('button', { name: 'Zahlung bestätigen' })).toBeVisible();
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    expect(popups).toHaveLength(1);
    expect(await walletOrders(page)).toBe(before + 1);
  });
});

/** An answer the test lets through when it chooses (a held route, never a wait for time). */
function holdFirst(page: Page, endpoint: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest((request) => request.url().includes(`wc-ajax=${endpoint}`));
  const routed = routeFirst(
    page,
    (url) => url.searchParams.get('wc-ajax') === endpoint,
    async (route) => {
      await held;
      await answer(route);
    },
  );
  return { routed, asked, release };
}

test('product page: new buttons asked for while the order is being made wait for it: the popup shows the order, the buttons follow after the cancel', async ({ page }) => {
  // simulate-cart's answer takes pay-later out (a new script and new buttons); it comes while the cart is being changed.
  const simulation = holdFirst(page, 'ppc-simulate-cart', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: boolean; data: { funding: Record<string, unknown> } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, funding: { ...body.data.funding, paylater: { enabled: false } } } } });
  });
  const cartChange = holdFirst(page, 'ppc-change-cart');
  await Promise.all([simulation.routed, cartChange.routed]);
  await page.goto(productPath(PRODUCTS.frontSpoiler));
  await simulation.asked;
  const [popup] = await Promise.all([page.context().waitForEvent('page'), walletButton(page).click()]);
  await cartChange.asked;
  // Listening before the answer is let through (a handle to the pending promise, not awaited yet).
  const simulated = await page.evaluateHandle(() => ({ answered: new Promise<void>((resolve) => document.addEventListener('sf:wallet-simulated', () => resolve(), { once: true })) }));
  simulation.release();
  await simulated.evaluate(({ answered }) => answered);
  cartChange.release();
  await expect(popup.getByRole('heading', { name: 'Zahlung prüfen', level: 1 })).toBeVisible();
  await popup.getByRole('button', { name: 'Abbrechen' }).click();
  // Now the buttons follow simulate-cart: the wallet's again, pay-later gone; no error.
  await expect(walletButton(page, 'Später bezahlen')).toHaveCount(0);
  await expect(walletButton(page)).toBeVisible();
  await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
});

/**
 * Booking products (spec §4 Cancel, §7 remove_from_cart, §8 Button error): the booking joins
 * the shopper's cart for the payment; a cancel removes what was added, one remove_from_cart per
 * key; the shop's refusal of a day is the message the buttons show.
 */
test.describe('wallet on a booking product', () => {
  const BOOKING_PATH = '/product/scheinwerfer-einstellung-termin/';
  /** A weekday in the booking range (the first Monday from two days ahead), and the Sunday before it. */
  async function days(page: Page): Promise<{ monday: string; sunday: string }> {
    const min = await page.locator('input[name="wc_bookings_field_start_date"]').getAttribute('min');
    const next = new Date(`${min!}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    while (next.getUTCDay() !== 1) next.setUTCDate(next.getUTCDate() + 1);
    const sunday = new Date(next.getTime() - 24 * 3600 * 1000);
    return { monday: next.toISOString().slice(0, 10), sunday: sunday.toISOString().slice(0, 10) };
  }

  test('cancel: the booked day leaves the cart again (remove_from_cart per key), the cart holds what it held', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.daytimeLights, 2);
    await page.goto(BOOKING_PATH);
    const { monday } = await days(page);
    await page.getByLabel('Termin (Tag)').fill(monday);
    const removals: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=remove_from_cart')) removals.push(request.url());
    });
    const changed = page.waitForResponse((response) => response.url().includes('wc-ajax=ppc-change-cart'));
    const popup = await openPopup(page);
    const units = ((await (await changed).json()) as { data: Array<{ items: Array<{ cart_item_key: string }> }> }).data;
    const added = units.flatMap((unit) => unit.items.map((item) => item.cart_item_key));
    expect(added).toHaveLength(1);
    // While the popup is open the booking is in the shopper's cart, beside what was there.
    expect((await demoState(page.request)).items.map((item) => [item.productId, item.quantity])).toEqual([
      [PRODUCTS.daytimeLights, 2],
      [125, 1],
    ]);
    const removed = page.waitForResponse((response) => response.url().includes('wc-ajax=remove_from_cart'));
    const refreshed = removed.then(() => page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments')));
    await popup.getByRole('button', { name: 'Abbrechen' }).click();
    await removed;
    // One remove_from_cart for the one key change_cart answered: it took the booking (and nothing else) out.
    expect(removals).toHaveLength(1);
    expect((await demoState(page.request)).items.map((item) => [item.productId, item.quantity])).toEqual([[PRODUCTS.daytimeLights, 2]]);
    await refreshed;
    await expect(page.locator('sf-mini-cart .header-cart-count')).toHaveText('2');
    await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
    // None more after the refresh.
    expect(removals).toHaveLength(1);
  });

  test('a day the shop refuses: its own message, not the generic one; the cart untouched; axe clean', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/payment could not be started|Sonntags|error/i);
    await addViaApi(page.request, PRODUCTS.daytimeLights, 1);
    await page.goto(BOOKING_PATH);
    const { sunday } = await days(page);
    await page.getByLabel('Termin (Tag)').fill(sunday);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), walletButton(page).click()]);
    const alert = page.locator('.woocommerce-notices-wrapper [role="alert"]');
    await expect(alert).toHaveText('Sonntags ist die Werkstatt geschlossen. Bitte wähle einen anderen Tag.');
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect((await demoState(page.request)).items.map((item) => [item.productId, item.quantity])).toEqual([[PRODUCTS.daytimeLights, 1]]);
    await expectNoAxeViolations(page, "booking product with the shop's refusal");
  });
});

test.describe('wallet in the mini-cart and on the pay-for-order page', () => {
  test('mini-cart: the buttons load when the dropdown opens; cancel keeps the cart and the buttons; approve → order received', async ({ page }) => {
    expect((await page.request.post('/__demo/wallet', { data: { miniCartButtons: true } })).status()).toBe(200);
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    const before = await walletOrders(page);
    await page.goto('/shop/');
    await page.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    const button = walletButton(page, 'Mit PayPal bezahlen', 'sf-wallet-buttons[context="mini-cart"]');
    const cancelled = await openPopup(page, button);
    // Cancel: the mini-cart shows the cart again (fragments), its buttons with it; nothing ordered.
    const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'));
    await cancelled.getByRole('button', { name: 'Abbrechen' }).click();
    await refreshed;
    await expect(page.locator('sf-mini-cart li.mini_cart_item')).toHaveCount(1);
    await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
    expect(await walletOrders(page)).toBe(before);
    if (!(await button.isVisible())) await page.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    const popup = await openPopup(page, button);
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    await expect(page.locator('body')).toContainText('Universal Frontspoiler × 1');
    expect(await walletOrders(page)).toBe(before + 1);
  });

  test('pay-for-order page: cancel leaves the order unpaid and the page usable; approve → the order is paid with the wallet', async ({ page }) => {
    const payUrl = await pendingOrderPayUrl(page.request);
    const orderId = Number(new URL(payUrl, 'http://shop.test').pathname.match(/order-pay\/(\d+)/)?.[1]);
    await page.goto(payUrl);
    await page.getByLabel('PayPal', { exact: true }).check();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    const cancelled = await openPopup(page);
    await cancelled.getByRole('button', { name: 'Abbrechen' }).click();
    // Unblocked, no error, the order still waits for its payment.
    await expect(page.locator('form#order_review')).not.toHaveClass(/processing/);
    await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
    expect((await demoOrders(page.request)).find((order) => order.id === orderId)?.status).toBe('pending');
    const popup = await openPopup(page);
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    await expect(page.locator('body')).toContainText('PayPal');
    expect((await demoOrders(page.request)).find((order) => order.id === orderId)).toMatchObject({ paymentMethod: 'ppcp-gateway' });
  });

  test('product page: an address changed in the popup goes to the cart and the provider order; approve → order received', async ({ page, shopServer }) => {
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    const popup = await openPopup(page);
    const orderId = popupOrderId(popup);
    await popup.getByLabel('Land').selectOption('AT');
    await popup.getByLabel('Postleitzahl').fill('1010');
    await popup.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien');
    await popup.getByRole('button', { name: 'Lieferadresse ändern' }).click();
    // Accepted: the provider records it and shows the order again with it, no refusal.
    await expect.poll(() => shopServer.provider.getOrder(orderId)?.shipping?.address?.country_code).toBe('AT');
    await expect(popup.getByLabel('Land')).toHaveValue('AT');
    await expect(popup.getByRole('alert')).toHaveCount(0);
    const cart = (await (await page.request.get('/wp-json/wc/store/v1/cart/')).json()) as { shipping_address: { country: string; postcode: string; city: string } };
    expect(cart.shipping_address).toMatchObject({ country: 'AT', postcode: '1010', city: 'Wien' });
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    await expect(page.locator('body')).toContainText('Universal Frontspoiler × 1');
  });

  test("cart: a shipping option chosen in the popup becomes the cart's rate", async ({ page, shopServer }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/cart/');
    const popup = await openPopup(page);
    const orderId = popupOrderId(popup);
    await popup.getByLabel(/Abholung/).check();
    await expect
      .poll(async () => {
        const cart = (await (await page.request.get('/wp-json/wc/store/v1/cart/')).json()) as { shipping_rates: Array<{ shipping_rates: Array<{ rate_id: string; selected: boolean }> }> };
        return cart.shipping_rates[0]?.shipping_rates.find((rate) => rate.selected)?.rate_id;
      })
      .toMatch(/^local_pickup/);
    // The provider records the change once the shop accepted it, then the popup shows the order again.
    await expect.poll(() => shopServer.provider.getOrder(orderId)?.shipping?.options.find((option) => option.selected)?.id).toMatch(/^local_pickup/);
    await expect(popup.getByLabel(/Abholung/)).toBeChecked();
    await expect(popup.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('wallet at the checkout', () => {
  test('validation before the popup: an empty required field or unticked terms opens no popup and shows the messages', { tag: '@smoke' }, async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    await page.goto('/checkout/');
    await chooseWallet(page);
    await expect(checkoutButton(page)).toBeVisible();
    await expect(page.locator('#place_order')).toBeHidden();
    let opened = 0;
    page.context().on('page', () => opened++);
    await checkoutButton(page).click();
    const alert = page.locator('.woocommerce-notices-wrapper [role="alert"]');
    await expect(alert).toContainText('Rechnung: Vorname ist ein Pflichtfeld.');
    await expect(alert).toContainText('Allgemeinen Geschäftsbedingungen');
    // A later request in the same page: by then a popup would have opened.
    await page.evaluate(() => fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' }));
    expect(opened).toBe(0);
    await expectNoAxeViolations(page, 'checkout with validation errors and wallet buttons');
  });

  test('approve in the popup → the order is placed with the wallet → order received', { tag: '@smoke' }, async ({ page }) => {
    const { popup, before } = await payAtCheckout(page, PRODUCTS.frontSpoiler);
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    expect(await walletOrders(page)).toBe(before + 1);
  });
});

test.describe('wallet at the checkout: shipping inside the popup (spec §4)', () => {
  test("an option chosen in the popup: the shop's rate, its radio checked, the totals and the provider amount follow; approve → one order with that rate", async ({ page, shopServer }) => {
    const { popup, before } = await payAtCheckout(page, PRODUCTS.frontSpoiler);
    const orderId = popupOrderId(popup);
    // The popup offers the checkout's rates, the form's own chosen.
    await expect(popup.getByLabel(/Abholung/)).not.toBeChecked();
    const amountBefore = shopServer.provider.getOrder(orderId)!.amount.value;
    const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await popup.getByLabel(/Abholung/).check();
    await reviewed;
    // Checked, and still so in the totals table the shop sent back for it.
    await expect(page.locator('input[name^="shipping_method"][value^="local_pickup"]')).toBeChecked();
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Abholung');
    await expect(popup.getByRole('alert')).toHaveCount(0);
    // 89,50 € reaches free shipping, so pickup costs the same: the amount is the form's total either way.
    const total = await shownTotal(page);
    await expect.poll(() => shopServer.provider.getOrder(orderId)!.amount.value).toBe(total);
    expect(amountBefore).toBe(total);
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
    await expect(page.locator('body')).toContainText('Abholung');
    expect(await walletOrders(page)).toBe(before + 1);
  });

  test('an address changed in the popup: the form takes it, the totals follow (Austria: its shipping), the provider amount with them; approve → order received', async ({ page, shopServer }) => {
    const { popup } = await payAtCheckout(page, PRODUCTS.daytimeLights);
    const orderId = popupOrderId(popup);
    const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await popup.getByLabel('Land').selectOption('AT');
    await popup.getByLabel('Postleitzahl').fill('1010');
    await popup.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien');
    await popup.getByRole('button', { name: 'Lieferadresse ändern' }).click();
    await reviewed;
    await expect(popup.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('#billing_country')).toHaveValue('AT');
    await expect(page.locator('#billing_postcode')).toHaveValue('1010');
    // The totals table shows the new shipping while the payment area waits for the payment.
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Österreich');
    const total = await shownTotal(page);
    await expect.poll(() => shopServer.provider.getOrder(orderId)!.amount.value).toBe(total);
    await popup.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL(/\/order-received\//);
  });
});

/**
 * Resume after an app switch (spec §2, §4): the provider's app sends the shopper back to the
 * shop page it left, as a fresh page load with its hash parameters. A hash set on the page
 * still loaded is no return (the browser only scrolls, nothing loads again), so each return
 * is a new tab, as the app opens it. The approval return is held at ppc-approve-order so the
 * page clock can stop before the 200 ms redirect: the cleaned hash is read on the cart page.
 */
test.describe('wallet: back from the provider app', () => {
  test('cart: a cancelled return renders the buttons again; an approved return cleans the hash (others kept), pays once, order received 200 ms later', async ({ page, shopServer }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler, 1);
    const before = await walletOrders(page);
    const context = page.context();
    await page.goto('/cart/');
    // The shopper starts the payment and switches to the provider's app: the order exists, the tab is left.
    const firstOrder = popupOrderId(await openPopup(page));
    await page.close();

    const cancelled = await context.newPage();
    await cancelled.goto(`/cart/#onCancel=onCancel&token=${firstOrder}&switch_initiated_time=1764111600000`);
    // The resumed button reports the cancel and renders again: both buttons are there and take a click.
    await expect(walletButton(cancelled)).toBeVisible();
    await expect(walletButton(cancelled, 'Später bezahlen')).toBeVisible();
    await expect(cancelled.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
    const secondOrder = popupOrderId(await openPopup(cancelled));
    expect(secondOrder).not.toBe(firstOrder);
    await cancelled.close();
    // Approved in the app (the provider records it; no popup tells a page).
    expect(shopServer.provider.approve(secondOrder, DEMO_PAYER)?.status).toBe('APPROVED');

    const back = await context.newPage();
    await back.clock.install();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const approvals: string[] = [];
    await back.route(
      (url) => url.searchParams.get('wc-ajax') === 'ppc-approve-order',
      async (route) => {
        approvals.push(route.request().postData() ?? '');
        await held;
        await route.continue();
      },
    );
    await back.goto(`/cart/#onApprove=onApprove&token=${secondOrder}&PayerID=FAKEPAYER0DEMO01&button_session_id=b1&switch_initiated_time=1764111600000&farbe=blau`);
    await expect.poll(() => approvals.length).toBe(1);
    expect(approvals[0]).toContain(secondOrder);
    await back.clock.pauseAt(Date.now() + 1000);
    const approved = back.waitForResponse((response) => response.url().includes('wc-ajax=ppc-approve-order'));
    release();
    await approved;
    // The provider's parameters leave the URL, the theme's stay; the page waits its 200 ms.
    await expect(back).toHaveURL(/\/cart\/#farbe=blau$/);
    await back.clock.runFor(199);
    expect(new URL(back.url()).pathname).toBe('/cart/');
    await back.clock.runFor(1);
    await back.waitForURL(/\/order-received\//);
    await expect(back.locator('body')).toContainText('Universal Frontspoiler × 1');
    expect(approvals).toHaveLength(1);
    expect(await walletOrders(back)).toBe(before + 1);
  });
});
