/**
 * The fake wallet provider's own state: its orders, as the provider's REST API would hold them
 * (v2 Orders: CREATED → APPROVED → COMPLETED). One instance is shared in-process by the two
 * origins of the demo: the third-party origin (SDK, approval popup) changes it when the shopper
 * acts in the popup, and the shop's ppc-* endpoints call it as a shop calls the provider's API
 * server to server. Nothing here knows about the shop's cart or WooCommerce orders.
 */
import { randomBytes } from 'node:crypto';

export type ProviderOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
export type ProviderIntent = 'CAPTURE' | 'AUTHORIZE';

export interface ProviderMoney {
  currency_code: 'EUR';
  /** Decimal string with a dot, as the provider's API sends it ("89.50"). */
  value: string;
}

/** The provider's address shape (spec §3 Payer). */
export interface ProviderAddress {
  address_line_1?: string;
  address_line_2?: string;
  admin_area_1?: string;
  admin_area_2?: string;
  postal_code?: string;
  country_code: string;
}

export interface ProviderShippingOption {
  id: string;
  label: string;
  type: 'SHIPPING' | 'PICKUP';
  selected: boolean;
  amount: ProviderMoney;
}

export interface ProviderPayer {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
  address: ProviderAddress;
}

export interface ProviderOrder {
  /** 17 upper-case letters and digits, like the real order ids. */
  id: string;
  intent: ProviderIntent;
  status: ProviderOrderStatus;
  amount: ProviderMoney;
  /** The shop's reference (sent back as data.custom_id, kept in the hidden ppcp-resume-order). */
  custom_id: string;
  /** The button the shopper pressed: paypal, paylater, venmo, card… */
  funding_source: string;
  shipping?: { address?: ProviderAddress; options: ProviderShippingOption[] };
  payer?: ProviderPayer;
  /** The shopper approved with an instrument the provider then declines (once): the shop must restart. */
  instrument_declined: boolean;
  capture_id?: string;
  created_at: number;
  /** What the shopper last did in the approval popup (QA and tests read it; the API does not send it). */
  popup_action?: PopupAction;
  /** Paid by card fields: the card's last digits and brand, the 3-D Secure contingencies asked for. */
  card?: { last_digits: string; brand: string; contingencies: string[] };
}

export type PopupAction = 'approve' | 'decline' | 'cancel' | 'error';

export type CaptureResult =
  | { ok: true; capture_id: string; /** A repeated capture of a completed order: nothing was charged twice. */ repeated: boolean }
  | { ok: false; issue: 'ORDER_NOT_APPROVED' | 'INSTRUMENT_DECLINED' | 'RESOURCE_NOT_FOUND' | 'ORDER_VOIDED' };

export interface CreateProviderOrder {
  intent: ProviderIntent;
  amount: ProviderMoney;
  custom_id: string;
  funding_source: string;
  shipping?: { address?: ProviderAddress; options: ProviderShippingOption[] };
}

/** Orders older than this are forgotten (the real ones expire after about three hours). */
const ORDER_LIFETIME_MS = 3 * 60 * 60 * 1000;
/** A bound on what one demo process holds, whatever a client sends. */
const MAX_ORDERS = 10_000;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function providerId(length = 17): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export class FakeProvider {
  private readonly orders = new Map<string, ProviderOrder>();

  constructor(private readonly now: () => number = Date.now) {}

  createOrder(input: CreateProviderOrder): ProviderOrder {
    this.forgetExpired();
    const order: ProviderOrder = {
      id: providerId(),
      intent: input.intent,
      status: 'CREATED',
      amount: { ...input.amount },
      custom_id: input.custom_id,
      funding_source: input.funding_source,
      shipping: input.shipping,
      instrument_declined: false,
      created_at: this.now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  getOrder(id: string): ProviderOrder | undefined {
    const order = this.orders.get(id);
    if (order && this.now() - order.created_at > ORDER_LIFETIME_MS) {
      this.orders.delete(id);
      return undefined;
    }
    return order;
  }

  /** The shopper approved in the popup. `declined` marks an instrument the capture will refuse. */
  approve(id: string, payer: ProviderPayer, declined = false): ProviderOrder | undefined {
    const order = this.getOrder(id);
    if (!order || order.status !== 'CREATED') return order;
    order.status = 'APPROVED';
    order.payer = payer;
    order.instrument_declined = declined;
    return order;
  }

  /** The popup reports what the shopper did; approve and decline also approve the order (see approve). */
  recordPopupAction(id: string, action: PopupAction): ProviderOrder | undefined {
    const order = this.getOrder(id);
    if (order) order.popup_action = action;
    return order;
  }

  /** actions.restart(): the shopper chooses another instrument for the same order. */
  restart(id: string): ProviderOrder | undefined {
    const order = this.getOrder(id);
    if (!order || order.status === 'COMPLETED' || order.status === 'VOIDED') return order;
    order.status = 'CREATED';
    order.instrument_declined = false;
    return order;
  }

  /** The merchant changed the amount or the shipping after a change in the popup (PATCH). */
  update(id: string, change: { amount?: ProviderMoney; shipping?: ProviderOrder['shipping'] }): ProviderOrder | undefined {
    const order = this.getOrder(id);
    if (!order || order.status === 'COMPLETED' || order.status === 'VOIDED') return undefined;
    if (change.amount) order.amount = { ...change.amount };
    if (change.shipping) order.shipping = change.shipping;
    return order;
  }

  /** Idempotent: a completed order answers its first capture again instead of charging twice. */
  capture(id: string): CaptureResult {
    const order = this.getOrder(id);
    if (!order) return { ok: false, issue: 'RESOURCE_NOT_FOUND' };
    if (order.status === 'COMPLETED' && order.capture_id) return { ok: true, capture_id: order.capture_id, repeated: true };
    if (order.status === 'VOIDED') return { ok: false, issue: 'ORDER_VOIDED' };
    if (order.status !== 'APPROVED') return { ok: false, issue: 'ORDER_NOT_APPROVED' };
    if (order.instrument_declined) return { ok: false, issue: 'INSTRUMENT_DECLINED' };
    order.status = 'COMPLETED';
    order.capture_id = providerId();
    return { ok: true, capture_id: order.capture_id, repeated: false };
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, order] of this.orders) {
      if (now - order.created_at > ORDER_LIFETIME_MS) this.orders.delete(id);
    }
    // Oldest first: Map keeps insertion order.
    while (this.orders.size >= MAX_ORDERS) this.orders.delete(this.orders.keys().next().value!);
  }
}
