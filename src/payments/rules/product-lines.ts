/**
 * Product lines for change_cart / simulate_cart from the product form (spec §3 Product line),
 * as a function of the form's entries (FormData or any [name, value] pairs) so it is tested
 * without a DOM.
 */

export interface ProductLine {
  id: number;
  quantity: number;
  variations: Array<{ name: string; value: string }> | null;
  extra: Record<string, string>;
  booking?: Record<string, string>;
}

export type FormEntries = Iterable<readonly [string, unknown]>;

export interface ProductFormInput {
  entries: FormEntries;
  /** The product id (the add-to-cart button's value) when the form has no product id field. */
  productId?: number;
  /** productType from the settings: 'grouped', 'subscription', 'booking', … */
  productType: string;
}

/** Bounds for quantities from the form: whole items, and no order of millions by a typo. */
export const MAX_LINE_QUANTITY = 9999;

const OWN_FIELDS = new Set(['add-to-cart', 'quantity', 'product_id', 'variation_id']);
const GROUPED = /^quantity\[(\d+)\]$/;

/** '3' → 3; anything not a whole number ≥ 1 → null; above the bound → the bound. */
export function lineQuantity(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? Math.min(MAX_LINE_QUANTITY, n) : null;
}

function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Lines for the cart; [] when the form names no product (nothing to buy). */
export function productLines(input: ProductFormInput): ProductLine[] {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of input.entries) if (typeof value === 'string') pairs.push([name, value]);
  const first = (name: string) => pairs.find(([n]) => n === name)?.[1];

  const variations = pairs.filter(([name]) => name.startsWith('attribute_')).map(([name, value]) => ({ name, value }));
  const extra: Record<string, string> = {};
  const booking: Record<string, string> = {};
  const repeated = new Map<string, number>();
  for (const [name, value] of pairs) {
    if (name.startsWith('wc_bookings_field')) {
      booking[name] = value;
      continue;
    }
    if (OWN_FIELDS.has(name) || name.startsWith('attribute_') || GROUPED.test(name)) continue;
    if (name.endsWith('[]')) {
      const base = name.slice(0, -2);
      const index = repeated.get(base) ?? 0;
      repeated.set(base, index + 1);
      extra[`${base}[${index}]`] = value;
    } else {
      extra[name] = value;
    }
  }

  if (input.productType === 'grouped') {
    return pairs.flatMap(([name, value]) => {
      const id = positiveId(GROUPED.exec(name)?.[1]);
      const quantity = lineQuantity(value);
      return id !== null && quantity !== null ? [{ id, quantity, variations: null, extra: { ...extra } }] : [];
    });
  }

  const id = positiveId(first('product_id')) ?? positiveId(first('add-to-cart')) ?? (input.productId && input.productId > 0 ? input.productId : null);
  if (id === null) return [];
  const quantity = input.productType === 'subscription' || input.productType === 'variable-subscription' ? 1 : (lineQuantity(first('quantity') ?? '1') ?? 1);
  const line: ProductLine = { id, quantity, variations: variations.length ? variations : null, extra };
  if (input.productType === 'booking' || Object.keys(booking).length) line.booking = booking;
  return [line];
}
