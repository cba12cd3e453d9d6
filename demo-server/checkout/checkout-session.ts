/**
 * A visitor's checkout state: the update_order_review nonce (derived, not stored) and the
 * single-use checkout token.
 *
 * One click is one order. Every checkout form (the page, and the payment area that
 * update_order_review sends) carries the session's current token in `sf_checkout_token`. Placing
 * an order spends it: the order is created and the token remembers the order in the same
 * synchronous step, so a second post with the same token (a double click, Enter twice, a retry
 * after a timeout, a second tab) creates nothing and is answered with the first order's
 * order-received page. A token the session never issued (an expired session, a forged form) is
 * refused with `refresh: true`; update_order_review then brings the current token.
 */
import { randomBytes } from 'node:crypto';
import { sessionNonce, type Session } from '../shared/session.ts';

interface CheckoutSession {
  /** The token new forms carry (unspent). */
  current: string;
  /** Issued tokens → the order that spent them (null while unspent); the latest few. */
  tokens: Map<string, number | null>;
  /** Orders this visitor paid on the pay-for-order page; the latest few. */
  paid: Set<number>;
}

const MAX_TOKENS = 20;
const states = new WeakMap<Session, CheckoutSession>();

const newToken = () => randomBytes(16).toString('hex');

function stateOf(session: Session): CheckoutSession {
  let state = states.get(session);
  if (!state) {
    const current = newToken();
    state = { current, tokens: new Map([[current, null]]), paid: new Set() };
    states.set(session, state);
  }
  return state;
}

/** The `update-order-review` nonce of this visitor (checked as `security`); undefined: a visitor without a session. */
export function checkoutNonce(session: Session | undefined): string {
  return sessionNonce(session, 'update-order-review');
}

/** The token a form printed now carries: the current one while it is unspent. */
export function checkoutToken(session: Session): string {
  const state = stateOf(session);
  if (state.tokens.get(state.current) !== null) {
    state.current = newToken();
    state.tokens.set(state.current, null);
    while (state.tokens.size > MAX_TOKENS) state.tokens.delete(state.tokens.keys().next().value!);
  }
  return state.current;
}

export type TokenState = { kind: 'fresh' } | { kind: 'spent'; orderId: number } | { kind: 'unknown' };

export function tokenState(session: Session, token: string): TokenState {
  const tokens = stateOf(session).tokens;
  if (!token || !tokens.has(token)) return { kind: 'unknown' };
  const orderId = tokens.get(token);
  return orderId == null ? { kind: 'fresh' } : { kind: 'spent', orderId };
}

/** Marks a fresh token as spent by an order (call in the same step that creates the order). */
export function spendToken(session: Session, token: string, orderId: number): void {
  stateOf(session).tokens.set(token, orderId);
}

/**
 * Remembers that this visitor paid the order on its pay-for-order page: a second post of that
 * form (a double click, ten parallel posts, a retry after a timeout) is answered with the same
 * confirmation instead of "muss nicht mehr bezahlt werden", and pays nothing again.
 */
export function recordPayment(session: Session, orderId: number): void {
  const { paid } = stateOf(session);
  paid.add(orderId);
  while (paid.size > MAX_TOKENS) paid.delete(paid.values().next().value!);
}

export function paidByVisitor(session: Session, orderId: number): boolean {
  return stateOf(session).paid.has(orderId);
}
