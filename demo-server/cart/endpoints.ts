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
import { cartFragments } from './fragments.ts';
import { parseId, parseQuantity, removeItem, setQuantity } from './model.ts';
import { addPostedToCart } from './posted-add.ts';

function failure(status: number, message: string): AjaxResult<WpErrorBody> {
  return { status, body: wpError(message) };
}

const MISSING_KEY = 'Es wurde kein Warenkorb-Artikel angegeben (cart_item_key fehlt).';
const GONE = 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.';

/** The answer of a call that changed the cart: its new fragments. */
function changedCart(session: Session, call: AjaxCall): AjaxResult<FragmentsBody> {
  return { status: 200, body: cartFragments(session, call.theme), changed: true };
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
 * WooCommerce answers an id that names no product with 200 and `product_url: false` (the
 * permalink of no post); its script then does not navigate. `message` is ours, for QA.
 */
function badProduct(message: string): AjaxResult<AddToCartErrorBody> {
  return { status: 200, body: { error: true, product_url: false, message } };
}

export const cartEndpoints = [
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'add_to_cart',
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
      const id = parseId(fields.product_id ?? fields['add-to-cart']);
      if (Number.isNaN(id)) return badProduct('Es wurde kein gültiges Produkt angegeben (product_id fehlt oder ist keine Zahl).');
      const product = getProduct(id) ?? getVariation(id)?.product;
      if (!product) return badProduct(`Das Produkt mit der ID ${id} wurde nicht gefunden.`);
      const result = addPostedToCart(session.cart, id, fields);
      if (!result.ok) {
        // WooCommerce keeps the reason as a notice for the product page the browser goes to.
        addNotice(session, 'error', html`${result.message}`);
        return { status: 200, body: { error: true, product_url: productUrl(result.product ?? product) } };
      }
      return changedCart(session, call);
    },
  }),
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'remove_from_cart',
    fault: { label: 'Artikel entfernen' },
    handler: forPostedItem<RemoveFromCartBody>((session, key, _fields, call) => (removeItem(session.cart, key) ? changedCart(session, call) : failure(200, GONE))),
  }),
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'get_refreshed_fragments',
    fault: { label: 'Warenkorb-Fragmente laden' },
    handler: (session, _fields, call): AjaxResult<RefreshedFragmentsBody> => ({ status: 200, body: cartFragments(session, call.theme) }),
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
