/**
 * Contract tests: the checkout's own requests and parsers (./contracts.ts) against the demo
 * shop's real answers, one test per endpoint: success, the shop's failure list, the reload an
 * empty cart asks for, a stale nonce, and the refusals the fault injection sends (error_body).
 */
import { describe, expect, it } from 'vitest';
import { checkoutForm, fillCart, orderFields } from '../../demo-server/checkout/test-support';
import { routeWidgetRequestsTo, testShop } from '../../demo-server/test-helpers';
import { placeOrder, updateOrderReview, type UpdateOrderReviewFields } from './contracts';

const shop = testShop();
routeWidgetRequestsTo(shop);

const REVIEW_REGIONS = ['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment'];

/** What the widget posts for the current form (widgets/checkout/checkout-dom.ts reviewFields), billing address in `change`. */
async function reviewFields(change: Partial<UpdateOrderReviewFields> = {}): Promise<UpdateOrderReviewFields> {
  const form = await orderFields(shop.client);
  const { params } = await checkoutForm(shop.client);
  const address = {
    country: form.billing_country!,
    state: '',
    postcode: form.billing_postcode!,
    city: form.billing_city!,
    address: form.billing_address_1!,
    address_2: '',
  };
  return {
    security: String(params.update_order_review_nonce),
    payment_method: 'bacs',
    ...address,
    s_country: address.country,
    s_state: '',
    s_postcode: address.postcode,
    s_city: address.city,
    s_address: address.address,
    s_address_2: '',
    has_full_address: 'true',
    post_data: new URLSearchParams(form).toString(),
    ...change,
  };
}

describe('checkout contracts on the demo shop', () => {
  it('update_order_review: the review table and payment area for the address; another country, other totals', async () => {
    await fillCart(shop.client, { 101: 1 });
    const germany = await updateOrderReview(await reviewFields());
    expect(germany).toMatchObject({ kind: 'updated', messages: '' });
    if (germany.kind !== 'updated') return;
    expect(Object.keys(germany.fragments)).toEqual(REVIEW_REGIONS);
    expect(germany.fragments['.woocommerce-checkout-payment']).toContain('Zahlungspflichtig bestellen');

    const austria = await updateOrderReview(await reviewFields({ country: 'AT', postcode: '1010', s_country: 'AT', s_postcode: '1010' }));
    expect(austria.kind === 'updated' && austria.fragments['.woocommerce-checkout-review-order-table']).toContain('Österreich');
  });

  it("update_order_review: a stale nonce is WordPress's 403 -1, nothing to use; an empty cart asks for a reload", async () => {
    await fillCart(shop.client, { 101: 1 });
    expect(await updateOrderReview(await reviewFields({ security: 'abgelaufen' }))).toMatchObject({ kind: 'failed', status: 403 });
    const fields = await reviewFields();
    await shop.client.post('/__demo/reset');
    expect(await updateOrderReview(fields)).toEqual({ kind: 'reload' });
  });

  it('checkout: a placed order goes to its order-received page on the shop', async () => {
    await fillCart(shop.client, { 101: 1 });
    const placed = await placeOrder(await orderFields(shop.client));
    expect(placed).toEqual({ kind: 'placed', redirect: expect.stringMatching(new RegExp(`^${shop.server.baseUrl}/checkout/order-received/\\d+/\\?key=wc_order_`)) });
  });

  it("checkout: the shop's failure list (HTML by contract), a stale nonce asks for a refresh, an empty cart for a reload", async () => {
    await fillCart(shop.client, { 101: 1 });
    const missing = await placeOrder(await orderFields(shop.client, { billing_first_name: '', terms: '' }));
    expect(missing).toMatchObject({ kind: 'refused', refresh: false, reload: false });
    if (missing.kind !== 'refused') return;
    expect(missing.messages).toMatch(/^<ul class="woocommerce-error" role="alert">/);
    expect(missing.messages).toContain('<strong>Rechnung: Vorname</strong> ist ein Pflichtfeld.');
    expect(missing.messages).toContain('Allgemeinen Geschäftsbedingungen');

    const stale = await placeOrder(await orderFields(shop.client, { 'woocommerce-process-checkout-nonce': 'abgelaufen' }));
    expect(stale).toMatchObject({ kind: 'refused', refresh: true, reload: false, messages: expect.stringContaining('nicht mehr aktuell') });

    const fields = await orderFields(shop.client);
    await shop.client.post('/__demo/reset');
    expect(await placeOrder(fields)).toMatchObject({ kind: 'refused', reload: true });
  });

  it("the fault injection's error bodies are the shop's own refusals: messages to show, nothing else", async () => {
    await fillCart(shop.client, { 101: 1 });
    await shop.client.postJson('/__demo/faults', { endpoint: 'update_order_review', mode: 'error_body', times: 1 });
    expect(await updateOrderReview(await reviewFields())).toEqual({
      kind: 'updated',
      refused: true,
      fragments: {},
      messages: expect.stringContaining('Die Bestellübersicht konnte nicht berechnet werden (simulierter Fehler der Demo-Steuerung).'),
    });
    await shop.client.postJson('/__demo/faults', { endpoint: 'checkout', mode: 'error_body', times: 1 });
    const fields = await orderFields(shop.client);
    expect(await placeOrder(fields)).toEqual({
      kind: 'refused',
      refresh: false,
      reload: false,
      messages: expect.stringContaining('Deine Bestellung konnte nicht aufgenommen werden (simulierter Fehler der Demo-Steuerung).'),
    });
    // Nothing was spent: the same form places the order.
    expect(await placeOrder(fields)).toMatchObject({ kind: 'placed' });
  });
});
