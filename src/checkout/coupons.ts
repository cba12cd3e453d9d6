import { wcAjaxUrl } from '../core/config/page-globals';
import { requestHtml, type RequestOptions, type ShopAnswer } from '../core/http/client';
import type { Contract } from '../core/http/contracts';
import { failed, type ShopFailureResult } from '../cart/contracts';
import { t } from './i18n';

/**
 * The endpoints that answer the notice or the part of the page WooCommerce printed, as HTML
 * (HTML by contract): the coupon forms (at the checkout, and the cart page's) and the cart
 * page's shipping choice. Their own chunk with the checkout, not the cart's runtime: only
 * pages with these forms use them.
 */
export interface CouponContracts {
  /** The shop's notice (`woocommerce-message` or `woocommerce-error`); 403 `-1` for a stale nonce. */
  apply_coupon: Contract<{ security: string; coupon_code: string }, string>;
  remove_coupon: Contract<{ security: string; coupon: string }, string>;
  /** The cart page's shipping choice (`shipping_method[i]`): the cart totals. */
  update_shipping_method: Contract<{ security: string } & Record<string, string>, string>;
}

declare module '../core/http/contracts' {
  interface ShopContracts extends CouponContracts {}
}

/**
 * The coupon endpoints answer the notice WooCommerce printed, as HTML (HTML by contract): a
 * `woocommerce-message` when it worked, a `woocommerce-error` list when the shop refused.
 */
export type CouponResult = { kind: 'notice'; html: string; refused: boolean } | ShopFailureResult;

export function parseCoupon(answer: ShopAnswer<string>): CouponResult {
  const html = htmlAnswer(answer, /class="[^"]*\bwoocommerce-(message|error|info)\b/);
  return typeof html === 'string' ? { kind: 'notice', html, refused: /class="[^"]*\bwoocommerce-error\b/.test(html) } : html;
}

/**
 * The HTML of an answer that must look like `expected`, else the failure to show. WordPress
 * answers a failed nonce check with 403 and `-1`: the page is older than its nonce.
 */
function htmlAnswer(answer: ShopAnswer<string>, expected: RegExp): string | ShopFailureResult {
  if (!answer.ok) {
    return failed(answer.status === 403 ? { ...answer, message: t('Your session has expired. Please reload the page and try again.') } : answer);
  }
  const html = answer.body.trim();
  if (expected.test(html)) return html;
  return failed({ ok: false, reason: 'invalid_json', status: answer.status, message: t('The cart could not be updated. Please try again.') });
}

/** POST /?wc-ajax=apply_coupon {security: apply_coupon_nonce, coupon_code}. */
export async function applyCoupon(couponCode: string, security: string, options?: RequestOptions): Promise<CouponResult> {
  return parseCoupon(await requestHtml(wcAjaxUrl('apply_coupon'), { security, coupon_code: couponCode }, options));
}

/** POST /?wc-ajax=remove_coupon {security: remove_coupon_nonce, coupon}. */
export async function removeCoupon(coupon: string, security: string, options?: RequestOptions): Promise<CouponResult> {
  return parseCoupon(await requestHtml(wcAjaxUrl('remove_coupon'), { security, coupon }, options));
}

// ---- update_shipping_method -----------------------------------------------------------------

/** The cart page's totals box (`div.cart_totals`, HTML by contract) after a shipping choice. */
export type CartTotalsResult = { kind: 'totals'; html: string } | ShopFailureResult;

export function parseCartTotals(answer: ShopAnswer<string>): CartTotalsResult {
  const html = htmlAnswer(answer, /^<div class="[^"]*\bcart_totals\b/);
  return typeof html === 'string' ? { kind: 'totals', html } : html;
}

/** POST /?wc-ajax=update_shipping_method {security: update_shipping_method_nonce, shipping_method[i]}. */
export async function updateShippingMethod(methods: Record<string, string>, security: string, options?: RequestOptions): Promise<CartTotalsResult> {
  return parseCartTotals(await requestHtml(wcAjaxUrl('update_shipping_method'), { security, ...methods }, options));
}
