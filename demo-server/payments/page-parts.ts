/**
 * The wallet's parts of the shared layout (the mini-cart's buttons and, on pages that print no
 * settings of their own, the mini-cart's settings global). The layout only knows the visitor,
 * so the visitor's wallet is found through the session: the app's wallet attaches itself when
 * it first makes the visitor's wallet state (mini-cart buttons are switched on through it).
 */
import { html, type SafeHtml } from '../shared/html.ts';
import type { Session } from '../shared/session.ts';
import type { SettingsPage } from './settings.ts';

export const WALLET_GLOBAL = 'PayPalCommerceGateway';

interface LayoutWallet {
  miniCartButtons(session: Session): SafeHtml;
  globals(session: Session, page: SettingsPage): SafeHtml;
  cartAmount(session: Session): number;
}

const bySession = new WeakMap<Session, LayoutWallet>();

export function attachWallet(session: Session, wallet: LayoutWallet): void {
  bySession.set(session, wallet);
}

/** The mini-cart's wallet buttons, '' unless the visitor switched them on and has a cart. */
export function miniCartWalletArea(session: Session): SafeHtml {
  return bySession.get(session)?.miniCartButtons(session) ?? html``;
}

/** The mini-cart's settings global, unless the page printed its own (product, cart, checkout). */
export function miniCartWalletGlobals(session: Session, printed: SafeHtml | undefined): SafeHtml {
  const wallet = bySession.get(session);
  if (!wallet || printed?.value.includes(`var ${WALLET_GLOBAL}=`)) return html``;
  return wallet.globals(session, { context: 'mini-cart', amount: wallet.cartAmount(session) });
}
