import { adminAjaxUrl, brandWords, wcAjaxUrl } from '../core/config/page-globals';
import { postForm, requestHtml, type RequestOptions, type ShopAnswer } from '../core/http/client';
import type { Contract, WpErrorBody } from '../core/http/contracts';

/**
 * The product endpoints of spec §7, one typed contract each: what is sent, the answer's shape
 * (the demo shop's handlers return these types) and the parser that turns the shop's answer
 * into one typed result. Widgets call the request functions; tests and stories build their
 * fake answers from the same types (see src/core/http/contracts.ts).
 */

export interface ProductContracts {
  get_variation: Contract<{ product_id: string } & Attributes, GetVariationBody | WpErrorBody>;
  /** Fields products[i][product_id|price|price_sale|quantity|key], security, queue_id. */
  gzd_refresh_unit_price: Contract<Record<string, string>, UnitPriceRefreshBody | WpErrorBody>;
  /** admin-ajax action={theme}_quickview: the popup's HTML. */
  flatsome_quickview: Contract<{ action: string; product: string }, string>;
}

declare module '../core/http/contracts' {
  interface ShopContracts extends ProductContracts {}
}

// ---- get_variation --------------------------------------------------------------------------

export type Attributes = Record<string, string>;

/** A variation as the shop prints it in `data-product_variations` or answers get_variation (spec §3). */
export interface Variation {
  variation_id: number;
  attributes: Attributes;
  variation_is_visible?: boolean;
  variation_is_active?: boolean;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  is_sold_individually?: string;
  min_qty?: number | string;
  max_qty?: number | string;
  display_price?: number | string;
  [field: string]: unknown;
}

/** The answer: the variation, or false (WooCommerce: no match, or not every attribute chosen). */
export type GetVariationBody = Variation | false;

export type VariationLookup = { kind: 'found'; variation: Variation } | { kind: 'none' } | { kind: 'failed'; aborted: boolean };

/**
 * Only `false` means no match: an error body (`{success: false, data}`) or anything else that is
 * not a variation is a failed lookup, so the shopper is not told the combination does not exist.
 */
export function parseGetVariation(answer: ShopAnswer<unknown>): VariationLookup {
  if (!answer.ok) return { kind: 'failed', aborted: answer.reason === 'aborted' };
  const body = answer.body as Partial<Variation> | false | null;
  if (answer.status < 400 && body === false) return { kind: 'none' };
  return answer.status < 400 && body && Number(body.variation_id) > 0 ? { kind: 'found', variation: body as Variation } : { kind: 'failed', aborted: false };
}

/**
 * POST /?wc-ajax=get_variation with every chosen attribute, the product id and `custom_data`
 * (spec §7), used when the form carries no inline variation data (WooCommerce leaves it out
 * above 30 variations). `custom_data` is what an extension put on the form
 * (`data-custom_data`); WooCommerce's script sends it empty when there is none.
 */
export async function getVariation(productId: string, chosen: Attributes, options?: RequestOptions & { customData?: string }): Promise<VariationLookup> {
  return parseGetVariation(await postForm(wcAjaxUrl('get_variation'), { ...chosen, product_id: productId, custom_data: options?.customData ?? '' }, options));
}

// ---- gzd_refresh_unit_price -----------------------------------------------------------------

/** One unit price to recompute (spec §3 Unit-price refresh item), sent as products[i][field]. */
export interface UnitPriceRefreshItem {
  product_id: string;
  price: string;
  price_sale: string;
  quantity: string;
  key: string;
}

/** The shop's answer: per item key, the product it is for and its new unit price HTML. */
export interface UnitPriceRefreshBody {
  products: Record<string, { product_id: number | string; unit_price_html?: string }>;
}

/** The answered unit prices by key; null when the shop did not answer with unit prices. */
export function parseUnitPriceRefresh(answer: ShopAnswer<unknown>): UnitPriceRefreshBody['products'] | null {
  if (!answer.ok || answer.status >= 400) return null;
  const products = (answer.body as Partial<UnitPriceRefreshBody> | null)?.products;
  return products && typeof products === 'object' ? products : null;
}

/** POST /?wc-ajax=gzd_refresh_unit_price: security token, products[], queue_id (a timestamp). */
export async function refreshUnitPrices(items: UnitPriceRefreshItem[], securityToken: string, options?: RequestOptions) {
  const fields: Record<string, string> = { security: securityToken, queue_id: String(Date.now()) };
  items.forEach((item, index) => {
    for (const [name, value] of Object.entries(item)) fields[`products[${index}][${name}]`] = value;
  });
  return parseUnitPriceRefresh(await postForm(wcAjaxUrl('gzd_refresh_unit_price'), fields, options));
}

// ---- {theme}_quickview ----------------------------------------------------------------------

export type QuickViewResult = { kind: 'html'; html: string } | { kind: 'failed'; aborted: boolean };

/**
 * The theme's quick-view template wraps the product in this element. A 200 without it is not a
 * popup: admin-ajax's '0' or '-1' (an action that died without output, a failed check) or a PHP
 * error page, which must never be shown to the shopper as content.
 */
export const QUICK_VIEW_ROOT = 'product-quick-view-container';

/** The popup's HTML (HTML by contract); anything else means: follow the link instead. */
export function parseQuickView(answer: ShopAnswer<string>): QuickViewResult {
  if (!answer.ok) return { kind: 'failed', aborted: answer.reason === 'aborted' };
  const popup = new RegExp(`^\\s*<div[^>]*\\bclass="[^"]*\\b${QUICK_VIEW_ROOT}\\b`).test(answer.body);
  return popup ? { kind: 'html', html: answer.body } : { kind: 'failed', aborted: false };
}

/** POST admin-ajax action={theme}_quickview, product (id) → the popup's HTML. */
export async function getQuickView(productId: string, options?: RequestOptions): Promise<QuickViewResult> {
  return parseQuickView(await requestHtml(adminAjaxUrl(), { action: `${brandWords().theme}_quickview`, product: productId }, options));
}
