/**
 * The wallet buttons' own pure rules (spec §2 Resume flow, §4 Payment buttons): the context,
 * which funding sources the main area shows, the app-switch hash. The shared payment rules
 * (enabled state, width class, margins, style per source) are src/payments/rules/.
 */
import { splitFunding } from '../../src/payments/rules/funding';
import type { FundingSource } from '../../src/payments/sdk-types';

export type WalletContext = 'product' | 'cart' | 'mini-cart' | 'checkout' | 'pay-now';
export const WALLET_CONTEXTS: readonly WalletContext[] = ['product', 'cart', 'mini-cart', 'checkout', 'pay-now'];

/** The context an attribute names, else the settings' one, else none (nothing renders). */
export function walletContext(attribute: string | undefined, settings: string): WalletContext | null {
  for (const value of [attribute, settings]) if (WALLET_CONTEXTS.includes(value as WalletContext)) return value as WalletContext;
  return null;
}

/**
 * The funding sources the main area shows, in the SDK's order: eligible ones, without those
 * disabled in the url params (`disable-funding`, comma-separated) and those shown as separate
 * buttons elsewhere.
 */
export function fundingSources(all: readonly FundingSource[], eligible: (source: FundingSource) => boolean, disabled: string | undefined, separate: readonly string[]): FundingSource[] {
  const off = new Set(splitFunding(disabled));
  return all.filter((source) => !off.has(source) && !separate.includes(source) && eligible(source));
}

/** Spec §2 Resume flow: the hash parameters the provider app adds. */
const RESUME_PARAMS = ['onApprove', 'token', 'PayerID', 'payerID', 'button_session_id', 'billingToken', 'orderID', 'switch_initiated_time', 'onCancel', 'onError'];

export const inResumeFlow = (hash: string) => /(^#?|&)switch_initiated_time=/.test(hash);

/** The hash without the resume parameters, others kept ('' when nothing is left). */
export function cleanResumeHash(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const name of RESUME_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
