/** My account on the server: login, dashboard, orders, one order, addresses, logout; the checkout pre-filled. */
import { describe, expect, it } from 'vitest';
import { axeViolations, dom, testShop } from '../test-helpers.ts';
import { checkoutForm, demoOrders, fillCart, orderFields } from '../checkout/test-support.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { postLogin } from './test-support.ts';

const shop = testShop();

const logIn = (email: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password, fields: Record<string, string> = {}) => postLogin(shop.client, { email, password, fields });

describe('my account', () => {
  it('guests see the login and register forms with the demo credentials; a wrong password is refused', async () => {
    const { text } = await shop.client.getPage('/my-account/');
    const doc = dom(text);
    expect(doc.querySelector('input#username')!.getAttribute('autocomplete')).toBe('username');
    expect(doc.querySelector('input#password')!.getAttribute('autocomplete')).toBe('current-password');
    expect(doc.querySelector('input#reg_email')!.getAttribute('autocomplete')).toBe('email');
    expect(doc.querySelector('.sf-demo-credentials')!.textContent).toContain(DEMO_CUSTOMER.email);
    // axe on this page: e2e/tests/accessibility.spec.ts, in Chromium (colour contrast too).

    const refused = await logIn(DEMO_CUSTOMER.email, 'falsch');
    expect(refused.status).toBe(200);
    const refusedDoc = dom(await refused.text());
    expect(refusedDoc.querySelector('[role=alert] li')!.textContent).toBe('Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuche es erneut.');
    expect(refusedDoc.querySelector<HTMLInputElement>('#username')!.value).toBe(DEMO_CUSTOMER.email);
    // Guests reach no account page.
    expect(dom((await shop.client.getPage('/my-account/orders/')).text).querySelector('form.woocommerce-form-login')).not.toBeNull();
    // The register form: demo-server/account/registration.test.ts.
  }, 20_000);

  it('the demo customer logs in, orders with pre-filled addresses, sees the order, the addresses, and logs out', async () => {
    const login = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { redirect: '/checkout/' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/checkout/');
    await fillCart(shop.client, { 110: 1 });
    const { doc } = await checkoutForm(shop.client);
    expect(doc.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('Erika');
    expect(doc.querySelector<HTMLInputElement>('#billing_email')!.value).toBe(DEMO_CUSTOMER.email);
    expect(doc.querySelector('#createaccount')).toBeNull();
    expect(doc.querySelector('.woocommerce-info')!.textContent).toContain('Angemeldet als Erika Musterfrau');

    const fields = await orderFields(shop.client, {
      billing_first_name: 'Erika',
      billing_last_name: 'Musterfrau',
      billing_address_1: 'Musterstraße 12',
      billing_email: DEMO_CUSTOMER.email,
    });
    expect((await shop.client.post('/checkout/', fields)).status).toBe(303);
    const [order] = await demoOrders(shop.client);
    expect(order!.customerId).toBe(1);

    const { text: dashboard } = await shop.client.getPage('/my-account/');
    expect(dom(dashboard).querySelector('.woocommerce-MyAccount-content')!.textContent).toContain('Hallo Erika Musterfrau');
    expect(await axeViolations(dashboard)).toEqual([]);

    const { text: ordersPage } = await shop.client.getPage('/my-account/orders/');
    const rows = dom(ordersPage).querySelectorAll('table.woocommerce-orders-table tbody tr');
    expect(rows[0]!.querySelector('th a')!.textContent).toBe(`#${order!.id}`);
    expect(rows[0]!.textContent).toContain('In Wartestellung');
    // axe on the orders, the order and the addresses (logged in): e2e/tests/accessibility.spec.ts.

    const { text: view } = await shop.client.getPage(`/my-account/view-order/${order!.id}/`);
    expect(dom(view).querySelector('table.woocommerce-table--order-details')!.textContent).toContain('Ambientebeleuchtung');

    const { text: addressPage } = await shop.client.getPage('/my-account/edit-address/');
    expect(dom(addressPage).querySelector('.woocommerce-Address address')!.textContent).toContain('10115 Berlin');

    const { text: confirm } = await shop.client.getPage('/my-account/customer-logout/');
    expect(dom(confirm).querySelector('form[action="/my-account/customer-logout/"] button')!.textContent).toBe('Abmelden bestätigen');
    const out = await shop.client.post('/my-account/customer-logout/');
    expect(out.status).toBe(303);
    const after = dom((await shop.client.getPage('/my-account/')).text);
    expect(after.querySelector('.woocommerce-message')!.textContent).toBe('Du wurdest abgemeldet.');
    expect(after.querySelector('form.woocommerce-form-login')).not.toBeNull();
  }, 30_000);

  it("another customer's or a guest's order is not shown; a redirect elsewhere goes to the account", async () => {
    await fillCart(shop.client);
    expect((await shop.client.post('/checkout/', await orderFields(shop.client))).status).toBe(303);
    const guestOrder = (await demoOrders(shop.client)).find((order) => order.customerId === null);
    shop.client.jar.clear();
    const login = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { redirect: '//evil.example/' });
    expect(login.headers.get('location')).toBe('/my-account/');
    const res = await shop.client.get(`/my-account/view-order/${guestOrder!.id}/`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('Diese Bestellung gibt es in deinem Kundenkonto nicht.');
    expect(text).not.toContain('Hauptstraße 1');
  });

  it('an account made at checkout logs the guest in and owns the order', async () => {
    await fillCart(shop.client);
    const res = await shop.client.post('/checkout/', await orderFields(shop.client, { billing_email: 'neukunde@example.test', createaccount: '1', account_password: 'lang-genug-1' }));
    expect(res.status).toBe(303);
    const [order] = await demoOrders(shop.client);
    expect(order!.customerId).not.toBeNull();
    const ordersPage = dom((await shop.client.getPage('/my-account/orders/')).text);
    expect(ordersPage.querySelector('table.woocommerce-orders-table th a')!.textContent).toBe(`#${order!.id}`);
    shop.client.jar.clear();
    expect((await logIn('neukunde@example.test', 'lang-genug-1')).status).toBe(303);
  });
});
