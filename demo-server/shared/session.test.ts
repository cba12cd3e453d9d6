/** Sessions under a flood: eviction by idle age and a cap per client, so active carts survive. */
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SessionStore, type Session } from './session.ts';

const HOUR = 60 * 60 * 1000;

/** A visitor: its address and, once it has one, its session cookie. */
class Visitor {
  id: string | undefined;
  constructor(readonly address: string) {}

  visit(store: SessionStore): Session {
    const req = { headers: this.id ? { cookie: `${SESSION_COOKIE}=${this.id}` } : {}, socket: { remoteAddress: this.address } } as unknown as Request;
    const res = { locals: {}, cookie: () => res } as unknown as Response;
    const session = store.resolve(req, res);
    this.id = session.id;
    return session;
  }

  sessionIn(store: SessionStore): Session | undefined {
    const req = { headers: { cookie: `${SESSION_COOKIE}=${this.id}` }, socket: { remoteAddress: this.address } } as unknown as Request;
    return store.peek(req);
  }
}

/** One request without a cookie: a new session each time, as a flood makes them. */
function flood(store: SessionStore, address: string, count: number): void {
  for (let i = 0; i < count; i++) new Visitor(address).visit(store);
}

function withCart(store: SessionStore, visitor: Visitor): Session {
  const session = visitor.visit(store);
  session.cart.set('k', { key: 'k', productId: 101, variationId: 0, variation: {}, quantity: 1 });
  return session;
}

describe('session store', () => {
  it('keeps an active cart when one client opens 6000 sessions', () => {
    const store = new SessionStore();
    const shopper = new Visitor('203.0.113.7');
    withCart(store, shopper);
    flood(store, '198.51.100.66', 6000);
    expect(shopper.sessionIn(store)?.cart.size).toBe(1);
    expect(store.size).toBeLessThanOrEqual(SessionStore.defaults.maxSessions);
    expect(store.sessionsOf('198.51.100.66')).toBe(SessionStore.defaults.maxPerClient);
  });

  it('keeps an active cart when many clients flood together past the total cap', () => {
    const store = new SessionStore();
    const shopper = new Visitor('203.0.113.7');
    withCart(store, shopper);
    const clients = Math.ceil((SessionStore.defaults.maxSessions * 1.2) / SessionStore.defaults.maxPerClient);
    for (let c = 0; c < clients; c++) flood(store, `198.51.100.${c}`, SessionStore.defaults.maxPerClient);
    expect(shopper.sessionIn(store)?.cart.size).toBe(1);
    expect(store.size).toBe(SessionStore.defaults.maxSessions);
  });

  it('keeps an active cart when thousands of clients open one session each (the longest idle go first)', () => {
    let now = 0;
    const store = new SessionStore({ now: () => now });
    const shopper = new Visitor('203.0.113.7');
    withCart(store, shopper);
    for (let c = 0; c < SessionStore.defaults.maxSessions * 1.2; c++) {
      now += 1;
      if (c % 1000 === 0) shopper.visit(store);
      new Visitor(`2001:db8::${c.toString(16)}`).visit(store);
    }
    expect(shopper.sessionIn(store)?.cart.size).toBe(1);
    expect(store.size).toBe(SessionStore.defaults.maxSessions);
  });

  it("evicts a client's least recently used session when it reaches its cap", () => {
    const store = new SessionStore({ maxPerClient: 3 });
    const [first, second, third] = [new Visitor('192.0.2.1'), new Visitor('192.0.2.1'), new Visitor('192.0.2.1')];
    for (const visitor of [first, second, third]) visitor.visit(store);
    first.visit(store); // used again: second is now the least recently used
    new Visitor('192.0.2.1').visit(store);
    expect([first, second, third].map((v) => v.sessionIn(store) !== undefined)).toEqual([true, false, true]);
    expect(store.sessionsOf('192.0.2.1')).toBe(3);
  });

  it('forgets sessions idle for longer than 48 hours, and only those', () => {
    let now = 0;
    const store = new SessionStore({ now: () => now });
    const idle = new Visitor('192.0.2.1');
    const active = new Visitor('192.0.2.2');
    idle.visit(store);
    active.visit(store);
    now += 47 * HOUR;
    active.visit(store);
    now += 2 * HOUR;
    expect(idle.sessionIn(store)).toBeUndefined();
    expect(active.sessionIn(store)).toBeDefined();
    new Visitor('192.0.2.3').visit(store);
    expect(store.size).toBe(2);
    expect(store.sessionsOf('192.0.2.1')).toBe(0);
  });
});
