/**
 * Placing an order, the same for the form without JavaScript (POST /checkout/) and for
 * `?wc-ajax=checkout`: the single-use token, the nonce, the cart, the posted fields, the review
 * the shopper saw; then the order, the spent token and the emptied cart in one synchronous step.
 * A new account's password is hashed before that step (off the main thread), and the step then
 * checks everything again: a parallel post of the same form may have placed the order meanwhile.
 */
import { hashPassword, type CustomerStore, type PasswordHash } from '../account/customers.ts';
import type { RequestFields } from '../http/request.ts';
import type { Session } from '../shared/session.ts';
import type { SafeHtml } from '../shared/html.ts';
import { checkoutNonce, spendToken, tokenState } from './checkout-session.ts';
import { reviewHash } from './checkout-page.ts';
import { destinationCountry, readCheckoutInput, validateCheckout, type CheckoutInput, type FieldError } from './fields.ts';
import type { Order, OrderStore } from './orders.ts';
import { isWalletMethod, type PaymentMethodId, type WalletPaymentMethodId } from './payment.ts';
import { checkoutTotals, type CheckoutTotals } from './shipping.ts';

export interface CheckoutShop {
  orders: OrderStore;
  customers: CustomerStore;
  /** The wallet gateways, once the payments domain registered (demo-server/payments/wallet.ts). */
  wallet?: CheckoutWallet;
}

export type WalletPayment = { kind: 'paid'; order: Order; repeat: boolean } | { kind: 'refused'; message: string };

/**
 * What the checkout and the pay-for-order page ask the wallet: which of its gateways this
 * visitor is offered, the markup after the place-order button, and paying with an approved
 * provider order (captured once: one provider order is never two shop orders).
 */
export interface CheckoutWallet {
  methods(session: Session, context?: 'checkout' | 'pay-now'): WalletPaymentMethodId[];
  placeOrderArea(session: Session, context: 'checkout' | 'pay-now'): SafeHtml;
  /** The pay-later message's wrapper, printed before the payment area ('' while messages are off). */
  message(session: Session, context: 'checkout'): SafeHtml;
  /** Markup inside a gateway's payment box, by gateway id (the card gateway's card fields). */
  paymentBoxes(session: Session, context: 'checkout' | 'pay-now'): Partial<Record<string, SafeHtml>>;
  /** The shop order the visitor's approved provider order already made, if any (a repeated place-order). */
  placedOrder(session: Session, context: 'checkout' | 'pay-now'): Order | undefined;
  /** The settings global (`PayPalCommerceGateway`) for the page, '' when the page shows no wallet. */
  pageGlobals(session: Session, context: 'checkout' | 'pay-now', page: { totalCents: number; orderId?: number }): SafeHtml;
  /** Pays with a saved card's token (card gateway, place-order step): order made, captured, then `makeOrder`. */
  payWithSavedCard(session: Session, token: string, totalCents: number, makeOrder: () => Order): WalletPayment;
  /** Captures the visitor's approved provider order for `totalCents`, then `makeOrder` (only after a capture). */
  pay(session: Session, context: 'checkout' | 'pay-now', totalCents: number, makeOrder: () => Order): WalletPayment;
}

/** Placing with the wallet gateway before its popup approved a payment (a script that did not run, a forged post). */
export const WALLET_NOT_APPROVED = 'Bitte bezahle zuerst mit PayPal: Klicke auf den PayPal-Button und bestätige die Zahlung im PayPal-Fenster.';

/** Placing with the card method before its card fields confirmed a card. */
export const CARD_NOT_PAID =
  'Bitte gib zuerst deine Kartendaten in die Kartenfelder ein und klicke dann auf „Zahlungspflichtig bestellen“. Ohne JavaScript ist keine Kartenzahlung möglich: Bitte wähle dann eine andere Zahlungsart.';

export type PlaceResult =
  | {
      kind: 'placed';
      order: Order;
      /** A repeated post of a form that already placed this order. */
      repeat: boolean;
      /** An account was made and the session signed in to it: the caller gives the session a new id. */
      signedIn?: boolean;
    }
  | { kind: 'refused'; errors: FieldError[]; refresh: boolean; reload: boolean };

export const SESSION_EXPIRED = 'Deine Sitzung ist abgelaufen oder dein Warenkorb ist leer. Bitte lege die Artikel erneut in den Warenkorb.';
export const FORM_EXPIRED = 'Das Bestellformular war nicht mehr aktuell. Wir haben die Übersicht aktualisiert: Bitte prüfe sie und bestelle dann erneut.';
export const TOTALS_CHANGED = 'Deine Bestellung hat sich geändert (Artikel, Versand oder Gesamtsumme). Bitte prüfe die aktualisierte Übersicht und bestelle dann erneut.';

/** The totals a post asks for: its destination and shipping method. */
export function totalsFor(session: Session, input: CheckoutInput): CheckoutTotals {
  return checkoutTotals(session.cart, destinationCountry(input), input.shippingMethod || undefined);
}

export async function placeOrder(shop: CheckoutShop, session: Session, fields: RequestFields): Promise<PlaceResult> {
  const first = placeOrderStep(shop, session, fields);
  if (first.kind !== 'hash-password') return first;
  const password = await hashPassword(readCheckoutInput(fields).accountPassword);
  const second = placeOrderStep(shop, session, fields, password);
  return second.kind === 'hash-password' ? { kind: 'refused', errors: [{ message: FORM_EXPIRED }], refresh: true, reload: false } : second;
}

/** One synchronous step; asks for the new account's password hash when it would make the account without it. */
function placeOrderStep(shop: CheckoutShop, session: Session, fields: RequestFields, accountPassword?: PasswordHash): PlaceResult | { kind: 'hash-password' } {
  const input = readCheckoutInput(fields);
  const token = tokenState(session, input.token);
  if (token.kind === 'spent') {
    const order = shop.orders.get(token.orderId);
    if (order) return { kind: 'placed', order, repeat: true };
  }
  // Another form (a second tab, a reload) placing the same approved wallet payment after its
  // order emptied the cart: the first order. (With a new cart it must be paid anew.)
  const walletOrder = isWalletMethod(input.paymentMethod) && session.cart.size === 0 ? shop.wallet?.placedOrder(session, 'checkout') : undefined;
  if (walletOrder) return { kind: 'placed', order: walletOrder, repeat: true };
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
    walletMethods: shop.wallet?.methods(session) ?? [],
  });
  if (errors.length) return { kind: 'refused', errors, refresh: false, reload: false };
  if (input.reviewHash && input.reviewHash !== reviewHash(totals)) {
    return { kind: 'refused', errors: [{ message: TOTALS_CHANGED }], refresh: true, reload: false };
  }
  const createAccount = !customer && input.createAccount;
  if (createAccount && !accountPassword) return { kind: 'hash-password' };
  const makeOrder = (): Order => {
    let customerId = customer?.id ?? null;
    if (createAccount && accountPassword) {
      const created = shop.customers.create({ email: input.billing.email, password: accountPassword, billing: input.billing, shipping: input.shipToDifferentAddress ? input.shipping : input.billing });
      shop.customers.logIn(session, created);
      customerId = created.id;
    }
    return shop.orders.create({
      totals,
      billing: input.billing,
      shipping: input.shipping,
      shipToDifferentAddress: input.shipToDifferentAddress,
      paymentMethod: input.paymentMethod as PaymentMethodId,
      customerId,
      customerNote: input.orderComments,
      attribution: input.attribution,
    });
  };
  let order: Order;
  // A saved card (spec §3: token radio, 'new' is a new card) pays at this step.
  const savedCard = input.paymentMethod === 'ppcp-credit-card-gateway' ? fields['wc-ppcp-credit-card-gateway-payment-token'] : undefined;
  if (isWalletMethod(input.paymentMethod)) {
    const paid = (typeof savedCard === 'string' && savedCard !== 'new' && savedCard !== ''
      ? shop.wallet?.payWithSavedCard(session, savedCard.slice(0, 20), totals.totalCents, makeOrder)
      : shop.wallet?.pay(session, 'checkout', totals.totalCents, makeOrder)) ?? { kind: 'refused', message: WALLET_NOT_APPROVED };
    // The card method without a card confirmed in its fields (no script, a failed provider script): say so in its words.
    const message = input.paymentMethod === 'ppcp-credit-card-gateway' && paid.kind === 'refused' && paid.message === WALLET_NOT_APPROVED ? CARD_NOT_PAID : paid.kind === 'refused' ? paid.message : '';
    if (paid.kind === 'refused') return { kind: 'refused', errors: [{ message }], refresh: false, reload: false };
    order = paid.order;
  } else {
    order = makeOrder();
  }
  spendToken(session, input.token, order.id);
  session.cart.clear();
  return { kind: 'placed', order, repeat: false, signedIn: createAccount && shop.customers.current(session) !== undefined };
}
