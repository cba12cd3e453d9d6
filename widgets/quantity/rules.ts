/**
 * Quantity stepping (spec §5): plus adds one step up to max; minus subtracts one step down
 * to min and only while above 0; step defaults to 1 (also for 'any'); min defaults to 0;
 * decimals follow the step's precision; a value below min is raised to min on load.
 */
export interface QuantityBounds {
  min: number;
  max: number | null;
  step: number;
  decimals: number;
}

const numberOr = (text: string | null, fallback: number): number => {
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
};

/** Decimal places of a number as written ("0.25" → 2, "1e-3" → 3). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa, exponent] = value.toString().split('e-');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return fraction + (exponent ? Number(exponent) : 0);
}

/**
 * The most decimals a step may have: more than a double holds, and past what the browser
 * can print (`toFixed` throws above 100).
 */
export const MAX_STEP_DECIMALS = 20;

export function readBounds(attributes: { min: string | null; max: string | null; step: string | null }): QuantityBounds {
  const rawStep = attributes.step === 'any' ? 1 : numberOr(attributes.step, 1);
  // A step of 5e-324 cannot be stepped by or printed: it counts as garbage, like 0 or -2.
  const step = rawStep > 0 && decimalsOf(rawStep) <= MAX_STEP_DECIMALS ? rawStep : 1;
  const min = numberOr(attributes.min, 0);
  const max = numberOr(attributes.max, NaN);
  return { min, max: Number.isFinite(max) && max > 0 ? max : null, step, decimals: decimalsOf(step) };
}

/** Parse the field's text; empty or garbage counts as 0, as WooCommerce themes do. */
export function parseQuantity(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function increase(value: number, bounds: QuantityBounds): number {
  const next = round(value + bounds.step, bounds.decimals);
  // Past the largest number there is no next quantity (a step of 1e308 on 1e308).
  if (!Number.isFinite(next)) return value;
  return bounds.max !== null && next > bounds.max ? bounds.max : next;
}

export function decrease(value: number, bounds: QuantityBounds): number {
  if (value <= 0) return value;
  const next = round(value - bounds.step, bounds.decimals);
  return next < bounds.min ? bounds.min : Math.max(next, 0);
}

export const canIncrease = (value: number, bounds: QuantityBounds) => increase(value, bounds) !== value;
export const canDecrease = (value: number, bounds: QuantityBounds) => decrease(value, bounds) !== value;

/** On load: a value below min is raised to min. */
export function raiseToMin(value: number, bounds: QuantityBounds): number {
  return value < bounds.min ? bounds.min : value;
}

/** The field's text for a value, with the step's number of decimals ("1.5", "2"). */
export function formatQuantity(value: number, bounds: QuantityBounds): string {
  return value.toFixed(bounds.decimals);
}
