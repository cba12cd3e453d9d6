/**
 * The approval steps both wallet flows share (order-flow.ts on product page, cart and
 * mini-cart; checkout-flow.ts at the checkout): the SDK's onApprove becomes one approval on
 * the shop, and a refused approval names its reason (spec §8 Approve failure).
 */

/** Spec §8: approve_order's code whose message is the shopper's to read. */
export const APPROVE_MESSAGE_CODE = 100;

/** What the shop answered, as the hook reads the contract's result. */
export type ShopAnswer<T> = ({ ok: true } & T) | { ok: false; message: string; code?: number };

interface Approvable {
  phase: string;
  /** Back from the provider app (spec §2 Resume flow): the approval comes to a fresh page. */
  resume: boolean;
  request: number;
  source?: string;
  orderId?: string;
  canRestart?: boolean;
}

/**
 * onApprove while the popup shows this payment's order, or on a page opened back from the
 * provider app (its order was made before the switch): the shop is asked to approve it
 * (`confirming`); anything else (a repeat, another order) is null, so it makes nothing.
 */
export function confirmApproval<S extends Approvable>(state: S, orderId: string, canRestart: boolean) {
  const resumed = state.resume && state.phase === 'idle';
  if (!resumed && (state.phase !== 'approving' || (state.orderId && state.orderId !== orderId))) return null;
  const request = state.request + 1;
  return {
    state: { ...state, phase: 'confirming', request, orderId, canRestart },
    effect: ['approveOrder', request, orderId, state.source ?? 'paypal'] as ['approveOrder', number, string, string],
  };
}

/** A refused approval: code 100 shows the shop's message, any other the generic error. */
export function refusedApprovalNotice(answer: { message: string; code?: number }): ['showErrors', string[]] | ['showGenericError'] {
  return answer.code === APPROVE_MESSAGE_CODE && answer.message ? ['showErrors', [answer.message]] : ['showGenericError'];
}
