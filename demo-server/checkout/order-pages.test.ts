/** After the order: order received (wrong key shows nothing), pay for order, QA's orders on /__demo/. */
import { describe, expect, it } from 'vitest';
import { Client, dom, testShop } from '../test-helpers.ts';
import { demoOrders, fillCart, orderFields, type OrderJson } from './test-support.ts';

const shop = testShop();

async function placeWith(method: string, extra: Record<string, string> = {}): Promise<OrderJson> {
  await fillCart(shop.client, { 101: 1, 124: 1 });
  const res = await shop.client.post('/checkout/', await orderFields(shop.client, { payment_method: method, ...extra }));
  expect(res.status).toBe(303);
  const [order] = await demoOrders(shop.client);
  expect(order!.urls.received).toBe(res.headers.get('location'));
  return order!;
}

async function pendingOrder(items?: unknown): Promise<OrderJson> {
  const res = await shop.client.postJson('/__demo/orders', items === undefined ? {} : { items });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: OrderJson }).order;
}

describe('order received', () => {
  it('Vorkasse: the order, the bank details with the order number, addresses', async () => {
    const order = await placeWith('bacs', { order_comments: 'Hinterhaus' });
    expect(order.status).toBe('on-hold');
    const { text } = await shop.client.getPage(order.urls.received);
    const doc = dom(text);
    expect(doc.querySelector('h1')!.textContent).toBe('Bestellung erhalten');
    expect(doc.querySelector('.woocommerce-order-overview__order strong')!.textContent).toBe(String(order.id));
    expect(doc.querySelector('.woocommerce-order-overview__total strong')!.textContent).toBe('98,99\u00a0€');
    expect(doc.querySelector('.woocommerce-order-overview__payment-method strong')!.textContent).toBe('Vorkasse');
    const bank = doc.querySelector('section.woocommerce-bacs-bank-details')!;
    expect(bank.querySelector('.iban strong')!.textContent).toBe('DE89 3704 0044 0532 0130 00');
    expect(bank.querySelector('.reference strong')!.textContent).toBe(`Bestellung ${order.id}`);
    const details = doc.querySelector('table.woocommerce-table--order-details')!;
    expect(details.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(details.textContent).toContain('enthaltene MwSt. 7 %');
    expect(details.textContent).toContain('Hinterhaus');
    expect(doc.querySelector('.woocommerce-column--billing-address address')!.textContent).toContain('10115 Berlin');
    // axe on this page: e2e/tests/accessibility.spec.ts, in Chromium (colour contrast too).
  });

  it('a wrong or missing key, or an unknown order: 404 with a German message and no order data', async () => {
    const order = await placeWith('invoice');
    for (const path of [
      order.urls.received.replace(/key=.*/, 'key=wc_order_falsch'),
      `/checkout/order-received/${order.id}/`,
      '/checkout/order-received/999999/?key=x',
      '/checkout/order-received/abc/?key=x',
    ]) {
      const res = await shop.client.get(path);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text).toContain('Diese Bestellung wurde nicht gefunden oder der Link ist ungültig.');
      expect(text).not.toContain('Erika');
      expect(text).not.toContain('Bestellnummer');
    }
    // axe on the wrong key's page: e2e/tests/accessibility.spec.ts.
  });
});

describe('pay for order', () => {
  it('a pending order from the QA API is paid on the pay page (terms required), then it is received', async () => {
    const order = await pendingOrder([{ product_id: 104, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'pending', paymentMethod: '', totals: { subtotalCents: 1880 } });
    const { text } = await shop.client.getPage(order.urls.pay!);
    const doc = dom(text);
    const form = doc.querySelector('form#order_review[method=post]')!;
    // The widget upgrades it (payment boxes, terms dialog, one click one payment); it still posts here.
    expect(form.closest('sf-checkout')).not.toBeNull();
    expect(form.querySelector('table.shop_table')!.textContent).toContain('Kühlmittel-Konzentrat');
    expect([...form.querySelectorAll<HTMLInputElement>('#payment input[name=payment_method]')].map((i) => i.value)).toEqual(['bacs', 'cod', 'invoice', 'ppcp-gateway', 'ppcp-credit-card-gateway']);
    expect(form.querySelector('#place_order')!.textContent).toBe('Zahlungspflichtig bestellen');
    // axe on this page: e2e/tests/accessibility.spec.ts, in Chromium (colour contrast too).
    const nonce = form.querySelector<HTMLInputElement>('input[name=woocommerce-pay-nonce]')!.value;

    const refused = await shop.client.post(order.urls.pay!, { payment_method: 'cod', woocommerce_pay: '1', 'woocommerce-pay-nonce': nonce });
    expect(refused.status).toBe(200);
    const refusedDoc = dom(await refused.text());
    expect([...refusedDoc.querySelectorAll('[role=alert] li')].map((li) => li.textContent)).toEqual([
      'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.',
    ]);
    expect(refusedDoc.querySelector<HTMLInputElement>('#payment_method_cod')!.checked).toBe(true);

    const paid = await shop.client.post(order.urls.pay!, { payment_method: 'cod', terms: '1', woocommerce_pay: '1', 'woocommerce-pay-nonce': nonce });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(order.urls.received);
    const [after] = (await demoOrders(shop.client)).filter((o) => o.id === order.id);
    expect(after).toMatchObject({ status: 'processing', paymentMethod: 'cod', urls: { pay: null } });
    // Paid: the pay page says so and offers no form.
    const again = dom((await shop.client.getPage(order.urls.pay!)).text);
    expect(again.querySelector('form#order_review')).toBeNull();
    expect(again.querySelector('.woocommerce-info')!.textContent).toContain('In Bearbeitung');
  });

  it('a wrong key, or no pay_for_order: 404 without order data; a post to it changes nothing', async () => {
    const order = await pendingOrder();
    const wrong = order.urls.pay!.replace(/key=.*/, 'key=wc_order_falsch');
    expect((await shop.client.get(wrong)).status).toBe(404);
    expect((await shop.client.get(order.urls.pay!.replace('pay_for_order=true&', ''))).status).toBe(404);
    const posted = await shop.client.post(wrong, { payment_method: 'bacs', terms: '1' });
    expect(posted.status).toBe(404);
    expect((await demoOrders(shop.client)).find((o) => o.id === order.id)!.status).toBe('pending');
  });

  it('paid twice (a double click, ten parallel posts): one payment, every answer the same confirmation; another visitor or a stale form gets none', async () => {
    const order = await pendingOrder([{ product_id: 104, quantity: 1 }]);
    const doc = await shop.client.pageDocument(order.urls.pay!);
    const nonce = doc.querySelector<HTMLInputElement>('input[name=woocommerce-pay-nonce]')!.value;
    const form = { payment_method: 'cod', terms: '1', woocommerce_pay: '1', 'woocommerce-pay-nonce': nonce };

    const answers = await Promise.all(Array.from({ length: 10 }, () => shop.client.post(order.urls.pay!, form)));
    expect(answers.map((res) => [res.status, res.headers.get('location')])).toEqual(Array.from({ length: 10 }, () => [303, order.urls.received]));
    // And once more, later (the second click of a slow first answer).
    const again = await shop.client.post(order.urls.pay!, form);
    expect([again.status, again.headers.get('location')]).toEqual([303, order.urls.received]);
    const paid = (await demoOrders(shop.client)).filter((o) => o.id === order.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'processing', paymentMethod: 'cod' });

    // A stale form of the same visitor, or another visitor with the link: told it is paid, no confirmation.
    const stale = await shop.client.post(order.urls.pay!, { ...form, 'woocommerce-pay-nonce': 'alt' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('muss nicht mehr bezahlt werden');
    const other = new Client(shop.server.baseUrl);
    const theirs = await other.post(order.urls.pay!, form);
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toContain('muss nicht mehr bezahlt werden');
  });

  it('the QA API refuses bad items with 400', async () => {
    for (const items of [[], [{ product_id: 'x' }], [{ product_id: 107 }], Array.from({ length: 21 }, () => ({ product_id: 101 }))]) {
      const res = await shop.client.postJson('/__demo/orders', { items });
      expect(res.status, JSON.stringify(items).slice(0, 40)).toBe(400);
    }
  });
});

describe('QA: the orders', () => {
  it('GET /__demo/orders lists every order newest first; the control page lists them with their data and creates pending ones', async () => {
    const first = await placeWith('invoice', { wc_order_attribution_source_type: 'referral', wc_order_attribution_referrer: 'https://example.org/' });
    const second = await pendingOrder();
    const orders = await demoOrders(shop.client);
    expect(orders.slice(0, 2).map((o) => o.id)).toEqual([second.id, first.id]);
    expect(orders[1]!.attribution).toEqual({ source_type: 'referral', referrer: 'https://example.org/' });

    // Another visitor sees them too (the shop's orders, not a session's).
    shop.client.jar.clear();
    const created = await shop.client.post('/__demo/orders', {});
    expect(created.status).toBe(303);
    const { text } = await shop.client.getPage('/__demo/');
    const doc = dom(text);
    const table = doc.querySelector('table.demo-orders')!;
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.textContent!.includes('referral') && row.textContent!.includes('Rechnung'))).toBe(true);
    expect(doc.querySelector('.woocommerce-message')!.textContent).toMatch(/^Testbestellung \d+ angelegt: jetzt bezahlen\.$/);
    // axe on the control page with orders and with a notice: e2e/tests/accessibility.spec.ts.
  });
});
