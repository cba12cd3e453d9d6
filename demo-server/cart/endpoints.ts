/**
 * Cart endpoints (spec §7): wc-ajax add_to_cart / remove_from_cart / get_refreshed_fragments and
 * admin-ajax flatsome_ajax_cart_item_alter_quantity, each with its fault injection entry.
 */
import { ajaxEndpoint, type AjaxCall, type AjaxHandler, type AjaxResult } from '../http/ajax.ts';
import type { RequestFields } from '../http/request.ts';
import { wpError, type WpErrorBody } from '../http/respond.ts';
import { getProduct, getVariation } from '../product/catalogue.ts';
import { html } from '../shared/html.ts';
import { productUrl } from '../shared/markup.ts';
import { addNotice, type Session } from '../shared/session.ts';
import type { AddToCartBody, AddToCartErrorBody, AlterQuantityBody, FragmentsBody, RefreshedFragmentsBody, RemoveFromCartBody } from './contract-types.ts';
import { sessionFragments } from './fragments.ts';
import { addFromRequest } from './forms.ts';
import { addToCart, parseId, parseQuantity, removeItem, setQuantity } from './model.ts';
import { bookingFields, requestedQuantity } from './posted-add.ts';

function failure(status: number, message: string): AjaxResult<WpErrorBody> {
  return { status, body: wpError(message) };
}

const MISSING_KEY = 'Es wurde kein Warenkorb-Artikel angegeben (cart_item_key fehlt).';
const GONE = 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.';

/** The answer of a call that changed the cart: its new fragments. */
function changedCart(session: Session, call: AjaxCall): AjaxResult<FragmentsBody> {
  return { status: 200, body: sessionFragments(session, call.theme), changed: true };
}

/** A handler of one cart item (`cart_item_key`, trimmed): 400 when the key is missing or empty. */
function forPostedItem<Body>(handle: (session: Session, key: string, fields: RequestFields, call: AjaxCall) => AjaxResult<Body>): AjaxHandler<Body | WpErrorBody> {
  return (session, fields, call) => {
    const key = fields.cart_item_key;
    if (typeof key !== 'string' || key.trim() === '') return failure(400, MISSING_KEY);
    return handle(session, key.trim(), fields, call);
  };
}

/** The (posted) product's page, '' when the id names no product or variation. */
function productUrlForId(raw: unknown): string {
  const id = parseId(raw);
  if (Number.isNaN(id)) return '';
  const product = getProduct(id) ?? getVariation(id)?.product;
  return product ? productUrl(product) : '';
}

/**
 * `?wc-ajax=add_to_cart` as WooCommerce answers it: only `product_id` and `quantity` are read; a
 * variation is added by its own id with its own attributes (a variation with an 'any' attribute
 * cannot be, nor can a variable product's parent). A refusal answers the product page to go to,
 * where the reason waits as a notice; an id that names no product answers `product_url: false`
 * (the permalink of no post).
 */
function addByProductId(session: Session, fields: RequestFields, call: AjaxCall): AjaxResult<AddToCartBody> {
  const id = parseId(fields.product_id);
  const variation = Number.isNaN(id) ? undefined : getVariation(id);
  const product = Number.isNaN(id) ? undefined : (getProduct(id) ?? variation?.product);
  if (!product) return { status: 200, body: { error: true, product_url: false } };
  const result = addToCart(session.cart, {
    productId: id,
    quantity: requestedQuantity(fields.quantity),
    variationId: variation?.variation.id ?? 0,
    attributes: variation?.variation.attributes ?? {},
    booking: bookingFields(fields),
  });
  if (!result.ok) {
    addNotice(session, 'error', html`${result.message}`);
    return { status: 200, body: { error: true, product_url: productUrl(result.product ?? product) } };
  }
  return changedCart(session, call);
}

export const cartEndpoints = [
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'add_to_cart',
    // The cart changes (or a refusal's notice waits for the product page): WooCommerce starts the session here.
    startsSession: true,
    fault: {
      label: 'In den Warenkorb legen',
      // WooCommerce's refusal: the client goes to the product page, where the reason waits as
      // a notice (as for a real refusal, e.g. too few in stock).
      errorBody: (fields, visitor) => {
        if (visitor) addNotice(visitor, 'error', html`Das Produkt konnte nicht in den Warenkorb gelegt werden (simulierter Fehler der Demo-Steuerung).`);
        return {
          status: 200,
          json: { error: true, product_url: productUrlForId(fields.product_id ?? fields['add-to-cart']) || '/shop/' } satisfies AddToCartErrorBody,
        };
      },
    },
    handler: (session, fields, call): AjaxResult<AddToCartBody> => {
      // WooCommerce's classic form handler runs on every request that carries `add-to-cart`,
      // wc-ajax ones included, and adds the posted form's way before the ajax add runs.
      if (fields['add-to-cart'] !== undefined) addFromRequest(session, fields);
      // No product_id: WooCommerce's handler returns before answering (an empty 200).
      if (fields.product_id === undefined) return { status: 200, html: '' };
      return addByProductId(session, fields, call);
    },
  }),
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'remove_from_cart',
    fault: { label: 'Artikel entfernen' },
    // WooCommerce: a missing or unknown key is wp_send_json_error() without data.
    handler: (session, fields, call): AjaxResult<RemoveFromCartBody | { success: false }> => {
      const key = typeof fields.cart_item_key === 'string' ? fields.cart_item_key.trim() : '';
      return key && removeItem(session.cart, key) ? changedCart(session, call) : { status: 200, body: { success: false } };
    },
  }),
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'get_refreshed_fragments',
    fault: { label: 'Warenkorb-Fragmente laden' },
    handler: (session, _fields, call): AjaxResult<RefreshedFragmentsBody> => ({ status: 200, body: sessionFragments(session, call.theme) }),
  }),
  ajaxEndpoint({
    via: 'admin-ajax',
    name: 'flatsome_ajax_cart_item_alter_quantity',
    fault: { label: 'Menge im Warenkorb ändern' },
    handler: forPostedItem<AlterQuantityBody>((session, key, fields, call) => {
      if (!session.cart.has(key)) return failure(400, GONE);
      const quantity = parseQuantity(fields.quantity);
      if (!Number.isFinite(quantity) || quantity < 0) return failure(400, 'Bitte gib eine gültige Menge ein.');
      const result = setQuantity(session.cart, key, quantity);
      if (!result.ok) return failure(400, result.message);
      return changedCart(session, call);
    }),
  }),
];
