// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PRICE, readDisplayedPrice } from './price';

describe('readDisplayedPrice', () => {
  it.each([
    ['1.234,56 €', 1234.56],
    ['19,99\u00a0€', 19.99],
    ['€ 5', 5],
    ['1.000.000,00 €', 1_000_000],
    ['12,00 € – 20,00 €', 12],
    ['ab 7,50 €', 7.5],
    ['1 234,56 €', 1234.56],
    ['0,00 €', 0],
    ['Kostenlos', 0],
    ['', 0],
    ['9'.repeat(400), 0],
    ['1.000.000.001,00 €', 0],
    ['1.000.000.000,00 €', MAX_PRICE],
  ])('%j → %s', (text, expected) => expect(readDisplayedPrice(text)).toBe(expected));
});
