/**
 * The wallet order flow on the product page, the cart and the mini-cart (spec §4 "Order flow
 * on cart, mini-cart and product page", §8 Payment), as a pure transition. The provider's
 * buttons call our callbacks (onClick, createOrder, onApprove, onCancel, onError); the hook
 * turns each into an event, carries out the effects and answers the SDK from them.
 *
 * One approval is one order: a click while a payment is in
 * flight is refused (no second popup), a createOrder or onApprove that comes again for the
 * same payment is ignored, and after the approval on the server the page only leaves.
 */
import type { EffectOf, Transition } from '../../core/machine';
import { approvalStep, isApprovalEvent, type ApprovalEvent, type ApprovalWays, type ShopAnswer } from './approval';

/** Where the buttons are: the product page changes the cart to the product first. */
export type OrderContext = 'product' | 'cart' | 'mini-cart';

export type OrderPhase =
  /** Nothing in flight: a click starts a payment. */
  | 'idle'
  /** The click was accepted; the SDK will ask for the order. */
  | 'started'
  /** Product page: the cart is being changed to the product's lines (change_cart). */
  | 'changing-cart'
  /** The shop creates the provider order (create_order). */
  | 'creating'
  /** The popup is open with the order; the shopper decides. */
  | 'approving'
  /** The shop approves the order with the provider (approve_order). */
  | 'confirming'
  /** Approved: off to the order-received page, nothing else happens. */
  | 'leaving';

export interface OrderFlowState {
  context: OrderContext;
  phase: OrderPhase;
  /** Number of the latest request; an answer carrying another belongs to an earlier payment. */
  request: number;
  /** The funding source of the payment in flight (the button clicked). */
  source?: string;
  /** The provider order of the payment in flight. */
  orderId?: string;
  /** The SDK offered actions.restart with this approval. */
  canRestart?: boolean;
  /**
   * Product page: change_cart was sent for this payment, so the shop may hold the buy-now lines
   * as the cart. Every way back to idle gives the shopper's cart back (restoreCart) and clears it.
   */
  cartChanged?: boolean;
  /**
   * A booking product's page (settings.productType 'booking'): change_cart adds its lines to the
   * shopper's cart instead of replacing it, so every way back removes them again (spec §4
   * Cancel), and a button error shows the shop's own refusal (spec §8 Button error).
   */
  booking?: true;
  /** Booking product: the shop's message refusing this payment's cart change or order. */
  refusal?: string;
  /** The page was opened back from the provider app (spec §2 Resume flow). */
  resume: boolean;
  /** The shop's configured redirect (settings.redirect), used when the approval names none. */
  redirect: string;
}

export function initialOrderFlow(context: OrderContext, redirect: string, resume = false, booking = false): OrderFlowState {
  return { context, phase: 'idle', request: 0, resume, redirect, ...(booking && context === 'product' ? { booking: true as const } : {}) };
}

export type OrderFlowEvent =
  /** onClick of the button for `source`: accepted or refused at once (no popup when refused). */
  | { type: 'click'; source: string }
  /** The SDK's createOrder. */
  | { type: 'create' }
  | { type: 'cart-changed'; request: number; answer: ShopAnswer<object> }
  | { type: 'created'; request: number; answer: ShopAnswer<{ orderId: string }> }
  | ApprovalEvent
  /** The SDK's onError (also after a createOrder we failed). */
  | { type: 'error'; error: unknown }
  | { type: 'stop' };

export interface OrderFlowPort {
  /** Answer the SDK's onClick: true resolves (popup opens), false rejects (none opens). */
  answerClick(accepted: boolean): void;
  /** Remove earlier error notices (a new payment starts clean). */
  clearErrors(): void;
  /** Product page: change the cart to the product form's lines (ppc-change-cart). */
  changeCart(request: number): void;
  /** Ask the shop for the provider order (ppc-create-order) with the funding source. */
  createOrder(request: number, source: string): void;
  /** Give the SDK its order id (createOrder's promise resolves). */
  resolveOrder(orderId: string): void;
  /** createOrder's promise rejects with the shop's message (logged; the SDK calls onError). */
  failOrder(message: string): void;
  /** Ask the shop to approve the order (ppc-approve-order). */
  approveOrder(request: number, orderId: string, source: string): void;
  /** Go to the order-received page after `delayMs` (spec §9: 200 ms). */
  leave(url: string, delayMs: number): void;
  /** Errors as text in the alert list at the top of the notices, scrolled to. */
  showErrors(messages: string[]): void;
  /** The generic payment error (settings labels.error.generic, else §8's text). */
  showGenericError(): void;
  /** actions.restart(): the same order again in the popup (after a declined instrument). */
  restart(): void;
  /** After a cancel: the mini-cart shows the cart again (fragments refresh). */
  refreshCart(): void;
  /**
   * Product page, after a failure or cancel following change_cart: the shop gives the cart saved
   * aside back at once (change_cart with restore_cart), then the mini-cart shows it.
   */
  restoreCart(): void;
  /**
   * Booking product, after a cancel or failure following change_cart: the lines it added leave
   * the cart again (remove_from_cart, one call per cart_item_key, errors ignored), then the
   * mini-cart shows the cart.
   */
  removeAddedItems(): void;
  /** In the resume flow, the buttons render anew after a cancel or an error. */
  reloadButtons(): void;
  /** Resume flow: the provider's hash parameters leave the URL once approved. */
  cleanResumeHash(): void;
}

export type OrderFlowEffect = EffectOf<OrderFlowPort>;

/** Spec §9: the order-received page follows the approval after 200 ms. */
export const REDIRECT_DELAY_MS = 200;

const IN_FLIGHT: OrderPhase[] = ['started', 'changing-cart', 'creating', 'approving', 'confirming', 'leaving'];

/** After change_cart: a booking's added lines leave the cart, a buy-now's saved cart comes back. */
const giveCartBack = (state: OrderFlowState): OrderFlowEffect => (state.booking ? ['removeAddedItems'] : ['restoreCart']);

/**
 * Every way back to idle, after `first`: the payment's traces go, a buy-now's cart comes back
 * and in the resume flow the buttons render anew.
 */
function backToIdle(state: OrderFlowState, first: OrderFlowEffect[]): { state: OrderFlowState; effects: OrderFlowEffect[] } {
  const next: OrderFlowState = { ...state, phase: 'idle' };
  const effects = first;
  delete next.orderId;
  delete next.source;
  delete next.canRestart;
  delete next.refusal;
  if (next.cartChanged) {
    delete next.cartChanged;
    effects.push(giveCartBack(state));
  }
  if (state.resume) effects.push(['reloadButtons']);
  return { state: next, effects };
}

const approvalWays: ApprovalWays<OrderFlowState, OrderFlowEffect> = {
  final: 'leaving',
  // Spec §4 step 4: the order-received page (else the configured redirect) after 200 ms.
  approved: (state, url) => ({ state: { ...state, phase: 'leaving' }, effects: [['leave', url || state.redirect, REDIRECT_DELAY_MS]] }),
  giveUp: (state, notice) => backToIdle(state, [notice]),
  // Spec §4: the mini-cart shows the cart again; after change_cart the cart is given back
  // (backToIdle: a booking's lines removed, a buy-now's saved cart restored).
  cancelled: (state) => backToIdle(state, state.cartChanged ? [] : [['refreshCart']]),
};

export const orderFlow: Transition<OrderFlowState, OrderFlowEvent, OrderFlowEffect> = (state, event) => {
  let next = state;
  const effects: OrderFlowEffect[] = [];
  const effect = (...call: OrderFlowEffect) => effects.push(call);
  /**
   * The payment did not start: createOrder rejects with the shop's message; a buy-now's cart
   * comes back, a booking's lines leave it. A booking remembers the shop's refusal
   * for the SDK's error that follows (spec §8: the specific message, not the generic one).
   */
  const notStarted = (answer: { message: string; refused?: true }) => {
    next = { ...state, phase: 'idle' };
    if (state.booking && answer.refused && answer.message) next.refusal = answer.message;
    effect('failOrder', answer.message);
    if (next.cartChanged) {
      delete next.cartChanged;
      effects.push(giveCartBack(state));
    }
  };

  // A repeated approve (double click in the popup, a second message) is the same approval.
  if (isApprovalEvent(event)) return approvalStep(state, event, approvalWays);
  switch (event.type) {
    case 'click':
      // A second click while a payment is in flight opens no second popup.
      if (IN_FLIGHT.includes(state.phase)) {
        effect('answerClick', false);
        break;
      }
      next = { ...state, phase: 'started', source: event.source };
      delete next.refusal;
      effect('clearErrors');
      effect('answerClick', true);
      break;
    case 'create': {
      // The SDK asks once per payment; a repeated ask must not make a second order.
      if (state.phase !== 'started') {
        effect('failOrder', 'A payment is already in progress.');
        break;
      }
      const request = state.request + 1;
      if (state.context === 'product') {
        next = { ...state, phase: 'changing-cart', request, cartChanged: true };
        effect('changeCart', request);
      } else {
        next = { ...state, phase: 'creating', request };
        effect('createOrder', request, state.source ?? 'paypal');
      }
      break;
    }
    case 'cart-changed': {
      if (state.phase !== 'changing-cart' || event.request !== state.request) break;
      // A refusal changed nothing, but a lost answer (offline, timeout) may have: restore.
      if (!event.answer.ok) {
        notStarted(event.answer);
        break;
      }
      const request = state.request + 1;
      next = { ...state, phase: 'creating', request };
      effect('createOrder', request, state.source ?? 'paypal');
      break;
    }
    case 'created':
      if (state.phase !== 'creating' || event.request !== state.request) break;
      // §8: elsewhere than the checkout the shop's message is thrown and logged; the SDK
      // then reports the error (onError) and the shopper reads the generic one.
      if (!event.answer.ok) {
        notStarted(event.answer);
        break;
      }
      next = { ...state, phase: 'approving', orderId: event.answer.orderId };
      effect('resolveOrder', event.answer.orderId);
      break;
    case 'error':
      if (state.phase === 'leaving') break;
      return approvalWays.giveUp(state, state.refusal ? ['showErrors', [state.refusal]] : ['showGenericError']);
    case 'stop':
      break;
  }
  return { state: next, effects };
};
