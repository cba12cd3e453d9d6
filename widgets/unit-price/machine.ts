/**
 * The unit price's flow (spec §4 Unit price display): normal → a loading bar once the price or
 * quantity has changed and 500 ms have passed, while the shop is asked → the shop's unit price
 * when its answer is for the current product or variation, else the one shown before. The
 * hook reads the page into events and carries out the effects; batching every unit price on
 * the page into one request is the queue's (src/product/unit-price-queue.ts).
 */
import type { EffectOf, Transition } from '../../src/core/machine';
import type { UnitPriceRefreshItem } from '../../src/product/contracts';
import type { QueuedOutcome } from '../../src/product/unit-price-queue';
import { t } from './i18n';

/** Spec §9: 500 ms after a price change (then the queue's 500 ms); on load after 250 ms. */
export const PRICE_CHANGE_DEBOUNCE_MS = 500;
export const REFRESH_ON_LOAD_DELAY_MS = 250;

export interface UnitPriceState {
  /** The unit price to come back to while a refresh is on its way; null when none is. */
  original: string | null;
  /** Number of the latest refresh: an outcome carrying another is for a price no longer shown. */
  refresh: number;
}

export const INITIAL_UNIT_PRICE_STATE: UnitPriceState = { original: null, refresh: 0 };

export type UnitPriceEvent =
  /** The page loaded, and Germanized's params say refresh_on_load. */
  | { type: 'load' }
  /** The price element or the quantity changed. */
  | { type: 'changed' }
  /** The wait is over: the item for what the page shows now (null: no price to read) and the unit price shown. */
  | { type: 'due'; item: UnitPriceRefreshItem | null; shown: string }
  | { type: 'outcome'; refresh: number; outcome: QueuedOutcome }
  /** Someone else (the variation form) wrote the unit price: while a refresh is on its way, that is the one to come back to. */
  | { type: 'written'; shown: string }
  | { type: 'stop' };

export interface UnitPricePort {
  /** Send 'due' after this long; a newer wait replaces the one still running. */
  wait(ms: number): void;
  /**
   * The unit price's value HTML (written so that it is not taken for someone else's write);
   * `loading`: it is the loading bar, and the unit price is aria-busy.
   */
  show(html: string, loading: boolean): void;
  /** Queue the item; its outcome comes back as 'outcome' with this number. */
  request(refresh: number, item: UnitPriceRefreshItem): void;
  /** The new unit price, politely. */
  announce(): void;
}

export type UnitPriceEffect = EffectOf<UnitPricePort>;

export const unitPriceMachine: Transition<UnitPriceState, UnitPriceEvent, UnitPriceEffect> = (state, event) => {
  const { original, refresh } = state;
  // Each case returns its step: the product page has almost no bytes to spare.
  const stay = (...effects: UnitPriceEffect[]) => ({ state, effects });
  const settle = (html: string, ...more: UnitPriceEffect[]) => ({ state: { original: null, refresh }, effects: [['show', html, false], ...more] as UnitPriceEffect[] });
  switch (event.type) {
    case 'load':
      return stay(['wait', REFRESH_ON_LOAD_DELAY_MS]);
    case 'changed':
      return stay(['wait', PRICE_CHANGE_DEBOUNCE_MS]);
    case 'due':
      if (!event.item) return stay();
      return {
        state: { original: original ?? event.shown, refresh: refresh + 1 },
        effects: [
          ['show', `<span class="sf-unit-price__loading"><span class="screen-reader-text">${t('Updating the unit price…')}</span></span>`, true],
          ['request', refresh + 1, event.item],
        ],
      };
    case 'outcome': {
      const { outcome } = event;
      if (event.refresh !== refresh || original === null) return stay();
      // 'superseded' for the latest refresh: another unit price of the same product took its
      // place in the queue, and this one must not wait behind a loading bar for ever.
      return outcome !== 'superseded' && 'show' in outcome ? settle(outcome.show, ['announce']) : settle(original);
    }
    case 'written':
      return original === null ? stay() : { state: { original: event.shown, refresh }, effects: [] };
    case 'stop':
      return original === null ? stay() : settle(original);
  }
};
