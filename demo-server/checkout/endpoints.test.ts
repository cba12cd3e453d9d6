/** ?wc-ajax=update_order_review and ?wc-ajax=checkout: WooCommerce's contract, read by the client's own parsers. */
import { beforeEach, describe, expect, it } from 'vitest';
import { parsePlaceOrder, parseUpdateOrderReview } from '../../src/checkout/contracts.ts';
import { axeViolations, dom, testShop } from '../test-helpers.ts';
import type { CheckoutBody, UpdateOrderReviewBody } from './contract-types.ts';
import { checkoutForm, demoOrders, fillCart, GUEST, orderFields } from './test-support.ts';

const shop = testShop();

let ordersBefore = 0;
beforeEach(async () => {
  ordersBefore = (await demoOrders(shop.client)).length;
});

async function review(fields: Record<string, string>): Promise<{ status: number; body: UpdateOrderReviewBody }> {
  const res = await shop.client.post('/?wc-ajax=update_order_review', fields);
  return { status: res.status, body: (await res.json()) as UpdateOrderReviewBody };
}

async function placeOrder(fields: Record<string, string>): Promise<{ status: number; body: CheckoutBody }> {
  const res = await shop.client.post('/?wc-ajax=checkout', fields);
  return { status: res.status, body: (await res.json()) as CheckoutBody };
}

/** What WooCommerce's checkout.js posts for a form: the address fields, the methods and the whole form. */
async function reviewFields(change: Record<string, string> = {}): Promise<Record<string, string>> {
  const { hidden, params } = await checkoutForm(shop.client);
  const form: Record<string, string> = { ...GUEST, ...hidden, payment_method: 'bacs', ...change };
  return {
    security: String(params.update_order_review_nonce),
    payment_method: form.payment_method!,
    country: form.billing_country!,
    postcode: form.billing_postcode!,
    city: form.billing_city!,
    address: form.billing_address_1!,
    has_full_address: 'true',
    ...(form['shipping_method[0]'] ? { 'shipping_method[0]': form['shipping_method[0]'] } : {}),
    post_data: new URLSearchParams(form).toString(),
  };
}

const fragmentDoc = (body: UpdateOrderReviewBody, selector: string) =>
  dom(`<!doctype html><html lang="de"><head><title>t</title></head><body><main><form>${body.fragments[selector]}</form></main></body></html>`);

describe('update_order_review', () => {
  it('answers the review table and the payment area for the posted country: Austria costs more, no cash on delivery', async () => {
    await fillCart(shop.client, { 101: 1, 124: 2 });
    const germany = await review(await reviewFields());
    expect(germany.status).toBe(200);
    expect(Object.keys(germany.body.fragments)).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
    expect(germany.body).toMatchObject({ result: 'success', messages: '', reload: false });
    const table = fragmentDoc(germany.body, '.woocommerce-checkout-review-order-table');
    expect(table.querySelector('.order-total')!.textContent).toContain('108,48\u00a0€');
    expect(table.querySelector('.tax-rate-de-7 td')!.textContent).toBe('1,24\u00a0€');

    const austria = await review(await reviewFields({ billing_country: 'AT', billing_postcode: '1010' }));
    const atTable = fragmentDoc(austria.body, '.woocommerce-checkout-review-order-table');
    expect(atTable.querySelector('.woocommerce-shipping-totals')!.textContent).toContain('Kostenloser Versand nach Österreich');
    const cheap = await review(await reviewFields({ billing_country: 'AT' }));
    expect(cheap.body.fragments['.woocommerce-checkout-review-order-table']).toContain('Versand nach Österreich');

    const payment = fragmentDoc(austria.body, '.woocommerce-checkout-payment');
    expect([...payment.querySelectorAll<HTMLInputElement>('input[name=payment_method]')].map((i) => i.value)).toEqual(['bacs', 'invoice', 'ppcp-gateway', 'ppcp-credit-card-gateway']);
    expect(payment.querySelector('#place_order')!.textContent).toBe('Zahlungspflichtig bestellen');
    expect(payment.querySelector('.sf-order-summary')!.textContent).toContain('Lieferzeit');

    // The client's parser reads the answer.
    expect(parseUpdateOrderReview({ ok: true, status: 200, body: austria.body })).toMatchObject({ kind: 'updated', messages: '' });
  });

  it('the shipping address decides when it is used; a chosen method is kept; a posted one the country lacks falls back', async () => {
    await fillCart(shop.client, { 105: 1 });
    const shipped = await review(await reviewFields({ ship_to_different_address: '1', shipping_country: 'AT', shipping_postcode: '1010' }));
    expect(shipped.body.fragments['.woocommerce-checkout-review-order-table']).toContain('Versand nach Österreich: ');
    const pickup = await review(await reviewFields({ 'shipping_method[0]': 'local_pickup:3' }));
    const table = fragmentDoc(pickup.body, '.woocommerce-checkout-review-order-table');
    expect(table.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!.checked).toBe(true);
    // No cash on delivery for pickup.
    expect(pickup.body.fragments['.woocommerce-checkout-payment']).not.toContain('payment_method_cod');
    const wrong = await review(await reviewFields({ 'shipping_method[0]': 'flat_rate:4' }));
    expect(fragmentDoc(wrong.body, '.woocommerce-checkout-review-order-table').querySelector<HTMLInputElement>('#shipping_method_0_flat_rate1')!.checked).toBe(true);
  });

  it('keeps the terms tick and the chosen payment method, and the fragments pass axe', async () => {
    await fillCart(shop.client);
    const { body } = await review(await reviewFields({ terms: '1', payment_method: 'invoice' }));
    const payment = fragmentDoc(body, '.woocommerce-checkout-payment');
    expect(payment.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
    expect(payment.querySelector<HTMLInputElement>('#payment_method_invoice')!.checked).toBe(true);
    const page = `<!doctype html><html lang="de"><head><title>Kasse</title></head><body><main><h1>Kasse</h1><h2>Deine Bestellung</h2><form>${body.fragments['.woocommerce-checkout-review-order-table']}${body.fragments['.woocommerce-checkout-payment']}</form></main></body></html>`;
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a wrong nonce: 403 and -1, which the checkout cannot use; an empty cart: reload with the reason', async () => {
    await fillCart(shop.client);
    const fields = await reviewFields();
    const forged = await review({ ...fields, security: 'falsch' });
    expect(forged.status).toBe(403);
    // WordPress's failed nonce check, as a stock shop answers it: 403 and `-1`.
    expect(forged.body).toBe(-1);
    expect(parseUpdateOrderReview({ ok: true, status: 403, body: forged.body })).toMatchObject({ kind: 'failed', status: 403 });
    await shop.client.post('/__demo/reset');
    const empty = await review(fields);
    expect(empty.status).toBe(200);
    expect(empty.body.reload).toBe(true);
    expect(empty.body.messages).toBe(
      '<ul class="woocommerce-error" role="alert"><li>Deine Sitzung ist abgelaufen oder dein Warenkorb ist leer. Bitte lege die Artikel erneut in den Warenkorb.</li></ul>',
    );
  });
});

describe('checkout', () => {
  it('places the order for each method: status, redirect to the order-received page, cart emptied', async () => {
    for (const [method, status] of [
      ['bacs', 'on-hold'],
      ['cod', 'processing'],
      ['invoice', 'processing'],
    ] as const) {
      await fillCart(shop.client, { 101: 1 });
      const { status: http, body } = await placeOrder(await orderFields(shop.client, { payment_method: method }));
      expect(http).toBe(200);
      expect(body).toMatchObject({ result: 'success', redirect: expect.stringMatching(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/) });
      const [order] = await demoOrders(shop.client);
      expect(order).toMatchObject({ paymentMethod: method, status, totals: { subtotalCents: 8950, shippingCents: 0, totalCents: 8950, taxCents: 1429 } });
      expect(body.result === 'success' && body.redirect).toBe(order!.urls.received);
      expect((await shop.client.state()).count).toBe(0);
    }
  });

  it("answers failures as the shop's HTML list (role=alert), which the client's parser reads", async () => {
    await fillCart(shop.client);
    const { body } = await placeOrder(await orderFields(shop.client, { billing_email: '', terms: '' }));
    expect(body).toEqual({
      result: 'failure',
      messages:
        '<ul class="woocommerce-error" role="alert"><li data-id="billing_email"><strong>Rechnung: E-Mail-Adresse</strong> ist ein Pflichtfeld.</li><li data-id="terms">Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.</li></ul>',
      refresh: false,
      reload: false,
    });
    expect(parsePlaceOrder({ ok: true, status: 200, body })).toMatchObject({ kind: 'refused', refresh: false, reload: false });
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });

  it("one click is one order: a repeated or concurrent post of the same form gets the first order's redirect", async () => {
    await fillCart(shop.client, { 108: 1 });
    const fields = await orderFields(shop.client, { payment_method: 'invoice' });
    const answers = await Promise.all([placeOrder(fields), placeOrder(fields), placeOrder(fields)]);
    const redirects = answers.map(({ body }) => (body.result === 'success' ? body.redirect : body.messages));
    expect(new Set(redirects).size).toBe(1);
    const later = await placeOrder(fields);
    expect(later.body).toMatchObject({ result: 'success', redirect: redirects[0] });
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore + 1);
  });

  it('a token the session never issued is refused with refresh; update_order_review brings the current one', async () => {
    await fillCart(shop.client);
    const fields = await orderFields(shop.client);
    const stale = await placeOrder({ ...fields, sf_checkout_token: 'a'.repeat(32) });
    expect(stale.body).toMatchObject({ result: 'failure', refresh: true, reload: false });
    const { body } = await review(await reviewFields({ sf_checkout_token: 'a'.repeat(32) }));
    const token = fragmentDoc(body, '.woocommerce-checkout-payment').querySelector<HTMLInputElement>('input[name=sf_checkout_token]')!.value;
    expect(token).toBe(fields.sf_checkout_token);
    expect((await placeOrder({ ...fields, sf_checkout_token: token })).body.result).toBe('success');
  });

  it('a faulted call (500, broken body, refusal) places no order and spends nothing: the same form orders afterwards', async () => {
    await fillCart(shop.client);
    const fields = await orderFields(shop.client);
    for (const mode of ['http500', 'invalid_json', 'error_body']) {
      await shop.client.postJson('/__demo/faults', { endpoint: 'checkout', mode, times: 1 });
      const res = await shop.client.post('/?wc-ajax=checkout', fields);
      expect(res.status, mode).toBe(mode === 'http500' ? 500 : 200);
      expect(await demoOrders(shop.client), mode).toHaveLength(ordersBefore);
      expect((await shop.client.state()).count, mode).toBe(1);
    }
    expect((await placeOrder(fields)).body.result).toBe('success');
  });

  it('an empty cart or gone session: failure with reload', async () => {
    const { body } = await placeOrder({ ...GUEST, terms: '1', payment_method: 'bacs' });
    expect(body).toMatchObject({ result: 'failure', reload: true });
  });

  it('never answers 5xx to odd input: arrays, objects, huge and odd strings', async () => {
    await fillCart(shop.client);
    const fields = await orderFields(shop.client);
    const odd = [
      'billing_first_name[]=a&billing_first_name[]=b&terms[x]=1&payment_method[]=bacs&shipping_method[0][a]=b',
      `billing_email=${'a'.repeat(150_000)}`,
      'sf_checkout_token=__proto__&woocommerce-process-checkout-nonce=constructor',
      new URLSearchParams({ ...fields, billing_phone: '+'.repeat(40), order_comments: 'x'.repeat(1001) }).toString(),
    ];
    for (const body of odd) {
      for (const endpoint of ['checkout', 'update_order_review']) {
        const res = await shop.client.request(`/?wc-ajax=${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        expect(res.status, `${endpoint}: ${body.slice(0, 60)}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
      const page = await shop.client.request('/checkout/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(page.status).toBeLessThan(500);
      await page.arrayBuffer();
    }
    const json = await shop.client.postJson('/?wc-ajax=checkout', [1, 2, 3]);
    expect(json.status).toBeLessThan(500);
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });
});
