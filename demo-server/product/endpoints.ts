/**
 * Product endpoints: wc-ajax get_variation (spec §3), Germanized's gzd_refresh_unit_price and
 * Flatsome's admin-ajax flatsome_quickview, each with its fault injection entry.
 */
import { parseId, parseQuantity } from '../cart/model.ts';
import { attributeFields } from '../cart/posted-add.ts';
import { ajaxEndpoint, type AjaxResult } from '../http/ajax.ts';
import { wpError, type WpErrorBody } from '../http/respond.ts';
import { quoted } from '../shared/html.ts';
import { findMatchingVariation, getProduct, getVariation } from './catalogue.ts';
import type { GetVariationBody, RefreshUnitPriceBody, UnitPriceBody } from './contract-types.ts';
import { unitPriceSaleHtml } from './legal.ts';
import { quickViewContent, variationData } from './product-page.ts';

function failure(status: number, message: string): AjaxResult<WpErrorBody> {
  return { status, body: wpError(message) };
}

/** A price as the unit price observer sends it: a plain number with a dot ("17.9"). */
function parsePrice(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : Number.NaN;
  if (typeof raw !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return Number.NaN;
  return Number(raw);
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
      if (typeof fields.security !== 'string' || fields.security !== session.nonce) return failure(403, 'Ungültiges Sicherheits-Token.');
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
        const price = parsePrice(item.price);
        if (Number.isNaN(price)) return failure(400, `${where}: price muss eine Zahl mit Punkt als Dezimaltrennzeichen sein (z. B. 17.9).`);
        let salePrice: number | undefined;
        if (item.price_sale !== undefined && item.price_sale !== '') {
          salePrice = parsePrice(item.price_sale);
          if (Number.isNaN(salePrice)) return failure(400, `${where}: price_sale muss leer oder eine Zahl mit Punkt als Dezimaltrennzeichen sein.`);
        }
        if (item.quantity !== undefined && item.quantity !== '') {
          const quantity = parseQuantity(item.quantity);
          if (!Number.isFinite(quantity) || quantity <= 0) return failure(400, `${where}: quantity muss eine positive Zahl sein.`);
        }
        const key = item.key === undefined || item.key === '' ? String(id) : item.key;
        if (typeof key !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(key)) return failure(400, `${where}: key darf nur Buchstaben und Ziffern enthalten.`);
        const unit = hit ? hit.variation.unit : product!.unit;
        products[key] = unit
          ? { product_id: id, unit_price_html: `<span class="unit-price">${unitPriceSaleHtml(price, salePrice, unit).value}</span>` }
          : { product_id: id };
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
