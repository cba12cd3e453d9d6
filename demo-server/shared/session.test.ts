/** Sessions: only for visitors with something to keep; bounded so that carts and sign-ins outlive idle sessions. */
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { evictionVictim, isGuestView, SESSION_COOKIE, SessionStore, type EvictionCandidate, type Session } from './session.ts';

const HOUR = 60 * 60 * 1000;

/** A visitor: its address and, once it has one, its session cookie. */
class Visitor {
  id: string | undefined;
  cookies: string[] = [];
  constructor(readonly address: string) {}

  private exchange(): { req: Request; res: Response } {
    const req = { headers: this.id ? { cookie: `${SESSION_COOKIE}=${this.id}` } : {}, socket: { remoteAddress: this.address } } as unknown as Request;
    const res = {
      locals: {},
      cookie: (name: string, value: string) => {
        this.cookies.push(`${name}=${value}`);
        return res;
      },
    } as unknown as Response;
    return { req, res };
  }

  /** A request that only reads (a page view). */
  look(store: SessionStore): Session {
    const { req, res } = this.exchange();
    return store.visitor(req, res);
  }

  /** A request that writes something to keep (an add to cart, a sign-in). */
  keep(store: SessionStore): Session {
    const { req, res } = this.exchange();
    const session = store.resolve(req, res);
    this.id = session.id;
    return session;
  }

  sessionIn(store: SessionStore): Session | undefined {
    return this.id === undefined ? undefined : store.peek(this.exchange().req);
  }
}

function withCart(store: SessionStore, visitor: Visitor): Session {
  const session = visitor.keep(store);
  session.cart.set('k', { key: 'k', productId: 101, variationId: 0, variation: {}, quantity: 1 });
  return session;
}

const candidates = (rows: string): EvictionCandidate[] =>
  rows
    .trim()
    .split(/\s+/)
    .map((row) => {
      const [id = '', client = '', holds = ''] = row.split(':');
      return { id, client, holds: holds === 'cart' };
    });

describe('evictionVictim (least recently used first)', () => {
  it.each([
    ['nothing stored', '', undefined],
    ['the least recently used of the sessions holding nothing', 'a:A:cart b:B:- c:A:- d:B:cart', 'b'],
    ['a session holding nothing, even when it is the newest', 'a:A:cart b:A:cart c:B:cart d:C:-', 'd'],
    ['all hold a cart: the oldest of the address holding the most', 'a:A:cart b:B:cart c:B:cart d:A:cart e:B:cart', 'b'],
    ['all hold a cart, addresses equal: the one whose oldest session is the oldest', 'a:B:cart b:A:cart c:A:cart d:B:cart', 'a'],
    ['one address only: its least recently used', 'a:A:cart b:A:cart', 'a'],
    ['a shared address with many carts loses before a lone shopper', 'a:Lone:cart b:NAT:cart c:NAT:cart', 'b'],
  ])('%s', (_name, rows, expected) => {
    expect(evictionVictim(rows ? candidates(rows) : [])).toBe(expected);
  });
});

describe('session store', () => {
  it('gives a visitor without a cookie a guest view: not stored, no cookie, the same object for the whole request', () => {
    const store = new SessionStore();
    const visitor = new Visitor('192.0.2.1');
    const seen = visitor.look(store);
    expect(isGuestView(seen)).toBe(true);
    expect(visitor.cookies).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('keeps a guest view with what the request wrote on it when the request writes something to keep', () => {
    const store = new SessionStore();
    const visitor = new Visitor('192.0.2.1');
    const session = withCart(store, visitor);
    expect(isGuestView(session)).toBe(false);
    expect(visitor.cookies).toEqual([`${SESSION_COOKIE}=${session.id}`]);
    expect(visitor.sessionIn(store)?.cart.size).toBe(1);
    expect(visitor.look(store)).toBe(session);
  });

  it('keeps 200 carts from one address', () => {
    const store = new SessionStore();
    const shoppers = Array.from({ length: 200 }, () => new Visitor('198.51.100.66'));
    for (const shopper of shoppers) withCart(store, shopper);
    expect(shoppers.filter((shopper) => shopper.sessionIn(store)?.cart.size === 1)).toHaveLength(200);
  });

  it('at the total cap evicts sessions holding nothing first, then the busiest address’s oldest cart, never a lone shopper’s', () => {
    const store = new SessionStore({ maxSessions: 10 });
    const lone = new Visitor('203.0.113.7');
    withCart(store, lone);
    const empty = Array.from({ length: 4 }, () => new Visitor('192.0.2.9'));
    for (const visitor of empty) visitor.keep(store); // e.g. a notice for the next page, nothing more
    // 5 stored; the 6th to 9th cart evict the 4 sessions holding nothing, the 10th to 12th the shared address's oldest carts.
    const shared = Array.from({ length: 12 }, () => new Visitor('198.51.100.66'));
    for (const shopper of shared) withCart(store, shopper);
    expect(store.size).toBe(10);
    expect(empty.map((visitor) => visitor.sessionIn(store) !== undefined)).toEqual([false, false, false, false]);
    expect(shared.map((shopper) => shopper.sessionIn(store) !== undefined)).toEqual([false, false, false, ...Array<boolean>(9).fill(true)]);
    expect(lone.sessionIn(store)?.cart.size).toBe(1);
  });

  it('keeps a signed-in session without a cart over sessions holding nothing', () => {
    const store = new SessionStore({ maxSessions: 3 });
    const signedIn = new Set<Session>();
    store.keepsWhile((session) => signedIn.has(session));
    const customer = new Visitor('192.0.2.1');
    signedIn.add(customer.keep(store));
    const others = Array.from({ length: 5 }, () => new Visitor('192.0.2.2'));
    for (const visitor of others) visitor.keep(store);
    expect(customer.sessionIn(store)).toBeDefined();
    expect(store.size).toBe(3);
  });

  it('keeps an active cart when one address opens 6000 sessions', () => {
    const store = new SessionStore();
    const shopper = new Visitor('203.0.113.7');
    withCart(store, shopper);
    for (let i = 0; i < 6000; i++) new Visitor('198.51.100.66').keep(store);
    expect(shopper.sessionIn(store)?.cart.size).toBe(1);
    expect(store.size).toBe(SessionStore.defaults.maxSessions);
  });

  it('forgets sessions idle for longer than 48 hours, and only those', () => {
    let now = 0;
    const store = new SessionStore({ now: () => now });
    const idle = new Visitor('192.0.2.1');
    const active = new Visitor('192.0.2.2');
    withCart(store, idle);
    withCart(store, active);
    now += 47 * HOUR;
    active.look(store);
    now += 2 * HOUR;
    expect(idle.sessionIn(store)).toBeUndefined();
    expect(active.sessionIn(store)).toBeDefined();
    new Visitor('192.0.2.3').keep(store);
    expect(store.size).toBe(2);
    expect(store.sessionsOf('192.0.2.1')).toBe(0);
  });
});
