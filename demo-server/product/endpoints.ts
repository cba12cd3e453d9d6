/**
 * Product endpoints: wc-ajax get_variation (spec §3), Germanized's gzd_refresh_unit_price and
 * Flatsome's admin-ajax flatsome_quickview, each with its fault injection entry.
 */
import { MAX_LINE_QUANTITY, parseId, parseQuantity } from '../cart/model.ts';
import { attributeFields } from '../cart/posted-add.ts';
import { ajaxEndpoint, type AjaxResult } from '../http/ajax.ts';
import { wpError, type WpErrorBody } from '../http/respond.ts';
import { formatNumber } from '../shared/format.ts';
import { quoted } from '../shared/html.ts';
import { findMatchingVariation, getProduct, getVariation } from './catalogue.ts';
import type { GetVariationBody, RefreshUnitPriceBody, UnitPriceBody } from './contract-types.ts';
import { unitPriceSaleHtml } from './legal.ts';
import { quickViewContent, unitPriceNonce, variationData } from './product-page.ts';

function failure(status: number, message: string): AjaxResult<WpErrorBody> {
  return { status, body: wpError(message) };
}

/** The highest price per item the unit price refresh takes (a car-parts shop sells nothing near it). */
const MAX_PRICE = 1_000_000;
/** The client sends what it computed with six decimals at most (a total divided by the quantity). */
const MAX_PRICE_DECIMALS = 6;

/**
 * A price as the unit price observer sends it: a plain number with a dot ("17.9"), bounded so
 * that every unit price computed from it is an exact euro amount. Returns the German reason
 * when the value is refused.
 */
function parsePrice(raw: unknown, field: string): number | { refused: string } {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { refused: `${field} muss eine Zahl mit Punkt als Dezimaltrennzeichen sein (z. B. 17.9).` };
  if ((match[2]?.length ?? 0) > MAX_PRICE_DECIMALS) return { refused: `${field} darf höchstens ${MAX_PRICE_DECIMALS} Nachkommastellen haben.` };
  const value = Number(text);
  if (value > MAX_PRICE) return { refused: `${field} darf höchstens ${formatNumber(MAX_PRICE)} sein.` };
  return value;
}

const MAX_REFRESH_ITEMS = 100;

export const productEndpoints = [
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'get_variation',
    fault: { label: 'Ausführung nachladen (über 30 Ausführungen)' },
    /** attribute_* + product_id → variation object, or false (no match). */
    handler: (_session, fields): AjaxResult<GetVariationBody> => {
      const id = parseId(fields.product_id);
      if (Number.isNaN(id)) return failure(400, 'Es wurde kein gültiges Produkt angegeben (product_id fehlt oder ist keine Zahl).');
      const product = getProduct(id);
      if (!product) return failure(400, `Das Produkt mit der ID ${id} wurde nicht gefunden.`);
      if (product.type !== 'variable') return failure(400, `${quoted(product.name)} ist kein variables Produkt.`);
      const chosen = attributeFields(fields);
      // WooCommerce answers false unless every attribute is chosen (and for values that match nothing).
      if ((product.attributes ?? []).some((a) => !chosen[`attribute_${a.name}`])) return { status: 200, body: false };
      const variation = findMatchingVariation(product, chosen);
      return { status: 200, body: variation ? variationData(product, variation) : false };
    },
  }),
  ajaxEndpoint({
    via: 'wc-ajax',
    name: 'gzd_refresh_unit_price',
    fault: { label: 'Grundpreis neu berechnen' },
    /** Unit prices computed from each product's units. */
    handler: (session, fields): AjaxResult<RefreshUnitPriceBody> => {
      // The visitor's own nonce, or the one pages print for visitors without a session: a
      // product page printed before the visitor's first add still refreshes its unit prices
      // after the add started a session. Only prices are computed, nothing is read from or
      // written to the session, so the shared nonce gives nobody anything.
      const nonce = fields.security;
      if (typeof nonce !== 'string' || (nonce !== unitPriceNonce(session) && nonce !== unitPriceNonce(undefined))) return failure(403, 'Ungültiges Sicherheits-Token.');
      const raw = fields.products;
      const entries = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw as Record<string, unknown>) : undefined;
      if (!entries?.length) return failure(400, 'Es wurden keine Produkte übermittelt (products fehlt).');
      if (entries.length > MAX_REFRESH_ITEMS) return failure(400, `Höchstens ${MAX_REFRESH_ITEMS} Produkte je Anfrage.`);
      const products: UnitPriceBody['products'] = {};
      for (const [index, entry] of entries.entries()) {
        const where = `Produkt ${index + 1}`;
        if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return failure(400, `${where}: ungültiger Eintrag.`);
        const item = entry as Record<string, unknown>;
        const id = parseId(item.product_id);
        if (Number.isNaN(id)) return failure(400, `${where}: product_id fehlt oder ist keine Zahl.`);
        const product = getProduct(id);
        const hit = product ? undefined : getVariation(id);
        if (!product && !hit) return failure(400, `${where}: Das Produkt mit der ID ${id} wurde nicht gefunden.`);
        const price = parsePrice(item.price, 'price');
        if (typeof price !== 'number') return failure(400, `${where}: ${price.refused}`);
        let salePrice: number | undefined;
        if (item.price_sale !== undefined && item.price_sale !== '') {
          const sale = parsePrice(item.price_sale, 'price_sale');
          if (typeof sale !== 'number') return failure(400, `${where}: ${sale.refused}`);
          // Germanized sends the sale price second, and only when it is lower.
          if (sale > price) return failure(400, `${where}: price_sale muss kleiner als price sein.`);
          salePrice = sale;
        }
        if (item.quantity !== undefined && item.quantity !== '') {
          const quantity = parseQuantity(item.quantity);
          if (!Number.isFinite(quantity) || quantity <= 0) return failure(400, `${where}: quantity muss eine positive Zahl sein.`);
          if (quantity > MAX_LINE_QUANTITY) return failure(400, `${where}: quantity darf höchstens ${formatNumber(MAX_LINE_QUANTITY)} sein.`);
        }
        const key = item.key === undefined || item.key === '' ? String(id) : item.key;
        if (typeof key !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(key)) return failure(400, `${where}: key darf nur Buchstaben und Ziffern enthalten.`);
        const unit = hit ? hit.variation.unit : product!.unit;
        products[key] = unit ? { product_id: id, unit_price_html: `<span class="unit-price">${unitPriceSaleHtml(price, salePrice, unit).value}</span>` } : { product_id: id };
      }
      return { status: 200, body: { products } };
    },
  }),
  ajaxEndpoint({
    via: 'admin-ajax',
    name: 'flatsome_quickview',
    fault: {
      label: 'Schnellansicht',
      // admin-ajax answers "0" when an HTML action dies without output.
      errorBody: () => ({ status: 200, type: 'html', body: '0' }),
    },
    /** The popup's HTML (no JSON body, hence never). */
    handler: (session, fields): AjaxResult<never> => {
      const id = parseId(fields.product);
      const product = Number.isNaN(id) ? undefined : getProduct(id);
      if (!product) return { status: 400, text: 'Das Produkt wurde nicht gefunden.' };
      return { status: 200, html: quickViewContent(product, session).value };
    },
  }),
];
