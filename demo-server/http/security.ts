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
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const securityHeaders: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  res.set({
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
  });
  next();
};
