// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineQuantity, MAX_LINE_QUANTITY, productLines, type ProductFormInput, type ProductLine } from './product-lines';

const lines = (entries: Array<[string, string]>, productType = 'simple', productId?: number) => productLines({ entries, productType, productId });

describe('productLines', () => {
  it.each<[string, Array<[string, string]>, string, ProductLine[]]>([
    [
      'simple product',
      [
        ['quantity', '2'],
        ['add-to-cart', '12'],
      ],
      'simple',
      [{ id: 12, quantity: 2, variations: null, extra: {} }],
    ],
    [
      'variable product with attributes',
      [
        ['attribute_pa_farbe', 'blau'],
        ['attribute_groesse', 'M'],
        ['quantity', '1'],
        ['add-to-cart', '12'],
        ['product_id', '12'],
        ['variation_id', '34'],
      ],
      'variable',
      [
        {
          id: 12,
          quantity: 1,
          variations: [
            { name: 'attribute_pa_farbe', value: 'blau' },
            { name: 'attribute_groesse', value: 'M' },
          ],
          extra: {},
        },
      ],
    ],
    [
      'extra fields, repeated [] names indexed',
      [
        ['add-to-cart', '5'],
        ['gift_note', 'Alles Gute'],
        ['addon[]', 'a'],
        ['addon[]', 'b'],
        ['other[]', 'x'],
      ],
      'simple',
      [{ id: 5, quantity: 1, variations: null, extra: { gift_note: 'Alles Gute', 'addon[0]': 'a', 'addon[1]': 'b', 'other[0]': 'x' } }],
    ],
    [
      'booking fields',
      [
        ['add-to-cart', '7'],
        ['wc_bookings_field_start_date_day', '24'],
        ['wc_bookings_field_persons', '2'],
        ['quantity', '1'],
      ],
      'booking',
      [{ id: 7, quantity: 1, variations: null, extra: {}, booking: { wc_bookings_field_start_date_day: '24', wc_bookings_field_persons: '2' } }],
    ],
    [
      'grouped: one line per filled quantity[id]',
      [
        ['quantity[21]', '2'],
        ['quantity[22]', ''],
        ['quantity[23]', '0'],
        ['quantity[24]', '1'],
        ['add-to-cart', '20'],
      ],
      'grouped',
      [
        { id: 21, quantity: 2, variations: null, extra: {} },
        { id: 24, quantity: 1, variations: null, extra: {} },
      ],
    ],
    [
      'subscription: always quantity 1',
      [
        ['add-to-cart', '9'],
        ['quantity', '3'],
      ],
      'subscription',
      [{ id: 9, quantity: 1, variations: null, extra: {} }],
    ],
    [
      'quantity not a number → 1',
      [
        ['add-to-cart', '9'],
        ['quantity', '2,5'],
      ],
      'simple',
      [{ id: 9, quantity: 1, variations: null, extra: {} }],
    ],
    [
      'huge quantity bounded',
      [
        ['add-to-cart', '9'],
        ['quantity', '99999999'],
      ],
      'simple',
      [{ id: 9, quantity: MAX_LINE_QUANTITY, variations: null, extra: {} }],
    ],
    ['no product id', [['quantity', '1']], 'simple', []],
    ['bad product id', [['add-to-cart', '-3']], 'simple', []],
  ])('%s', (_name, entries, type, expected) => expect(lines(entries, type)).toEqual(expected));

  it('takes the product id from the caller when the form has none', () => {
    expect(lines([['quantity', '2']], 'simple', 44)).toEqual([{ id: 44, quantity: 2, variations: null, extra: {} }]);
  });

  it('ignores file entries (not strings)', () => {
    const input: ProductFormInput = {
      entries: [
        ['add-to-cart', '3'],
        ['upload', { name: 'x.png' }],
      ],
      productType: 'simple',
    };
    expect(productLines(input)).toEqual([{ id: 3, quantity: 1, variations: null, extra: {} }]);
  });
});

describe('lineQuantity', () => {
  it.each<[string, number | null]>([
    ['1', 1],
    [' 3 ', 3],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['1e3', null],
  ])('%j → %s', (value, expected) => expect(lineQuantity(value)).toBe(expected));
});
