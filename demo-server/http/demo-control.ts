/**
 * Who reaches QA's control routes (`/__demo/…` on the shop, `/__sandbox/…` on the third-party
 * origin): they list every order with names, addresses and order keys and switch faults, so by
 * default they answer only a client on this machine (loopback). Anyone else gets the 404 of
 * any unknown path. QA opens them on purpose with SF_DEMO_CONTROL=open (README, "Exposing the
 * demo shop").
 */
import type { Request, RequestHandler } from 'express';

/** `loopback` (default): only clients on this machine; `open`: every client. */
export type DemoControlAccess = 'loopback' | 'open';

/** SF_DEMO_CONTROL's value: `open` opens, unset or `loopback` keeps the default; anything else is refused (undefined). */
export function demoControlAccessOf(value: string | undefined): DemoControlAccess | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'loopback') return 'loopback';
  if (text === 'open') return 'open';
  return undefined;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A client on this machine: a loopback peer that is not a proxy forwarding someone else's
 * request (a reverse proxy on the same host connects from loopback and says so in these headers).
 */
export function isLocalClient(req: Request): boolean {
  if (req.get('forwarded') !== undefined || req.get('x-forwarded-for') !== undefined || req.get('x-real-ip') !== undefined) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/** Whether a request path is under a control prefix, however it is spelt (case, escapes, doubled slashes: Express matches routes case-insensitively). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is no control route's spelling.
  }
  const collapsed = `/${decoded.replace(/^[/\\]+/, '')}`.toLowerCase();
  return collapsed === prefix || collapsed.startsWith(`${prefix}/`);
}

/**
 * Sends requests for `prefix` from a client it may not serve to `hidden` (the 404 of any unknown
 * path), and tells the pages (`res.locals.demoControlReachable`) whether this client reaches the
 * control routes, so none links to them for a client that would get a 404.
 */
export function guardDemoControl(access: DemoControlAccess, prefix: string, hidden: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const reachable = access === 'open' || isLocalClient(req);
    res.locals.demoControlReachable = reachable;
    if (!reachable && isUnderPrefix(req.path, prefix)) return hidden(req, res, next);
    next();
  };
}
