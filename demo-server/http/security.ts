/**
 * Security headers on every answer, with a per-response nonce for the one inline script a page
 * has (the shop globals). The policy is what a hardened WooCommerce shop can send and what the
 * widgets must work under:
 * - scripts only from the shop and the nonce'd globals; no 'unsafe-eval';
 * - <style> elements and stylesheets only from the shop: the lightbox adopts PhotoSwipe's CSS as
 *   a constructed stylesheet, which CSP does not govern;
 * - style attributes allowed (`style-src-attr`): WooCommerce prints them (the star rating's
 *   width, a category's colour) and fragments and the quick view bring them in as HTML. They
 *   cannot load anything `img-src`/`font-src` refuse, and unlike <style> they hold no selectors.
 * - with a third-party origin (the fake wallet provider, demo-server/third-party/), its scripts
 *   (the provider SDK) and its API (the SDK's order calls, paypal-js reading the SDK's error
 *   body) are allowed too: exactly that origin in script-src and connect-src, nothing else.
 * - the consent-governed embeds come from that origin too (analytics script and its
 *   beacon, tag manager, advertising pixel, video iframe, photo feed images): that origin in
 *   img-src and frame-src as well. Whether they load is the consent blocker's decision; the
 *   policy only keeps every other origin out.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

export function contentSecurityPolicy(nonce: string, thirdPartyOrigin?: string): string {
  const third = thirdPartyOrigin ? ` ${thirdPartyOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${third} 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${third}`,
    `frame-src 'self'${third}`,
    "font-src 'self'",
    `connect-src 'self'${third}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A CSP source must be a bare origin (scheme, host, port): anything else is a configuration error. */
export function assertOrigin(origin: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) throw new Error(`Not an origin: ${origin}`);
  return origin;
}

export const securityHeaders = (options: { thirdPartyOrigin?: string } = {}): RequestHandler => {
  const thirdPartyOrigin = options.thirdPartyOrigin === undefined ? undefined : assertOrigin(options.thirdPartyOrigin);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    // Pages print the consent configuration for the third parties of this origin.
    res.locals.thirdPartyOrigin = thirdPartyOrigin;
    res.set({
      'Content-Security-Policy': contentSecurityPolicy(nonce, thirdPartyOrigin),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // For browsers that predate frame-ancestors.
      'X-Frame-Options': 'SAMEORIGIN',
    });
    next();
  };
};
