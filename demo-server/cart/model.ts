/**
 * Cart model and rules (WooCommerce-like): item keys, quantity validation, totals, hash.
 * All money is handled in integer cents; prices are gross (incl. 19 % VAT).
 */
import { createHash } from 'node:crypto';
import { attributeLabel, findMatchingVariation, getProduct, getVariation, type Product, type QuantityRule, type UnitInfo, type Variation } from '../product/catalogue.ts';
import { decimalsOf, formatNumber, toCents } from '../shared/format.ts';
import { BOOKING_DATE_FIELD, berlinToday, bookingDateLabel, checkBookingDate } from './booking.ts';
import { quoted } from '../shared/html.ts';

export const VAT_RATE = 0.19;
export const SHIPPING_CENTS = 490;
export const FREE_SHIPPING_FROM_CENTS = 5000;
/**
 * The most of one line a cart takes. WooCommerce's limit is the stock; the demo keeps no stock
 * counts, so this stands in for it (and keeps every total a plain euro amount).
 */
export const MAX_LINE_QUANTITY = 9999;

export interface CartItem {
  key: string;
  productId: number;
  variationId: number;
  /** attribute_<name> → option slug */
  variation: Record<string, string>;
  quantity: number;
}

export type Cart = Map<string, CartItem>;

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** Like WC()->cart->generate_cart_id(). */
export function cartItemKey(productId: number, variationId: number, variation: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(variation).sort(([a], [b]) => a.localeCompare(b)));
  return md5(`${productId}_${variationId}_${JSON.stringify(sorted)}`);
}

export function cartCount(cart: Cart): number {
  let count = 0;
  for (const item of cart.values()) count += item.quantity;
  return Math.round(count * 1000) / 1000;
}

/** md5 of the cart contents; '' when empty. */
export function cartHash(cart: Cart): string {
  if (cart.size === 0) return '';
  const contents = [...cart.values()].map((i) => ({
    key: i.key,
    product_id: i.productId,
    variation_id: i.variationId,
    variation: i.variation,
    quantity: i.quantity,
  }));
  return md5(JSON.stringify(contents) + String(cartTotals(cart).totalCents));
}

export type CartError = { ok: false; message: string; product?: Product };
export type CartResult<T> = ({ ok: true } & T) | CartError;

/**
 * Parses a submitted quantity ("2", "2.5", "2,5", and "1e3", which a number field accepts and
 * posts as typed); anything else → NaN. Size is the rules' business (validateQuantity).
 */
export function parseQuantity(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text);
}

/** Parses a positive integer id; anything else → NaN. */
export function parseId(raw: unknown): number {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0) return raw;
  if (typeof raw !== 'string' || !/^\s*\d+\s*$/.test(raw)) return Number.NaN;
  const id = Number(raw.trim());
  return id > 0 ? id : Number.NaN;
}

export function quantityRule(product: Product): QuantityRule {
  if (product.soldIndividually) return { min: 1, max: 1, step: 1 };
  return { ...product.quantity, max: Math.min(product.quantity.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) };
}

/**
 * Validates a quantity against a product's step/min/max. Float noise is rounded away to the
 * step's precision; a value that is really off-step is an error.
 */
export function validateQuantity(product: Product, quantity: number): { ok: true; quantity: number } | { ok: false; message: string } {
  const name = quoted(product.name);
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return { ok: false, message: `Bitte gib eine gültige Menge für ${name} ein.` };
  }
  const rule = quantityRule(product);
  const decimals = decimalsOf(rule.step);
  const rounded = Number(quantity.toFixed(decimals));
  if (Math.abs(rounded - quantity) > 1e-6) {
    return { ok: false, message: `Die Menge für ${name} muss ein Vielfaches von ${formatNumber(rule.step)} sein.` };
  }
  const steps = rounded / rule.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) {
    return { ok: false, message: `Die Menge für ${name} muss ein Vielfaches von ${formatNumber(rule.step)} sein.` };
  }
  if (rounded < rule.min) {
    return { ok: false, message: `Die Mindestmenge für ${name} ist ${formatNumber(rule.min)}.` };
  }
  if (rule.max !== undefined && rounded > rule.max) {
    if (product.soldIndividually) {
      return { ok: false, message: `Du kannst nur 1 ${name} in deinem Warenkorb haben.` };
    }
    return { ok: false, message: `Die maximale Menge für ${name} ist ${formatNumber(rule.max)}.` };
  }
  return { ok: true, quantity: rounded };
}

export interface AddRequest {
  productId: number;
  quantity: number;
  variationId?: number;
  /** attribute_* fields from the request */
  attributes?: Record<string, string>;
  /** wc_bookings_field* fields (booking products: the day). */
  booking?: Record<string, string>;
}

export interface ResolvedProduct {
  product: Product;
  variation?: Variation;
  attrs: Record<string, string>;
}

/** Resolves product id / variation id / attributes to a purchasable line or an error. */
export function resolveProduct(request: AddRequest): CartResult<ResolvedProduct> {
  let product = getProduct(request.productId);
  let variation: Variation | undefined;
  if (!product) {
    const hit = getVariation(request.productId);
    if (!hit) return { ok: false, message: 'Das Produkt wurde nicht gefunden.' };
    product = hit.product;
    variation = hit.variation;
  }
  if (product.type === 'variable') {
    // Posted attribute values must exist on the product (WooCommerce: "Invalid value posted for …").
    for (const [name, value] of Object.entries(request.attributes ?? {})) {
      if (value === '') continue;
      const taxonomy = name.replace(/^attribute_/, '');
      const attribute = product.attributes?.find((a) => a.name === taxonomy);
      if (!attribute) continue; // unknown fields are ignored, as in WooCommerce
      if (!attribute.options.some((o) => o.slug === value)) {
        return { ok: false, product, message: `Ungültiger Wert für ${quoted(attribute.label)} übermittelt.` };
      }
    }
    if (!variation && request.variationId) {
      const hit = getVariation(request.variationId);
      if (!hit || hit.product.id !== product.id) {
        return { ok: false, product, message: `Die gewählte Ausführung gehört nicht zu ${quoted(product.name)}.` };
      }
      variation = hit.variation;
    }
    if (variation) {
      // A chosen variation must agree with the posted attributes.
      for (const [name, value] of Object.entries(variation.attributes)) {
        const posted = request.attributes?.[name];
        if (posted && value && posted !== value) {
          return { ok: false, product, message: `Ungültiger Wert für ${quoted(attributeLabel(product, name, value).label)} übermittelt.` };
        }
      }
    }
    if (!variation) variation = findMatchingVariation(product, request.attributes ?? {});
    if (!variation) {
      return {
        ok: false,
        product,
        message: `Bitte wähle Produktoptionen für ${quoted(product.name)} aus, bevor du den Artikel in den Warenkorb legst.`,
      };
    }
    // Chosen values fill attributes that the variation leaves open ("any").
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(variation.attributes)) {
      attrs[name] = value || request.attributes?.[name] || '';
      // An 'any' attribute needs the chosen value (WooCommerce: "… is a required field").
      if (!attrs[name]) return { ok: false, product, message: `${quoted(attributeLabel(product, name, '').label)} ist ein Pflichtfeld.` };
    }
    return { ok: true, product, variation, attrs };
  }
  if (product.type === 'booking') {
    // The day is part of the line (its key and its 'Termin' row), as the bookings plugin's cart data.
    const day = checkBookingDate(request.booking?.[BOOKING_DATE_FIELD], product.name, berlinToday());
    if (!day.ok) return { ok: false, product, message: day.message };
    return { ok: true, product, attrs: { [BOOKING_DATE_FIELD]: day.date } };
  }
  return { ok: true, product, attrs: {} };
}

export function addToCart(cart: Cart, request: AddRequest): CartResult<{ item: CartItem; product: Product; added: number }> {
  const resolved = resolveProduct(request);
  if (!resolved.ok) return resolved;
  const { product, variation, attrs } = resolved;
  const name = quoted(displayName(product, variation, attrs));
  if (variation && variation.purchasable === false) {
    return { ok: false, product, message: `${name} kann leider nicht gekauft werden.` };
  }
  const stock = variation ? variation.stock : product.stock;
  if (stock !== 'instock') {
    return { ok: false, product, message: `Du kannst ${name} nicht in den Warenkorb legen, da das Produkt nicht vorrätig ist.` };
  }
  const key = cartItemKey(product.id, variation?.id ?? 0, attrs);
  const existing = cart.get(key);
  if (product.soldIndividually) {
    if (existing) {
      return { ok: false, product, message: `Du kannst nicht noch einen ${quoted(product.name)} zu deinem Warenkorb hinzufügen.` };
    }
    if (!Number.isFinite(request.quantity) || request.quantity <= 0) {
      return { ok: false, product, message: `Bitte gib eine gültige Menge für ${quoted(product.name)} ein.` };
    }
    const item: CartItem = { key, productId: product.id, variationId: 0, variation: attrs, quantity: 1 };
    cart.set(key, item);
    return { ok: true, item, product, added: 1 };
  }
  const checked = validateQuantity(product, request.quantity);
  if (!checked.ok) return { ok: false, product, message: checked.message };
  const total = Number(((existing?.quantity ?? 0) + checked.quantity).toFixed(6));
  const rule = quantityRule(product);
  if (rule.max !== undefined && total > rule.max) {
    return {
      ok: false,
      product,
      message: `Du kannst nicht mehr als ${formatNumber(rule.max)} von ${quoted(product.name)} in deinem Warenkorb haben.`,
    };
  }
  const item: CartItem = existing ? { ...existing, quantity: total } : { key, productId: product.id, variationId: variation?.id ?? 0, variation: attrs, quantity: total };
  cart.set(key, item);
  return { ok: true, item, product, added: checked.quantity };
}

/** Sets a line's quantity; 0 removes it. */
export function setQuantity(cart: Cart, key: string, quantity: number): CartResult<{ item?: CartItem; removed: boolean }> {
  const item = cart.get(key);
  if (!item) return { ok: false, message: 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.' };
  const product = getProduct(item.productId);
  if (!product) {
    cart.delete(key);
    return { ok: false, message: 'Das Produkt wurde nicht gefunden.' };
  }
  if (quantity === 0) {
    cart.delete(key);
    return { ok: true, removed: true };
  }
  const checked = validateQuantity(product, quantity);
  if (!checked.ok) return { ok: false, product, message: checked.message };
  const updated = { ...item, quantity: checked.quantity };
  cart.set(key, updated);
  return { ok: true, item: updated, removed: false };
}

export function removeItem(cart: Cart, key: string): CartItem | undefined {
  const item = cart.get(key);
  if (item) cart.delete(key);
  return item;
}

export function displayName(product: Product, variation: Variation | undefined, attrs: Record<string, string>): string {
  if (!variation) return product.name;
  const values = Object.entries(attrs).map(([name, slug]) => attributeLabel(product, name, slug).value);
  return values.length ? `${product.name} – ${values.join(', ')}` : product.name;
}

export interface CartLine {
  item: CartItem;
  product: Product;
  variation?: Variation;
  /** Full name incl. variation values, e.g. "Felgenreiniger Konzentrat – 1 l" */
  name: string;
  /** Attribute label/value pairs for <dl class="variation"> */
  attributes: { label: string; value: string }[];
  unitCents: number;
  lineCents: number;
  unit?: UnitInfo;
}

export interface CartTotals {
  lines: CartLine[];
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  /** Missing amount to free shipping (0 when reached or cart empty). */
  freeShippingMissingCents: number;
}

export function taxIncluded(grossCents: number, rate = VAT_RATE): number {
  return Math.round(grossCents - grossCents / (1 + rate));
}

export function cartTotals(cart: Cart): CartTotals {
  const lines: CartLine[] = [];
  for (const item of cart.values()) {
    const product = getProduct(item.productId);
    if (!product) continue;
    const variation = item.variationId ? product.variations?.find((v) => v.id === item.variationId) : undefined;
    const unitCents = toCents(variation ? variation.price : product.price);
    lines.push({
      item,
      product,
      variation,
      name: displayName(product, variation, item.variation),
      attributes: Object.entries(item.variation).map(([name, slug]) => (name === BOOKING_DATE_FIELD ? { label: 'Termin', value: bookingDateLabel(slug) } : attributeLabel(product, name, slug))),
      unitCents,
      lineCents: Math.round(unitCents * item.quantity),
      unit: variation?.unit ?? product.unit,
    });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const empty = lines.length === 0;
  const shippingCents = empty || subtotalCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
  const totalCents = subtotalCents + shippingCents;
  // Food is taxed at 7 %; everything else (and shipping, simplified) at 19 %.
  const reducedCents = lines.filter((l) => l.product.taxRate === 7).reduce((sum, l) => sum + l.lineCents, 0);
  return {
    lines,
    count: cartCount(cart),
    subtotalCents,
    shippingCents,
    totalCents,
    taxCents: taxIncluded(totalCents - reducedCents) + taxIncluded(reducedCents, 0.07),
    freeShippingMissingCents: empty ? 0 : Math.max(0, FREE_SHIPPING_FROM_CENTS - subtotalCents),
  };
}

/** Unit price in cents per base unit, e.g. 8,95 € for 0,5 l → 1790 per 1 l. */
export function unitPriceCents(priceCents: number, unit: UnitInfo): number {
  return Math.round((priceCents / unit.content) * unit.base);
}
