/**
 * The checkout's wc-ajax endpoints (WooCommerce's checkout.js contract, src/checkout/contracts.ts):
 * update_order_review answers the review table and the payment area for the posted address and
 * methods; checkout places the order (place-order.ts). Both can be faulted (their rows in
 * e2e/fault-table.ts); their error bodies are WooCommerce's own failure answers, which change
 * nothing: no order, the review as it was.
 */
import { ajaxEndpoint, type AjaxCall, type AjaxResult } from '../http/ajax.ts';
import type { RequestFields } from '../http/request.ts';
import type { Session } from '../shared/session.ts';
import { checkoutNonce, checkoutToken, tokenState } from './checkout-session.ts';
import { errorList, paymentArea, reviewTable } from './checkout-page.ts';
import type { CheckoutBody, UpdateOrderReviewBody } from './contract-types.ts';
import { postedString, readCheckoutInput, type CheckoutInput } from './fields.ts';
import { orderReceivedUrl } from './orders.ts';
import { placeOrder, SESSION_EXPIRED, totalsFor, type CheckoutShop } from './place-order.ts';

/** update_order_review's separate fields → the form's field names (WooCommerce's checkout.js sends both). */
const REVIEW_FIELDS: Readonly<Record<string, string>> = {
  country: 'billing_country',
  state: 'billing_state',
  postcode: 'billing_postcode',
  city: 'billing_city',
  address: 'billing_address_1',
  address_2: 'billing_address_2',
  s_country: 'shipping_country',
  s_state: 'shipping_state',
  s_postcode: 'shipping_postcode',
  s_city: 'shipping_city',
  s_address: 'shipping_address_1',
  s_address_2: 'shipping_address_2',
  payment_method: 'payment_method',
};

/** The whole form as posted (`post_data`), bounded by the body limit; the separate fields win. */
function reviewFields(fields: RequestFields): RequestFields {
  const merged: RequestFields = {};
  for (const [name, value] of new URLSearchParams(postedString(fields.post_data))) if (!(name in merged)) merged[name] = value;
  for (const [posted, field] of Object.entries(REVIEW_FIELDS)) {
    const value = fields[posted];
    if (typeof value === 'string') merged[field] = value;
  }
  const method = Array.isArray(fields.shipping_method) ? fields.shipping_method[0] : fields['shipping_method[0]'];
  if (typeof method === 'string') {
    delete merged.shipping_method;
    merged['shipping_method[0]'] = method;
  }
  return merged;
}

const expired = (status: number, message: string): AjaxResult<UpdateOrderReviewBody> => ({
  status,
  body: { result: 'failure', messages: errorList([{ message }], 'list').value, reload: true, fragments: {} },
});

export function updateOrderReview(session: Session, fields: RequestFields, shop?: CheckoutShop): AjaxResult<UpdateOrderReviewBody | string> {
  // WordPress's check_ajax_referer: a failed nonce dies with 403 and `-1`.
  if (postedString(fields.security) !== checkoutNonce(session)) return { status: 403, html: '-1' };
  if (session.cart.size === 0) return expired(200, SESSION_EXPIRED);
  const input: CheckoutInput = readCheckoutInput(reviewFields(fields));
  const totals = totalsFor(session, input);
  // The form keeps its token while it is unspent; any other gets the current one.
  const token = tokenState(session, input.token).kind === 'fresh' ? input.token : checkoutToken(session);
  return {
    status: 200,
    body: {
      result: 'success',
      messages: '',
      reload: false,
      fragments: {
        '.woocommerce-checkout-review-order-table': reviewTable(totals).value,
        '.woocommerce-checkout-payment': paymentArea({
          totals,
          paymentMethod: input.paymentMethod,
          terms: input.terms,
          token,
          nonce: checkoutNonce(session),
          wallet: shop?.wallet && { methods: shop.wallet.methods(session), area: shop.wallet.placeOrderArea(session, 'checkout'), boxes: shop.wallet.paymentBoxes(session, 'checkout') },
        }).value,
      },
    },
  };
}

export async function checkout(shop: CheckoutShop, session: Session, fields: RequestFields, call: AjaxCall): Promise<AjaxResult<CheckoutBody>> {
  const result = await placeOrder(shop, session, fields);
  if (result.kind === 'placed') {
    // Signed in to the new account: a new session id (one planted before is not signed in).
    if (result.signedIn) call.renewSession();
    return { status: 200, body: { result: 'success', redirect: orderReceivedUrl(result.order), order_id: result.order.id }, changed: !result.repeat };
  }
  return { status: 200, body: { result: 'failure', messages: errorList(result.errors, 'list').value, refresh: result.refresh, reload: result.reload } };
}

/** The message of the simulated refusals (error_body), as the shop's HTML notice list. */
export const SIMULATED_REVIEW_FAILURE = 'Die Bestellübersicht konnte nicht berechnet werden (simulierter Fehler der Demo-Steuerung).';
export const SIMULATED_CHECKOUT_FAILURE = 'Deine Bestellung konnte nicht aufgenommen werden (simulierter Fehler der Demo-Steuerung).';
const simulated = (message: string) => errorList([{ message }], 'list').value;

export function checkoutEndpoints(shop: CheckoutShop) {
  return [
    ajaxEndpoint({
      via: 'wc-ajax',
      name: 'update_order_review',
      fault: {
        label: 'Bestellübersicht aktualisieren (Kasse)',
        // WooCommerce's answer with notices and nothing to replace: the review stays as it was.
        errorBody: () => ({ status: 200, json: { result: 'failure', messages: simulated(SIMULATED_REVIEW_FAILURE), reload: false, fragments: {} } satisfies UpdateOrderReviewBody }),
      },
      handler: (session, fields) => updateOrderReview(session, fields, shop),
    }),
    ajaxEndpoint({
      via: 'wc-ajax',
      name: 'checkout',
      fault: {
        label: 'Bestellung aufgeben (Kasse)',
        // WooCommerce's refusal (as for a failed payment): no order, the token stays unspent.
        errorBody: () => ({ status: 200, json: { result: 'failure', messages: simulated(SIMULATED_CHECKOUT_FAILURE), refresh: false, reload: false } satisfies CheckoutBody }),
      },
      handler: (session, fields, call) => checkout(shop, session, fields, call),
    }),
  ];
}
