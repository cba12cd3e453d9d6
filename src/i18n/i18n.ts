import { de } from './catalogue-de';

let catalogue: Record<string, string> = de;
const LOCALE = 'de-DE';

/** Switch the catalogue (e.g. to a shop's own wording); missing keys fall back to English. */
export function setCatalogue(next: Record<string, string>): void {
  catalogue = next;
}

/** Translate an English source text; each `%s` takes the next argument in order. */
export function t(key: string, ...args: Array<string | number>): string {
  let i = 0;
  return (catalogue[key] ?? key).replace(/%s/g, () => String(args[i++] ?? ''));
}

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });

/** 1234.5 → "1.234,50 €" (with the non-breaking space German shops print). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** Format with exactly `decimals` fraction digits and German separators. */
export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export interface NumberFormat {
  decimalSeparator: string;
  thousandSeparator: string;
}

export const GERMAN_NUMBER_FORMAT: NumberFormat = { decimalSeparator: ',', thousandSeparator: '.' };

/** "1.234,50 €" → 1234.5 with the shop's separators; NaN when there is no number. */
export function parseDecimal(text: string, format: NumberFormat = GERMAN_NUMBER_FORMAT): number {
  const digits = text
    .split(format.thousandSeparator)
    .join('')
    .split(format.decimalSeparator)
    .map((part) => part.replace(/[^\d-]/g, ''));
  const normalised = digits.length > 1 ? `${digits.slice(0, -1).join('')}.${digits.at(-1)}` : digits[0];
  return normalised === '' || normalised === '.' ? NaN : Number(normalised);
}
