/**
 * Reading the shop's markup around the wallet buttons: the product form's lines and its
 * add-to-cart button. What the flows write (notices, hidden fields) is theirs
 * (src/payments/flows/wallet-notices.ts); the rules are rules.ts.
 */
import type { ProductLine } from '../../src/payments/provider/contracts';

/** Form fields that are not extra options of a product line (spec §3 Payment entities). */
const NOT_EXTRA = new Set(['add-to-cart', 'quantity', 'product_id', 'variation_id']);
/** Quantities are bounded like every number from the page. */
const MAX_QUANTITY = 10_000;
const quantityOf = (value: string | null | undefined) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_QUANTITY) : 0;
};

/**
 * The product form as cart lines (spec §3 Payment entities): the variation replaces the
 * product id when chosen; grouped products one line per quantity[id] with a value;
 * subscriptions quantity 1; variations from attribute_*, bookings from wc_bookings_field*,
 * everything else as extra (repeated [] names indexed).
 */
export function productLines(form: HTMLFormElement, productType = ''): ProductLine[] {
  const data = new FormData(form);
  const grouped = [...data.keys()].filter((name) => /^quantity\[\d+\]$/.test(name));
  if (grouped.length) {
    return grouped.map((name) => ({ id: Number(name.slice(9, -1)), quantity: quantityOf(String(data.get(name))), variations: null })).filter((line) => line.quantity > 0);
  }
  const button = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]');
  const productId = Number(data.get('product_id') ?? data.get('add-to-cart') ?? button?.value ?? 0);
  const variationId = Number(data.get('variation_id') ?? 0);
  const variations: { name: string; value: string }[] = [];
  const extra: Record<string, string> = {};
  const booking: Record<string, string> = {};
  const counts = new Map<string, number>();
  for (const [name, value] of data) {
    if (typeof value !== 'string' || NOT_EXTRA.has(name)) continue;
    if (name.startsWith('attribute_')) variations.push({ name, value });
    else if (name.startsWith('wc_bookings_field')) booking[name] = value;
    else if (name.endsWith('[]')) {
      const index = counts.get(name) ?? 0;
      counts.set(name, index + 1);
      extra[`${name.slice(0, -2)}[${index}]`] = value;
    } else extra[name] = value;
  }
  const quantity = /subscription/.test(productType) ? 1 : quantityOf(String(data.get('quantity') ?? '1')) || 1;
  const line: ProductLine = { id: variationId > 0 ? variationId : productId, quantity, variations: variations.length ? variations : null, extra };
  if (Object.keys(booking).length) line.booking = booking;
  return [line];
}

/** The add-to-cart button as the shop disabled it (attribute or WooCommerce's class). */
export function addToCartButton(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector<HTMLButtonElement>('button.single_add_to_cart_button, button[name="add-to-cart"], button[type="submit"]');
}

export const isDisabledButton = (button: HTMLButtonElement | null) => !!button && (button.disabled || button.classList.contains('disabled'));
