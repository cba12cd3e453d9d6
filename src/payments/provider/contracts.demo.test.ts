/**
 * Contract tests: the payment requests and parsers (./contracts.ts) against the demo shop's real
 * answers: each endpoint's success, its refusal, the nonce refusal, and a fault's error body.
 */
import { describe, expect, it, vi } from 'vitest';
import { fillCart, orderFields } from '../../../demo-server/checkout/test-support';
import { line, PAYER, requireSettings, walletShop } from '../../../demo-server/payments/test-support';
import { routeWidgetRequestsTo } from '../../../demo-server/test-helpers';
import {
  ajaxRequest,
  APPROVE_DECLINED_CODE,
  APPROVE_ERROR_CODE,
  parseAcknowledged,
  parseApproveOrder,
  parseApproveSubscription,
  parseCartScriptParams,
  parseChangeCart,
  parseCreateOrder,
  parseCreatePaymentToken,
  parseCreateSetupToken,
  parseDataClientId,
  parseGetOrder,
  parseSimulateCart,
  parseStoreCart,
  parseValidateCheckout,
  parseVaultWallet,
  sendPaymentRequest,
  storeRequest,
  type GatewaySettings,
} from './contracts';

vi.setConfig({ testTimeout: 30_000 });

const { shop, provider } = walletShop();
routeWidgetRequestsTo(shop);

const send = (settings: GatewaySettings, key: Exclude<keyof GatewaySettings['ajax'], 'cart_script_params' | 'update_customer_shipping'>, body: object = {}) =>
  sendPaymentRequest(ajaxRequest(settings.ajax[key], body));

async function cartSettings(): Promise<GatewaySettings> {
  await fillCart(shop.client, { 101: 1 });
  return requireSettings(shop.client, '/cart/');
}

const createBody = (context: string, extra: object = {}) => ({ context, purchase_units: [], payer: null, bn_code: '', payment_method: 'ppcp-gateway', funding_source: 'paypal', ...extra });

describe('payment contracts on the demo shop', () => {
  it('data_client_id: the token object; a stale nonce is a refusal marked nonceRefused', async () => {
    const settings = await cartSettings();
    expect(parseDataClientId(await send(settings, 'data_client_id'))).toEqual({ kind: 'ok', data: { user: 0, expiration: expect.any(Number), token: expect.any(String) } });
    const stale = parseDataClientId(await sendPaymentRequest(ajaxRequest({ ...settings.ajax.data_client_id, nonce: 'abgelaufen' }, {})));
    expect(stale).toMatchObject({ kind: 'refused', nonceRefused: true, message: 'Could not validate nonce.' });
  });

  it('simulate_cart and change_cart: totals, flags, purchase units with cart_item_key; a bad line is a refusal with the shop’s message', async () => {
    const settings = await cartSettings();
    expect(parseSimulateCart(await send(settings, 'simulate_cart', { products: [line(103)] }))).toEqual({
      kind: 'ok',
      data: { total: 74.9, currency_code: 'EUR', button: { is_disabled: false }, messages: { is_hidden: false }, funding: { paylater: { enabled: true }, card: { enabled: false } } },
    });
    const changed = parseChangeCart(await send(settings, 'change_cart', { products: [line(103, 2)] }));
    expect(changed).toMatchObject({ kind: 'ok', data: [{ amount: { value: '149.80' }, items: [{ quantity: '2', cart_item_key: expect.any(String) }] }] });
    expect(parseChangeCart(await send(settings, 'change_cart', { products: [], restore_cart: true }))).toMatchObject({ kind: 'ok', data: [{ amount: { value: '89.50' } }] });
    expect(parseSimulateCart(await send(settings, 'simulate_cart', { products: [line(99999)] }))).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('nicht gefunden'),
      nonceRefused: false,
    });
  });

  it('create_order, get_order, approve_order: ids, the order-received page on the shop; declined and unapproved refusals carry their codes', async () => {
    const settings = await cartSettings();
    const created = parseCreateOrder(await send(settings, 'create_order', createBody('cart')));
    if (created.kind !== 'ok') throw new Error(JSON.stringify(created));
    expect(parseGetOrder(await send(settings, 'get_order', { order_id: created.data.id }))).toMatchObject({ kind: 'ok', data: { id: created.data.id, status: 'CREATED' } });
    expect(parseApproveOrder(await send(settings, 'approve_order', { order_id: created.data.id, funding_source: 'paypal', should_create_wc_order: true }))).toMatchObject({
      kind: 'refused',
      code: APPROVE_ERROR_CODE,
    });
    provider.approve(created.data.id, PAYER, true);
    expect(parseApproveOrder(await send(settings, 'approve_order', { order_id: created.data.id, funding_source: 'paypal', should_create_wc_order: true }))).toMatchObject({
      kind: 'refused',
      code: APPROVE_DECLINED_CODE,
    });
    provider.restart(created.data.id);
    provider.approve(created.data.id, PAYER);
    const approved = parseApproveOrder(await send(settings, 'approve_order', { order_id: created.data.id, funding_source: 'paypal', should_create_wc_order: true }));
    expect(approved).toEqual({ kind: 'ok', data: { order_received_url: expect.stringMatching(new RegExp(`^${shop.server.baseUrl}/checkout/order-received/\\d+/\\?key=wc_order_`)) } });
  });

  it('create_order at checkout: the form’s errors and the shop’s HTML list; validate_checkout the same', async () => {
    await fillCart(shop.client, { 101: 1 });
    const settings = await requireSettings(shop.client, '/checkout/');
    const form_encoded = new URLSearchParams(await orderFields(shop.client, { payment_method: 'ppcp-gateway', terms: '' })).toString();
    const refused = parseCreateOrder(await send(settings, 'create_order', createBody('checkout', { form_encoded })));
    expect(refused).toMatchObject({
      kind: 'refused',
      errors: [expect.stringContaining('Allgemeinen Geschäftsbedingungen')],
      messages: expect.stringMatching(/^<ul class="woocommerce-error"/),
      refresh: false,
    });
    expect(parseValidateCheckout(await send(settings, 'validate_checkout', { form_encoded }))).toMatchObject({
      kind: 'refused',
      errors: [expect.stringContaining('Allgemeinen Geschäftsbedingungen')],
    });
    expect(parseValidateCheckout(await send(settings, 'validate_checkout', { form_encoded: form_encoded.replace('terms=', 'terms=1') }))).toEqual({ kind: 'ok', data: null });
    expect(parseAcknowledged(await send(settings, 'save_checkout_form', { form_encoded }))).toEqual({ kind: 'ok', data: null });
  });

  it('the refusals of what the shop does not offer (subscriptions, vaulting) carry its message', async () => {
    const settings = await cartSettings();
    expect(parseApproveSubscription(await send(settings, 'approve_subscription', { order_id: 'AAAAAAAAAAAAAAAAA', subscription_id: 'I-X1' }))).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Abonnements'),
    });
    expect(parseVaultWallet(await send(settings, 'vault_paypal', { return_url: `${shop.server.baseUrl}/cart/` }))).toMatchObject({ kind: 'refused' });
    expect(parseCreateSetupToken(await send(settings, 'create_setup_token', { payment_method: 'ppcp-gateway' }))).toMatchObject({ kind: 'refused' });
    expect(parseCreatePaymentToken(await send(settings, 'create_payment_token', { vault_setup_token: 'T-1', payment_method: 'ppcp-gateway', is_free_trial_cart: false }))).toMatchObject({
      kind: 'refused',
    });
  });

  it('cart_script_params and the store API cart; a bad Nonce header is a refusal marked nonceRefused', async () => {
    const settings = await cartSettings();
    expect(parseCartScriptParams(await sendPaymentRequest({ url: settings.ajax.cart_script_params.endpoint, method: 'GET', headers: {} }))).toMatchObject({ kind: 'ok', data: { amount: 89.5 } });
    const { shipping_address, shipping_options, wp_rest_nonce } = { ...settings.ajax.update_customer_shipping, ...settings.ajax.update_customer_shipping.shipping_address };
    expect(parseStoreCart(await sendPaymentRequest(storeRequest(shipping_address.cart_endpoint, wp_rest_nonce)))).toMatchObject({
      kind: 'ok',
      data: { totals: { total_price: '8950' }, shipping_address: { country: 'DE' } },
    });
    expect(parseStoreCart(await sendPaymentRequest(storeRequest(shipping_options.endpoint, 'falsch', { rate_id: 'local_pickup:3' })))).toMatchObject({ kind: 'refused', nonceRefused: true });
    expect(parseStoreCart(await sendPaymentRequest(storeRequest(shipping_options.endpoint, wp_rest_nonce, { rate_id: 'local_pickup:3' })))).toMatchObject({
      kind: 'ok',
      data: { totals: { total_price: '8950' } },
    });
  });

  it("the fault injection's answers: an error body is the shop's refusal, a 500 and broken JSON are failures", async () => {
    const settings = await cartSettings();
    await shop.client.postJson('/__demo/faults', { endpoint: 'ppc-simulate-cart', mode: 'error_body', times: 1 });
    expect(parseSimulateCart(await send(settings, 'simulate_cart', { products: [line(101)] }))).toMatchObject({ kind: 'refused', message: 'Simulierter Fehler' });
    await shop.client.postJson('/__demo/faults', { endpoint: 'ppc-create-order', mode: 'http500', times: 1 });
    expect(parseCreateOrder(await send(settings, 'create_order', createBody('cart')))).toMatchObject({ kind: 'failed', reason: 'http', status: 500 });
    await shop.client.postJson('/__demo/faults', { endpoint: 'ppc-create-order', mode: 'invalid_json', times: 1 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseCreateOrder(await send(settings, 'create_order', createBody('cart')))).toMatchObject({ kind: 'failed', reason: 'invalid_json' });
  });
});
