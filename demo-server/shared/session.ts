/**
 * Cookie session per visitor (in memory): cart, pending notices, fault settings.
 * Cookie `sf_demo_session` (random id, HttpOnly, SameSite=Lax, Path=/).
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cartCount, cartHash, type Cart } from '../cart/model.ts';
import type { SafeHtml } from './html.ts';
import type { FaultSetting } from '../faults/modes.ts';
import type { Review } from '../product/catalogue.ts';

export const SESSION_COOKIE = 'sf_demo_session';
const MAX_SESSIONS = 5000;

export type NoticeType = 'success' | 'error' | 'info';
export interface Notice {
  type: NoticeType;
  html: SafeHtml;
}

export interface Session {
  id: string;
  cart: Cart;
  notices: Notice[];
  faults: Map<string, FaultSetting>;
  /** Reviews written by this visitor (shown with the seeded ones). */
  reviews: Review[];
  /** Germanized refresh_unit_price_nonce of this visitor. */
  nonce: string;
  lastSeen: number;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function requestCookies(req: Request): Record<string, string> {
  return parseCookies(req.headers.cookie);
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  get size(): number {
    return this.sessions.size;
  }

  /** The visitor's session if the cookie names one; never creates a session or sets a cookie. */
  peek(req: Request): Session | undefined {
    const id = requestCookies(req)[SESSION_COOKIE];
    return id && /^[a-f0-9]{32}$/.test(id) ? this.sessions.get(id) : undefined;
  }

  /** Returns the visitor's session, creating it (and setting the cookie) when needed. */
  resolve(req: Request, res: Response): Session {
    const cached = res.locals.sfSession as Session | undefined;
    if (cached) return cached;
    const id = requestCookies(req)[SESSION_COOKIE];
    let session = id && /^[a-f0-9]{32}$/.test(id) ? this.sessions.get(id) : undefined;
    if (!session) {
      session = this.create();
      res.cookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    } else {
      // Keep map order = recency so that eviction drops the least recently used visitor.
      this.sessions.delete(session.id);
      this.sessions.set(session.id, session);
    }
    session.lastSeen = Date.now();
    res.locals.sfSession = session;
    return session;
  }

  private create(): Session {
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      cart: new Map(),
      notices: [],
      faults: new Map(),
      reviews: [],
      nonce: randomBytes(5).toString('hex'),
      lastSeen: Date.now(),
    };
    this.sessions.set(session.id, session);
    while (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    return session;
  }
}

export function addNotice(session: Session, type: NoticeType, markup: SafeHtml): void {
  session.notices.push({ type, html: markup });
}

export function takeNotices(session: Session): Notice[] {
  const notices = session.notices;
  session.notices = [];
  return notices;
}

export function resetSession(session: Session): void {
  session.cart.clear();
  session.notices = [];
  session.faults.clear();
  session.reviews = [];
}

/**
 * WooCommerce cart cookies: woocommerce_items_in_cart=1 and woocommerce_cart_hash while the cart
 * has items (not HttpOnly, scripts read them); expired when the cart is empty.
 */
export function syncCartCookies(req: Request, res: Response, session: Session): void {
  if (session.cart.size > 0 && cartCount(session.cart) > 0) {
    res.cookie('woocommerce_items_in_cart', '1', { path: '/', sameSite: 'lax' });
    res.cookie('woocommerce_cart_hash', cartHash(session.cart), { path: '/', sameSite: 'lax' });
    return;
  }
  const cookies = requestCookies(req);
  if ('woocommerce_items_in_cart' in cookies || 'woocommerce_cart_hash' in cookies || res.locals.sfCartChanged) {
    res.clearCookie('woocommerce_items_in_cart', { path: '/', sameSite: 'lax' });
    res.clearCookie('woocommerce_cart_hash', { path: '/', sameSite: 'lax' });
  }
}

/** Marks that this request changed the cart (so cookies are always re-sent). */
export function markCartChanged(res: Response): void {
  res.locals.sfCartChanged = true;
}
