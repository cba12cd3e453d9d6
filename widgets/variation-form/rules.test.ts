// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allChosen, availableValues, clampQuantity, findMatchingVariations, legalFieldValues, purchaseState, quantityLimits, type Variation } from './rules';

const v = (id: number, attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation => ({ variation_id: id, attributes, ...extra });
const variations = [
  v(1, { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'zitrone' }),
  v(2, { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'zitrone' }),
  v(3, { attribute_pa_inhalt: '5-l', attribute_pa_duft: '' }),
  v(4, { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'kirsche' }, { variation_is_active: false }),
];

describe('matching', () => {
  it.each([
    ['exact', { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'zitrone' }, [2]],
    ["'' matches any value", { attribute_pa_inhalt: '5-l', attribute_pa_duft: 'kirsche' }, [3]],
    ['no such combination', { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'kirsche' }, []],
  ])('%s', (_name, chosen, ids) => expect(findMatchingVariations(variations, chosen).map((x) => x.variation_id)).toEqual(ids));

  it('knows when everything is chosen', () => {
    expect(allChosen({ a: 'x', b: 'y' })).toBe(true);
    expect(allChosen({ a: 'x', b: '' })).toBe(false);
  });
});

describe('availableValues', () => {
  it.each([
    ['nothing chosen: every size', {}, 'attribute_pa_inhalt', ['500-ml', '1-l', '5-l']],
    ['lemon chosen: sizes with lemon or any scent', { attribute_pa_duft: 'zitrone' }, 'attribute_pa_inhalt', ['500-ml', '1-l', '5-l']],
    ['cherry chosen: only 5 l (1 l cherry is inactive)', { attribute_pa_duft: 'kirsche' }, 'attribute_pa_inhalt', ['5-l']],
    ['500 ml chosen: only lemon', { attribute_pa_inhalt: '500-ml' }, 'attribute_pa_duft', ['zitrone']],
  ])('%s', (_name, chosen, attribute, values) => {
    expect([...(availableValues(variations, { attribute_pa_inhalt: '', attribute_pa_duft: '', ...chosen }, attribute) ?? [])]).toEqual(values);
  });

  it('null when a matching variation accepts any value', () => {
    expect(availableValues(variations, { attribute_pa_inhalt: '5-l', attribute_pa_duft: '' }, 'attribute_pa_duft')).toBeNull();
  });
});

describe('purchaseState', () => {
  it.each([
    ['nothing chosen', null, 'selection-needed'],
    ['fine', v(1, {}, { is_purchasable: true, is_in_stock: true, variation_is_visible: true }), 'purchasable'],
    ['out of stock', v(1, {}, { is_in_stock: false }), 'unavailable'],
    ['not purchasable', v(1, {}, { is_purchasable: false }), 'unavailable'],
    ['hidden', v(1, {}, { variation_is_visible: false }), 'unavailable'],
  ])('%s', (_name, variation, state) => expect(purchaseState(variation)).toBe(state));
});

describe('quantity', () => {
  it.each([
    ['sold individually', { is_sold_individually: 'yes' }, { hidden: true, min: '1', max: '1' }],
    ['min and max', { min_qty: 2, max_qty: 6 }, { hidden: false, min: '2', max: '6' }],
    ['no max', { min_qty: 1, max_qty: '' }, { hidden: false, min: '1', max: '' }],
  ])('%s', (_name, extra, limits) => expect(quantityLimits(v(1, {}, extra))).toEqual(limits));

  it.each([
    [0, 2],
    [4, 4],
    [9, 6],
    [NaN, 2],
  ])('clamps %s into 2..6 → %s', (value, expected) => expect(clampQuantity(value, { hidden: false, min: '2', max: '6' })).toBe(expected));
});

describe('legalFieldValues', () => {
  it('passes the variation’s legal HTML through', () => {
    const values = legalFieldValues(v(1, {}, { display_price: 9.9, delivery_time: '1–3 Werktage', unit_price: '<span>19,80 € / 1 l</span>', includes_alcohol: 'yes', alcohol_content: '12 % vol' }));
    expect(values).toMatchObject({ delivery_time: '1–3 Werktage', unit_price: '<span>19,80 € / 1 l</span>', alcohol_content: '12 % vol' });
    expect(values.nutrients).toBeUndefined();
  });
  it('empties the price-dependent fields without a display price', () => {
    const values = legalFieldValues(
      v(
        1,
        {},
        {
          display_price: '',
          tax_info: 'inkl. MwSt.',
          unit_price: 'x',
          product_units: '1 l',
          deposit_amount: '0,25 €',
          deposit_packaging_type: 'Einweg',
          shipping_costs_info: 'zzgl. Versand',
          delivery_time: 'sofort',
        },
      ),
    );
    expect(values).toMatchObject({ tax_info: '', unit_price: '', product_units: '', deposit_amount: '', deposit_packaging_type: '', shipping_costs_info: '', delivery_time: 'sofort' });
  });
  it("hides the alcohol content when includes_alcohol is 'no'", () => {
    expect(legalFieldValues(v(1, {}, { display_price: 1, includes_alcohol: 'no', alcohol_content: '5 %' })).alcohol_content).toBe('');
  });
});
