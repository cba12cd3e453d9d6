// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../src/core/i18n/i18n';
import { outcomeFor } from '../../src/product/unit-price-queue';
import { parseUnitPriceRefresh } from '../../src/product/contracts';
import { refreshItem, refreshKey } from './rules';

describe('parseDecimal (prices as shown)', () => {
  it.each([
    ['89,50 €', 89.5],
    ['1.234,50\u00a0€', 1234.5],
    ['12.345.678,9', 12345678.9],
    ['17 €', 17],
    ['–', NaN],
    ['', NaN],
  ])('%j → %s', (text, expected) => expect(parseDecimal(text)).toBe(expected));

  it('follows the shop’s separators', () => {
    expect(parseDecimal('$1,234.50', { decimalSeparator: '.', thousandSeparator: ',' })).toBe(1234.5);
  });
});

describe('refreshKey', () => {
  it.each([
    [123, '123'],
    ['var-45', 'var45'],
    ['', ''],
  ])('%j → %j', (id, key) => expect(refreshKey(id)).toBe(key));
});

describe('refreshItem', () => {
  it.each([
    ['a plain price', { amounts: ['17,90 €'], quantity: 1, isTotalPrice: false }, { price: '17.9', price_sale: '', quantity: '1' }],
    ['regular and sale price', { amounts: ['149,00 €', '129,00 €'], quantity: 2, isTotalPrice: false }, { price: '149', price_sale: '129', quantity: '2' }],
    ['a total price is divided by the quantity', { amounts: ['59,70 €'], quantity: 3, isTotalPrice: true }, { price: '19.9', price_sale: '', quantity: '3' }],
    ['decimal quantity', { amounts: ['37,50 €'], quantity: 2.5, isTotalPrice: true }, { price: '15', price_sale: '', quantity: '2.5' }],
    ['quantity missing counts as 1', { amounts: ['10,00 €'], quantity: NaN, isTotalPrice: true }, { price: '10', price_sale: '', quantity: '1' }],
  ])('%s', (_name, shown, expected) => {
    expect(refreshItem(42, shown)).toEqual({ product_id: '42', key: '42', ...expected });
  });

  it('gives nothing when no price can be read', () => {
    expect(refreshItem(42, { amounts: [], quantity: 1, isTotalPrice: false })).toBeNull();
    expect(refreshItem('', { amounts: ['1,00 €'], quantity: 1, isTotalPrice: false })).toBeNull();
  });
});

describe('outcomeFor', () => {
  const item = { product_id: '77', price: '10', price_sale: '', quantity: '1', key: '77' };
  it.each([
    ['the answer for this product', { products: { 77: { product_id: 77, unit_price_html: '<span>20,00 € / 1 l</span>' } } }, { show: '<span>20,00 € / 1 l</span>' }],
    ['an answer for another variation', { products: { 77: { product_id: 78, unit_price_html: '<span>x</span>' } } }, { restore: true }],
    ['no unit price for it', { products: { 77: { product_id: 77 } } }, { restore: true }],
    ['nothing for its key', { products: {} }, { restore: true }],
    ['not an answer at all', '0', { restore: true }],
  ])('%s', (_name, answer, expected) => expect(outcomeFor(item, parseUnitPriceRefresh({ ok: true, status: 200, body: answer }))).toEqual(expected));
});
