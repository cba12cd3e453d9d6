import type { JQueryEventMap } from '../core/events/bus';
import type { CheckoutEventMap } from './events';

/**
 * The jQuery events of WooCommerce's checkout.js, with its arguments. update_checkout is
 * two-way: payment plugins trigger it to ask for a new review. The others are the checkout's
 * own news. Loaded with the jQuery bridge, only on pages with jQuery.
 */
const checkoutJQueryEvents: JQueryEventMap<CheckoutEventMap> = {
  'sf:update-checkout': { jquery: 'update_checkout', toArgs: () => [], fromArgs: () => ({}) },
  // WooCommerce passes the answer's data; scripts read its fragments.
  'sf:updated-checkout': { jquery: 'updated_checkout', toArgs: (d) => [{ fragments: d.fragments }] },
  'sf:checkout-error': { jquery: 'checkout_error', toArgs: (d) => [d.messages] },
  'sf:payment-method-selected': { jquery: 'payment_method_selected', toArgs: () => [] },
  'sf:applied-coupon': { jquery: 'applied_coupon_in_checkout', toArgs: (d) => [d.coupon] },
  'sf:removed-coupon': { jquery: 'removed_coupon_in_checkout', toArgs: () => [] },
};

export default checkoutJQueryEvents;
