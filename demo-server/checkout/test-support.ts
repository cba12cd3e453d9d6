/** What the checkout's tests share: a filled-in form, a cart, the page's hidden fields. */
import { expect } from 'vitest';
import { dom, type Client } from '../test-helpers.ts';
import { GUEST_BILLING_FIELDS } from './sample-address.ts';

export const GUEST = GUEST_BILLING_FIELDS;

/** Adds products (id → quantity) through the shop's add_to_cart. */
export async function fillCart(client: Client, items: Record<number, number> = { 101: 1 }): Promise<void> {
  for (const [id, quantity] of Object.entries(items)) {
    const res = await client.addToCart({ product_id: id, quantity });
    expect(await res.json()).toHaveProperty('fragments');
  }
}

/** The checkout page's hidden fields (nonce, token, review hash) and its wc_checkout_params. */
export async function checkoutForm(client: Client): Promise<{ doc: Document; hidden: Record<string, string>; params: Record<string, unknown> }> {
  const { text } = await client.getPage('/checkout/');
  const doc = dom(text);
  const hidden: Record<string, string> = {};
  for (const input of doc.querySelectorAll<HTMLInputElement>('form.checkout input[type=hidden]')) hidden[input.name] = input.value;
  const script = [...doc.querySelectorAll('script')].map((s) => s.textContent ?? '').find((s) => s.includes('wc_checkout_params'))!;
  const params = JSON.parse(/var wc_checkout_params=(\{.*?\});/.exec(script)![1]!) as Record<string, unknown>;
  return { doc, hidden, params };
}

/** A complete guest order's fields for the current form, with a payment method. */
export async function orderFields(client: Client, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const { hidden } = await checkoutForm(client);
  return { ...GUEST, ...hidden, payment_method: 'bacs', terms: '1', ...extra };
}

export interface OrderJson {
  id: number;
  status: string;
  key: string;
  customerId: number | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  items: Array<{ productId: number; name: string; quantity: number; totalCents: number; taxRate: number }>;
  shippingLine: { methodId: string; label: string; totalCents: number };
  taxLines: Array<{ rate: number; amountCents: number }>;
  totals: { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number };
  customerNote: string;
  attribution: Record<string, string>;
  urls: { received: string; pay: string | null };
}

export async function demoOrders(client: Client): Promise<OrderJson[]> {
  const res = await client.get('/__demo/orders');
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: OrderJson[] }).orders;
}
