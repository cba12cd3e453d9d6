import { de } from './catalogue-de';

/** Our German texts: the core's, and each domain's once it has loaded (addCatalogue). */
const german: Record<string, string> = { ...de };
/** A shop's own catalogue, which replaces ours entirely. */
let shopCatalogue: Record<string, string> | null = null;
const LOCALE = 'de-DE';

/** Add a domain's German texts (src/<domain>/i18n.ts calls this when it loads). */
export function addCatalogue(texts: Record<string, string>): void {
  Object.assign(german, texts);
}

/**
 * Switch to a shop's own catalogue (its wording, or another language); keys it lacks fall
 * back to the English source text. null returns to ours.
 */
export function setCatalogue(next: Record<string, string> | null): void {
  shopCatalogue = next;
}

/** Translate an English source text; each `%s` takes the next argument in order. */
export function t(key: string, ...args: Array<string | number>): string {
  let i = 0;
  return ((shopCatalogue ?? german)[key] ?? key).replace(/%s/g, () => String(args[i++] ?? ''));
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

/**
 * "1.234,50 €" → 1234.5 with the shop's separators; NaN when there is no number, or none a
 * double holds (400 digits would be Infinity, which no price or quantity may become).
 */
export function parseDecimal(text: string, format: NumberFormat = GERMAN_NUMBER_FORMAT): number {
  const digits = text
    .split(format.thousandSeparator)
    .join('')
    .split(format.decimalSeparator)
    .map((part) => part.replace(/[^\d-]/g, ''));
  const normalised = digits.length > 1 ? `${digits.slice(0, -1).join('')}.${digits.at(-1)}` : digits[0];
  const value = normalised === '' || normalised === '.' ? NaN : Number(normalised);
  return Number.isFinite(value) ? value : NaN;
}
