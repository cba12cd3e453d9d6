import { parseDecimal } from '../../core/i18n/i18n';

/**
 * The product price read from the displayed price element (spec §5: separators normalised; zero
 * disables the buttons). Only the first amount counts ('12,00 € – 20,00 €' is a range, 12 the
 * lower end); what cannot be read (or is beyond MAX_PRICE) is 0, so unreadable prices disable the buttons instead of
 * sending NaN to the provider.
 */
export const MAX_PRICE = 1_000_000_000;

export function readDisplayedPrice(text: string): number {
  const first = /\d[\d.\s\u00a0\u202f]*(?:,\d+)?/.exec(text)?.[0];
  if (!first) return 0;
  const value = parseDecimal(first.replace(/[\s\u00a0\u202f]/g, ''));
  // Beyond any real price means a misread page: disable rather than charge a wrong amount.
  return Number.isFinite(value) && value > 0 && value <= MAX_PRICE ? value : 0;
}
