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

export type NoticeType = 'success' | 'error' | 'info';
export interface Notice {
  type: NoticeType;
  html: SafeHtml;
  /** Shown in the login popup (a login refused there), not the page's notices. */
  inLoginPopup?: boolean;
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
  /**
   * WooCommerce's `woocommerce-cart` nonce of this visitor: the remove links' `_wpnonce` and the
   * cart form's field. Cart item keys are the same for every visitor, so without it any page
   * could remove items from a visitor's cart with a link (a GET carries the Lax cookie).
   */
  cartNonce: string;
  lastSeen: number;
  /** The address that opened the session: sessions are capped per client. */
  client: string;
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

export interface SessionLimits {
  /** Sessions kept in all. */
  maxSessions: number;
  /** Sessions kept per client address: a flood from one client evicts only its own. */
  maxPerClient: number;
  /** A session unused for this long is forgotten (WooCommerce's guest sessions last 48 hours). */
  idleMs: number;
  now: () => number;
}

/**
 * In-memory sessions. Eviction must not let one anonymous client wipe other visitors' carts by
 * opening sessions: each client address keeps at most `maxPerClient` (its least recently used
 * goes first), sessions idle past `idleMs` are dropped, and when the total cap is reached the
 * client holding the most sessions loses its least recently used one.
 */
export class SessionStore {
  static readonly defaults: Readonly<Omit<SessionLimits, 'now'>> = { maxSessions: 5000, maxPerClient: 100, idleMs: 48 * 60 * 60 * 1000 };

  /** In order of last use, least recent first. */
  private readonly sessions = new Map<string, Session>();
  /** Per client address, its sessions' ids in order of last use. */
  private readonly byClient = new Map<string, Set<string>>();
  private readonly limits: SessionLimits;

  constructor(limits: Partial<SessionLimits> = {}) {
    this.limits = { ...SessionStore.defaults, now: Date.now, ...limits };
  }

  get size(): number {
    return this.sessions.size;
  }

  /** How many sessions a client address holds. */
  sessionsOf(client: string): number {
    return this.byClient.get(client)?.size ?? 0;
  }

  /** The visitor's session if the cookie names one; never creates a session or sets a cookie. */
  peek(req: Request): Session | undefined {
    const id = requestCookies(req)[SESSION_COOKIE];
    const session = id && /^[a-f0-9]{32}$/.test(id) ? this.sessions.get(id) : undefined;
    return session && !this.expired(session) ? session : undefined;
  }

  /** Returns the visitor's session, creating it (and setting the cookie) when needed. */
  resolve(req: Request, res: Response): Session {
    const cached = res.locals.sfSession as Session | undefined;
    if (cached) return cached;
    let session = this.peek(req);
    if (!session) {
      session = this.create(clientOf(req));
      res.cookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    } else {
      this.touch(session);
    }
    res.locals.sfSession = session;
    return session;
  }

  /**
   * A new id for the session (at sign-in): what it holds stays (the guest cart, as WooCommerce
   * keeps it), the old id is forgotten, so an id someone planted before the sign-in is worth
   * nothing after it.
   */
  rotate(session: Session, res: Response): void {
    this.drop(session.id);
    session.id = randomBytes(16).toString('hex');
    session.lastSeen = this.limits.now();
    this.sessions.set(session.id, session);
    const own = this.byClient.get(session.client) ?? new Set<string>();
    own.add(session.id);
    this.byClient.set(session.client, own);
    res.cookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    res.locals.sfSession = session;
  }

  /** Forgets the session (at sign-out); a later `resolve` in the same request makes a new one. */
  end(session: Session, res: Response): void {
    this.drop(session.id);
    if (res.locals.sfSession === session) delete res.locals.sfSession;
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
  }

  private expired(session: Session): boolean {
    return this.limits.now() - session.lastSeen > this.limits.idleMs;
  }

  /** Moves a session to the most recent end of both orders. */
  private touch(session: Session): void {
    session.lastSeen = this.limits.now();
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
    const own = this.byClient.get(session.client);
    own?.delete(session.id);
    own?.add(session.id);
  }

  private drop(id: string): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    const own = this.byClient.get(session.client);
    own?.delete(id);
    if (own?.size === 0) this.byClient.delete(session.client);
  }

  private dropExpired(): void {
    for (const session of this.sessions.values()) {
      if (!this.expired(session)) break; // the rest were used more recently
      this.drop(session.id);
    }
  }

  /** The least recently used session of the client that holds the most (of equals, the longest idle). */
  private dropFromLargestClient(): void {
    let victim: { size: number; id: string; lastSeen: number } | undefined;
    for (const own of this.byClient.values()) {
      const id = own.values().next().value;
      const lastSeen = id === undefined ? undefined : this.sessions.get(id)?.lastSeen;
      if (id === undefined || lastSeen === undefined) continue;
      if (!victim || own.size > victim.size || (own.size === victim.size && lastSeen < victim.lastSeen)) victim = { size: own.size, id, lastSeen };
    }
    if (victim) this.drop(victim.id);
  }

  private create(client: string): Session {
    this.dropExpired();
    const own = this.byClient.get(client) ?? new Set<string>();
    this.byClient.set(client, own);
    while (own.size >= this.limits.maxPerClient) this.drop(own.values().next().value!);
    while (this.sessions.size >= this.limits.maxSessions) this.dropFromLargestClient();
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      cart: new Map(),
      notices: [],
      faults: new Map(),
      reviews: [],
      nonce: randomBytes(5).toString('hex'),
      cartNonce: randomBytes(5).toString('hex'),
      lastSeen: this.limits.now(),
      client,
    };
    this.sessions.set(session.id, session);
    // drop() may have removed the client's emptied set; keep the one this session is in.
    this.byClient.set(client, own);
    own.add(session.id);
    return session;
  }
}

/** The client's address as the socket sees it (the demo runs without a proxy in front). */
function clientOf(req: Request): string {
  return req.socket?.remoteAddress ?? 'unknown';
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
