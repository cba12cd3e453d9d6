/**
 * WordPress form nonces (`wp_nonce_field(action, name)`): one per visitor session and action,
 * 10 hex characters, checked on the post (shared/session.ts sessionNonce derives them). A post
 * without the visitor's nonce (a forged form on another site, a session that has ended) changes
 * nothing. A visitor without a session gets the nonce every such visitor gets, so the lost
 * password form works without a session being started for it.
 */
import { sessionNonce, type Session } from '../shared/session.ts';

export function formNonce(session: Session | undefined, action: string): string {
  return sessionNonce(session, action);
}

export function formNonceValid(session: Session | undefined, action: string, posted: unknown): boolean {
  return typeof posted === 'string' && posted === sessionNonce(session, action);
}

/** The form actions and their nonce fields, as WooCommerce names them. */
export const NONCES = {
  saveAccountDetails: { action: 'save_account_details', field: 'save-account-details-nonce' },
  lostPassword: { action: 'lost_password', field: 'woocommerce-lost-password-nonce' },
  resetPassword: { action: 'reset_password', field: 'woocommerce-reset-password-nonce' },
  addPaymentMethod: { action: 'woocommerce-add-payment-method', field: 'woocommerce-add-payment-method-nonce' },
} as const;
