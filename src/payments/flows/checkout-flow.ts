/**
 * The wallet flow on the checkout and the pay-for-order page (spec §4 "Checkout wallet flow"
 * steps 1–6, §5 Checkout and payment, §8 Payment), as a pure transition driven by the SDK's
 * callbacks.
 *
 * Validation comes before the popup: the SDK runs onClick
 * synchronously in the click, so the hook reads the visible required fields and the terms
 * there and a refusal keeps the popup closed. One approval is one order: a click while a
 * payment is in flight is refused and a repeated approve is ignored; after the approval only
 * the place-order click follows.
 */
import type { EffectOf, Transition } from '../../core/machine';
import { approvalStep, isApprovalEvent, type ApprovalEvent, type ApprovalWays, type ShopAnswer } from './approval';

export type CheckoutFlowPhase = 'idle' | 'started' | 'saving' | 'validating' | 'creating' | 'approving' | 'confirming' | 'placing';

export interface CheckoutFlowState {
  context: 'checkout' | 'pay-now';
  phase: CheckoutFlowPhase;
  request: number;
  source?: string;
  orderId?: string;
  canRestart?: boolean;
  /** The failure was already shown (create-order-error, form-validation-error): onError adds nothing. */
  shown?: true;
  /** Early validation on the server (settings.early_checkout_validation_enabled). */
  earlyValidation: boolean;
  /** Opened back from the provider app (spec §2 Resume flow). */
  resume: boolean;
}

export function initialCheckoutFlow(context: 'checkout' | 'pay-now', earlyValidation: boolean, resume = false): CheckoutFlowState {
  return { context, phase: 'idle', request: 0, earlyValidation, resume };
}

/** What the checkout shows for a failure: the shop's HTML list (by contract) or texts. */
export type CheckoutNotice = { html: string } | { errors: string[] };

export type CheckoutFlowEvent =
  /**
   * onClick. `errors`: what the visible required fields and the terms say now; they stop the
   * click when `validate` (basic validation on, or a free-trial cart). `freeTrialSubmit`: a
   * free-trial cart without plan and vault v3 pays with the form, not the popup (step 2).
   */
  | { type: 'click'; source: string; errors: string[]; validate: boolean; freeTrialSubmit: boolean }
  | { type: 'create' }
  /** save_checkout_form answered (a failure is only logged, by the hook). */
  | { type: 'saved'; request: number }
  /** validate_checkout: ok with the errors it found, or a failed call. */
  | { type: 'validated'; request: number; answer: ShopAnswer<{ errors: string[]; refresh: boolean }> }
  | { type: 'created'; request: number; answer: { ok: true; orderId: string; customId?: string } | { ok: false; notice: CheckoutNotice; message: string } }
  | ApprovalEvent
  | { type: 'error'; error: unknown }
  /** Placing the order after the approval failed (checkout_error): the buttons take a click again. */
  | { type: 'checkout-error' }
  | { type: 'stop' };

export interface CheckoutFlowPort {
  answerClick(accepted: boolean): void;
  /** Remove earlier error notices. */
  clearErrors(): void;
  /** The hidden field ppcp-funding-source (step 1). */
  writeFundingSource(source: string): void;
  /** Errors as text at the top of the notices (alert list, scrolled to). */
  showErrors(messages: string[]): void;
  /** The shop's HTML list replaces the notice list, or texts (create-order failure). */
  showNotice(notice: CheckoutNotice): void;
  showGenericError(): void;
  /** Fire the shop's checkout_error. */
  checkoutError(): void;
  /** Submit the checkout form the shop's own way (free trial, step 2). */
  submitForm(): void;
  /** The form is processing (blocked) while the shop is asked. */
  block(on: boolean): void;
  /** ppc-save-checkout-form (step 3; the answer is only logged). */
  saveForm(request: number): void;
  /** ppc-validate-checkout (step 4). */
  validateForm(request: number): void;
  /** The shop asked for a new order review (data.refresh). */
  updateCheckout(): void;
  createOrder(request: number, source: string): void;
  /** The hidden field ppcp-resume-order gets the order's custom id. */
  writeResumeOrder(customId: string): void;
  resolveOrder(orderId: string): void;
  /** createOrder's promise rejects with an error of this type (SDK onError follows). */
  failOrder(type: 'create-order-error' | 'form-validation-error', message: string): void;
  approveOrder(request: number, orderId: string, source: string): void;
  restart(): void;
  /** Step 6: the wallet radio chosen if the chosen method is not a provider one, then place-order clicked. */
  placeOrder(): void;
  reloadButtons(): void;
  cleanResumeHash(): void;
}

export type CheckoutFlowEffect = EffectOf<CheckoutFlowPort>;

const IN_FLIGHT: CheckoutFlowPhase[] = ['started', 'saving', 'validating', 'creating', 'approving', 'confirming', 'placing'];

/** Back to idle: the payment's traces go, a new click may start one. */
function idle(from: CheckoutFlowState): CheckoutFlowState {
  const rest: CheckoutFlowState = { ...from, phase: 'idle' };
  delete rest.orderId;
  delete rest.source;
  delete rest.canRestart;
  return rest;
}

const approvalWays: ApprovalWays<CheckoutFlowState, CheckoutFlowEffect> = {
  final: 'placing',
  // Step 6: the place-order click follows; nothing else happens to this payment.
  approved: (state) => ({ state: { ...state, phase: 'placing' }, effects: [['placeOrder']] }),
  // §8: unblocked, the error shown, the buttons anew (also for any error the SDK reports).
  giveUp: (state, notice) => ({ state: idle(state), effects: [['block', false], notice, ['reloadButtons']] }),
  // §4: the page unblocked, the buttons reloaded when required (the resume flow).
  cancelled: (state) => ({ state: idle(state), effects: state.resume ? [['block', false], ['reloadButtons']] : [['block', false]] }),
};

export const checkoutFlow: Transition<CheckoutFlowState, CheckoutFlowEvent, CheckoutFlowEffect> = (state, event) => {
  let next = state;
  const effects: CheckoutFlowEffect[] = [];
  const effect = (...call: CheckoutFlowEffect) => effects.push(call);
  const create = (from: CheckoutFlowState) => {
    const request = from.request + 1;
    next = { ...from, phase: 'creating', request };
    effect('createOrder', request, from.source ?? 'paypal');
  };

  // A repeated approve (double click in the popup, a second message) is the same approval.
  if (isApprovalEvent(event)) return approvalStep(state, event, approvalWays);
  switch (event.type) {
    case 'click':
      if (IN_FLIGHT.includes(state.phase)) {
        effect('answerClick', false);
        break;
      }
      effect('clearErrors');
      // Step 1, before any popup: the shopper reads what is missing.
      if (event.validate && event.errors.length) {
        effect('answerClick', false);
        effect('showErrors', event.errors);
        break;
      }
      effect('writeFundingSource', event.source);
      if (event.freeTrialSubmit && event.source !== 'card') {
        effect('answerClick', false);
        effect('submitForm');
        break;
      }
      next = { ...state, phase: 'started', source: event.source };
      delete next.shown;
      effect('answerClick', true);
      break;
    case 'create': {
      if (state.phase !== 'started') {
        effect('failOrder', 'create-order-error', 'A payment is already in progress.');
        break;
      }
      effect('block', true);
      // Steps 3–4 concern the checkout form; the pay-for-order page has its order already.
      if (state.context === 'checkout') {
        const request = state.request + 1;
        next = { ...state, phase: 'saving', request };
        effect('saveForm', request);
      } else create(state);
      break;
    }
    case 'saved':
      if (state.phase !== 'saving' || event.request !== state.request) break;
      if (state.earlyValidation) {
        const request = state.request + 1;
        next = { ...state, phase: 'validating', request };
        effect('validateForm', request);
      } else create(state);
      break;
    case 'validated': {
      if (state.phase !== 'validating' || event.request !== state.request) break;
      const { answer } = event;
      if (answer.ok && !answer.errors.length) {
        create(state);
        break;
      }
      next = idle(state);
      effect('block', false);
      if (answer.ok) {
        // §5: the errors are shown, block the payment and fire checkout_error.
        next = { ...next, shown: true };
        effect('showErrors', answer.errors);
        effect('checkoutError');
        if (answer.refresh) effect('updateCheckout');
        effect('failOrder', 'form-validation-error', answer.errors.join(' '));
      } else effect('failOrder', 'form-validation-error', answer.message);
      break;
    }
    case 'created':
      if (state.phase !== 'creating' || event.request !== state.request) break;
      if (event.answer.ok) {
        next = { ...state, phase: 'approving', orderId: event.answer.orderId };
        if (event.answer.customId) effect('writeResumeOrder', event.answer.customId);
        effect('resolveOrder', event.answer.orderId);
        break;
      }
      // §8 Create order failure (checkout): unblocked, the shop's messages, checkout_error,
      // and not shown again as the generic error when the SDK reports it.
      next = { ...idle(state), shown: true };
      effect('block', false);
      effect('showNotice', event.answer.notice);
      effect('checkoutError');
      effect('failOrder', 'create-order-error', event.answer.message);
      break;
    case 'error': {
      if (state.phase === 'placing') break;
      const rest = { ...state };
      delete rest.shown;
      // Already shown (create-order-error, form-validation-error): nothing more to say.
      if (state.shown) next = idle(rest);
      else return approvalWays.giveUp(rest, ['showGenericError']);
      break;
    }
    case 'checkout-error':
      if (state.phase !== 'placing') break;
      next = idle(state);
      break;
    case 'stop':
      if (IN_FLIGHT.includes(state.phase) && state.phase !== 'placing') effect('block', false);
      break;
  }
  return { state: next, effects };
};
