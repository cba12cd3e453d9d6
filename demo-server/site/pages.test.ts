/** The site pages: 404 and canonical URLs (checkout: demo-server/checkout/, account: demo-server/account/). */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('404 and canonical URLs', () => {
  it('answers 404 with a German page and redirects to trailing slashes', async () => {
    const res = await shop.client.get('/gibt/es/nicht/');
    expect(res.status).toBe(404);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('Seite nicht gefunden');
    expect(doc.title).toBe('Seite nicht gefunden – Schaufenster Demo-Shop');
    const redirect = await shop.client.get('/shop?orderby=price');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/shop/?orderby=price');
  });
});
