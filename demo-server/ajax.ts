/**
 * Cart endpoints (spec §7): wc-ajax add_to_cart / remove_from_cart / get_refreshed_fragments and
 * admin-ajax flatsome_ajax_cart_item_alter_quantity. Handlers are synchronous and return
 * { status, body }; the dispatcher applies faults, cookies and headers.
 */
import { addToCart, parseId, parseQuantity, removeItem, setQuantity, type Cart } from './cart.ts';
import { findMatchingVariation, getProduct, getVariation } from './catalogue.ts';
import type { FaultEndpoint } from './faults.ts';
import { cartFragments } from './fragments.ts';
import { html, quoted } from './html.ts';
import { unitPriceSaleHtml } from './legal.ts';
import { addNotice, type Session } from './session.ts';
import { productUrl } from './templates/common.ts';
import { quickViewContent, variationData } from './templates/product.ts';

export interface AjaxResult {
  status: number;
  /** JSON body (unless html or text is set). */
  body?: unknown;
  /** Send this as text/html instead of JSON. */
  html?: string;
  /** Send this as text/plain instead of JSON. */
  text?: string;
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

/** Add product `productId` with the posted quantity, variation_id and attribute_* fields. */
export function addPostedToCart(cart: Cart, productId: number, fields: AjaxBody) {
  const variationId = parseId(fields.variation_id);
  return addToCart(cart, {
    productId,
    quantity: requestedQuantity(fields.quantity),
    variationId: Number.isNaN(variationId) ? 0 : variationId,
    attributes: attributeFields(fields),
  });
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
  const result = addPostedToCart(session.cart, id, body);
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

/** wc-ajax=get_variation: attribute_* + product_id → variation object, or false (no match). */
const getVariationHandler: AjaxHandler = (_session, body) => {
  const id = parseId(body.product_id);
  if (Number.isNaN(id)) return wpError(400, 'Es wurde kein gültiges Produkt angegeben (product_id fehlt oder ist keine Zahl).');
  const product = getProduct(id);
  if (!product) return wpError(400, `Das Produkt mit der ID ${id} wurde nicht gefunden.`);
  if (product.type !== 'variable') return wpError(400, `${quoted(product.name)} ist kein variables Produkt.`);
  const chosen = attributeFields(body);
  // WooCommerce answers false unless every attribute is chosen (and for values that match nothing).
  if ((product.attributes ?? []).some((a) => !chosen[`attribute_${a.name}`])) return { status: 200, body: false };
  const variation = findMatchingVariation(product, chosen);
  return { status: 200, body: variation ? variationData(product, variation) : false };
};

/** A price as the unit price observer sends it: a plain number with a dot ("17.9"). */
function parsePrice(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : Number.NaN;
  if (typeof raw !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return Number.NaN;
  return Number(raw);
}

const MAX_REFRESH_ITEMS = 100;

/** wc-ajax=gzd_refresh_unit_price: unit prices computed from each product's units. */
const refreshUnitPriceHandler: AjaxHandler = (session, body) => {
  if (typeof body.security !== 'string' || body.security !== session.nonce) {
    return wpError(403, 'Ungültiges Sicherheits-Token.');
  }
  const raw = body.products;
  const entries = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw as Record<string, unknown>) : undefined;
  if (!entries?.length) return wpError(400, 'Es wurden keine Produkte übermittelt (products fehlt).');
  if (entries.length > MAX_REFRESH_ITEMS) return wpError(400, `Höchstens ${MAX_REFRESH_ITEMS} Produkte je Anfrage.`);
  const products: Record<string, { product_id: number; unit_price_html?: string }> = {};
  for (const [index, entry] of entries.entries()) {
    const where = `Produkt ${index + 1}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return wpError(400, `${where}: ungültiger Eintrag.`);
    const item = entry as Record<string, unknown>;
    const id = parseId(item.product_id);
    if (Number.isNaN(id)) return wpError(400, `${where}: product_id fehlt oder ist keine Zahl.`);
    const product = getProduct(id);
    const hit = product ? undefined : getVariation(id);
    if (!product && !hit) return wpError(400, `${where}: Das Produkt mit der ID ${id} wurde nicht gefunden.`);
    const price = parsePrice(item.price);
    if (Number.isNaN(price)) return wpError(400, `${where}: price muss eine Zahl mit Punkt als Dezimaltrennzeichen sein (z. B. 17.9).`);
    let salePrice: number | undefined;
    if (item.price_sale !== undefined && item.price_sale !== '') {
      salePrice = parsePrice(item.price_sale);
      if (Number.isNaN(salePrice)) return wpError(400, `${where}: price_sale muss leer oder eine Zahl mit Punkt als Dezimaltrennzeichen sein.`);
    }
    if (item.quantity !== undefined && item.quantity !== '') {
      const quantity = parseQuantity(item.quantity);
      if (!Number.isFinite(quantity) || quantity <= 0) return wpError(400, `${where}: quantity muss eine positive Zahl sein.`);
    }
    const key = item.key === undefined || item.key === '' ? String(id) : item.key;
    if (typeof key !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(key)) return wpError(400, `${where}: key darf nur Buchstaben und Ziffern enthalten.`);
    const unit = hit ? hit.variation.unit : product!.unit;
    products[key] = unit
      ? { product_id: id, unit_price_html: `<span class="unit-price">${unitPriceSaleHtml(price, salePrice, unit).value}</span>` }
      : { product_id: id };
  }
  return { status: 200, body: { products } };
};

/** admin-ajax action=flatsome_quickview: the popup's HTML. */
const quickViewHandler: AjaxHandler = (session, body) => {
  const id = parseId(body.product);
  const product = Number.isNaN(id) ? undefined : getProduct(id);
  if (!product) return { status: 400, text: 'Das Produkt wurde nicht gefunden.' };
  return { status: 200, html: quickViewContent(product, session).value };
};

export const wcAjaxEndpoints: Record<string, { endpoint: FaultEndpoint; handler: AjaxHandler }> = {
  add_to_cart: { endpoint: 'add_to_cart', handler: addToCartHandler },
  remove_from_cart: { endpoint: 'remove_from_cart', handler: removeFromCartHandler },
  get_refreshed_fragments: { endpoint: 'get_refreshed_fragments', handler: refreshedFragmentsHandler },
  get_variation: { endpoint: 'get_variation', handler: getVariationHandler },
  gzd_refresh_unit_price: { endpoint: 'gzd_refresh_unit_price', handler: refreshUnitPriceHandler },
};

export const adminAjaxActions: Record<string, { endpoint: FaultEndpoint; handler: AjaxHandler }> = {
  flatsome_ajax_cart_item_alter_quantity: { endpoint: 'flatsome_ajax_cart_item_alter_quantity', handler: alterQuantityHandler },
  flatsome_quickview: { endpoint: 'flatsome_quickview', handler: quickViewHandler },
};

/** The endpoint's error shape, for the error_body fault. */
export function simulatedErrorBody(endpoint: FaultEndpoint, body: AjaxBody): unknown {
  if (endpoint === 'add_to_cart') {
    return { error: true, product_url: productUrlForId(body.product_id ?? body['add-to-cart']) || '/shop/' };
  }
  return { success: false, data: { message: 'Simulierter Fehler' } };
}
