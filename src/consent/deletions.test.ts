// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookieDeletions, cookieDomains, cookieNames, deletionString } from './deletions';

describe('cookie deletions', () => {
  it.each([
    ['localhost', [undefined]],
    ['127.0.0.1', [undefined]],
    ['[::1]', [undefined]],
    ['shop.example.de', [undefined, 'shop.example.de', 'example.de']],
    ['WWW.Shop.Example.de.', [undefined, 'www.shop.example.de', 'shop.example.de', 'example.de']],
    ['example.de:8080', [undefined, 'example.de']],
  ])('domains of %s', (host, expected) => {
    expect(cookieDomains(host)).toEqual(expected);
  });

  it('lists each present cookie of the rejected categories on every domain and path', () => {
    const deletions = cookieDeletions(['analytics', 'advertisement'], {
      host: 'shop.example.de',
      pathname: '/shop/item/',
      present: ['Partnerprogramm', 'Werbung', 'Merkzettel', 'woocommerce_cart_hash', '_sf_ga', '_sf_ga_X1'],
      cookies: { analytics: ['Partnerprogramm', '_sf_ga*'], advertisement: ['Werbung'], functional: ['Merkzettel'] },
    });
    const names = [...new Set(deletions.map((d) => d.name))];
    expect(names).toEqual(['Partnerprogramm', 'Werbung', '_sf_ga', '_sf_ga_X1']);
    expect(deletions.filter((d) => d.name === 'Werbung')).toHaveLength(3 * 3);
    expect(deletions).toContainEqual({ name: 'Werbung', domain: 'example.de', path: '/shop/item' });
    expect(deletions).toContainEqual({ name: 'Werbung', domain: undefined, path: '/' });
  });

  it('uses the §3 table by default and deletes nothing that is not there', () => {
    expect(cookieDeletions(['functional'], { host: 'localhost', pathname: '/', present: ['Merkzettel', 'Werbung'] })).toEqual([{ name: 'Merkzettel', domain: undefined, path: '/' }]);
    expect(cookieDeletions(['functional'], { host: 'localhost', pathname: '/', present: [] })).toEqual([]);
  });

  it('writes expiring cookie strings and reads names', () => {
    expect(deletionString({ name: 'Werbung', domain: 'example.de', path: '/' })).toBe('Werbung=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.de');
    expect(deletionString({ name: 'Werbung', path: '/x' })).toBe('Werbung=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/x');
    expect(cookieNames('a=1; b=2;  c=; =x')).toEqual(['a', 'b', 'c']);
  });
});
