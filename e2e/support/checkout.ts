import type { APIRequestContext, Page } from '@playwright/test';
import { GUEST_BILLING_FIELDS } from '../../demo-server/checkout/sample-address';
import { expect } from './fixtures';

/** A guest's billing address, as a shopper types it into the checkout. */
export const GUEST_ADDRESS = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  'Straße und Hausnummer': 'Hauptstraße 1',
  Postleitzahl: '10115',
  'Ort / Stadt': 'Berlin',
  Telefon: '030 1234567',
  'E-Mail-Adresse': 'erika@example.test',
} as const;

/** Types the guest's billing address into the checkout form on the page. */
export async function fillBillingAddress(page: Page): Promise<void> {
  const billing = page.locator('.woocommerce-billing-fields');
  for (const [label, value] of Object.entries(GUEST_ADDRESS)) await billing.getByLabel(label, { exact: false }).first().fill(value);
}

/**
 * Places a guest order outside the page, as the form without JavaScript posts it (the page's
 * hidden fields, the address, a method, the terms), and returns the order-received URL.
 */
export async function placeOrderViaApi(request: APIRequestContext, paymentMethod: 'bacs' | 'cod' | 'invoice'): Promise<string> {
  const page = await (await request.get('/checkout/')).text();
  const hidden = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const response = await request.post('/checkout/', {
    form: {
      ...hidden,
      ...GUEST_BILLING_FIELDS,
      payment_method: paymentMethod,
      terms: '1',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers().location!;
}

/** A pending order to pay (the QA API), its pay-for-order URL. */
export async function pendingOrderPayUrl(request: APIRequestContext): Promise<string> {
  const response = await request.post('/__demo/orders', { data: { items: [{ product_id: 104, quantity: 2 }] } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: { urls: { pay: string } } }).order.urls.pay;
}

export interface DemoOrder {
  id: number;
  status: string;
  paymentMethod: string;
  billing: Record<string, string>;
  totals: { totalCents: number };
  urls: { received: string; pay: string | null };
}

export async function demoOrders(request: APIRequestContext): Promise<DemoOrder[]> {
  const response = await request.get('/__demo/orders');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: DemoOrder[] }).orders;
}

/** Logs this context in as the seeded demo customer (demo-server/README.md) with the server form and the nonce its page printed. */
export async function logInAsDemoCustomer(request: APIRequestContext): Promise<void> {
  const page = await (await request.get('/my-account/')).text();
  const nonce = /name="woocommerce-login-nonce" value="([^"]*)"/.exec(page)?.[1];
  expect(nonce, "the login form's nonce").toBeDefined();
  const response = await request.post('/my-account/', {
    form: { username: 'kundin@example.test', password: 'Schaufenster-Demo-2026', login: 'Anmelden', 'woocommerce-login-nonce': nonce! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}
