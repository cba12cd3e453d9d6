/** The site pages: account, 404 and canonical URLs (the checkout: demo-server/checkout/). */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('account, 404', () => {
  it('renders account forms and answers posts with an info notice', async () => {
    const doc = dom((await shop.client.getPage('/my-account/')).text);
    expect(doc.querySelector('input#username')!.getAttribute('autocomplete')).toBe('username');
    expect(doc.querySelector('input#password')!.getAttribute('autocomplete')).toBe('current-password');
    expect(doc.querySelector('input#reg_email')!.getAttribute('autocomplete')).toBe('email');
    expect(doc.querySelector('input#reg_password')!.getAttribute('autocomplete')).toBe('new-password');
    const res = await shop.client.post('/my-account/', { username: 'a', password: 'b', login: 'Anmelden' });
    expect(res.status).toBe(200);
    expect(dom(await res.text()).querySelector('.woocommerce-info[role=status]')!.textContent).toBe('Kundenkonten sind im Demo-Shop nicht verfügbar.');
  });

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
