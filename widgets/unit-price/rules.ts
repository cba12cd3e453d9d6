/**
 * The legal unit price (Grundpreis, PAngV) must always match the price shown. These rules
 * turn what the page shows into the refresh item the shop expects (spec §3 Unit-price refresh
 * item, §7 gzd_refresh_unit_price) and decide which answer may replace which unit price.
 */
import { GERMAN_NUMBER_FORMAT, parseDecimal, type NumberFormat } from '../../src/core/i18n/i18n';
import type { UnitPriceRefreshItem } from '../../src/product/contracts';

/**
 * Our choice (the spec names none): a price must not show a loading bar in place of its legal
 * unit price for long. After 5 s, as for the cart fragments, the unit price shown before comes back.
 */
export const REFRESH_TIMEOUT_MS = 5000;

/** The key the shop answers under: the product id stripped to letters and digits. */
export const refreshKey = (productId: string | number) => String(productId).replace(/[^a-z0-9]/gi, '');

export interface ShownPrice {
  /** Texts of the amounts in the price element, in order (regular, then sale). */
  amounts: string[];
  quantity: number;
  isTotalPrice: boolean;
}

/**
 * A number as the shop reads it: dot decimal, at most six decimals, no exponent, not negative
 * (gzd_refresh_unit_price refuses anything else). Null for what cannot be written so: NaN,
 * Infinity, a negative, or 10^21 and more (which JavaScript writes as "1e+21").
 */
function plainDecimal(value: number): string | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) return null;
  return String(Number(value.toFixed(6)));
}

/**
 * The refresh item for a product as shown: the first amount is the price, a second one the
 * sale price; a total price (price × quantity) is divided by the quantity. Null when no
 * price can be read, or none the shop could take (the unit price is then left as it is).
 */
export function refreshItem(productId: string | number, shown: ShownPrice, format: NumberFormat = GERMAN_NUMBER_FORMAT): UnitPriceRefreshItem | null {
  // A quantity that is no positive number as the shop writes it (0, negative, 1e-9, 1e30) counts as 1.
  const quantityText = plainDecimal(shown.quantity);
  const quantity = quantityText !== null && Number(quantityText) > 0 ? Number(quantityText) : 1;
  const divisor = shown.isTotalPrice ? quantity : 1;
  const [price, sale] = shown.amounts.map((text) => parseDecimal(text, format));
  const priceText = plainDecimal(price / divisor);
  if (priceText === null || !refreshKey(productId)) return null;
  const saleText = plainDecimal(sale / divisor);
  return {
    product_id: String(productId),
    price: priceText,
    price_sale: saleText ?? '',
    quantity: String(quantity),
    key: refreshKey(productId),
  };
}
