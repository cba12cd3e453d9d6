/** de-DE money and number formatting. */
import { describe, expect, it } from 'vitest';
import { formatCents, formatNumber, priceHtml } from './format.ts';

describe('formatting (de-DE, EUR)', () => {
  it.each([
    [8950, '89,50'],
    [5, '0,05'],
    [123456, '1.234,56'],
    [100000000, '1.000.000,00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
  it('formats quantities and price markup', () => {
    expect([formatNumber(2), formatNumber(2.5), formatNumber(1000), formatNumber(0.125)]).toEqual(['2', '2,5', '1.000', '0,125']);
    expect(priceHtml(8950).value).toBe('<span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>');
  });
});
