// @vitest-environment node
/**
 * Properties of reading and printing money: any text read as a price is a finite number or
 * "no number" (NaN), never Infinity; every amount read that way prints without NaN or ∞, and
 * reads back as itself (to the cent).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText, shopAmount } from '../../test/arbitraries';
import { formatMoney, formatNumber, GERMAN_NUMBER_FORMAT, parseDecimal } from './i18n';

const shown = (text: string) => !/NaN|Infinity|∞/.test(text);
const separators = fc.constantFrom(GERMAN_NUMBER_FORMAT, { decimalSeparator: '.', thousandSeparator: ',' }, { decimalSeparator: ',', thousandSeparator: ' ' });

describe('money (properties)', () => {
  it('reads any text as a finite number or NaN (no number), and prints what it read without NaN or ∞', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          numberText,
          numberText.map((text) => `${text} €`),
        ),
        separators,
        (text, format) => {
          const value = parseDecimal(text, format);
          expect(Number.isNaN(value) || Number.isFinite(value)).toBe(true);
          if (Number.isFinite(value)) {
            expect(shown(formatMoney(value))).toBe(true);
            expect(shown(formatNumber(value, 2))).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads back what it printed, to the cent', () => {
    fc.assert(
      fc.property(shopAmount, (amount) => {
        const cents = Math.round(amount * 100) / 100;
        expect(parseDecimal(formatMoney(cents))).toBeCloseTo(cents, 2);
      }),
      { numRuns: 300 },
    );
  });
});
