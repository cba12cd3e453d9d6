import { adminAjaxUrl, brandWords, wcAjaxUrl } from '../core/config/page-globals';
import type { Fragments } from './events';
import { t } from './i18n';
import { postForm, type RequestOptions, type ShopAnswer, type ShopFailure } from '../core/http/client';
import type { Contract, WpErrorBody } from '../core/http/contracts';

/**
 * The cart endpoints of spec §7, one typed contract each (see src/core/http/contracts.ts):
 * what is sent, the answer's shape, and the parser that turns the shop's answer (often HTTP
 * 200 with an error body) into one typed result.
 */

/** The answer of every cart-changing endpoint: the page regions to replace and the new hash. */
export interface CartFragmentsBody {
  fragments: Fragments;
  cart_hash: string;
}

/**
 * add_to_cart refused: WooCommerce sends the product page to go to (where its notice waits),
 * or `false` when the id names no product (the permalink of no post). `message` is read where a
 * shop's extension adds one; WooCommerce itself sends none.
 */
export interface AddToCartErrorBody {
  error: true;
  product_url: string | false;
  message?: string;
}

/**
 * All data attributes of the clicked button (spec §3), product_id required: only buttons
 * that carry one are added asynchronously. Product forms add quantity, variation_id, attribute_*.
 */
export type AddToCartFields = Record<string, string>;

export interface CartContracts {
  add_to_cart: Contract<AddToCartFields, CartFragmentsBody | AddToCartErrorBody>;
  /** Stock WooCommerce refuses an unknown key with a bare `{"success":false}`. */
  remove_from_cart: Contract<{ cart_item_key: string }, CartFragmentsBody | { success: false }>;
  get_refreshed_fragments: Contract<{ time: string }, CartFragmentsBody>;
  /** admin-ajax action={theme}_ajax_cart_item_alter_quantity. */
  flatsome_ajax_cart_item_alter_quantity: Contract<{ action: string; cart_item_key: string; quantity: string }, CartFragmentsBody | WpErrorBody>;
}

declare module '../core/http/contracts' {
  interface ShopContracts extends CartContracts {}
}
export interface CartUpdate {
  kind: 'updated';
  fragments: Fragments;
  cartHash: string;
}
/** The shop refused with its own message (shown as it is, as text). */
export interface CartRejected {
  kind: 'rejected';
  message: string;
}
export type AddToCartResult = CartUpdate | CartRejected | { kind: 'go-to-product'; productUrl: string } | ShopFailureResult;
export type CartChangeResult = CartUpdate | CartRejected | ShopFailureResult;
export type ShopFailureResult = { kind: 'failed' } & ShopFailure;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null;

/** `{fragments, cart_hash}`, the answer shape of every cart-changing endpoint. */
export function parseCartUpdate(body: unknown): CartUpdate | null {
  if (!isObject(body) || !isObject(body.fragments)) return null;
  const fragments: Fragments = {};
  for (const [selector, html] of Object.entries(body.fragments)) if (typeof html === 'string') fragments[selector] = html;
  return { kind: 'updated', fragments, cartHash: typeof body.cart_hash === 'string' ? body.cart_hash : '' };
}

/** The shop's own message from `{message}` or `{data: {message}}`, else our generic one. */
function shopMessage(body: unknown, fallback: string): string {
  const message = isObject(body) ? (body.message ?? (isObject(body.data) ? body.data.message : undefined)) : undefined;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export function failed(answer: ShopFailure): ShopFailureResult {
  return { kind: 'failed', ...answer };
}

export function parseAddToCart(answer: ShopAnswer<unknown>): AddToCartResult {
  if (!answer.ok) return failed(answer);
  const { body } = answer;
  if (isObject(body) && body.error) {
    const productUrl = typeof body.product_url === 'string' ? body.product_url : '';
    if (productUrl) return { kind: 'go-to-product', productUrl };
    return { kind: 'rejected', message: shopMessage(body, t('The product could not be added to your cart. Please try again.')) };
  }
  return parseCartUpdate(body) ?? { kind: 'rejected', message: t('The product could not be added to your cart. Please try again.') };
}

/** `refusal`: our words for a refusal that brings none of the shop's. */
export function parseCartChange(answer: ShopAnswer<unknown>, refusal = t('The cart could not be updated. Please try again.')): CartChangeResult {
  if (!answer.ok) return failed(answer);
  return parseCartUpdate(answer.body) ?? { kind: 'rejected', message: shopMessage(answer.body, refusal) };
}

/** remove_from_cart: WooCommerce refuses only a key its cart does not hold (`{"success":false}`). */
export function parseRemoveFromCart(answer: ShopAnswer<unknown>): CartChangeResult {
  return parseCartChange(answer, t('This item is no longer in your cart.'));
}

/** POST /?wc-ajax=add_to_cart with the button's data attributes (product_id required). */
export async function addToCart(fields: AddToCartFields, options?: RequestOptions): Promise<AddToCartResult> {
  return parseAddToCart(await postForm(wcAjaxUrl('add_to_cart'), fields, options));
}

/** POST /?wc-ajax=remove_from_cart {cart_item_key}. */
export async function removeFromCart(cartItemKey: string, options?: RequestOptions): Promise<CartChangeResult> {
  return parseRemoveFromCart(await postForm(wcAjaxUrl('remove_from_cart'), { cart_item_key: cartItemKey }, options));
}

/** POST /?wc-ajax=get_refreshed_fragments {time}. */
export async function getRefreshedFragments(options?: RequestOptions): Promise<CartChangeResult> {
  return parseCartChange(await postForm(wcAjaxUrl('get_refreshed_fragments'), { time: Date.now() }, options));
}

/** POST admin-ajax action={theme}_ajax_cart_item_alter_quantity {cart_item_key, quantity}. */
export async function alterCartItemQuantity(cartItemKey: string, quantity: string, options?: RequestOptions): Promise<CartChangeResult> {
  const action = `${brandWords().theme}_ajax_cart_item_alter_quantity`;
  return parseCartChange(await postForm(adminAjaxUrl(), { action, cart_item_key: cartItemKey, quantity }, options));
}
