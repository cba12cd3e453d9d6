/**
 * The unit price's flow (spec §3 Unit-price refresh item, §4 Unit price display, §9): a
 * change waits for the next, then the unit price shows a loading state while the shop is
 * asked; its answer or, on anything else, the unit price shown before takes its place.
 */
import type { EffectOf, Transition } from '../../src/core/machine';
import type { UnitPriceRefreshItem } from '../../src/product/contracts';
import type { QueuedOutcome } from '../../src/product/unit-price-queue';

/** Spec §9: 500 ms after a price change, then the queue's 500 ms; on load after 250 ms. */
export const PRICE_CHANGE_DEBOUNCE_MS = 500;
export const REFRESH_ON_LOAD_DELAY_MS = 250;

export interface UnitPriceState {
  /** idle: the unit price shown is the shop's; loading: a refresh is on its way. */
  phase: 'idle' | 'loading';
  /**
   * While loading, the unit price to come back to: what was shown before, or what others
   * (the variation form) wrote meanwhile.
   */
  original: string | null;
}

export const IDLE: UnitPriceState = { phase: 'idle', original: null };

export type UnitPriceEvent =
  | { type: 'start'; refreshOnLoad: boolean }
  /** The price element changed, or the quantity did. */
  | { type: 'change' }
  /** A wait is over: the refresh item for what is shown now (null: no price readable), and the unit price shown. */
  | { type: 'due'; item: UnitPriceRefreshItem | null; shown: string }
  | { type: 'answer'; outcome: QueuedOutcome }
  /** Someone else wrote the unit price. */
  | { type: 'written'; html: string }
  | { type: 'stop' };

export interface UnitPricePort {
  /** Send `due` after `ms`; a newer wait of the same timer replaces it. */
  wait(timer: 'change' | 'load', ms: number): void;
  cancelWaits(): void;
  /** aria-busy and the loading bar with its screen-reader text. */
  showLoading(): void;
  /** Into the page-wide batch (src/product/unit-price-queue.ts); its outcome comes back as `answer`. */
  queue(item: UnitPriceRefreshItem): void;
  /** The unit price shown, no longer busy. */
  settle(html: string): void;
  /** The new unit price, said politely. */
  announce(): void;
}

export type UnitPriceEffect = EffectOf<UnitPricePort>;

export const unitPriceMachine: Transition<UnitPriceState, UnitPriceEvent, UnitPriceEffect> = (state, event) => {
  const loading = state.phase === 'loading';
  switch (event.type) {
    case 'start':
      return { state, effects: event.refreshOnLoad ? [['wait', 'load', REFRESH_ON_LOAD_DELAY_MS]] : [] };
    case 'change':
      return { state, effects: [['wait', 'change', PRICE_CHANGE_DEBOUNCE_MS]] };
    case 'due':
      // No price to read: the unit price is left as it is.
      if (!event.item) break;
      return {
        state: { phase: 'loading', original: loading ? state.original : event.shown },
        effects: [['showLoading'], ['queue', event.item]],
      };
    case 'answer': {
      // A newer item of the same product took its place in the queue: its answer decides.
      if (event.outcome === 'superseded') break;
      const shown: UnitPriceEffect[] = 'show' in event.outcome ? [['settle', event.outcome.show], ['announce']] : [['settle', state.original ?? '']];
      return { state: IDLE, effects: shown };
    }
    case 'written':
      // Our own writes are not reported: this is the value to come back to.
      if (loading) return { state: { ...state, original: event.html }, effects: [] };
      break;
    case 'stop':
      return { state, effects: loading ? [['cancelWaits'], ['settle', state.original ?? '']] : [['cancelWaits']] };
  }
  return { state, effects: [] };
};
