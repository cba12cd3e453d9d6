/**
 * Placing an order, the same for the form without JavaScript (POST /checkout/) and for
 * `?wc-ajax=checkout`: the single-use token, the nonce, the cart, the posted fields, the review
 * the shopper saw; then the order, the spent token and the emptied cart in one synchronous step.
 */
import type { CustomerStore } from '../account/customers.ts';
import type { RequestFields } from '../http/request.ts';
import type { Session } from '../shared/session.ts';
import { checkoutNonce, spendToken, tokenState } from './checkout-session.ts';
import { reviewHash } from './checkout-page.ts';
import { destinationCountry, readCheckoutInput, validateCheckout, type CheckoutInput, type FieldError } from './fields.ts';
import type { Order, OrderStore } from './orders.ts';
import type { PaymentMethodId } from './payment.ts';
import { checkoutTotals, type CheckoutTotals } from './shipping.ts';

export interface CheckoutShop {
  orders: OrderStore;
  customers: CustomerStore;
}

export type PlaceResult =
  | { kind: 'placed'; order: Order; /** A repeated post of a form that already placed this order. */ repeat: boolean }
  | { kind: 'refused'; errors: FieldError[]; refresh: boolean; reload: boolean };

export const SESSION_EXPIRED = 'Deine Sitzung ist abgelaufen oder dein Warenkorb ist leer. Bitte lege die Artikel erneut in den Warenkorb.';
export const FORM_EXPIRED = 'Das Bestellformular war nicht mehr aktuell. Wir haben die Übersicht aktualisiert: Bitte prüfe sie und bestelle dann erneut.';
export const TOTALS_CHANGED = 'Deine Bestellung hat sich geändert (Artikel, Versand oder Gesamtsumme). Bitte prüfe die aktualisierte Übersicht und bestelle dann erneut.';

/** The totals a post asks for: its destination and shipping method. */
export function totalsFor(session: Session, input: CheckoutInput): CheckoutTotals {
  return checkoutTotals(session.cart, destinationCountry(input), input.shippingMethod || undefined);
}

export function placeOrder(shop: CheckoutShop, session: Session, fields: RequestFields): PlaceResult {
  const input = readCheckoutInput(fields);
  const token = tokenState(session, input.token);
  if (token.kind === 'spent') {
    const order = shop.orders.get(token.orderId);
    if (order) return { kind: 'placed', order, repeat: true };
  }
  if (session.cart.size === 0) return { kind: 'refused', errors: [{ message: SESSION_EXPIRED }], refresh: false, reload: true };
  if (token.kind !== 'fresh' || input.nonce !== checkoutNonce(session)) {
    return { kind: 'refused', errors: [{ message: FORM_EXPIRED }], refresh: true, reload: false };
  }
  const customer = shop.customers.current(session);
  const totals = totalsFor(session, input);
  const errors = validateCheckout(input, {
    totals,
    guest: !customer,
    emailRegistered: (email) => shop.customers.byEmail(email) !== undefined,
  });
  if (errors.length) return { kind: 'refused', errors, refresh: false, reload: false };
  if (input.reviewHash && input.reviewHash !== reviewHash(totals)) {
    return { kind: 'refused', errors: [{ message: TOTALS_CHANGED }], refresh: true, reload: false };
  }
  let customerId = customer?.id ?? null;
  if (!customer && input.createAccount) {
    const created = shop.customers.create({ email: input.billing.email, password: input.accountPassword, billing: input.billing, shipping: input.shipToDifferentAddress ? input.shipping : input.billing });
    shop.customers.logIn(session, created);
    customerId = created.id;
  }
  const order = shop.orders.create({
    totals,
    billing: input.billing,
    shipping: input.shipping,
    shipToDifferentAddress: input.shipToDifferentAddress,
    paymentMethod: input.paymentMethod as PaymentMethodId,
    customerId,
    customerNote: input.orderComments,
    attribution: input.attribution,
  });
  spendToken(session, input.token, order.id);
  session.cart.clear();
  return { kind: 'placed', order, repeat: false };
}
