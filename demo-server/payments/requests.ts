/**
 * Reading the ppc endpoints' JSON bodies: every field checked and bounded (lengths, counts,
 * quantities, products) before a handler acts; anything else is a 400 with a German reason.
 */
import { addToCart, parseId, parseQuantity, type Cart } from '../cart/model.ts';
import type { PaymentContext } from '../../src/payments/provider/contracts.ts';

/** `refused`: well-formed, but the shop will not do it (a product that cannot go into a cart): the plugin's 200 error, not a 400. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string; refused?: true };

export const MAX_LINES = 20;
const MAX_VARIATIONS = 20;
const MAX_TEXT = 200;
/** form_encoded: the checkout form, far below the body limit (200 kB). */
export const MAX_FORM_ENCODED = 50_000;

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (message: string): { ok: false; message: string } => ({ ok: false, message });

export function readText(value: unknown, name: string, { max = MAX_TEXT, required = true, pattern }: { max?: number; required?: boolean; pattern?: RegExp } = {}): Read<string> {
  if (value === undefined || value === null || value === '') return required ? no(`${name} fehlt.`) : ok('');
  if (typeof value !== 'string') return no(`${name} muss eine Zeichenkette sein.`);
  if (value.length > max) return no(`${name} ist zu lang (höchstens ${max} Zeichen).`);
  if (pattern && !pattern.test(value)) return no(`${name} hat ein ungültiges Format.`);
  return ok(value);
}

/** A provider order id: 17 upper-case letters and digits. */
export const readProviderOrderId = (value: unknown) => readText(value, 'order_id', { max: 17, pattern: /^[A-Z0-9]{17}$/ });

export const readFundingSource = (value: unknown) => readText(value, 'funding_source', { max: 40, required: false, pattern: /^[a-z][a-z0-9_-]*$/ });

export function readBoolean(value: unknown, name: string, fallback: boolean): Read<boolean> {
  if (value === undefined) return ok(fallback);
  if (typeof value === 'boolean') return ok(value);
  if (value === 'true' || value === '1') return ok(true);
  if (value === 'false' || value === '0' || value === '') return ok(false);
  return no(`${name} muss true oder false sein.`);
}

const CONTEXTS: readonly PaymentContext[] = ['product', 'cart', 'mini-cart', 'checkout', 'pay-now'];

export function readContext(value: unknown): Read<PaymentContext> {
  return typeof value === 'string' && (CONTEXTS as readonly string[]).includes(value) ? ok(value as PaymentContext) : no(`context muss einer von ${CONTEXTS.join(', ')} sein.`);
}

/** form_encoded → its fields, as PHP's parse_str would give them (first value of a repeated name). */
export function readFormEncoded(value: unknown): Read<Record<string, string>> {
  const text = readText(value, 'form_encoded', { max: MAX_FORM_ENCODED });
  if (!text.ok) return text;
  const fields: Record<string, string> = {};
  for (const [name, field] of new URLSearchParams(text.value)) if (!Object.hasOwn(fields, name)) fields[name] = field;
  return ok(fields);
}

/**
 * `products` (spec §3 Product line: id, quantity, variations [{name, value}] or null, booking) → a cart of
 * exactly those lines, checked by the cart's own rules (product exists, variation matches,
 * stock, quantity step/min/max). The visitor's cart is not touched.
 */
export function readProductLines(value: unknown): Read<Cart> {
  if (!Array.isArray(value)) return no('products muss eine Liste von Produktzeilen sein.');
  if (value.length > MAX_LINES) return no(`Höchstens ${MAX_LINES} Produktzeilen.`);
  const cart: Cart = new Map();
  for (const [index, line] of value.entries()) {
    const at = `products[${index}]`;
    if (!line || typeof line !== 'object' || Array.isArray(line)) return no(`${at} muss ein Objekt sein.`);
    const { id, quantity, variations, booking } = line as Record<string, unknown>;
    const productId = parseId(typeof id === 'number' ? id : typeof id === 'string' ? id : undefined);
    if (Number.isNaN(productId) || productId > 1e9) return no(`${at}.id ist keine gültige Produkt-ID.`);
    const amount = parseQuantity(typeof quantity === 'number' || typeof quantity === 'string' ? quantity : undefined);
    if (!Number.isFinite(amount) || amount <= 0) return no(`${at}.quantity muss eine positive Zahl sein.`);
    const attributes: Record<string, string> = {};
    if (variations !== null && variations !== undefined) {
      if (!Array.isArray(variations) || variations.length > MAX_VARIATIONS) return no(`${at}.variations muss null oder eine Liste von höchstens ${MAX_VARIATIONS} {name, value} sein.`);
      for (const variation of variations) {
        const { name, value: option } = (variation ?? {}) as Record<string, unknown>;
        const checkedName = readText(name, `${at}.variations.name`, { pattern: /^attribute_[\w-]+$/ });
        if (!checkedName.ok) return checkedName;
        const checkedValue = readText(option, `${at}.variations.value`, { required: false });
        if (!checkedValue.ok) return checkedValue;
        attributes[checkedName.value] = checkedValue.value;
      }
    }
    // Spec §3: booking, the form's wc_bookings_field* fields (the day of a booking product).
    const bookingFields: Record<string, string> = {};
    if (booking !== undefined && booking !== null) {
      if (typeof booking !== 'object' || Array.isArray(booking) || Object.keys(booking).length > MAX_VARIATIONS)
        return no(`${at}.booking muss ein Objekt mit höchstens ${MAX_VARIATIONS} wc_bookings_field*-Feldern sein.`);
      for (const [name, field] of Object.entries(booking)) {
        if (!/^wc_bookings_field[\w-]*$/.test(name)) return no(`${at}.booking.${name.slice(0, 40)} ist kein wc_bookings_field*-Feld.`);
        const checked = readText(field, `${at}.booking.${name}`, { required: false });
        if (!checked.ok) return checked;
        bookingFields[name] = checked.value;
      }
    }
    const added = addToCart(cart, { productId, quantity: amount, attributes, booking: bookingFields });
    // The plugin's cart endpoints catch WooCommerce's refusal and answer wp_send_json_error (200):
    // a variable product before its options are chosen is what a product page simulates first.
    if (!added.ok) return { ok: false, message: added.message, refused: true };
  }
  return ok(cart);
}
