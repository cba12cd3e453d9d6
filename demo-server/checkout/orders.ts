/**
 * Orders in memory (WooCommerce's shop orders): number, status, items, addresses, shipping line,
 * VAT per rate, payment method, order key, customer or guest, order attribution. One store per
 * shop (not per visitor): QA sees every order on /__demo/ and GET /__demo/orders.
 */
import { randomBytes } from 'node:crypto';
import { displayName } from '../cart/model.ts';
import type { CartLine } from '../cart/model.ts';
import type { Address } from './fields.ts';
import { paymentMethod, type OrderStatus, type PaymentMethodId } from './payment.ts';
import { lineTaxRate, type CheckoutTotals, type TaxLine } from './shipping.ts';

export interface OrderItem {
  productId: number;
  variationId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  taxRate: 7 | 19;
  deliveryTime: string;
}

export interface Order {
  id: number;
  key: string;
  status: OrderStatus;
  /** ISO date and time. */
  createdAt: string;
  /** The customer account's id, or null for a guest order. */
  customerId: number | null;
  billing: Address;
  /** The delivery address: the billing address unless another was given. */
  shipping: Address;
  shipToDifferentAddress: boolean;
  items: OrderItem[];
  shippingLine: { methodId: string; label: string; totalCents: number };
  taxLines: TaxLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paymentMethod: PaymentMethodId | '';
  paymentMethodTitle: string;
  customerNote: string;
  /** wc_order_attribution_* values by key (without the prefix). */
  attribution: Record<string, string>;
}

export interface NewOrder {
  totals: CheckoutTotals;
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  /** '' for a pending order (paid later on the pay-for-order page). */
  paymentMethod: PaymentMethodId | '';
  customerId: number | null;
  customerNote: string;
  attribution: Record<string, string>;
}

/** The delivery time a line shows: the variation's, else the product's. */
export function lineDeliveryTime(line: CartLine): string {
  return line.variation?.deliveryTime ?? line.product.deliveryTime;
}

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `wc_order_` and 13 random letters and digits, as WooCommerce's order keys. */
function orderKey(): string {
  return `wc_order_${[...randomBytes(13)].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('')}`;
}

export const FIRST_ORDER_ID = 1001;

export class OrderStore {
  static readonly MAX_ORDERS = 2000;
  private readonly orders = new Map<number, Order>();
  private nextId = FIRST_ORDER_ID;

  create(data: NewOrder): Order {
    const method = data.paymentMethod ? paymentMethod(data.paymentMethod) : undefined;
    const { totals } = data;
    const order: Order = {
      id: this.nextId++,
      key: orderKey(),
      status: method?.status ?? 'pending',
      createdAt: new Date().toISOString(),
      customerId: data.customerId,
      billing: { ...data.billing },
      shipping: data.shipToDifferentAddress ? { ...data.shipping, phone: '', email: '' } : { ...data.billing, phone: '', email: '' },
      shipToDifferentAddress: data.shipToDifferentAddress,
      items: totals.lines.map((line) => ({
        productId: line.product.id,
        variationId: line.variation?.id ?? 0,
        name: displayName(line.product, line.variation, line.item.variation),
        quantity: line.item.quantity,
        unitCents: line.unitCents,
        totalCents: line.lineCents,
        taxRate: lineTaxRate(line),
        deliveryTime: lineDeliveryTime(line),
      })),
      shippingLine: { methodId: totals.shipping.id, label: totals.shipping.label, totalCents: totals.shipping.costCents },
      taxLines: totals.taxLines.map((line) => ({ ...line })),
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      paymentMethod: method?.id ?? '',
      paymentMethodTitle: method?.title ?? '',
      customerNote: data.customerNote,
      attribution: { ...data.attribution },
    };
    this.orders.set(order.id, order);
    while (this.orders.size > OrderStore.MAX_ORDERS) this.orders.delete(this.orders.keys().next().value!);
    return order;
  }

  get(id: number): Order | undefined {
    return this.orders.get(id);
  }

  /** The order when the key is its key (a link from the order's own pages), else undefined. */
  withKey(id: number, key: unknown): Order | undefined {
    const order = this.orders.get(id);
    return order && typeof key === 'string' && key === order.key ? order : undefined;
  }

  /** Pays a pending order with a method: its status follows the method's. */
  pay(order: Order, method: PaymentMethodId): void {
    const chosen = paymentMethod(method)!;
    order.paymentMethod = chosen.id;
    order.paymentMethodTitle = chosen.title;
    order.status = chosen.status;
  }

  /** Newest first. */
  list(): Order[] {
    return [...this.orders.values()].reverse();
  }

  ofCustomer(customerId: number): Order[] {
    return this.list().filter((order) => order.customerId === customerId);
  }
}

export function orderReceivedUrl(order: Order): string {
  return `/checkout/order-received/${order.id}/?key=${order.key}`;
}

export function orderPayUrl(order: Order): string {
  return `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.key}`;
}
