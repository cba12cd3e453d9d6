/**
 * Cart endpoints (spec §7): wc-ajax add_to_cart / remove_from_cart / get_refreshed_fragments and
 * admin-ajax flatsome_ajax_cart_item_alter_quantity. Handlers are synchronous and return
 * { status, body }; the dispatcher applies faults, cookies and headers.
 */
import { addToCart, parseId, parseQuantity, removeItem, setQuantity } from './cart.ts';
import { getProduct, getVariation } from './catalogue.ts';
import type { FaultEndpoint } from './faults.ts';
import { cartFragments } from './fragments.ts';
import { html } from './html.ts';
import { addNotice, type Session } from './session.ts';
import { productUrl } from './templates/common.ts';

export interface AjaxResult {
  status: number;
  body: unknown;
  /** The cart was changed by this call. */
  changed?: boolean;
}

export type AjaxBody = Record<string, unknown>;
export type AjaxHandler = (session: Session, body: AjaxBody) => AjaxResult;

function wpError(status: number, message: string): AjaxResult {
  return { status, body: { success: false, data: { message } } };
}

/** attribute_* fields of a request (string values only). */
export function attributeFields(source: AjaxBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('attribute_') && typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Quantity field: missing/empty → default 1. */
export function requestedQuantity(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  return parseQuantity(raw);
}

/** Product URL for a (maybe variation) id, '' when unknown. */
export function productUrlForId(raw: unknown): string {
  const id = parseId(raw);
  if (Number.isNaN(id)) return '';
  const product = getProduct(id) ?? getVariation(id)?.product;
  return product ? productUrl(product) : '';
}

const addToCartHandler: AjaxHandler = (session, body) => {
  const rawId = body.product_id ?? body['add-to-cart'];
  const id = parseId(rawId);
  if (Number.isNaN(id)) {
    return { status: 400, body: { error: true, product_url: '', message: 'Es wurde kein gültiges Produkt angegeben (product_id fehlt oder ist keine Zahl).' } };
  }
  const product = getProduct(id) ?? getVariation(id)?.product;
  if (!product) {
    return { status: 400, body: { error: true, product_url: '', message: `Das Produkt mit der ID ${id} wurde nicht gefunden.` } };
  }
  const variationId = parseId(body.variation_id);
  const result = addToCart(session.cart, {
    productId: id,
    quantity: requestedQuantity(body.quantity),
    variationId: Number.isNaN(variationId) ? 0 : variationId,
    attributes: attributeFields(body),
  });
  if (!result.ok) {
    // WooCommerce keeps the reason as a notice for the product page the browser goes to.
    addNotice(session, 'error', html`${result.message}`);
    return { status: 200, body: { error: true, product_url: productUrl(result.product ?? product) } };
  }
  return { status: 200, body: cartFragments(session.cart), changed: true };
};

const removeFromCartHandler: AjaxHandler = (session, body) => {
  const key = body.cart_item_key;
  if (typeof key !== 'string' || key.trim() === '') return wpError(400, 'Es wurde kein Warenkorb-Artikel angegeben (cart_item_key fehlt).');
  if (!removeItem(session.cart, key.trim())) {
    return wpError(200, 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.');
  }
  return { status: 200, body: cartFragments(session.cart), changed: true };
};

const refreshedFragmentsHandler: AjaxHandler = (session) => ({ status: 200, body: cartFragments(session.cart) });

const alterQuantityHandler: AjaxHandler = (session, body) => {
  const key = body.cart_item_key;
  if (typeof key !== 'string' || key.trim() === '') return wpError(400, 'Es wurde kein Warenkorb-Artikel angegeben (cart_item_key fehlt).');
  if (!session.cart.has(key.trim())) return wpError(400, 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.');
  const quantity = parseQuantity(body.quantity);
  if (!Number.isFinite(quantity) || quantity < 0) return wpError(400, 'Bitte gib eine gültige Menge ein.');
  const result = setQuantity(session.cart, key.trim(), quantity);
  if (!result.ok) return wpError(400, result.message);
  return { status: 200, body: cartFragments(session.cart), changed: true };
};

export const wcAjaxEndpoints: Record<string, { endpoint: FaultEndpoint; handler: AjaxHandler }> = {
  add_to_cart: { endpoint: 'add_to_cart', handler: addToCartHandler },
  remove_from_cart: { endpoint: 'remove_from_cart', handler: removeFromCartHandler },
  get_refreshed_fragments: { endpoint: 'get_refreshed_fragments', handler: refreshedFragmentsHandler },
};

export const adminAjaxActions: Record<string, { endpoint: FaultEndpoint; handler: AjaxHandler }> = {
  flatsome_ajax_cart_item_alter_quantity: { endpoint: 'flatsome_ajax_cart_item_alter_quantity', handler: alterQuantityHandler },
};

/** The endpoint's error shape, for the error_body fault. */
export function simulatedErrorBody(endpoint: FaultEndpoint, body: AjaxBody): unknown {
  if (endpoint === 'add_to_cart') {
    return { error: true, product_url: productUrlForId(body.product_id ?? body['add-to-cart']) || '/shop/' };
  }
  return { success: false, data: { message: 'Simulierter Fehler' } };
}
