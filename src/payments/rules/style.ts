import type { ButtonStyle, FundingSource } from '../sdk-types';

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
