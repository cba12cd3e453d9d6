/**
 * The checkout's flow (spec §5; WooCommerce's checkout.js): placing the order and
 * keeping the order review current, as a pure transition. One click is one order: while an
 * order is being placed, or the page is leaving for its redirect, a submit does nothing. A
 * review answer for a superseded request is ignored; a review wanted while the order is being
 * placed waits for its answer. The hook reads the page into events and carries out the effects.
 */
import type { EffectOf, Transition } from '../../src/core/machine';
import type { OrderReviewResult, PlaceOrderResult } from '../../src/checkout/contracts';
import { t } from './i18n';

export interface CheckoutState {
  /** idle: the form can be placed; placing: the shop is asked; leaving: off to the redirect. */
  order: 'idle' | 'placing' | 'leaving';
  /** Number of the latest place-order request. */
  request: number;
  /** Number of the latest review request; an answer carrying another is superseded. */
  review: number;
  reviewing: boolean;
  /** A review was asked for while the order was being placed. */
  reviewWanted?: true;
}

export const INITIAL_CHECKOUT_STATE: CheckoutState = { order: 'idle', request: 0, review: 0, reviewing: false };

export type CheckoutEvent =
  /** The form was submitted; `errors` are what the field rules found (none: place it). */
  | { type: 'submit'; errors: string[] }
  | { type: 'placed'; request: number; result: PlaceOrderResult }
  /** A review is due (update_checkout, after the debounce). */
  | { type: 'review' }
  | { type: 'reviewed'; review: number; result: OrderReviewResult }
  /** The page came back from the browser's back-forward cache (after leaving for the order's page). */
  | { type: 'restored' }
  | { type: 'stop' };

/** What is shown at the top of the notices: our messages as text, or the shop's HTML list. */
export type Notice = { errors: string[] } | { html: string; group?: 'updateOrderReview' };

export interface CheckoutPort {
  /** The place-order button aria-disabled, the form 'processing' and aria-busy. */
  busy(on: boolean): void;
  /** Post the form (`?wc-ajax=checkout`; the pay-for-order form classically, the page leaves). */
  send(request: number): void;
  /**
   * Replace the notices at the top of the notices wrapper, scroll there (100 px offset) and
   * move focus to them; fires checkout_error with their HTML (WooCommerce's submit_error).
   */
  showNotices(notice: Notice): void;
  navigate(url: string): void;
  reload(): void;
  /** Ask the shop for a new review (`?wc-ajax=update_order_review`). */
  sendReview(review: number): void;
  abortReview(): void;
  /** The review table and payment area marked as updating. */
  reviewBusy(on: boolean): void;
  /** Replace them from the answer's fragments, keeping focus and typed values; show its messages. */
  applyReview(fragments: Record<string, string>, messages: string): void;
  /** The message next to the review when it could not be updated; '' removes it. */
  reviewAlert(text: string): void;
  updatedCheckout(fragments: Record<string, string>): void;
}

export type CheckoutEffect = EffectOf<CheckoutPort>;

export const REVIEW_FAILED = 'The order summary could not be updated. Please check your entries and try again.';
export const PLACE_TIMEOUT = 'The shop did not answer in time. Your order may have been placed anyway: please check your e-mail inbox before ordering again.';
export const PLACE_OFFLINE = 'Your order could not be sent. You are probably offline: please check your connection and try again.';
export const PLACE_FAILED = 'Your order could not be placed. Please try again.';

/** `checkoutError`: the shop's own text for a refusal without messages (wc_checkout_params.i18n_checkout_error). */
export function checkoutMachine(checkoutError?: string): Transition<CheckoutState, CheckoutEvent, CheckoutEffect> {
  return (state, event) => {
    let next = state;
    const effects: CheckoutEffect[] = [];
    const effect = (...call: CheckoutEffect) => effects.push(call);
    const review = (from: CheckoutState) => {
      if (from.reviewing) effect('abortReview');
      else effect('reviewBusy', true);
      next = { ...from, review: from.review + 1, reviewing: true };
      delete next.reviewWanted;
      effect('sendReview', next.review);
    };

    switch (event.type) {
      case 'submit':
        if (state.order !== 'idle') break;
        if (event.errors.length) {
          effect('showNotices', { errors: event.errors });
          break;
        }
        // A review answer must not swap the payment area while the order is being placed:
        // it is asked for again afterwards if the order does not go through.
        next = { ...state, order: 'placing', request: state.request + 1 };
        if (state.reviewing) {
          effect('abortReview');
          effect('reviewBusy', false);
          next = { ...next, reviewing: false, reviewWanted: true };
        }
        effect('busy', true);
        effect('send', next.request);
        break;
      case 'placed': {
        if (state.order !== 'placing' || event.request !== state.request) break;
        const { result } = event;
        if (result.kind === 'placed') {
          next = { ...state, order: 'leaving' };
          effect('navigate', result.redirect);
          break;
        }
        next = { ...state, order: 'idle' };
        // WooCommerce's order: a reload goes before anything else is shown.
        if (result.kind === 'refused' && result.reload) {
          next = { ...next, order: 'leaving' };
          effect('reload');
          break;
        }
        effect('busy', false);
        if (result.kind === 'refused') {
          effect('showNotices', result.messages ? { html: result.messages } : { errors: [checkoutError || t(PLACE_FAILED)] });
        } else {
          const message = result.reason === 'timeout' ? PLACE_TIMEOUT : result.reason === 'offline' ? PLACE_OFFLINE : PLACE_FAILED;
          effect('showNotices', { errors: [t(message)] });
        }
        if ((result.kind === 'refused' && result.refresh) || state.reviewWanted) review(next);
        break;
      }
      case 'review':
        if (state.order === 'leaving') break;
        if (state.order === 'placing') next = { ...state, reviewWanted: true };
        else review(state);
        break;
      case 'reviewed': {
        const { result } = event;
        if (!state.reviewing || event.review !== state.review) break;
        if (result.kind === 'reload') {
          next = { ...state, order: 'leaving', reviewing: false };
          effect('reload');
          break;
        }
        if (result.kind === 'failed' && result.reason === 'aborted') break;
        next = { ...state, reviewing: false };
        effect('reviewBusy', false);
        if (result.kind === 'updated') {
          effect('reviewAlert', '');
          effect('applyReview', result.fragments, result.refused ? '' : result.messages);
          effect('updatedCheckout', result.fragments);
          // WooCommerce's update_checkout_action: a failure's messages at the top, scrolled to.
          if (result.refused) effect('showNotices', { html: result.messages, group: 'updateOrderReview' });
        } else effect('reviewAlert', t(REVIEW_FAILED));
        break;
      }
      case 'restored':
        // The shopper went back to a page that had left: it must take a submit again.
        if (state.order === 'idle') break;
        next = { ...state, order: 'idle' };
        effect('busy', false);
        break;
      case 'stop':
        if (state.reviewing) effect('abortReview');
        if (state.order === 'placing') effect('busy', false);
    }
    return { state: next, effects };
  };
}
