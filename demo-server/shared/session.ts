/**
 * Visitor sessions in memory: cart, pending notices, fault settings. As in WooCommerce, a session
 * (and its cookie `sf_demo_session`: random id, HttpOnly, SameSite=Lax, Path=/) exists only once
 * the visitor has something to keep: a cart, a sign-in, a notice for the next page, or a setting
 * QA made on the control page. Until then a request sees a guest view: a session that is not
 * stored, sets no cookie and is gone after the answer.
 */
import { createHmac, randomBytes } from 'node:crypto';
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
  /** The cookie's value; '' for a guest view (a visitor without a session). */
  id: string;
  cart: Cart;
  notices: Notice[];
  faults: Map<string, FaultSetting>;
  /** Reviews written by this visitor (shown with the seeded ones). */
  reviews: Review[];
  lastSeen: number;
  /** The address that opened the session: when the store is full, the address holding the most sessions gives one up. */
  client: string;
}

/** A visitor without a session: not stored, no cookie (SessionStore.visitor). */
export function isGuestView(session: Session): boolean {
  return session.id === '';
}

/** Signs nonces: new per process, so a restart makes every printed nonce stale, as it forgets every session. */
const NONCE_SECRET = randomBytes(32);

/**
 * WordPress's wp_create_nonce(action) for this visitor: 10 hex characters, derived (HMAC) from a
 * per-process secret, the session id and the action, so nothing is stored per visitor. A visitor
 * without a session has the id '': like WordPress's nonces of signed-out users without a
 * session, that nonce is the same for every such visitor. A form printed for them therefore
 * still validates when they post it, and creates no session to do so.
 */
export function sessionNonce(session: Session | undefined, action: string): string {
  return createHmac('sha256', NONCE_SECRET)
    .update(`${session?.id ?? ''}\n${action}`)
    .digest('hex')
    .slice(0, 10);
}

/**
 * WooCommerce's `woocommerce-cart` nonce of this visitor: the remove links' `_wpnonce` and the
 * cart form's field. Cart item keys are the same for every visitor, so without it any page
 * could remove items from a visitor's cart with a link (a GET carries the Lax cookie).
 */
export function cartNonce(session: Session): string {
  return sessionNonce(session, 'woocommerce-cart');
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
  /** A session unused for this long is forgotten (WooCommerce's guest sessions last 48 hours). */
  idleMs: number;
  now: () => number;
}

/** What the eviction rule needs to know of a stored session. */
export interface EvictionCandidate {
  id: string;
  client: string;
  /** Holds something the visitor would miss: a cart or a sign-in. */
  holds: boolean;
}

/**
 * Which session goes when the store is full, of `candidates` listed least recently used first:
 * the least recently used session that holds nothing; if every one holds something, the least
 * recently used session of the client address holding the most sessions (of addresses holding
 * equally many, the one whose oldest session is the oldest). So idle sessions without a cart
 * always go before any cart or sign-in, and a flood of carts from one address (a shared NAT, a
 * proxy, a test run) evicts that address's own carts before anybody else's.
 */
export function evictionVictim(candidates: Iterable<EvictionCandidate>): string | undefined {
  const perClient = new Map<string, { count: number; oldest: string; rank: number }>();
  let rank = 0;
  for (const candidate of candidates) {
    if (!candidate.holds) return candidate.id;
    const seen = perClient.get(candidate.client);
    if (seen) seen.count++;
    else perClient.set(candidate.client, { count: 1, oldest: candidate.id, rank: rank++ });
  }
  let victim: { count: number; oldest: string; rank: number } | undefined;
  for (const client of perClient.values()) {
    if (!victim || client.count > victim.count || (client.count === victim.count && client.rank < victim.rank)) victim = client;
  }
  return victim?.oldest;
}

/**
 * In-memory sessions, least recently used first. A session idle past `idleMs` is forgotten; when
 * `maxSessions` is reached, evictionVictim picks which one goes. What counts as holding something
 * is a cart, and whatever the domains add with `keepsWhile` (the account's sign-in).
 */
export class SessionStore {
  static readonly defaults: Readonly<Omit<SessionLimits, 'now'>> = { maxSessions: 5000, idleMs: 48 * 60 * 60 * 1000 };

  /** In order of last use, least recent first. */
  private readonly sessions = new Map<string, Session>();
  private readonly limits: SessionLimits;
  private readonly holding: ((session: Session) => boolean)[] = [(session) => session.cart.size > 0];

  constructor(limits: Partial<SessionLimits> = {}) {
    this.limits = { ...SessionStore.defaults, now: Date.now, ...limits };
  }

  get size(): number {
    return this.sessions.size;
  }

  /** How many sessions a client address holds. */
  sessionsOf(client: string): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.client === client) count++;
    return count;
  }

  /** A session for which `holds` is true is evicted only after every session that holds nothing. */
  keepsWhile(holds: (session: Session) => boolean): void {
    this.holding.push(holds);
  }

  /** The visitor's session if the cookie names one; never creates a session or sets a cookie. */
  peek(req: Request): Session | undefined {
    const id = requestCookies(req)[SESSION_COOKIE];
    const session = id && /^[a-f0-9]{32}$/.test(id) ? this.sessions.get(id) : undefined;
    return session && !this.expired(session) ? session : undefined;
  }

  /**
   * The visitor as this request sees it: their session, or else a guest view (not stored, no
   * cookie) for pages and reads. The same object for the whole request, so what a handler
   * writes on a guest view before `resolve` keeps it is kept with it.
   */
  visitor(req: Request, res: Response): Session {
    const cached = res.locals.sfSession as Session | undefined;
    if (cached) return cached;
    const session = this.peek(req);
    if (session) this.touch(session);
    const visitor = session ?? newSession('', clientOf(req), this.limits.now());
    res.locals.sfSession = visitor;
    return visitor;
  }

  /**
   * The visitor's session, for a request that writes what a later request needs: a guest view
   * becomes a stored session with a new id and the cookie is set.
   */
  resolve(req: Request, res: Response): Session {
    const visitor = this.visitor(req, res);
    if (!isGuestView(visitor)) return visitor;
    this.dropExpired();
    while (this.sessions.size >= this.limits.maxSessions) this.evictOne();
    visitor.id = randomBytes(16).toString('hex');
    visitor.lastSeen = this.limits.now();
    this.sessions.set(visitor.id, visitor);
    res.cookie(SESSION_COOKIE, visitor.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    return visitor;
  }

  /**
   * A new id for the session (at sign-in): what it holds stays (the guest cart, as WooCommerce
   * keeps it), the old id is forgotten, so an id someone planted before the sign-in is worth
   * nothing after it.
   */
  rotate(session: Session, res: Response): void {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    else {
      // A guest view signing in: kept from now on, as `resolve` keeps one.
      this.dropExpired();
      while (this.sessions.size >= this.limits.maxSessions) this.evictOne();
    }
    session.id = randomBytes(16).toString('hex');
    session.lastSeen = this.limits.now();
    this.sessions.set(session.id, session);
    res.cookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    res.locals.sfSession = session;
  }

  /** Forgets the session (at sign-out); a later `resolve` in the same request makes a new one. */
  end(session: Session, res: Response): void {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    if (res.locals.sfSession === session) delete res.locals.sfSession;
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
  }

  private expired(session: Session): boolean {
    return this.limits.now() - session.lastSeen > this.limits.idleMs;
  }

  /** Moves a session to the most recent end. */
  private touch(session: Session): void {
    session.lastSeen = this.limits.now();
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
  }

  private dropExpired(): void {
    for (const session of this.sessions.values()) {
      if (!this.expired(session)) break; // the rest were used more recently
      this.sessions.delete(session.id);
    }
  }

  private evictOne(): void {
    const holds = (session: Session) => this.holding.some((rule) => rule(session));
    const victim = evictionVictim(
      (function* (sessions) {
        for (const session of sessions) yield { id: session.id, client: session.client, holds: holds(session) };
      })(this.sessions.values()),
    );
    if (victim === undefined) throw new Error('session store is full but holds no session');
    this.sessions.delete(victim);
  }
}

function newSession(id: string, client: string, now: number): Session {
  return { id, cart: new Map(), notices: [], faults: new Map(), reviews: [], lastSeen: now, client };
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
