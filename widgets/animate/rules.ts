/**
 * Count-up numbers and animate-on-scroll (spec §9: count-up 4 s with 0 decimals; the
 * animation starts when 10 % of the element is in view).
 */
export const COUNT_UP_MS = 4000;
export const COUNT_UP_DECIMALS = 0;
export const ANIMATE_THRESHOLD = 0.1;

/** A number in shop text ('1.250+', '98 %', '−3'), German format: '.' groups thousands, ',' decimals. */
export interface CountText {
  prefix: string;
  value: number;
  suffix: string;
}

/** The number in the server's text, or null when it holds none (then nothing counts). */
export function parseCount(text: string): CountText | null {
  const match = /^(\D*?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(.*)$/s.exec(text);
  if (!match) return null;
  const [, prefix, whole, fraction, suffix] = match;
  const value = Number(`${whole.replaceAll('.', '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? { prefix, value, suffix } : null;
}

/** The value shown `elapsedMs` into the count: eases out (fast first, slow at the end), exact at the end. */
export function countValueAt(final: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (elapsedMs >= durationMs) return final;
  if (elapsedMs <= 0) return 0;
  // Exponential ease-out, scaled so that it reaches 1 exactly at the end.
  const progress = (1 - 2 ** ((-10 * elapsedMs) / durationMs)) * (1024 / 1023);
  return final * progress;
}

const formats = new Map<number, Intl.NumberFormat>();

/** German digits: '1.250' (0 decimals rounds). */
export function formatCount(value: number, decimals = COUNT_UP_DECIMALS): string {
  let format = formats.get(decimals);
  if (!format) formats.set(decimals, (format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format.format(value);
}

/** The text shown at a moment of the count: the server's text around the current number. */
export function countTextAt({ prefix, value, suffix }: CountText, elapsedMs: number, durationMs = COUNT_UP_MS): string {
  return `${prefix}${formatCount(countValueAt(value, elapsedMs, durationMs))}${suffix}`;
}
