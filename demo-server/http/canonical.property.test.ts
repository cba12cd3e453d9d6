/**
 * Redirects never leave the shop: whatever path a client asks for as-is (leading slashes and
 * backslashes, a host name after them, dots, escapes, the add-to-cart query that redirects
 * too), every 3xx names a location on the shop's own origin, and no answer is a 5xx.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawRequest, testShop } from '../test-helpers.ts';
import { sameOriginPath } from './canonical.ts';

const shop = testShop();
const RUNS = { numRuns: 60 };

const lead = fc.array(fc.constantFrom('/', '\\', '%2F', '%5C', '.', '@'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const segment = fc.oneof(
  fc.constantFrom('evil.example', 'evil.example:80', 'user@evil.example', 'shop', 'checkout', 'x', '..', '.', '', '%09', 'a.b', 'wp-admin'),
  fc.stringMatching(/^[a-zA-Z0-9._~%-]{0,8}$/),
);
const rest = fc.array(fc.tuple(fc.constantFrom('/', '\\', '//'), segment), { maxLength: 4 }).map((parts) => parts.flat().join(''));
const query = fc.constantFrom('', '?a=1', '?add-to-cart=101', '?add-to-cart=101&quantity=2', '?redirect_to=//evil.example/');
const target = fc.tuple(lead, segment, rest, query).map(([l, s, r, q]) => `/${l}${s}${r}${q}`.replace(/^\/(?=[^/\\])/, '/'));

/** The origin a browser goes to for this Location on a page of the shop. */
function originOf(location: string, base: string): string {
  return new URL(location, `${base}/some/page/`).origin;
}

describe('redirects stay on the shop', () => {
  it('curl --path-as-is //evil.example/x: a 301 to /evil.example/x/ on the shop, not to evil.example', async () => {
    for (const path of ['//evil.example/x', '///evil.example/x', '/\\evil.example/x', '/\\/evil.example/x', '//evil.example/x?a=1']) {
      const res = await rawRequest(shop.server.baseUrl, path);
      expect(res.status, path).toBe(301);
      const location = String(res.headers.location);
      expect(location, path).toMatch(/^\/evil\.example\/x\/(\?a=1)?$/);
      expect(originOf(location, shop.server.baseUrl), path).toBe(shop.server.baseUrl);
    }
    // Nothing but slashes and backslashes: the home page, never `//`.
    for (const path of ['/\\', '/\\\\', '//\\']) {
      const res = await rawRequest(shop.server.baseUrl, path);
      expect([res.status, res.headers.location], path).toEqual([301, '/']);
    }
    const head = await rawRequest(shop.server.baseUrl, '//evil.example/x', 'HEAD');
    expect(head.headers.location).toBe('/evil.example/x/');
  });

  it('sameOriginPath keeps a path and collapses what would name a host', () => {
    expect(
      [
        ['/shop', '/shop'],
        ['//evil.example/x', '/evil.example/x'],
        ['/\\evil.example', '/evil.example'],
        ['/\\/\\x', '/x'],
        ['/a//b', '/a//b'],
        ['/', '/'],
      ].map(([path]) => [path, sameOriginPath(path!)]),
    ).toEqual([
      ['/shop', '/shop'],
      ['//evil.example/x', '/evil.example/x'],
      ['/\\evil.example', '/evil.example'],
      ['/\\/\\x', '/x'],
      ['/a//b', '/a//b'],
      ['/', '/'],
    ]);
  });

  it('any path asked for as-is: every redirect names the shop’s origin, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD'), async (path, method) => {
        const res = await rawRequest(shop.server.baseUrl, path, method);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (res.status >= 300 && res.status < 400) {
          const location = String(res.headers.location);
          expect(originOf(location, shop.server.baseUrl), `${method} ${path} → ${location}`).toBe(shop.server.baseUrl);
          // Not even protocol-relative: the Location is a path of this shop.
          expect(location, `${method} ${path}`).toMatch(/^\/(?![/\\])/);
        }
      }),
      RUNS,
    );
  });
});
