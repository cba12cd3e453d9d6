/**
 * What a login post must bring besides the password: the login form's nonce (WooCommerce's
 * `woocommerce-login-nonce`, action `woocommerce-login`), and no sign of coming from another
 * site. Without both, another site could sign a visitor in to an account of its choosing
 * (login CSRF). The nonce check alone is not enough where a visitor without a session gets a
 * nonce every such visitor shares; the browser's own headers close that gap.
 */
import type { Request } from 'express';

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
