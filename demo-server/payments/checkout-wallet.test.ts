/**
 * The wallet gateway at checkout and on the pay-for-order page: create_order validates the
 * posted form, approve only records the approval, the place-order step captures it once; a
 * double place-order answers the first order. Also validate_checkout, save_checkout_form and
 * QA's switches.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkoutForm, demoOrders, fillCart, orderFields } from '../checkout/test-support.ts';
import { dom } from '../test-helpers.ts';
import { postLogin } from '../account/test-support.ts';
import { PAYER, ppc, requireSettings, walletShop } from './test-support.ts';

// Many requests per test on a machine shared with other work: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const { shop, provider } = walletShop();

async function checkoutSettings(extra: Record<string, string> = {}) {
  await fillCart(shop.client, { 101: 1 });
  const settings = await requireSettings(shop.client, '/checkout/');
  const fields = await orderFields(shop.client, { payment_method: 'ppcp-gateway', ...extra });
  return { settings, fields, form_encoded: new URLSearchParams(fields).toString() };
}

const placeAjax = async (fields: Record<string, string>) => (await shop.client.post('/?wc-ajax=checkout', fields)).json() as Promise<Record<string, any>>;

describe('checkout with the wallet gateway', () => {
  it('create_order answers the form’s errors in the plugin’s shape (data.errors, messages as the shop’s HTML list)', async () => {
    const { settings, form_encoded } = await checkoutSettings({ billing_first_name: '', terms: '' });
    const { status, json } = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded,
      createaccount: false,
      save_payment_method: false,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: false,
      data: { refresh: false, errors: expect.arrayContaining(['Rechnung: Vorname ist ein Pflichtfeld.', expect.stringContaining('Allgemeinen Geschäftsbedingungen')]) },
    });
    expect(json.messages).toMatch(/^<ul class="woocommerce-error" role="alert">/);
  });

  it('validate_checkout and save_checkout_form', async () => {
    const { settings, form_encoded } = await checkoutSettings();
    expect((await ppc(shop.client, settings, 'validate_checkout', { form_encoded })).json).toEqual({ success: true, data: null });
    const bad = await ppc(shop.client, settings, 'validate_checkout', { form_encoded: form_encoded.replace('terms=1', 'terms=') });
    expect(bad.json).toMatchObject({ success: false, data: { errors: [expect.stringContaining('Allgemeinen Geschäftsbedingungen')], refresh: false } });
    expect((await ppc(shop.client, settings, 'save_checkout_form', { form_encoded })).json).toEqual({ success: true, data: { message: '' } });
  });

  it('without an approved payment the place-order step refuses in German; after approve it places one order, captured once; a double place-order answers the first', async () => {
    const { settings, fields, form_encoded } = await checkoutSettings();
    const early = await placeAjax(fields);
    expect(early).toMatchObject({ result: 'failure', messages: expect.stringContaining('Bitte bezahle zuerst mit PayPal') });

    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded,
    });
    const id = created.json.data.id as string;
    expect(provider.getOrder(id)!.amount.value).toBe('89.50');
    provider.approve(id, PAYER);
    // At checkout the approve only records it: the place-order step makes the order.
    expect((await ppc(shop.client, settings, 'approve_order', { order_id: id, funding_source: 'paypal', should_create_wc_order: true })).json).toEqual({ success: true, data: {} });
    expect(provider.getOrder(id)!.status).toBe('APPROVED');
    const { doc } = await checkoutForm(shop.client);
    expect(doc.querySelector<HTMLInputElement>('input[name=ppcp-resume-order]')!.value).toBe(created.json.data.custom_id);

    const before = (await demoOrders(shop.client)).length;
    const placed = await placeAjax(fields);
    expect(placed).toMatchObject({ result: 'success', redirect: expect.stringMatching(/^\/checkout\/order-received\//) });
    expect(provider.getOrder(id)!.status).toBe('COMPLETED');
    const again = await placeAjax(fields);
    expect(again.redirect).toBe(placed.redirect);
    const orders = await demoOrders(shop.client);
    expect(orders.length).toBe(before + 1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'ppcp-gateway', status: 'processing', billing: { first_name: 'Erika' } });
  });

  it('the card gateway: its settings (card-fields component, valid cards, contingency), an order paid by card fields placed with ppcp-credit-card-gateway, captured once', async () => {
    const { settings, fields, form_encoded } = await checkoutSettings({ payment_method: 'ppcp-credit-card-gateway' });
    expect(settings.url_params.components.split(',')).toContain('card-fields');
    // No card confirmed yet (no script, a failed provider script): refused in the card's words.
    expect(await placeAjax(fields)).toMatchObject({ result: 'failure', messages: expect.stringContaining('Bitte gib zuerst deine Kartendaten in die Kartenfelder ein') });
    expect(settings.hosted_fields).toMatchObject({
      wrapper: '#ppcp-hosted-fields',
      valid_cards: ['mastercard', 'visa'],
      contingency: 'SCA_WHEN_REQUIRED',
      labels: { card_not_supported: 'Leider unterstützen wir deine Kreditkarte nicht.' },
    });
    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'card',
      form_encoded,
    });
    const id = created.json.data.id as string;
    expect(provider.getOrder(id)).toMatchObject({ funding_source: 'card', status: 'CREATED' });
    // The card fields confirm the card with the provider (third-party/provider/card-fields.ts).
    provider.approve(id, PAYER);
    expect((await ppc(shop.client, settings, 'approve_order', { order_id: id, funding_source: 'card', should_create_wc_order: true })).json).toEqual({ success: true, data: {} });
    const before = (await demoOrders(shop.client)).length;
    expect(await placeAjax(fields)).toMatchObject({ result: 'success' });
    expect(provider.getOrder(id)!.status).toBe('COMPLETED');
    const orders = await demoOrders(shop.client);
    expect(orders.length).toBe(before + 1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'ppcp-credit-card-gateway', status: 'processing' });
  });

  it("a saved card (the demo customer's Visa): listed first and chosen, paid at the place-order step, captured once; a foreign token refused", async () => {
    expect((await postLogin(shop.client)).status).toBe(303);
    await fillCart(shop.client, { 101: 1 });
    const { doc } = await checkoutForm(shop.client);
    const tokens = [...doc.querySelectorAll<HTMLInputElement>('sf-card-fields input[name="wc-ppcp-credit-card-gateway-payment-token"]')];
    expect(tokens.map((input) => [input.value, input.checked, doc.querySelector(`label[for="${input.id}"]`)!.textContent])).toEqual([
      ['7', true, 'Visa endet auf 1111 (gültig bis 12/30)'],
      ['new', false, 'Neue Karte verwenden'],
    ]);
    const fields = await orderFields(shop.client, { payment_method: 'ppcp-credit-card-gateway', 'wc-ppcp-credit-card-gateway-payment-token': '8' });
    expect(await placeAjax(fields)).toMatchObject({ result: 'failure', messages: expect.stringContaining('Diese gespeicherte Karte gibt es nicht') });
    const before = (await demoOrders(shop.client)).length;
    const paid = { ...fields, 'wc-ppcp-credit-card-gateway-payment-token': '7' };
    const placed = await placeAjax(paid);
    expect(placed).toMatchObject({ result: 'success' });
    expect((await placeAjax(paid)).redirect).toBe(placed.redirect);
    const orders = await demoOrders(shop.client);
    expect(orders.length).toBe(before + 1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'ppcp-credit-card-gateway', status: 'processing' });
  });

  it('another form (a second tab) placing the same approved payment gets the first order, not a second', async () => {
    const { settings, fields, form_encoded } = await checkoutSettings();
    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded,
    });
    provider.approve(created.json.data.id, PAYER);
    await ppc(shop.client, settings, 'approve_order', { order_id: created.json.data.id, funding_source: 'paypal', should_create_wc_order: true });
    const first = await placeAjax(fields);
    const before = (await demoOrders(shop.client)).length;
    const secondTab = await placeAjax({ ...fields, sf_checkout_token: 'ein-anderer-token' });
    expect(secondTab).toMatchObject({ result: 'success', redirect: first.redirect });
    expect((await demoOrders(shop.client)).length).toBe(before);
  });

  it('a paid approval does not pay a new cart: the next order needs its own payment', async () => {
    const { settings, fields, form_encoded } = await checkoutSettings();
    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded,
    });
    provider.approve(created.json.data.id, PAYER);
    await ppc(shop.client, settings, 'approve_order', { order_id: created.json.data.id, funding_source: 'paypal', should_create_wc_order: true });
    expect(await placeAjax(fields)).toMatchObject({ result: 'success' });
    await fillCart(shop.client, { 101: 1 });
    const next = await orderFields(shop.client, { payment_method: 'ppcp-gateway' });
    const before = (await demoOrders(shop.client)).length;
    expect(await placeAjax(next)).toMatchObject({ result: 'failure', messages: expect.stringContaining('Bitte bezahle zuerst mit PayPal') });
    expect((await demoOrders(shop.client)).length).toBe(before);
    expect((await shop.client.state()).count).toBe(1);
  });

  it('a cart changed after the approval is refused (pay the new amount), a declined instrument is refused at approve', async () => {
    const { settings, fields, form_encoded } = await checkoutSettings();
    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded,
    });
    provider.approve(created.json.data.id, PAYER);
    await ppc(shop.client, settings, 'approve_order', { order_id: created.json.data.id, funding_source: 'paypal', should_create_wc_order: true });
    await fillCart(shop.client, { 104: 1 });
    const refreshed = await orderFields(shop.client, { payment_method: 'ppcp-gateway' });
    expect(await placeAjax(refreshed)).toMatchObject({ result: 'failure', messages: expect.stringContaining('hat sich seit der Zahlungsfreigabe geändert') });
    expect(provider.getOrder(created.json.data.id)!.status).toBe('APPROVED');
    expect(fields).toBeDefined();

    const declined = await ppc(shop.client, settings, 'create_order', {
      context: 'checkout',
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
      form_encoded: new URLSearchParams(refreshed).toString(),
    });
    provider.approve(declined.json.data.id, PAYER, true);
    expect((await ppc(shop.client, settings, 'approve_order', { order_id: declined.json.data.id, funding_source: 'paypal', should_create_wc_order: true })).json).toMatchObject({
      success: false,
      data: { code: 1 },
    });
  });
});

describe('pay-for-order with the wallet gateway', () => {
  it('create_order for the order’s total, approve, then the pay form captures once; a repeated post goes to the order-received page', async () => {
    const res = await shop.client.postJson('/__demo/orders', {});
    const order = ((await res.json()) as { order: { id: number; totals: { totalCents: number }; urls: { pay: string; received: string } } }).order;
    const settings = await requireSettings(shop.client, order.urls.pay);
    const page = dom((await shop.client.getPage(order.urls.pay)).text);
    const nonce = page.querySelector<HTMLInputElement>('input[name=woocommerce-pay-nonce]')!.value;
    const post = () => shop.client.post(order.urls.pay, { payment_method: 'ppcp-gateway', terms: '1', woocommerce_pay: '1', 'woocommerce-pay-nonce': nonce });

    const early = await post();
    expect(early.status).toBe(200);
    expect(await early.text()).toContain('Bitte bezahle zuerst mit PayPal');

    const created = await ppc(shop.client, settings, 'create_order', {
      context: 'pay-now',
      order_id: String(order.id),
      purchase_units: [],
      payer: null,
      bn_code: '',
      payment_method: 'ppcp-gateway',
      funding_source: 'paypal',
    });
    expect(provider.getOrder(created.json.data.id)!.amount.value).toBe((order.totals.totalCents / 100).toFixed(2));
    provider.approve(created.json.data.id, PAYER);
    expect((await ppc(shop.client, settings, 'approve_order', { order_id: created.json.data.id, funding_source: 'paypal', should_create_wc_order: true })).json).toEqual({ success: true, data: {} });
    const paid = await post();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(order.urls.received);
    expect((await demoOrders(shop.client)).find((o) => o.id === order.id)).toMatchObject({ status: 'processing', paymentMethod: 'ppcp-gateway' });
    const repeat = await post();
    expect(repeat.status).toBe(303);
    expect(repeat.headers.get('location')).toBe(order.urls.received);
  });
});

describe("QA's switches", () => {
  it('JSON: GET the configuration, POST a change, 400 for unknown names or bad values, DELETE back to the defaults', async () => {
    const initial = (await (await shop.client.get('/__demo/wallet')).json()) as { available: boolean; config: Record<string, unknown> };
    expect(initial).toMatchObject({ available: true, config: { miniCartButtons: false, payLater: true, simulateThrottlingMs: 5000, contexts: { product: true } } });
    const changed = await shop.client.postJson('/__demo/wallet', { miniCartButtons: true, simulateThrottlingMs: 250, checkout: false });
    expect(await changed.json()).toMatchObject({ config: { miniCartButtons: true, simulateThrottlingMs: 250, contexts: { checkout: false } } });
    for (const bad of [{ teleport: true }, { payLater: 'vielleicht' }, { simulateThrottlingMs: 60_001 }, { simulateThrottlingMs: -1 }, []]) {
      const res = await shop.client.postJson('/__demo/wallet', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toEqual({ error: true, message: expect.any(String) });
    }
    expect(await (await shop.client.request('/__demo/wallet', { method: 'DELETE' })).json()).toEqual(initial);
  });

  it('the control page: a labelled form; posting it sets every switch (unchecked is off)', async () => {
    const { text } = await shop.client.getPage('/__demo/');
    const doc = dom(text);
    const form = doc.querySelector<HTMLFormElement>('form.demo-wallet')!;
    expect(form.querySelector('legend')!.textContent).toBe('Was diese Sitzung zeigt');
    for (const input of form.querySelectorAll('input')) expect(input.closest('label') ?? doc.querySelector(`label[for="${input.id}"]`), input.name).not.toBeNull();
    const res = await shop.client.post('/__demo/wallet/form/', { miniCartButtons: '1', product: '1', simulateThrottlingMs: '0' });
    expect(res.status).toBe(303);
    expect(((await (await shop.client.get('/__demo/wallet')).json()) as { config: Record<string, unknown> }).config).toMatchObject({
      miniCartButtons: true,
      payLater: false,
      simulateThrottlingMs: 0,
      contexts: { product: true, cart: false, checkout: false },
    });
  });
});
