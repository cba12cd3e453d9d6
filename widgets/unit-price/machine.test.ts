// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UnitPriceRefreshItem } from '../../src/product/contracts';
import { INITIAL_UNIT_PRICE_STATE, unitPriceMachine, type UnitPriceEffect, type UnitPriceEvent, type UnitPriceState } from './machine';

const item: UnitPriceRefreshItem = { product_id: '7', price: '25', price_sale: '', quantity: '1', key: '7' };
const BEFORE = '40,00 € / 1 l';
const FROM_FORM = '35,00 € / 1 l';
const LOADING = '<span class="sf-unit-price__loading"><span class="screen-reader-text">Grundpreis wird aktualisiert …</span></span>';
const pending = (refresh: number, original = BEFORE): UnitPriceState => ({ original, refresh });
const idle = (refresh: number): UnitPriceState => ({ original: null, refresh });

type Row = [string, UnitPriceState, UnitPriceEvent, UnitPriceState, UnitPriceEffect[]];

const rows: Row[] = [
  ['load with refresh_on_load: a refresh after 250 ms', INITIAL_UNIT_PRICE_STATE, { type: 'load' }, INITIAL_UNIT_PRICE_STATE, [['wait', 250]]],
  ['the price or quantity changed: a refresh after 500 ms (a newer change waits anew)', idle(0), { type: 'changed' }, idle(0), [['wait', 500]]],
  [
    'the wait is over: a loading bar while the shop is asked, the unit price shown kept to come back to',
    idle(0),
    { type: 'due', item, shown: BEFORE },
    pending(1),
    [
      ['show', LOADING, true],
      ['request', 1, item],
    ],
  ],
  ['no price to read: the unit price is left as it is', idle(0), { type: 'due', item: null, shown: BEFORE }, idle(0), []],
  [
    'a newer refresh while one is on its way: the unit price to come back to stays the one before the first',
    pending(1),
    { type: 'due', item, shown: LOADING },
    pending(2),
    [
      ['show', LOADING, true],
      ['request', 2, item],
    ],
  ],
  [
    'the shop’s unit price for this product: shown and announced',
    pending(1),
    { type: 'outcome', refresh: 1, outcome: { show: '<span class="unit-price">50,00 € / 1 l</span>' } },
    idle(1),
    [['show', '<span class="unit-price">50,00 € / 1 l</span>', false], ['announce']],
  ],
  ['an answer for another product, or a failure: the unit price before comes back', pending(1), { type: 'outcome', refresh: 1, outcome: { restore: true } }, idle(1), [['show', BEFORE, false]]],
  ['the outcome of an older refresh: ignored, the newer one settles', pending(2), { type: 'outcome', refresh: 1, outcome: { show: '<span>alt</span>' } }, pending(2), []],
  [
    'the latest refresh superseded by another unit price of the same product: the unit price before comes back',
    pending(1),
    { type: 'outcome', refresh: 1, outcome: 'superseded' },
    idle(1),
    [['show', BEFORE, false]],
  ],
  ['an outcome when nothing is on its way: ignored', idle(1), { type: 'outcome', refresh: 1, outcome: { show: '<span>x</span>' } }, idle(1), []],
  ['the variation form writes the unit price while the shop is asked: that one comes back on failure', pending(1), { type: 'written', shown: FROM_FORM }, pending(1, FROM_FORM), []],
  ['the variation form writes the unit price, nothing on its way: nothing to remember', idle(1), { type: 'written', shown: FROM_FORM }, idle(1), []],
  ['stop while the shop is asked: the unit price before comes back', pending(1), { type: 'stop' }, idle(1), [['show', BEFORE, false]]],
  ['stop when nothing is on its way: nothing to do', idle(1), { type: 'stop' }, idle(1), []],
];

describe('unitPriceMachine', () => {
  it.each(rows)('%s', (_name, before, event, after, effects) => {
    expect(unitPriceMachine(before, event)).toEqual({ state: after, effects });
  });
});
