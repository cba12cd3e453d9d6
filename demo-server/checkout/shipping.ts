/**
 * Shipping zones and the checkout's totals (WooCommerce's zones, methods and tax lines).
 * Germany: flat rate, free from a threshold, local pickup. Austria: its own flat rate, free from
 * a higher threshold, no pickup. Prices are gross; the included VAT is shown per rate (19 %, and
 * 7 % for food), shipping's VAT split by the goods' shares of each rate as German shops do.
 */
import { cartTotals, FREE_SHIPPING_FROM_CENTS, SHIPPING_CENTS, taxIncluded, type Cart, type CartLine } from '../cart/model.ts';

export type CountryCode = 'DE' | 'AT';

/** The countries the shop sells to (the country selects' options). */
export const COUNTRIES: Readonly<Record<CountryCode, string>> = { DE: 'Deutschland', AT: 'Österreich' };

export const isCountry = (value: string): value is CountryCode => Object.hasOwn(COUNTRIES, value);

/** Austria's zone: its own flat rate, free shipping from a higher goods total, no pickup. */
export const AUSTRIA = { shippingCents: 1290, freeFromCents: 10000 } as const;

export interface ShippingRate {
  /** `method_id:instance_id`, the value of `shipping_method[0]`. */
  id: string;
  label: string;
  costCents: number;
}

/** The methods a destination offers for a goods total, the default first. */
export function shippingRates(country: CountryCode, subtotalCents: number): ShippingRate[] {
  if (country === 'AT') {
    return subtotalCents >= AUSTRIA.freeFromCents
      ? [{ id: 'free_shipping:5', label: 'Kostenloser Versand nach Österreich', costCents: 0 }]
      : [{ id: 'flat_rate:4', label: 'Versand nach Österreich', costCents: AUSTRIA.shippingCents }];
  }
  const delivery =
    subtotalCents >= FREE_SHIPPING_FROM_CENTS ? { id: 'free_shipping:2', label: 'Kostenloser Versand', costCents: 0 } : { id: 'flat_rate:1', label: 'Pauschal', costCents: SHIPPING_CENTS };
  return [delivery, { id: 'local_pickup:3', label: 'Abholung vor Ort (Musterstadt)', costCents: 0 }];
}

export interface TaxLine {
  rate: 7 | 19;
  /** "MwSt. 19 %" */
  label: string;
  /** VAT included in goods and shipping at this rate. */
  amountCents: number;
}

export interface CheckoutTotals {
  lines: CartLine[];
  country: CountryCode;
  rates: ShippingRate[];
  /** The chosen rate: the posted one when the destination offers it, else the default. */
  shipping: ShippingRate;
  /** Whether the posted method was offered (false when one was posted that is not). */
  postedMethodOffered: boolean;
  subtotalCents: number;
  totalCents: number;
  taxLines: TaxLine[];
  taxCents: number;
}

export function lineTaxRate(line: CartLine): 7 | 19 {
  return line.product.taxRate ?? 19;
}

/** Splits a gross amount by the goods' gross shares per rate and returns the VAT it includes per rate. */
function taxByRate(goods: Record<7 | 19, number>, shippingCents: number): TaxLine[] {
  const goodsCents = goods[7] + goods[19];
  const reducedShipping = goodsCents === 0 ? 0 : Math.round((shippingCents * goods[7]) / goodsCents);
  const gross = { 7: goods[7] + reducedShipping, 19: goods[19] + shippingCents - reducedShipping };
  return ([19, 7] as const).filter((rate) => gross[rate] > 0).map((rate) => ({ rate, label: `MwSt. ${rate} %`, amountCents: taxIncluded(gross[rate], rate / 100) }));
}

export function checkoutTotals(cart: Cart, country: CountryCode, postedMethod?: string): CheckoutTotals {
  const { lines, subtotalCents } = cartTotals(cart);
  const rates = shippingRates(country, subtotalCents);
  const posted = postedMethod ? rates.find((rate) => rate.id === postedMethod) : undefined;
  const shipping = posted ?? rates[0]!;
  const goods = { 7: 0, 19: 0 };
  for (const line of lines) goods[lineTaxRate(line)] += line.lineCents;
  const taxLines = taxByRate(goods, shipping.costCents);
  return {
    lines,
    country,
    rates,
    shipping,
    postedMethodOffered: !postedMethod || posted !== undefined,
    subtotalCents,
    totalCents: subtotalCents + shipping.costCents,
    taxLines,
    taxCents: taxLines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}
