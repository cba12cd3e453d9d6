/**
 * Security headers: a strict Content-Security-Policy with a per-response nonce on the inline
 * shop globals, nosniff, a referrer policy and framing by the shop only. That the widgets run
 * under it without a violation is checked in Chromium (e2e/tests/security-headers.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { testShop } from '../test-helpers.ts';
import { assertOrigin, contentSecurityPolicy } from './security.ts';

const shop = testShop();

const PAGES = [
  '/',
  '/shop/',
  '/product-category/beleuchtung/',
  '/product/universal-frontspoiler/',
  '/product/felgenreiniger-konzentrat/',
  '/cart/',
  '/checkout/',
  '/my-account/',
  '/__demo/',
  '/versand/',
  '/gibt-es-nicht/',
];

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('every page: strict CSP whose nonce is on the one inline script, nosniff, referrer policy, framing by the shop only', async () => {
    const nonces = new Set<string>();
    for (const path of PAGES) {
      const res = await shop.client.get(path);
      const text = await res.text();
      const csp = directives(res.headers.get('content-security-policy'));
      // The third-party origin (fake wallet provider) is allowed to load scripts, nothing else.
      const third = shop.server.thirdPartyUrl.replace(/[.]/g, '\\.');
      const nonce = new RegExp(`^'self' ${third} 'nonce-([A-Za-z0-9+/=]{22,})'$`).exec(csp.get('script-src') ?? '')?.[1];
      expect(nonce, path).toBeDefined();
      nonces.add(nonce!);
      expect(Object.fromEntries([...csp].filter(([name]) => name !== 'script-src')), path).toEqual({
        'default-src': "'self'",
        'style-src': "'self'",
        'style-src-attr': "'unsafe-inline'",
        // The consent-governed embeds (analytics beacon, pixel, video, photo feed) come from it too.
        'img-src': `'self' data: ${shop.server.thirdPartyUrl}`,
        'frame-src': `'self' ${shop.server.thirdPartyUrl}`,
        'font-src': "'self'",
        'connect-src': `'self' ${shop.server.thirdPartyUrl}`,
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'self'",
      });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      // Inline scripts that run: the consent blocker and the globals, with this response's nonce.
      const running = [...text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="(?:application\/json|text\/template)")([^>]*)>/g)].map((m) => m[1]);
      expect(running, path).toEqual([` nonce="${nonce}"`, ` nonce="${nonce}"`]);
      expect(text, path).not.toMatch(/<style|\son[a-z]+="|javascript:/i);
    }
    expect(nonces.size).toBe(PAGES.length);
  });

  it('JSON, fragments, images and widget files are sent with nosniff too', async () => {
    for (const res of [
      await shop.client.post('/?wc-ajax=get_refreshed_fragments', { time: 1 }),
      await shop.client.get('/images/universal-frontspoiler.svg'),
      await shop.client.get('/assets/theme.css'),
    ]) {
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), res.url).toContain("object-src 'none'");
      await res.arrayBuffer();
    }
  });

  it('without a third-party origin the policy allows the shop alone; with one, exactly that origin for scripts and connections', () => {
    const alone = directives(contentSecurityPolicy('n0nce'));
    expect(alone.get('script-src')).toBe("'self' 'nonce-n0nce'");
    expect(alone.get('connect-src')).toBe("'self'");
    const withThird = directives(contentSecurityPolicy('n0nce', 'http://localhost:3001'));
    expect(withThird.get('script-src')).toBe("'self' http://localhost:3001 'nonce-n0nce'");
    expect(withThird.get('connect-src')).toBe("'self' http://localhost:3001");
    expect(withThird.get('default-src')).toBe("'self'");
    expect(withThird.get('script-src')).not.toContain('unsafe-eval');
  });

  it('a third-party origin that is not a bare origin is refused at start', () => {
    expect(assertOrigin('http://127.0.0.1:4001')).toBe('http://127.0.0.1:4001');
    for (const bad of ['http://localhost:3001/', 'localhost:3001', "http://x'; script-src *", 'ftp://localhost', 'http://a:1/sdk']) {
      expect(() => assertOrigin(bad), bad).toThrow('Not an origin');
    }
  });
});
