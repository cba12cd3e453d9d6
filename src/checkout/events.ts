import { registerJQueryEvents } from '../core/events/bus';

/**
 * The checkout's page events, each a bubbling CustomEvent on document.body (update_checkout
 * from a change in the form: on the form, bubbling there), named after the
 * jQuery events WooCommerce's checkout.js triggers there, which payment plugins and themes
 * listen for (and, for update_checkout, trigger themselves). Checkout widgets import emit/on
 * from here, so the jQuery names are registered wherever these events are used.
 */
export { emit, emitOn, on } from '../core/events/bus';

export interface CheckoutEventMap {
  /** A request: "ask the shop for a new order review" (`update_checkout`, two-way). */
  'sf:update-checkout': Record<string, never>;
  /** The review table and payment area were replaced from the shop's answer (`updated_checkout`). */
  'sf:updated-checkout': { fragments: Record<string, string> };
  /** Placing the order failed; `messages` is the HTML shown (`checkout_error`). */
  'sf:checkout-error': { messages: string };
  /** The shopper chose another payment method (`payment_method_selected`). */
  'sf:payment-method-selected': { method: string };
  /** The shop took the coupon (`applied_coupon_in_checkout`). */
  'sf:applied-coupon': { coupon: string };
  /** The shop removed the coupon (`removed_coupon_in_checkout`). */
  'sf:removed-coupon': { coupon: string };
}

declare module '../core/events/bus' {
  interface PageEventMap extends CheckoutEventMap {}
}

// Their jQuery counterparts load only on pages with jQuery, with the bridge.
registerJQueryEvents(() => import('./jquery-events'));
