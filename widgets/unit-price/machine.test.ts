import { describe, expect, it } from 'vitest';
import { IDLE, unitPriceMachine, type UnitPriceEffect, type UnitPriceEvent, type UnitPriceState } from './machine';

const item = { product_id: '7', price: '25', price_sale: '', quantity: '1', key: '7' };
const newer = { ...item, price: '26' };
const SHOWN = '40,00 € / 1 l';
const loading = (original: string): UnitPriceState => ({ phase: 'loading', original });

type Row = [string, UnitPriceState, UnitPriceEvent, UnitPriceState, UnitPriceEffect[]];

const rows: Row[] = [
  ['load with refresh_on_load: a refresh after 250 ms', IDLE, { type: 'start', refreshOnLoad: true }, IDLE, [['wait', 'load', 250]]],
  ['load without it: nothing', IDLE, { type: 'start', refreshOnLoad: false }, IDLE, []],
  ['price or quantity change: wait 500 ms for the next one', IDLE, { type: 'change' }, IDLE, [['wait', 'change', 500]]],
  ['a change while loading waits too', loading(SHOWN), { type: 'change' }, loading(SHOWN), [['wait', 'change', 500]]],
  ['the wait is over: loading placeholder, item queued, the shown unit price kept', IDLE, { type: 'due', item, shown: SHOWN }, loading(SHOWN), [['showLoading'], ['queue', item]]],
  [
    'again while loading: the unit price to come back to is still the one before the placeholder',
    loading(SHOWN), { type: 'due', item: newer, shown: '<span class="sf-unit-price__loading">…</span>' },
    loading(SHOWN), [['showLoading'], ['queue', newer]],
  ],
  ['no price readable: the unit price is left as it is', IDLE, { type: 'due', item: null, shown: SHOWN }, IDLE, []],
  ['the shop’s unit price for this product: shown and announced', loading(SHOWN), { type: 'answer', outcome: { show: '<span>50,00 € / 1 l</span>' } }, IDLE, [['settle', '<span>50,00 € / 1 l</span>'], ['announce']]],
  ['another product’s answer, a failure or a timeout: the one before comes back', loading(SHOWN), { type: 'answer', outcome: { restore: true } }, IDLE, [['settle', SHOWN]]],
  ['superseded by a newer item of the same product: its answer is never shown', loading(SHOWN), { type: 'answer', outcome: 'superseded' }, loading(SHOWN), []],
  ['the variation form writes the unit price while loading: that is what comes back', loading(SHOWN), { type: 'written', html: '19,80 € / 1 l' }, loading('19,80 € / 1 l'), []],
  ['a write while idle changes nothing', IDLE, { type: 'written', html: '19,80 € / 1 l' }, IDLE, []],
  ['stop while loading: waits cancelled, the unit price before comes back', loading(SHOWN), { type: 'stop' }, loading(SHOWN), [['cancelWaits'], ['settle', SHOWN]]],
  ['stop while idle: waits cancelled', IDLE, { type: 'stop' }, IDLE, [['cancelWaits']]],
];

describe('unitPriceMachine', () => {
  it.each(rows)('%s', (_name, before, event, after, effects) => {
    expect(unitPriceMachine(before, event)).toEqual({ state: after, effects });
  });

  it('two changes of the same product: the superseded answer is ignored, the newer one shown', () => {
    const events: UnitPriceEvent[] = [
      { type: 'change' },
      { type: 'due', item, shown: SHOWN },
      { type: 'change' },
      { type: 'due', item: newer, shown: 'placeholder' },
      { type: 'answer', outcome: 'superseded' },
      { type: 'answer', outcome: { show: '26 je l' } },
    ];
    const steps = [];
    let state = IDLE;
    for (const event of events) {
      const step = unitPriceMachine(state, event);
      steps.push(step.effects);
      state = step.state;
    }
    expect(steps).toEqual([[['wait', 'change', 500]], [['showLoading'], ['queue', item]], [['wait', 'change', 500]], [['showLoading'], ['queue', newer]], [], [['settle', '26 je l'], ['announce']]]);
    expect(state).toEqual(IDLE);
  });
});
