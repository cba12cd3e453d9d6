/**
 * The fake video platform's embed may be framed by the shop under each name it answers to: a
 * shop on a loopback address is opened as localhost or as 127.0.0.1, so its frame-ancestors
 * names both (before, only the printed one: the embed was refused under the other); a shop run
 * on another HOST is framed under that name alone.
 */
import { describe, expect, it } from 'vitest';
import { startDemoShop } from '../../start.ts';
import { testShop } from '../../test-helpers.ts';
import { shopOriginsOf } from '../context.ts';

const shop = testShop();

function frameAncestors(csp: string | null): string[] {
  const directive = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return (directive ?? '').split(/\s+/).slice(1);
}

describe('the video embed’s framing', () => {
  it('a shop on 127.0.0.1: framed by it as 127.0.0.1 and as localhost (and the provider’s own pages), nobody else', async () => {
    const res = await fetch(`${shop.server.thirdPartyUrl}/video/embed/montage/`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const port = new URL(shop.server.baseUrl).port;
    expect(frameAncestors(res.headers.get('content-security-policy')).sort()).toEqual([`http://127.0.0.1:${port}`, `http://localhost:${port}`, shop.server.thirdPartyUrl].sort());
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('a shop started as localhost: framed as localhost and as 127.0.0.1', async () => {
    const named = await startDemoShop({ host: 'localhost', distDir: '/nonexistent-dist' });
    try {
      expect(new URL(named.url).hostname).toBe('localhost');
      const res = await fetch(`${named.thirdPartyUrl}/video/embed/pflege/`);
      await res.arrayBuffer();
      const port = new URL(named.url).port;
      expect(frameAncestors(res.headers.get('content-security-policy'))).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
    } finally {
      await named.close();
    }
  });

  it('the shop’s names per shop origin: loopback names both ways, any other HOST alone', () => {
    expect(
      ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000', 'http://192.0.2.2:3000', 'http://shop.example:8080', 'https://localhost'].map((origin) => [
        origin,
        shopOriginsOf(origin),
      ]),
    ).toEqual([
      ['http://127.0.0.1:3000', ['http://127.0.0.1:3000', 'http://localhost:3000']],
      ['http://localhost:3000', ['http://localhost:3000', 'http://127.0.0.1:3000']],
      ['http://[::1]:3000', ['http://[::1]:3000', 'http://localhost:3000', 'http://127.0.0.1:3000']],
      ['http://192.0.2.2:3000', ['http://192.0.2.2:3000']],
      ['http://shop.example:8080', ['http://shop.example:8080']],
      ['https://localhost', ['https://localhost', 'https://127.0.0.1']],
    ]);
  });
});
