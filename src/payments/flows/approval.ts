/**
 * The approval steps both wallet flows share (order-flow.ts on product page, cart and
 * mini-cart; checkout-flow.ts at the checkout): the SDK's onApprove becomes one approval on
 * the shop, a refused approval names its reason (spec §8 Approve failure) and restarts the
 * payment when the SDK offers it, else the flow gives up its own way.
 */
import type { Step } from '../../core/machine';

/** Spec §8: approve_order's code whose message is the shopper's to read. */
export const APPROVE_MESSAGE_CODE = 100;

/** What the shop answered, as the hook reads the contract's result (`refused`: the shop said no, in its own words). */
export type ShopAnswer<T> = ({ ok: true } & T) | { ok: false; message: string; code?: number; refused?: true };

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

/** The approval's events, the same in both flows. */
export type ApprovalEvent =
  /** The SDK's onApprove for `orderId`; `canRestart`: actions.restart exists. */
  | { type: 'approve'; orderId: string; canRestart: boolean }
  | { type: 'approved'; request: number; answer: ShopAnswer<{ orderReceivedUrl?: string }> }
  /** actions.restart() failed. */
  | { type: 'restart-failed' }
  /** The shopper closed the popup, or came back from the provider app having cancelled. */
  | { type: 'cancel' };

const APPROVAL_EVENTS: ReadonlySet<string> = new Set<ApprovalEvent['type']>(['approve', 'approved', 'restart-failed', 'cancel']);
/** The events approvalStep decides, for both flows alike. */
export const isApprovalEvent = (event: { type: string }): event is ApprovalEvent => APPROVAL_EVENTS.has(event.type);

type Notice = ReturnType<typeof refusedApprovalNotice>;
export type ApprovalEffect = ['approveOrder', number, string, string] | ['restart'] | ['cleanResumeHash'] | ['reloadButtons'] | Notice;

/** What differs between the flows around the shared approval steps. */
export interface ApprovalWays<S, E> {
  /** The phase after the approval (leaving, placing): nothing ends that payment any more. */
  final: string;
  /** Approved by the shop: where the flow goes (the order-received page; placing the order). */
  approved(state: S, orderReceivedUrl: string | undefined): Step<S, E>;
  /** No restart left: the flow's way back to idle, showing `notice` where the flow shows it. */
  giveUp(state: S, notice: Notice): Step<S, E>;
  /** A payment in flight cancelled: the flow's way back to idle. */
  cancelled(state: S): Step<S, E>;
}

/**
 * How a payment ends, for either flow: approve, approved, restart-failed and cancel. An answer
 * for another request or phase changes nothing; in the resume flow the provider's hash
 * parameters leave the URL before the flow goes on (spec §4), and a return from the provider
 * app with a cancel renders the resumed button, which drew nothing (spec §2).
 */
export function approvalStep<S extends Approvable, E>(state: S, event: ApprovalEvent, ways: ApprovalWays<S, E>): Step<S, E | ApprovalEffect> {
  const stay = { state, effects: [] };
  switch (event.type) {
    case 'approve': {
      const approval = confirmApproval(state, event.orderId, event.canRestart);
      return approval ? { state: approval.state, effects: [approval.effect] } : stay;
    }
    case 'approved': {
      if (state.phase !== 'confirming' || event.request !== state.request) return stay;
      const { answer } = event;
      if (answer.ok) {
        const done = ways.approved(state, answer.orderReceivedUrl);
        return { state: done.state, effects: state.resume ? [['cleanResumeHash'], ...done.effects] : done.effects };
      }
      // A declined instrument: the shopper picks another in the popup.
      if (state.canRestart) return { state: { ...state, phase: 'approving' }, effects: [refusedApprovalNotice(answer), ['restart']] };
      return ways.giveUp(state, refusedApprovalNotice(answer));
    }
    case 'restart-failed':
      return state.phase === 'approving' ? ways.giveUp(state, ['showGenericError']) : stay;
    case 'cancel':
      if (state.phase === ways.final) return stay;
      // Idle: the return from the app, or a cancel that belongs to no payment of this page.
      if (state.phase === 'idle') return state.resume ? { state, effects: [['reloadButtons']] } : stay;
      return ways.cancelled(state);
  }
}
