import type { ButtonLabel, ButtonStyle, FundingSource } from '../sdk-types';

/**
 * Style per funding source (spec §4 Payment buttons): the wallet's own button takes the full
 * configured style; pay-later only colour, shape and height; every other source only shape and
 * height (the SDK refuses colours a source does not have).
 */
export function styleForSource(source: FundingSource, style: ButtonStyle): ButtonStyle {
  if (source === 'paypal') return { ...style };
  const keys: ReadonlyArray<keyof ButtonStyle> = source === 'paylater' ? ['color', 'shape', 'height'] : ['shape', 'height'];
  const result: ButtonStyle = {};
  for (const key of keys) if (style[key] !== undefined) (result as Record<string, unknown>)[key] = style[key];
  return result;
}

/**
 * The style labels that name the purchase itself, as § 312j Abs. 3 BGB asks of the button that
 * places an order ('buynow': the provider's German „Jetzt kaufen“; 'pay', 'checkout' and the
 * plain wallet mark do not say that paying is owed).
 */
const ORDER_LABELS: readonly ButtonLabel[] = ['buynow'];

/**
 * The funding sources whose buttons may place the order (the checkout's area): with an order
 * label in the style, only those whose button carries it (by styleForSource, the wallet's own;
 * pay-later, SEPA and the rest stay choosable in the provider's window after that click); a
 * style without one keeps every source (the shop chose its wording).
 */
export function orderingSources(sources: readonly FundingSource[], style: ButtonStyle): FundingSource[] {
  if (!style.label || !ORDER_LABELS.includes(style.label)) return [...sources];
  return sources.filter((source) => styleForSource(source, style).label === style.label);
}
