/**
 * Variation rules of WooCommerce's add-to-cart-variation.js (spec §3 Variation, §4 Variable
 * product, §5): matching, which options can still match, whether the chosen variation can be
 * bought, and what a variation does to the quantity field and the legal fields.
 */
import type { Attributes, Variation } from '../../src/product/contracts';

export type { Attributes, Variation };

/** A variation attribute of '' matches any value ("Any Size"). */
export function matches(variation: Variation, chosen: Attributes): boolean {
  return Object.entries(variation.attributes).every(([name, value]) => value === '' || chosen[name] === undefined || chosen[name] === '' || value === chosen[name]);
}

/** Every attribute chosen: the variations that match exactly what was chosen. */
export function findMatchingVariations(variations: Variation[], chosen: Attributes): Variation[] {
  return variations.filter((variation) => Object.entries(variation.attributes).every(([name, value]) => value === '' || value === chosen[name]));
}

/**
 * Spec §9 swatch reset time: the reset is announced this long after it, once focus has moved
 * to the first select (README, 'Auswahl zurücksetzen').
 */
export const SWATCH_RESET_MS = 300;

export const allChosen = (chosen: Attributes) => Object.values(chosen).every((value) => value !== '');

/**
 * For one attribute, the option values that can still lead to an active variation given the
 * other choices; `null` means every value (a matching variation accepts any).
 */
export function availableValues(variations: Variation[], chosen: Attributes, attribute: string): Set<string> | null {
  const others = { ...chosen, [attribute]: '' };
  const values = new Set<string>();
  for (const variation of variations) {
    if (variation.variation_is_active === false || !matches(variation, others)) continue;
    const value = variation.attributes[attribute] ?? '';
    if (value === '') return null;
    values.add(value);
  }
  return values;
}

export type PurchaseState = 'selection-needed' | 'unavailable' | 'purchasable';

/** Spec §4: unavailable when not purchasable, not in stock or not visible. */
export function purchaseState(variation: Variation | null): PurchaseState {
  if (!variation) return 'selection-needed';
  if (variation.is_purchasable === false || variation.is_in_stock === false || variation.variation_is_visible === false) return 'unavailable';
  return 'purchasable';
}

export interface QuantityLimits {
  /** Sold individually: quantity 1 and no field. */
  hidden: boolean;
  min: string;
  max: string;
}

/** Sold-individually variations force 1 and hide the field; otherwise min_qty..max_qty. */
export function quantityLimits(variation: Variation): QuantityLimits {
  if (variation.is_sold_individually === 'yes') return { hidden: true, min: '1', max: '1' };
  const min = Number(variation.min_qty);
  const max = Number(variation.max_qty);
  return { hidden: false, min: Number.isFinite(min) && min > 0 ? String(min) : '1', max: Number.isFinite(max) && max > 0 ? String(max) : '' };
}

/** Clamp a quantity into limits ('' max = none). */
export function clampQuantity(value: number, limits: QuantityLimits): number {
  const min = Number(limits.min);
  const max = limits.max === '' ? Infinity : Number(limits.max);
  return Math.min(Math.max(Number.isFinite(value) ? value : min, min), max);
}

/** The legal and compliance fields of spec §3 a variation may carry. */
export const LEGAL_FIELDS = [
  'delivery_time',
  'defect_description',
  'tax_info',
  'manufacturer',
  'manufacturer_heading',
  'product_safety_attachments',
  'product_safety_attachments_heading',
  'safety_instructions',
  'safety_instructions_heading',
  'power_supply',
  'deposit_amount',
  'deposit_packaging_type',
  'food_description',
  'nutri_score',
  'food_distributor',
  'food_place_of_origin',
  'net_filling_quantity',
  'drained_weight',
  'alcohol_content',
  'nutrients',
  'nutrients_heading',
  'ingredients',
  'ingredients_heading',
  'allergenic',
  'allergenic_heading',
  'shipping_costs_info',
  'unit_price',
  'product_units',
] as const;

/** Spec §3: these show empty when the variation has no display price. */
export const PRICE_DEPENDENT_FIELDS = new Set(['tax_info', 'deposit_amount', 'deposit_packaging_type', 'shipping_costs_info', 'unit_price', 'product_units']);

/** The HTML each legal field shows for a variation (undefined: the variation says nothing). */
export function legalFieldValues(variation: Variation): Record<string, string | undefined> {
  const noPrice = variation.display_price === '' || variation.display_price === undefined || variation.display_price === null;
  const values: Record<string, string | undefined> = {};
  for (const field of LEGAL_FIELDS) {
    const value = variation[field];
    values[field] = noPrice && PRICE_DEPENDENT_FIELDS.has(field) ? '' : typeof value === 'string' ? value : undefined;
  }
  // 'no' hides the alcohol content.
  if (variation.includes_alcohol === 'no') values.alcohol_content = '';
  return values;
}
