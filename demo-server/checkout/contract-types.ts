/**
 * The bodies the checkout endpoints answer with and the page global the checkout prints: the
 * client's contracts (src/checkout/contracts.ts), so the demo shop, the widget's parsers and the
 * test and story fakes agree on one shape.
 */
import type { CheckoutBody, CheckoutParams, UpdateOrderReviewBody } from '../../src/checkout/contracts.ts';

export type { CheckoutBody, CheckoutParams, UpdateOrderReviewBody };
