/**
 * The ppc endpoints on a shop with a third party: every endpoint's happy path, the nonce refusal
 * (403 JSON), validation refusals (400 JSON), one approval one order (repeated and concurrent
 * approves), and 'buy now' keeping the shopper's cart after paying and after cancelling.
 */
import { describe, expect, it, vi } from 'vitest';
import { APPROVE_DECLINED_CODE, APPROVE_ERROR_CODE, NONCE_REFUSAL, type GatewaySettings } from '../../src/payments/provider/contracts.ts';
import { DEMO_CUSTOMER } from '../account/customers.ts';
import { postLogin } from '../account/test-support.ts';
import { demoOrders, fillCart } from '../checkout/test-support.ts';
import { AJAX_NAMES } from './settings.ts';
import { addDays, berlinToday } from '../cart/booking.ts';
import { BOOKING_PRODUCT_ID } from '../product/catalogue.ts';
import { line, PAYER, ppc, productPath, requireSettings, walletShop } from './test-support.ts';

// Many requests per test on a machine shared with other work: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const { shop, provider } = walletShop();

const cartSettings = async () => {
  await fillCart(shop.client, { 101: 1 });
  return requireSettings(shop.client, '/cart/');
};

async function createApproved(settings: GatewaySettings, context: 'cart' | 'product' = 'cart', declined = false): Promise<string> {
  const created = await ppc(shop.client, settings, 'create_order', { context, purchase_units: [], payer: null, bn_code: '', payment_method: 'ppcp-gateway', funding_source: 'paypal' });
  expect(created).toMatchObject({ status: 200, json: { success: true, data: { id: expect.stringMatching(/^[A-Z0-9]{17}$/), custom_id: expect.stringMatching(/^sf-/) } } });
  provider.approve(created.json.data.id, PAYER, declined);
  return created.json.data.id as string;
}

const approve = (settings: GatewaySettings, id: string) => ppc(shop.client, settings, 'approve_order', { order_id: id, funding_source: 'paypal', should_create_wc_order: true, payer: null });

const cartIds = async () => (await shop.client.state()).items.map((item) => [item.productId, item.quantity]);

describe('nonces', () => {
  it('every nonce’d endpoint refuses a missing, wrong or other endpoint’s nonce with 403 JSON, never 500', async () => {
    const settings = await cartSettings();
    const keys = Object.keys(AJAX_NAMES).filter((key) => key !== 'cart_script_params') as (keyof typeof AJAX_NAMES)[];
    for (const key of keys) {
      const endpoint = `/?wc-ajax=${AJAX_NAMES[key]}`;
      const other = key === 'simulate_cart' ? settings.ajax.change_cart.nonce : settings.ajax.simulate_cart.nonce;
      for (const nonce of [undefined, 'falsch', other]) {
        const res = await shop.client.postJson(endpoint, nonce === undefined ? {} : { nonce });
        expect(res.status, `${key} ${nonce}`).toBe(403);
        expect(await res.json()).toEqual({ success: false, data: { message: NONCE_REFUSAL } });
      }
    }
  });

  it("another visitor's nonce is refused", async () => {
    const settings = await cartSettings();
    const stranger = new (shop.client.constructor as typeof import('../test-helpers.ts').Client)(shop.server.baseUrl);
    const res = await stranger.postJson(settings.ajax.simulate_cart.endpoint, { nonce: settings.ajax.simulate_cart.nonce, products: [line(101)] });
    expect(res.status).toBe(403);
  });
});

describe('data_client_id and simulate_cart', () => {
  it('data_client_id: the guest (user 0), an expiration an hour ahead in seconds, a token', async () => {
    const settings = await cartSettings();
    const before = Math.floor(Date.now() / 1000);
    const { status, json } = await ppc(shop.client, settings, 'data_client_id');
    expect(status).toBe(200);
    expect(json).toEqual({ user: 0, expiration: expect.any(Number), token: expect.stringMatching(/^[\w-]{20,}$/) });
    expect(json.expiration - before).toBeGreaterThanOrEqual(3600);
    expect(json.expiration - before).toBeLessThanOrEqual(3600 + Math.ceil(Date.now() / 1000) - before);
  });

  it("the page prints the user the token is made for: 0 for a guest, the customer's id once logged in (the client's cache key); the customer's payer details", async () => {
    const guest = await cartSettings();
    expect(guest.ajax.data_client_id.user).toBe(0);
    // Spec §3 Payer: session payer details only for a logged-in customer.
    expect(guest.payer).toBeNull();
    expect((await ppc(shop.client, guest, 'data_client_id')).json.user).toBe(0);
    const login = await postLogin(shop.client);
    expect(login.status).toBe(303);
    const customer = await requireSettings(shop.client, '/cart/');
    expect(customer.ajax.data_client_id.user).toBeGreaterThan(0);
    expect(customer.user.is_logged).toBe(true);
    expect(customer.payer).toEqual({
      email_address: DEMO_CUSTOMER.email,
      name: { given_name: 'Erika', surname: 'Musterfrau' },
      phone: { phone_type: 'HOME', phone_number: { national_number: '030 1234567' } },
      address: { country_code: 'DE', address_line_1: 'Musterstraße 12', admin_area_2: 'Berlin', postal_code: '10115' },
    });
    expect((await ppc(shop.client, customer, 'data_client_id')).json.user).toBe(customer.ajax.data_client_id.user);
  });

  it("simulate_cart: the total of the given lines; the visitor's cart is untouched", async () => {
    const settings = await cartSettings();
    const { status, json } = await ppc(shop.client, settings, 'simulate_cart', { products: [line(103, 2)] });
    expect(status).toBe(200);
    // 2 × 74,90 € = 149,80 €, free shipping from 50 €.
    expect(json).toEqual({
      success: true,
      data: { total: 149.8, currency_code: 'EUR', button: { is_disabled: false }, messages: { is_hidden: false }, funding: { paylater: { enabled: true }, card: { enabled: false } } },
    });
    expect(await cartIds()).toEqual([[101, 1]]);
  });

  it('simulate_cart follows the demo configuration: pay-later off hides the message and disables its funding', async () => {
    const settings = await cartSettings();
    await shop.client.postJson('/__demo/wallet', { payLater: false });
    const { json } = await ppc(shop.client, settings, 'simulate_cart', { products: [line(101)] });
    expect(json.data).toMatchObject({ messages: { is_hidden: true }, funding: { paylater: { enabled: false } } });
  });

  it.each([
    ['not a list', { products: 'x' }],
    ['too many lines', { products: Array.from({ length: 21 }, () => line(101)) }],
    ['a negative quantity', { products: [line(101, -1)] }],
    ['an id that is no number', { products: [{ id: 'abc', quantity: 1, variations: null }] }],
    ['a variation name outside attribute_*', { products: [{ id: 101, quantity: 1, variations: [{ name: 'evil', value: 'x' }] }] }],
  ])('simulate_cart refuses %s with 400 JSON', async (_name, body) => {
    const settings = await cartSettings();
    const { status, json } = await ppc(shop.client, settings, 'simulate_cart', body);
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, data: { message: expect.any(String) } });
  });

  // Well-formed lines the cart refuses: the plugin catches WooCommerce's refusal and answers
  // wp_send_json_error (200), as for a variable product whose options are not chosen yet.
  it.each([
    ['a quantity off the step', { products: [line(105, 0.3)] }],
    ['an unknown product', { products: [line(99999)] }],
    ['too much of a product', { products: [line(101, 1e9)] }],
    ['a variable product before its options are chosen', { products: [{ id: 114, quantity: 1, variations: [{ name: 'attribute_pa_inhalt', value: '' }] }] }],
  ])("simulate_cart answers the plugin's refusal (200, success false) for %s", async (_name, body) => {
    const settings = await cartSettings();
    const { status, json } = await ppc(shop.client, settings, 'simulate_cart', body);
    expect(status).toBe(200);
    expect(json).toEqual({ success: false, data: { message: expect.stringMatching(/\S/) } });
    expect(await cartIds()).toEqual([[101, 1]]);
  });
});

describe('cart payment: create, approve, one order', () => {
  it('create_order takes the cart total; approve_order captures once and answers the order-received page; the cart is paid', async () => {
    const settings = await cartSettings();
    const id = await createApproved(settings);
    expect(provider.getOrder(id)!.amount).toEqual({ currency_code: 'EUR', value: '89.50' });
    const first = await approve(settings, id);
    expect(first).toEqual({ status: 200, json: { success: true, data: { order_received_url: expect.stringMatching(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/) } } });
    expect(provider.getOrder(id)!.status).toBe('COMPLETED');
    const [order] = await demoOrders(shop.client);
    expect(order).toMatchObject({ paymentMethod: 'ppcp-gateway', paymentMethodTitle: 'PayPal', status: 'processing', billing: { first_name: 'Kim', email: 'kim@example.test', city: 'Köln' } });
    expect(await cartIds()).toEqual([]);

    // A repeated approve (double click, reload) answers the same order and creates nothing.
    const ordersBefore = (await demoOrders(shop.client)).length;
    expect(await approve(settings, id)).toEqual(first);
    expect((await demoOrders(shop.client)).length).toBe(ordersBefore);
  });

  it('two concurrent approves of one provider order make one order and answer the same page', async () => {
    const settings = await cartSettings();
    const id = await createApproved(settings);
    const before = (await demoOrders(shop.client)).length;
    const answers = await Promise.all([approve(settings, id), approve(settings, id), approve(settings, id)]);
    expect(new Set(answers.map((answer) => answer.json.data.order_received_url)).size).toBe(1);
    expect((await demoOrders(shop.client)).length).toBe(before + 1);
  });

  it('a declined instrument answers a code other than 100 (restart); an unapproved or unknown order code 100 with a German message', async () => {
    const settings = await cartSettings();
    const declined = await createApproved(settings, 'cart', true);
    const refusal = await approve(settings, declined);
    expect(refusal.json).toEqual({ success: false, data: { code: APPROVE_DECLINED_CODE, message: expect.stringContaining('abgelehnt') } });
    expect(APPROVE_DECLINED_CODE).not.toBe(APPROVE_ERROR_CODE);
    expect(await cartIds()).toEqual([[101, 1]]);

    // After the restart the shopper approves with another instrument: it goes through.
    provider.restart(declined);
    provider.approve(declined, PAYER);
    expect((await approve(settings, declined)).json.success).toBe(true);

    await fillCart(shop.client, { 101: 1 });
    const created = await ppc(shop.client, settings, 'create_order', { context: 'cart', purchase_units: [], payer: null, bn_code: '', payment_method: 'ppcp-gateway', funding_source: 'paypal' });
    const notApproved = await approve(settings, created.json.data.id);
    expect(notApproved.json).toEqual({ success: false, data: { code: APPROVE_ERROR_CODE, message: expect.stringContaining('noch nicht bestätigt') } });
    expect((await approve(settings, 'AAAAAAAAAAAAAAAAA')).json.data.code).toBe(APPROVE_ERROR_CODE);
  });

  it('get_order answers the provider order; update_shipping follows the store API shipping into the amount', async () => {
    const settings = await cartSettings();
    const id = await createApproved(settings);
    expect((await ppc(shop.client, settings, 'get_order', { order_id: id })).json).toEqual({
      success: true,
      data: { id, status: 'APPROVED', custom_id: expect.stringMatching(/^sf-/), amount: { currency_code: 'EUR', value: '89.50' }, funding_source: 'paypal' },
    });
    const nonce = settings.ajax.update_customer_shipping.wp_rest_nonce;
    const update = await shop.client.request(settings.ajax.update_customer_shipping.shipping_address.update_customer_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Nonce: nonce },
      body: JSON.stringify({ shipping_address: { country: 'AT', postcode: '1010', city: 'Wien' } }),
    });
    expect(update.status).toBe(200);
    expect((await ppc(shop.client, settings, 'update_shipping', { order_id: id })).json).toEqual({ success: true, data: { message: '' } });
    // Austria: 89,50 € + 12,90 € shipping.
    expect(provider.getOrder(id)!.amount.value).toBe('102.40');
  });

  it.each([
    ['create_order', { context: 'elsewhere', purchase_units: [], payment_method: 'ppcp-gateway' }],
    ['create_order', { context: 'cart', purchase_units: 'x', payment_method: 'ppcp-gateway' }],
    ['create_order', { context: 'cart', purchase_units: [], payment_method: 'bacs' }],
    ['create_order', { context: 'cart', purchase_units: [], payment_method: 'ppcp-gateway', funding_source: '<script>' }],
    ['approve_order', { order_id: 'kurz' }],
    ['approve_order', { order_id: 'AAAAAAAAAAAAAAAAA', should_create_wc_order: 'vielleicht' }],
    ['get_order', { order_id: 42 }],
    ['update_shipping', {}],
    ['change_cart', { products: [line(101)], restore_cart: 'ja' }],
    ['save_checkout_form', { form_encoded: 'x'.repeat(60_000) }],
    ['validate_checkout', {}],
    ['approve_subscription', { order_id: 'AAAAAAAAAAAAAAAAA' }],
    ['vault_paypal', { return_url: 'javascript:alert(1)' }],
    ['create_setup_token', { payment_method: 'bacs' }],
    ['create_payment_token', { vault_setup_token: '', payment_method: 'ppcp-gateway' }],
    ['create_payment_token_for_guest', { vault_setup_token: '<>' }],
  ] as const)('%s refuses bad input with 400 JSON (case %#)', async (key, body) => {
    const settings = await cartSettings();
    const { status, json } = await ppc(shop.client, settings, key, body);
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, data: { message: expect.any(String) } });
  });

  it('subscriptions and vaulting are not offered: refusals in the plugin’s shape', async () => {
    const settings = await cartSettings();
    const refusals = [
      await ppc(shop.client, settings, 'approve_subscription', { order_id: 'AAAAAAAAAAAAAAAAA', subscription_id: 'I-ABC123' }),
      await ppc(shop.client, settings, 'vault_paypal', { return_url: 'http://127.0.0.1/cart/' }),
      await ppc(shop.client, settings, 'create_setup_token', { payment_method: 'ppcp-gateway' }),
      await ppc(shop.client, settings, 'create_payment_token', { vault_setup_token: 'TOKEN-1', payment_method: 'ppcp-gateway', is_free_trial_cart: false }),
      await ppc(shop.client, settings, 'create_payment_token_for_guest', { vault_setup_token: 'TOKEN-1' }),
    ];
    for (const refusal of refusals) expect(refusal).toEqual({ status: 200, json: { success: false, data: { message: expect.stringMatching(/nicht (angeboten|aktiviert)/) } } });
  });

  it('cart_script_params (GET): url params, button, messages and the cart amount', async () => {
    const settings = await cartSettings();
    const res = await shop.client.get(settings.ajax.cart_script_params.endpoint);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { success: boolean; data: Record<string, any> };
    expect(json).toMatchObject({ success: true, data: { amount: 89.5, url_params: { 'client-id': settings.client_id, currency: 'EUR' }, button: { is_disabled: false }, messages: { amount: 89.5 } } });
  });

  it('the fault injection can make approve_order refuse (code 100, German message) without an order', async () => {
    const settings = await cartSettings();
    const id = await createApproved(settings);
    await shop.client.postJson('/__demo/faults', { endpoint: 'ppc-approve-order', mode: 'error_body', times: 1 });
    expect((await approve(settings, id)).json).toEqual({ success: false, data: { code: APPROVE_ERROR_CODE, message: expect.stringContaining('simulierter Fehler') } });
    expect(provider.getOrder(id)!.status).toBe('APPROVED');
    expect((await approve(settings, id)).json.success).toBe(true);
  });
});

describe("buy now keeps the shopper's cart", () => {
  async function buyNow(): Promise<GatewaySettings> {
    await fillCart(shop.client, { 104: 2, 109: 1 });
    const settings = await requireSettings(shop.client, productPath(103));
    const changed = await ppc(shop.client, settings, 'change_cart', { products: [line(103, 2)] });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ value: '149.80' }),
        items: [
          expect.objectContaining({ name: 'Heckdiffusor Universal', quantity: '2', unit_amount: { currency_code: 'EUR', value: '74.90' }, cart_item_key: expect.stringMatching(/^[a-f0-9]{32}$/) }),
        ],
      }),
    ]);
    expect(await cartIds()).toEqual([[103, 2]]);
    return settings;
  }

  it('after paying: the order holds the product, the cart what it held before', async () => {
    const settings = await buyNow();
    const id = await createApproved(settings, 'product');
    expect(provider.getOrder(id)!.amount.value).toBe('149.80');
    const approved = await approve(settings, id);
    expect(approved.json.success).toBe(true);
    const [order] = await demoOrders(shop.client);
    expect(order!.items.map((item) => [item.productId, item.quantity])).toEqual([[103, 2]]);
    expect(await cartIds()).toEqual([
      [104, 2],
      [109, 1],
    ]);
  });

  it('after a cancel the client reports (restore_cart, or an empty product list): the cart is back at once', async () => {
    const settings = await buyNow();
    expect((await ppc(shop.client, settings, 'change_cart', { products: [], restore_cart: true })).status).toBe(200);
    expect(await cartIds()).toEqual([
      [104, 2],
      [109, 1],
    ]);

    await ppc(shop.client, settings, 'change_cart', { products: [line(103)] });
    await ppc(shop.client, settings, 'change_cart', { products: [line(101)] });
    const back = await ppc(shop.client, settings, 'change_cart', { products: [] });
    expect(back.json.data[0].items.map((item: { name: string }) => item.name)).toEqual(['Kühlmittel-Konzentrat 1 l', 'LED-Kennzeichenbeleuchtung']);
    expect(await cartIds()).toEqual([
      [104, 2],
      [109, 1],
    ]);
  });

  it('after a cancel nobody reports (the popup closed): the next page view shows the cart as before', async () => {
    const settings = await buyNow();
    await createApproved(settings, 'product');
    const { text } = await shop.client.getPage('/cart/');
    expect(text).toContain('Kühlmittel-Konzentrat 1 l');
    expect(text).not.toContain('Heckdiffusor Universal');
    expect(await cartIds()).toEqual([
      [104, 2],
      [109, 1],
    ]);
  });

  it('an approve after the cart came back (another tab) still pays only the product, and the cart stays', async () => {
    const settings = await buyNow();
    const id = await createApproved(settings, 'product');
    await shop.client.getPage('/shop/');
    expect((await approve(settings, id)).json.success).toBe(true);
    const [order] = await demoOrders(shop.client);
    expect(order!.items.map((item) => item.productId)).toEqual([103]);
    expect(await cartIds()).toEqual([
      [104, 2],
      [109, 1],
    ]);
  });

  it('a refused product line changes nothing', async () => {
    await fillCart(shop.client, { 104: 1 });
    const settings = await requireSettings(shop.client, productPath(103));
    expect(await ppc(shop.client, settings, 'change_cart', { products: [line(103), line(107)] })).toMatchObject({ status: 200, json: { success: false } });
    expect(await cartIds()).toEqual([[104, 1]]);
  });
});

describe('store API', () => {
  it('cart: shipping address, rates and totals in cents; select-shipping-rate and update-customer need the Nonce header', async () => {
    const settings = await cartSettings();
    const { cart_endpoint } = settings.ajax.update_customer_shipping.shipping_address;
    const cart = (await (await shop.client.get(cart_endpoint)).json()) as Record<string, any>;
    expect(cart).toMatchObject({ shipping_address: { country: 'DE', city: '' }, totals: { total_price: '8950', currency_code: 'EUR' }, items_count: 1 });
    expect(cart.shipping_rates[0].shipping_rates.map((rate: { rate_id: string }) => rate.rate_id)).toEqual(['free_shipping:2', 'local_pickup:3']);

    const select = (nonce: string, body: unknown) =>
      shop.client.request(settings.ajax.update_customer_shipping.shipping_options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Nonce: nonce },
        body: JSON.stringify(body),
      });
    const badNonce = await select('falsch', { rate_id: 'local_pickup:3' });
    expect(badNonce.status).toBe(401);
    expect(await badNonce.json()).toMatchObject({ code: 'woocommerce_rest_invalid_nonce', data: { status: 401 } });
    const nonce = settings.ajax.update_customer_shipping.wp_rest_nonce;
    expect((await select(nonce, { rate_id: 'teleport:1' })).status).toBe(400);
    const chosen = (await (await select(nonce, { rate_id: 'local_pickup:3' })).json()) as Record<string, any>;
    expect(chosen.shipping_rates[0].shipping_rates.find((rate: { selected: boolean }) => rate.selected).rate_id).toBe('local_pickup:3');

    const update = (body: unknown) =>
      shop.client.request(settings.ajax.update_customer_shipping.shipping_address.update_customer_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Nonce: nonce },
        body: JSON.stringify(body),
      });
    expect((await update({ shipping_address: { country: 'US' } })).status).toBe(400);
    expect((await update({ shipping_address: { city: 'x'.repeat(201) } })).status).toBe(400);
    expect((await update({ shipping_address: 'Köln' })).status).toBe(400);
    const moved = (await (await update({ shipping_address: { country: 'DE', city: 'Köln', postcode: '50667' } })).json()) as Record<string, any>;
    expect(moved.shipping_address).toMatchObject({ city: 'Köln', postcode: '50667', country: 'DE' });
  });
});

describe('booking products (spec §4 Cancel, §7 remove_from_cart): the booking joins the cart, the payment is for it alone', () => {
  /** The next Monday at least two days ahead (never a Sunday, never today). */
  const day = (() => {
    const next = new Date(`${addDays(berlinToday(), 2)}T00:00:00Z`);
    while (next.getUTCDay() !== 1) next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().slice(0, 10);
  })();
  const bookingLine = (date: string) => ({ id: BOOKING_PRODUCT_ID, quantity: 1, variations: null, extra: {}, booking: { wc_bookings_field_start_date: date } });

  async function addBooking(): Promise<{ settings: GatewaySettings; key: string }> {
    await fillCart(shop.client, { 104: 2 });
    const settings = await requireSettings(shop.client, productPath(BOOKING_PRODUCT_ID));
    expect(settings.productType).toBe('booking');
    const changed = await ppc(shop.client, settings, 'change_cart', { products: [bookingLine(day)] });
    expect(changed.json.success).toBe(true);
    // Only the booking's line, with its key (the client removes by it on cancel).
    const items = changed.json.data[0].items as Array<{ name: string; cart_item_key: string }>;
    expect(items).toEqual([expect.objectContaining({ name: 'Scheinwerfer-Einstellung (Termin)', cart_item_key: expect.stringMatching(/^[a-f0-9]{32}$/) })]);
    expect(await cartIds()).toEqual([
      [104, 2],
      [BOOKING_PRODUCT_ID, 1],
    ]);
    return { settings, key: items[0]!.cart_item_key };
  }

  it('create_order takes the booking alone; after paying, the cart holds what it held before', async () => {
    const { settings } = await addBooking();
    const id = await createApproved(settings, 'product');
    expect(provider.getOrder(id)!.amount.value).toBe('59.00');
    expect((await approve(settings, id)).json.success).toBe(true);
    const [order] = await demoOrders(shop.client);
    expect(order!.items.map((item) => [item.productId, item.quantity])).toEqual([[BOOKING_PRODUCT_ID, 1]]);
    expect(await cartIds()).toEqual([[104, 2]]);
  });

  it('a cancel: remove_from_cart with the key gives the cart back (the client makes that call)', async () => {
    const { key } = await addBooking();
    expect((await shop.client.post('/?wc-ajax=remove_from_cart', { cart_item_key: key })).status).toBe(200);
    expect(await cartIds()).toEqual([[104, 2]]);
  });

  it.each([
    ['no day', {}, /^Bitte wähle einen Termin für „Scheinwerfer-Einstellung \(Termin\)“\.$/],
    ['a Sunday', { wc_bookings_field_start_date: addDays(day, 6) }, /^Sonntags ist die Werkstatt geschlossen/],
    ['today', { wc_bookings_field_start_date: berlinToday() }, /ab morgen/],
  ])('change_cart refuses a booking with %s, in German (the message the buttons show); the cart is untouched', async (_name, booking, message) => {
    await fillCart(shop.client, { 104: 2 });
    const settings = await requireSettings(shop.client, productPath(BOOKING_PRODUCT_ID));
    const { status, json } = await ppc(shop.client, settings, 'change_cart', { products: [{ ...bookingLine(day), booking }] });
    expect(status).toBe(200);
    expect(json).toEqual({ success: false, data: { message: expect.stringMatching(message) } });
    expect(await cartIds()).toEqual([[104, 2]]);
  });

  it('the same day twice is refused: a cancel must not remove the booking the shopper already had', async () => {
    const { settings } = await addBooking();
    const again = await ppc(shop.client, settings, 'change_cart', { products: [bookingLine(day)] });
    expect(again.json).toEqual({ success: false, data: { message: expect.stringMatching(/^Dieser Termin liegt schon in deinem Warenkorb/) } });
    expect(await cartIds()).toEqual([
      [104, 2],
      [BOOKING_PRODUCT_ID, 1],
    ]);
  });

  it('booking fields that are not wc_bookings_field* are a 400', async () => {
    const settings = await cartSettings();
    const { status } = await ppc(shop.client, settings, 'simulate_cart', { products: [{ ...bookingLine(day), booking: { evil: 'x' } }] });
    expect(status).toBe(400);
  });
});
