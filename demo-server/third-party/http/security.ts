/**
 * Security headers of the third-party origin, as a provider's CDN and checkout pages send them:
 * its own strict CSP for its pages (scripts and styles from this origin only, no inline
 * script, framing by nobody), nosniff, and a resource policy that lets the shop load its
 * scripts. CORS (for the SDK's error body and the order API) is per route: cors() below.
 */
import type { RequestHandler, Response } from 'express';
import type { ThirdPartyContext } from '../context.ts';

export const THIRD_PARTY_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const thirdPartyHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': THIRD_PARTY_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Scripts and JSON here are meant for the shop's pages, as a CDN's are.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  next();
};

/** Lets the shop's page read this answer (paypal-js reads the SDK's error body; the SDK calls the order API). */
export function allowShopOrigin(ctx: ThirdPartyContext, origin: string | undefined, res: Response): void {
  res.vary('Origin');
  if (origin && ctx.isAllowedPageOrigin(origin)) res.set('Access-Control-Allow-Origin', origin);
}
