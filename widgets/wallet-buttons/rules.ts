/**
 * The wallet buttons' own pure rules (spec §4 Payment buttons): the context and
 * which funding sources the main area shows. The shared payment rules
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
