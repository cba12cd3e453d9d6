import { wcAjaxUrl } from '../core/config/page-globals';
import { postForm, type RequestOptions, type ShopAnswer, type ShopFailure } from '../core/http/client';
import type { Contract } from '../core/http/contracts';
import { sameOriginUrl } from '../core/http/same-origin';

/**
 * The classic checkout's endpoints (spec §2 Checkout, §5 Checkout and payment; WooCommerce's
 * checkout.js contract), one typed contract each: what is sent, the answer's shape, and the
 * parser that turns the shop's answer into one typed result. The demo shop's handlers
 * (demo-server/checkout/) answer with these types.
 */

/**
 * WooCommerce's checkout page global `wc_checkout_params` (printed by the shop, read by the
 * widget): where to post and the nonce update_order_review checks.
 */
export interface CheckoutParams {
  ajax_url: string;
  wc_ajax_url: string;
  update_order_review_nonce: string;
  apply_coupon_nonce?: string;
  remove_coupon_nonce?: string;
  option_guest_checkout: 'yes' | 'no';
  /** `/?wc-ajax=checkout`: where the form is placed. */
  checkout_url: string;
  is_checkout: '1' | '0';
  debug_mode: boolean;
  i18n_checkout_error: string;
}

/**
 * update_order_review: the address and method fields WooCommerce's script sends, the whole
 * form as `post_data` (URL-encoded), and the chosen shipping methods as `shipping_method[i]`.
 */
export type UpdateOrderReviewFields = {
  security: string;
  payment_method: string;
  country: string;
  state: string;
  postcode: string;
  city: string;
  address: string;
  address_2: string;
  s_country: string;
  s_state: string;
  s_postcode: string;
  s_city: string;
  s_address: string;
  s_address_2: string;
  has_full_address: 'true' | 'false';
  post_data: string;
  [shippingMethod: `shipping_method[${number}]`]: string;
};

/**
 * The page regions to replace (selector → HTML; WooCommerce sends the review table and the
 * payment area), notices as the shop's HTML list, and whether the page must reload (the
 * session expired, the cart emptied).
 */
export interface UpdateOrderReviewBody {
  result: 'success' | 'failure';
  messages: string;
  reload: boolean;
  fragments: Record<string, string>;
}

/** checkout: every field of `form.checkout`, as the browser would post it. */
export type CheckoutFields = Record<string, string>;

/**
 * The order is placed (go to `redirect`, the order-received page or a payment page), or it is
 * not: `messages` is the shop's HTML notice list (HTML by contract), `refresh` asks for an
 * update_order_review, `reload` for a page reload.
 */
export type CheckoutBody = { result: 'success'; redirect: string; order_id?: number } | { result: 'failure'; messages: string; refresh: boolean; reload: boolean };

export interface CheckoutContracts {
  update_order_review: Contract<UpdateOrderReviewFields, UpdateOrderReviewBody>;
  checkout: Contract<CheckoutFields, CheckoutBody>;
}

declare module '../core/http/contracts' {
  interface ShopContracts extends CheckoutContracts {}
}

export type OrderReviewResult =
  /** `refused`: the shop answered `result: 'failure'` (its messages are errors to show and scroll to). */
  { kind: 'updated'; fragments: Record<string, string>; messages: string; refused?: true } | { kind: 'reload' } | ({ kind: 'failed' } & ShopFailure);

export type PlaceOrderResult = { kind: 'placed'; redirect: string } | { kind: 'refused'; messages: string; refresh: boolean; reload: boolean } | ({ kind: 'failed' } & ShopFailure);

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null;

/** An answer the checkout cannot use; the widget says so in its own words (message empty). */
const unreadable = (answer: { status: number }): { kind: 'failed' } & ShopFailure => ({
  kind: 'failed',
  ok: false,
  reason: 'invalid_json',
  status: answer.status,
  message: '',
});

export function parseUpdateOrderReview(answer: ShopAnswer<unknown>): OrderReviewResult {
  if (!answer.ok) return { kind: 'failed', ...answer };
  const body = answer.body;
  if (!isObject(body)) return unreadable(answer);
  if (body.reload === true || body.reload === 'true') return { kind: 'reload' };
  if (answer.status >= 400 || !isObject(body.fragments)) return unreadable(answer);
  const fragments: Record<string, string> = {};
  for (const [selector, html] of Object.entries(body.fragments)) if (typeof html === 'string') fragments[selector] = html;
  const messages = typeof body.messages === 'string' ? body.messages : '';
  return body.result === 'failure' && messages ? { kind: 'updated', fragments, messages, refused: true } : { kind: 'updated', fragments, messages };
}

/** `page`: where the checkout runs (the page's own address by default); a redirect elsewhere is not followed. */
export function parsePlaceOrder(answer: ShopAnswer<unknown>, page?: { base: string; origin: string }): PlaceOrderResult {
  if (!answer.ok) return { kind: 'failed', ...answer };
  const body = answer.body;
  if (!isObject(body)) return unreadable(answer);
  if (body.result === 'success') {
    const redirect = page ? sameOriginUrl(body.redirect, page.base, page.origin) : sameOriginUrl(body.redirect);
    return redirect ? { kind: 'placed', redirect } : unreadable(answer);
  }
  if (body.result === 'failure') {
    return {
      kind: 'refused',
      messages: typeof body.messages === 'string' ? body.messages : '',
      refresh: body.refresh === true || body.refresh === 'true',
      reload: body.reload === true || body.reload === 'true',
    };
  }
  return unreadable(answer);
}

export async function updateOrderReview(fields: UpdateOrderReviewFields, options?: RequestOptions): Promise<OrderReviewResult> {
  return parseUpdateOrderReview(await postForm(wcAjaxUrl('update_order_review'), fields, options));
}

/** Placing an order may take the shop a while (stock, payment, e-mails): longer than other calls. */
export const PLACE_ORDER_TIMEOUT_MS = 30_000;

export async function placeOrder(fields: CheckoutFields, options: RequestOptions = {}): Promise<PlaceOrderResult> {
  return parsePlaceOrder(await postForm(wcAjaxUrl('checkout'), fields, { timeoutMs: PLACE_ORDER_TIMEOUT_MS, ...options }));
}
