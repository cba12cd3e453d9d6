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

describe('site icon', () => {
  it('the head links the icon, and /favicon.ico redirects to it without using up the notices a redirect left for the next page', async () => {
    const added = await shop.client.get('/shop/?add-to-cart=101');
    expect(added.status).toBe(303);
    const favicon = await shop.client.get('/favicon.ico');
    expect(favicon.status).toBe(302);
    const iconPath = favicon.headers.get('location')!;
    const icon = await shop.client.get(iconPath);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const page = dom(await (await shop.client.get('/shop/')).text());
    expect(page.querySelector('.woocommerce-message')?.textContent).toContain('wurde deinem Warenkorb hinzugefügt.');
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(iconPath);
  });
});
