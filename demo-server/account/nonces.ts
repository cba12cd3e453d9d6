/**
 * WordPress form nonces (`wp_nonce_field(action, name)`): one per visitor session and action,
 * 10 hex characters, checked on the post. A post without the visitor's nonce (a forged form on
 * another site, an expired session) changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../shared/session.ts';

const nonces = new WeakMap<Session, Map<string, string>>();

export function formNonce(session: Session, action: string): string {
  let actions = nonces.get(session);
  if (!actions) nonces.set(session, (actions = new Map()));
  let nonce = actions.get(action);
  if (!nonce) {
    nonce = randomBytes(5).toString('hex');
    actions.set(action, nonce);
  }
  return nonce;
}

export function formNonceValid(session: Session | undefined, action: string, posted: unknown): boolean {
  const nonce = session ? nonces.get(session)?.get(action) : undefined;
  return typeof posted === 'string' && nonce !== undefined && posted === nonce;
}

/** The form actions and their nonce fields, as WooCommerce names them. */
export const NONCES = {
  saveAccountDetails: { action: 'save_account_details', field: 'save-account-details-nonce' },
  lostPassword: { action: 'lost_password', field: 'woocommerce-lost-password-nonce' },
  resetPassword: { action: 'reset_password', field: 'woocommerce-reset-password-nonce' },
  addPaymentMethod: { action: 'woocommerce-add-payment-method', field: 'woocommerce-add-payment-method-nonce' },
} as const;
