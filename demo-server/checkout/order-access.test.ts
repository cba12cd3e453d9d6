/**
 * Who sees an order behind its link: a registered customer's order-received and pay-for-order
 * pages show the order to that customer only; anyone else with the link (a forwarded mail, a
 * shared computer's history) is asked to sign in and sees no name, address, bank details or
 * items. A guest order stays reachable with its key.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../account/customers.ts';
import { Client, dom, testShop } from '../test-helpers.ts';
import { SIGN_IN_TO_PAY, SIGN_IN_TO_VIEW } from './order-pages.ts';
import { demoOrders, fillCart, orderFields, type OrderJson } from './test-support.ts';

const shop = testShop();

/** Signs in through the login form the page links to, with the form's own hidden fields. */
async function signInVia(client: Client, loginUrl: string, email: string, password: string): Promise<string> {
  const doc = await client.pageDocument(loginUrl);
  const form = doc.querySelector<HTMLFormElement>('form.woocommerce-form-login')!;
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]')) fields[input.name] = input.value;
  const res = await client.post('/my-account/', { ...fields, username: email, password, login: 'Anmelden' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** An order placed by the signed-in demo customer (Erika Musterfrau), paid by bank transfer or left pending. */
async function customerOrder(client: Client, method = 'bacs'): Promise<OrderJson> {
  await signInVia(client, '/my-account/', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await fillCart(client);
  const fields = await orderFields(client, { payment_method: method });
  // The customer's own address, not the guest sample's.
  delete fields.billing_email;
  const res = await client.post('/checkout/', { ...fields, billing_email: DEMO_CUSTOMER.email, billing_first_name: 'Erika', billing_last_name: 'Musterfrau' });
  expect(res.status).toBe(303);
  const [order] = await demoOrders(client);
  expect(order!.customerId).not.toBeNull();
  expect(order!.urls.received).toBe(res.headers.get('location'));
  return order!;
}

function expectNothingOf(text: string): void {
  for (const secret of ['Musterfrau', 'IBAN', 'Bestellnummer', 'woocommerce-customer-details', 'Rechnungsadresse', 'Felgenreiniger', 'Universal', DEMO_CUSTOMER.email])
    expect(text).not.toContain(secret);
}

describe('a registered customer’s order behind its link', () => {
  it('order received: the customer sees it; a signed-out visitor with the key is asked to sign in, sees nothing of it, and sees it after signing in', async () => {
    const customer = new Client(shop.server.baseUrl);
    const order = await customerOrder(customer);
    const own = dom((await customer.getPage(order.urls.received)).text);
    expect(own.querySelector('.woocommerce-order-overview__order strong')!.textContent).toBe(String(order.id));
    expect(own.querySelector('.woocommerce-bacs-bank-details')).not.toBeNull();

    const stranger = new Client(shop.server.baseUrl);
    const { res, text } = await stranger.getPage(order.urls.received);
    expect(res.status).toBe(200);
    expectNothingOf(text);
    const doc = dom(text);
    expect(doc.querySelector('.woocommerce-info')!.textContent).toBe(SIGN_IN_TO_VIEW);
    const signIn = doc.querySelector<HTMLAnchorElement>('#content .woocommerce a.button, main .woocommerce a.button')!;
    expect(signIn.textContent).toBe('Anmelden');

    // Signing in through the prompt comes back to the order.
    expect(await signInVia(stranger, signIn.getAttribute('href')!, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).toBe(order.urls.received);
    const after = dom((await stranger.getPage(order.urls.received)).text);
    expect(after.querySelector('.woocommerce-order-overview__order strong')!.textContent).toBe(String(order.id));
  });

  it('another signed-in customer sees nothing of it and is told whose it is not', async () => {
    const order = await customerOrder(new Client(shop.server.baseUrl));
    // A second account, made at the checkout (which signs it in).
    const other = new Client(shop.server.baseUrl);
    await fillCart(other);
    const made = await other.post('/checkout/', await orderFields(other, { createaccount: '1', account_password: 'Ein-anderes-Konto-2026!', billing_email: 'andere@example.test' }));
    expect(made.status).toBe(303);
    const { text } = await other.getPage(order.urls.received);
    expectNothingOf(text);
    expect(dom(text).querySelector('.woocommerce-info')!.textContent).toContain('anderen Kundenkonto');
  });

  it('pay for order: a signed-out visitor with the key is asked to sign in, sees no items, and a post pays nothing; the customer gets the form', async () => {
    const customer = new Client(shop.server.baseUrl);
    await signInVia(customer, '/my-account/', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // A pending order of this customer, as a shop manager sends a payment link for.
    const created = await customer.postJson('/__demo/orders', { forCustomer: true, items: [{ product_id: 104, quantity: 1 }] });
    expect(created.status).toBe(201);
    const order = ((await created.json()) as { order: OrderJson }).order;
    expect(order).toMatchObject({ status: 'pending', customerId: expect.any(Number) });
    const payUrl = order.urls.pay!;

    const stranger = new Client(shop.server.baseUrl);
    const { res, text } = await stranger.getPage(payUrl);
    expect(res.status).toBe(200);
    expectNothingOf(text);
    expect(text).not.toContain('Kühlmittel');
    const doc = dom(text);
    expect(doc.querySelector('.woocommerce-info')!.textContent).toBe(SIGN_IN_TO_PAY);
    expect(doc.querySelector('form#order_review')).toBeNull();
    const posted = await stranger.post(payUrl, { payment_method: 'cod', terms: '1', woocommerce_pay: '1' });
    expect(posted.status).toBe(200);
    expect(await posted.text()).not.toContain('Kühlmittel');
    expect((await demoOrders(stranger)).find((o) => o.id === order.id)!.status).toBe('pending');

    // The customer gets the form.
    const own = await customer.pageDocument(payUrl);
    expect(own.querySelector('form#order_review table')!.textContent).toContain('Kühlmittel');
  });

  it('a guest order stays reachable with its key, for anyone who has it', async () => {
    const guest = new Client(shop.server.baseUrl);
    await fillCart(guest);
    const res = await guest.post('/checkout/', await orderFields(guest));
    const received = res.headers.get('location')!;
    const other = new Client(shop.server.baseUrl);
    const doc = dom((await other.getPage(received)).text);
    expect(doc.querySelector('.woocommerce-order-overview__order strong')).not.toBeNull();
    expect(doc.querySelector('.woocommerce-column--billing-address address')!.textContent).toContain('Berlin');
  });
});
