/**
 * What every third party on the second origin shares: the two origins (known once both servers
 * listen) and the fake provider's state, which the shop uses in-process too. A third party is a
 * folder here (provider/ now; analytics, tag manager, pixel, video, photo feed later) whose
 * register function adds its routes to the app (app.ts composes).
 */
import type { Router } from 'express';
import type { FakeProvider } from './provider/orders.ts';

export interface ThirdPartyContext {
  /** This origin, e.g. http://localhost:3001. */
  readonly origin: string;
  /** The demo shop's origin, e.g. http://localhost:3000. */
  readonly shopOrigin: string;
  readonly provider: FakeProvider;
  /**
   * The origins the shop's pages may have: its own, and on a loopback name the other one too
   * (a shopper may open 127.0.0.1 instead of localhost). Framing rules (frame-ancestors) list them.
   */
  readonly shopOrigins: readonly string[];
  /**
   * Whether a browser page on `origin` is the shop (CORS, the popup's opener): the shop's
   * origin, also under the other loopback name (a shopper may open 127.0.0.1 instead of
   * localhost), or this origin itself (QA's sandbox pages).
   */
  isAllowedPageOrigin(origin: string | undefined): boolean;
}

/** One third party: its routes, added to the app in the order app.ts lists them. */
export type RegisterThirdParty = (router: Router, ctx: ThirdPartyContext) => void;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The loopback names a CSP source can name (an IPv6 literal is no valid host-source). */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/** The shop's origin and, when it is on a loopback name, the same port under the other names. */
export function shopOriginsOf(shopOrigin: string): string[] {
  const shop = new URL(shopOrigin);
  if (!LOOPBACK.has(shop.hostname)) return [shop.origin];
  const aliases = LOOPBACK_NAMES.filter((name) => name !== shop.hostname).map((name) => `${shop.protocol}//${name}${shop.port ? `:${shop.port}` : ''}`);
  return [shop.origin, ...aliases];
}

export function createThirdPartyContext(options: { origin: string; shopOrigin: string; provider: FakeProvider }): ThirdPartyContext {
  const shop = new URL(options.shopOrigin);
  return {
    ...options,
    shopOrigins: shopOriginsOf(options.shopOrigin),
    isAllowedPageOrigin(origin) {
      if (!origin) return false;
      if (origin === options.origin || origin === options.shopOrigin) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      return url.origin === origin && url.protocol === shop.protocol && url.port === shop.port && LOOPBACK.has(url.hostname) && LOOPBACK.has(shop.hostname);
    },
  };
}
