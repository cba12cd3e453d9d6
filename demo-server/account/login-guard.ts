/**
 * What a login post must bring besides the password: the login form's nonce (WooCommerce's
 * `woocommerce-login-nonce`, action `woocommerce-login`), and no sign of coming from another
 * site. Without both, another site could sign a visitor in to an account of its choosing
 * (login CSRF). The nonce check alone is not enough where a visitor without a session gets a
 * nonce every such visitor shares; the browser's own headers close that gap.
 */
import type { Request } from 'express';
import type { Session } from '../shared/session.ts';
import { formNonceValid } from './nonces.ts';

export const LOGIN_NONCE = { action: 'woocommerce-login', field: 'woocommerce-login-nonce' } as const;

/**
 * Whether the browser says the post comes from elsewhere: `Sec-Fetch-Site` other than
 * `same-origin` (another port of this host is `same-site`, still another origin), or an
 * `Origin` that is not this shop's. Clients that send neither (curl, tests) pass; they still
 * need the nonce.
 */
export function crossSitePost(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.get('origin');
  return origin !== undefined && origin !== `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * The login form's nonce as this visitor may post it: the one of their session, or the one
 * every visitor without a session gets. A page printed before the visitor's first add to cart
 * carries the latter while the add started a session, and the header's login popup posts it
 * without a reload; refusing it would turn a sign-in after an add into 'Das Formular ist
 * abgelaufen'. Accepting it gives another site nothing: the post must also come from this
 * shop's own pages (crossSitePost), and a signed-in visitor's session nonce is theirs alone.
 */
export function loginNonceValid(session: Session | undefined, posted: unknown): boolean {
  return guestFormNonceValid(session, LOGIN_NONCE.action, posted);
}

/** A guest's form nonce as loginNonceValid takes it (the register form's too, for the same reasons). */
export function guestFormNonceValid(session: Session | undefined, action: string, posted: unknown): boolean {
  return formNonceValid(session, action, posted) || formNonceValid(undefined, action, posted);
}
