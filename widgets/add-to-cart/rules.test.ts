// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formAdd, positiveId, type KnownVariation } from './rules';

const variations: KnownVariation[] = [
  { variation_id: 16, attributes: { attribute_pa_inhalt: '500-ml' } },
  { variation_id: 17, attributes: { attribute_pa_inhalt: '1-l', attribute_farbe: '' } },
];
const find = (id: number) => variations.find((variation) => variation.variation_id === id);
const button = { product_id: '15', quantity: '1', product_sku: 'FR-01' };

describe('formAdd', () => {
  it.each<{ case: string; form: Record<string, string>; button: Record<string, string>; expected: object }>([
    {
      case: 'simple product form: the button data, the quantity field winning',
      form: { quantity: '3' },
      button: { product_id: '13', quantity: '1' },
      expected: { kind: 'ajax', fields: { product_id: '13', quantity: '3' } },
    },
    {
      case: 'a hidden add-to-cart field is never sent',
      form: { quantity: '2', 'add-to-cart': '13' },
      button: { product_id: '13' },
      expected: { kind: 'ajax', fields: { product_id: '13', quantity: '2' } },
    },
    {
      case: 'variable form: the variation id as product_id, no add-to-cart, no variation_id',
      form: { attribute_pa_inhalt: '500-ml', quantity: '2', 'add-to-cart': '15', product_id: '15', variation_id: '16' },
      button,
      expected: { kind: 'ajax', fields: { product_id: '16', quantity: '2', product_sku: 'FR-01', attribute_pa_inhalt: '500-ml' } },
    },
    {
      case: "a variation with an 'any' attribute: the classic post",
      form: { attribute_pa_inhalt: '1-l', attribute_farbe: 'rot', quantity: '1', 'add-to-cart': '15', product_id: '15', variation_id: '17' },
      button,
      expected: { kind: 'classic' },
    },
    {
      case: 'no variation chosen yet: the classic post (the variation form blocks it first)',
      form: { quantity: '1', 'add-to-cart': '15', product_id: '15', variation_id: '0' },
      button,
      expected: { kind: 'classic' },
    },
    {
      case: 'a variation that is not known: the classic post',
      form: { quantity: '1', 'add-to-cart': '15', product_id: '15', variation_id: '99' },
      button,
      expected: { kind: 'classic' },
    },
    {
      case: 'a variation id that is no whole number: the classic post',
      form: { quantity: '1', variation_id: '16.5' },
      button,
      expected: { kind: 'classic' },
    },
  ])('$case', ({ form, button: data, expected }) => {
    expect(formAdd(form, data, find)).toEqual(expected);
  });
});

describe('positiveId', () => {
  it.each([
    ['16', 16],
    ['0', 0],
    ['-3', 0],
    ['1e3', 1000],
    ['abc', 0],
    [undefined, 0],
    ['99999999999999999999', 0],
  ])('%s → %s', (raw, id) => {
    expect(positiveId(raw)).toBe(id);
  });
});
