/**
 * The legal unit price (Grundpreis, PAngV) must always match the price shown. These rules
 * turn what the page shows into the refresh item the shop expects (spec §3 Unit-price refresh
 * item, §7 gzd_refresh_unit_price) and decide which answer may replace which unit price.
 */
import { GERMAN_NUMBER_FORMAT, parseDecimal, type NumberFormat } from '../../src/core/i18n/i18n';
import type { UnitPriceRefreshItem } from '../../src/product/contracts';

/** The key the shop answers under: the product id stripped to letters and digits. */
export const refreshKey = (productId: string | number) => String(productId).replace(/[^a-z0-9]/gi, '');

export interface ShownPrice {
  /** Texts of the amounts in the price element, in order (regular, then sale). */
  amounts: string[];
  quantity: number;
  isTotalPrice: boolean;
}

const decimal = (value: number) => String(Number(value.toFixed(6)));

/**
 * The refresh item for a product as shown: the first amount is the price, a second one the
 * sale price; a total price (price × quantity) is divided by the quantity. Null when no
 * price can be read (the unit price is then left as it is).
 */
export function refreshItem(productId: string | number, shown: ShownPrice, format: NumberFormat = GERMAN_NUMBER_FORMAT): UnitPriceRefreshItem | null {
  const quantity = Number.isFinite(shown.quantity) && shown.quantity > 0 ? shown.quantity : 1;
  const divisor = shown.isTotalPrice ? quantity : 1;
  const [price, sale] = shown.amounts.map((text) => parseDecimal(text, format));
  if (!Number.isFinite(price) || !refreshKey(productId)) return null;
  return {
    product_id: String(productId),
    price: decimal(price / divisor),
    price_sale: Number.isFinite(sale) ? decimal(sale / divisor) : '',
    quantity: decimal(quantity),
    key: refreshKey(productId),
  };
}
