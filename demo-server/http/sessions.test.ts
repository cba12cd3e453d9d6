/**
 * When the demo shop starts a session (issue 27, item 4): as WooCommerce, only once the cart
 * changes or a customer signs in (../shared/real-woocommerce/README.md, point 4). Page views
 * set no cookie; forms printed for a visitor without a session still post.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../account/customers.ts';
import { SESSION_COOKIE } from '../shared/session.ts';
import { Client, dom, testShop } from '../test-helpers.ts';

const shop = testShop();

const sessionCookieSet = (client: Client) => client.lastSetCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`));

/** The hidden fields of the page's form that posts to `action`. */
function hiddenFields(html: string, selector: string): Record<string, string> {
  const form = dom(html).querySelector<HTMLFormElement>(selector);
  expect(form, selector).not.toBeNull();
  return Object.fromEntries([...form!.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]));
}

describe('sessions start when there is something to keep', () => {
  it.each([
    ['the home page', '/'],
    ['a 404', '/gibt-es-nicht/'],
    ['a product page', '/product/universal-frontspoiler/'],
    ['the shop', '/shop/'],
    ['the empty cart', '/cart/'],
    ['the account’s login', '/my-account/'],
  ])('%s sets no session cookie', async (_name, path) => {
    const res = await shop.client.get(path);
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(500);
    expect(sessionCookieSet(shop.client)).toBe(false);
    expect(shop.client.jar.size).toBe(0);
  });

  it('get_refreshed_fragments of a new visitor sets no cookie', async () => {
    const res = await shop.client.post('/?wc-ajax=get_refreshed_fragments');
    expect(res.status).toBe(200);
    await res.json();
    expect(sessionCookieSet(shop.client)).toBe(false);
  });

  it('an add to cart sets the session cookie, and the cart is there on the next page', async () => {
    const res = await shop.client.addToCart({ product_id: 101 });
    expect(res.status).toBe(200);
    await res.json();
    expect(sessionCookieSet(shop.client)).toBe(true);
    expect(shop.client.cookie(SESSION_COOKIE)).toMatch(/^[a-f0-9]{32}$/);
    expect((await shop.client.state()).count).toBe(1);
  });

  it('keeps 200 carts from one address', async () => {
    const shoppers = Array.from({ length: 200 }, () => new Client(shop.server.baseUrl));
    for (const shopper of shoppers) expect((await shopper.addToCart({ product_id: 109 })).status).toBe(200);
    const counts = await Promise.all(shoppers.map(async (shopper) => (await shopper.state()).count));
    expect(counts.filter((count) => count === 1)).toHaveLength(200);
  }, 60_000);

  it('a visitor without a session signs in with the login form, and the session starts then', async () => {
    const page = await shop.client.get('/my-account/');
    const fields = hiddenFields(await page.text(), 'form.woocommerce-form-login');
    expect(shop.client.jar.size).toBe(0);
    const login = await shop.client.post('/my-account/', { ...fields, username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login: 'Anmelden' });
    expect(login.status).toBe(303);
    expect(sessionCookieSet(shop.client)).toBe(true);
    const account = await shop.client.pageDocument('/my-account/');
    expect(account.querySelector('form.woocommerce-form-login')).toBeNull();
    expect(account.querySelector('.woocommerce-MyAccount-navigation')).not.toBeNull();
  });

  it('a form printed without a session posts: the lost-password form', async () => {
    const page = await shop.client.get('/my-account/lost-password/');
    const fields = hiddenFields(await page.text(), 'form.woocommerce-ResetPassword');
    expect(shop.client.jar.size).toBe(0);
    const res = await shop.client.post('/my-account/lost-password/', { ...fields, user_login: DEMO_CUSTOMER.email });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/my-account/lost-password/?reset-link-sent=true');
  });

  it('a form printed without a session is refused with another nonce', async () => {
    const page = await shop.client.get('/my-account/lost-password/');
    const fields = hiddenFields(await page.text(), 'form.woocommerce-ResetPassword');
    const res = await shop.client.post('/my-account/lost-password/', { ...fields, 'woocommerce-lost-password-nonce': 'falsch', user_login: DEMO_CUSTOMER.email });
    expect(res.status).toBe(400);
  });

  it('a session’s forms carry its own nonces, not the ones printed for visitors without a session', async () => {
    const before = hiddenFields(await (await shop.client.get('/my-account/lost-password/')).text(), 'form.woocommerce-ResetPassword');
    await shop.client.addToCart({ product_id: 101 });
    const after = hiddenFields(await (await shop.client.get('/my-account/lost-password/')).text(), 'form.woocommerce-ResetPassword');
    expect(after['woocommerce-lost-password-nonce']).not.toBe(before['woocommerce-lost-password-nonce']);
    // The cart page printed for the session: its remove link works.
    const cart = await shop.client.getPage('/cart/');
    const remove = dom(cart.text).querySelector<HTMLAnchorElement>('a.remove')!.getAttribute('href')!;
    expect((await shop.client.get(remove)).status).toBe(303);
    expect((await shop.client.state()).count).toBe(0);
  });
});
