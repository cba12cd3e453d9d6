/**
 * Issue 27, accounts and sessions: nobody takes over an account through the lost-password page,
 * a new password signs the customer's other sessions out, session ids change at sign-in and
 * sign-out, the login nonce and the browser's cross-site headers are checked, failed logins are
 * throttled, and password hashing leaves the shop answering.
 */
import { describe, expect, it } from 'vitest';
import { Client, dom, testShop } from '../test-helpers.ts';
import { fillCart, orderFields } from '../checkout/test-support.ts';
import { SESSION_COOKIE } from '../shared/session.ts';
import { STALE_FORM } from './account-forms.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { LOGIN_NONCE } from './login-guard.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import { LOGIN_FAILED } from './register.ts';
import { formFields, loginNonce, mailLink, postLogin } from './test-support.ts';

const shop = testShop();
const LOST = '/my-account/lost-password/';
const EDIT = '/my-account/edit-account/';

const visitor = () => new Client(shop.server.baseUrl);
let accounts = 0;

/** A customer of this test's own, made at checkout by `client` (which is then signed in as them). */
async function newCustomer(client: Client, password = 'Erstes-Passwort-2026'): Promise<string> {
  const email = `konto-${++accounts}-${Date.now().toString(36)}@example.test`;
  await fillCart(client);
  expect((await client.post('/checkout/', await orderFields(client, { billing_email: email, createaccount: '1', account_password: password }))).status).toBe(303);
  return email;
}

/** Whether the visitor is signed in (the account page shows the dashboard, not the login form). */
async function signedIn(client: Client): Promise<boolean> {
  const doc = await client.pageDocument('/my-account/');
  return doc.querySelector('.woocommerce-MyAccount-navigation') !== null;
}

describe('account takeover (issue 27, 1)', () => {
  it('a reset asked for by someone else never shows them the link: the mail is in the demo mailbox (control page) only', async () => {
    const victim = visitor();
    const email = await newCustomer(victim);
    const attacker = visitor();
    const fields = await formFields(attacker, LOST, 'form.lost_reset_password');
    const sent = await attacker.post(LOST, { ...fields, user_login: email });
    expect(sent.status).toBe(303);
    const { text } = await attacker.getPage(sent.headers.get('location')!);
    expect(dom(text).querySelector('.woocommerce-message')!.textContent).toBe('Die E-Mail zum Zurücksetzen des Passworts wurde gesendet.');
    expect(text).not.toMatch(/key=|login=/);
    expect(dom(text).querySelector('.sf-demo-mail a')!.getAttribute('href')).toBe('/__demo/#demo-mailbox');
    // QA's view: the control page lists the mail to its recipient, with the link.
    expect(await mailLink(visitor(), email)).toMatch(/^\/my-account\/lost-password\/\?key=[A-Za-z0-9]{20}&login=/);
  });

  it('a password reset signs out every session of the customer', async () => {
    const first = visitor();
    const email = await newCustomer(first);
    const second = visitor();
    expect((await postLogin(second, { email, password: 'Erstes-Passwort-2026' })).status).toBe(303);
    expect(await signedIn(first)).toBe(true);

    const owner = visitor();
    const fields = await formFields(owner, LOST, 'form.lost_reset_password');
    await owner.post(LOST, { ...fields, user_login: email });
    await owner.get((await mailLink(owner, email))!);
    const reset = await formFields(owner, `${LOST}?show-reset-form=true`, 'form.lost_reset_password');
    expect((await owner.post(LOST, { ...reset, password_1: 'Neues-Passwort-2026', password_2: 'Neues-Passwort-2026' })).status).toBe(303);

    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect((await postLogin(visitor(), { email, password: 'Neues-Passwort-2026' })).status).toBe(303);
  });

  it('a password change in the account signs out the other sessions; the one that changed it stays signed in', async () => {
    const changer = visitor();
    const email = await newCustomer(changer);
    const other = visitor();
    expect((await postLogin(other, { email, password: 'Erstes-Passwort-2026' })).status).toBe(303);

    // Details only: no one is signed out.
    const details = await formFields(changer, EDIT, 'form.edit-account');
    expect((await changer.post(EDIT, { ...details, account_first_name: 'Eva' })).status).toBe(303);
    expect(await signedIn(other)).toBe(true);

    const fields = await formFields(changer, EDIT, 'form.edit-account');
    const saved = await changer.post(EDIT, { ...fields, password_current: 'Erstes-Passwort-2026', password_1: 'Zweites-Passwort-2026', password_2: 'Zweites-Passwort-2026' });
    expect(saved.status).toBe(303);
    expect(await signedIn(changer)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });
});

describe('session ids (issue 27, 2)', () => {
  it('signing in gives a new session id: the planted one is not signed in; the guest cart stays', async () => {
    const client = shop.client;
    await fillCart(client);
    const planted = client.cookie(SESSION_COOKIE)!;
    const login = await postLogin(client);
    expect(login.status).toBe(303);
    expect(client.cookie(SESSION_COOKIE)).toMatch(/^[a-f0-9]{32}$/);
    expect(client.cookie(SESSION_COOKIE)).not.toBe(planted);
    expect((await client.state()).count).toBe(1);
    expect(await signedIn(client)).toBe(true);

    const attacker = visitor();
    attacker.jar.set(SESSION_COOKIE, planted);
    expect(await signedIn(attacker)).toBe(false);
    expect((await attacker.state()).count).toBe(0);
  });

  it('an account made at checkout (with and without JavaScript) gives a new session id', async () => {
    const noScript = visitor();
    await fillCart(noScript);
    const planted = noScript.cookie(SESSION_COOKIE)!;
    await newCustomer(noScript);
    expect(noScript.cookie(SESSION_COOKIE)).not.toBe(planted);
    expect(await signedIn(noScript)).toBe(true);

    const ajax = visitor();
    await fillCart(ajax);
    const plantedAjax = ajax.cookie(SESSION_COOKIE)!;
    const placed = await ajax.post(
      '/?wc-ajax=checkout',
      await orderFields(ajax, { billing_email: `ajax-${Date.now().toString(36)}@example.test`, createaccount: '1', account_password: 'Ajax-Passwort-2026' }),
    );
    expect(((await placed.json()) as { result: string }).result).toBe('success');
    expect(ajax.cookie(SESSION_COOKIE)).not.toBe(plantedAjax);
    expect(await signedIn(ajax)).toBe(true);

    for (const id of [planted, plantedAjax]) {
      const attacker = visitor();
      attacker.jar.set(SESSION_COOKIE, id);
      expect(await signedIn(attacker)).toBe(false);
    }
  });

  it('signing out ends the session: a new id, the cart emptied, the old id signed in nowhere', async () => {
    const client = shop.client;
    expect((await postLogin(client)).status).toBe(303);
    await fillCart(client);
    const before = client.cookie(SESSION_COOKIE)!;
    const out = await client.post('/my-account/customer-logout/');
    expect(out.status).toBe(303);
    expect(client.cookie(SESSION_COOKIE)).not.toBe(before);
    expect(client.cookie('woocommerce_items_in_cart')).toBeUndefined();
    const page = await client.pageDocument('/my-account/');
    expect(page.querySelector('.woocommerce-message')!.textContent).toBe('Du wurdest abgemeldet.');
    expect(page.querySelector('form.woocommerce-form-login')).not.toBeNull();
    expect((await client.state()).count).toBe(0);

    const old = visitor();
    old.jar.set(SESSION_COOKIE, before);
    expect(await signedIn(old)).toBe(false);
    expect((await old.state()).count).toBe(0);
  });

  it("offers no 'Angemeldet bleiben' (a login lasts as long as the session)", async () => {
    for (const path of ['/my-account/', '/versand/']) {
      const { text } = await shop.client.getPage(path);
      expect(text, path).not.toContain('rememberme');
      expect(text, path).not.toContain('Angemeldet bleiben');
    }
  });
});

describe('the login nonce (issue 27, 3)', () => {
  it("both login forms print the visitor's own woocommerce-login-nonce", async () => {
    const account = await loginNonce(shop.client, '/my-account/');
    const popup = await loginNonce(shop.client, '/versand/');
    expect(account).toMatch(/^[a-f0-9]{10}$/);
    expect(popup).toBe(account);
    const doc = await shop.client.pageDocument('/versand/');
    expect(doc.querySelector(`dialog#login-form-popup form.login input[name="${LOGIN_NONCE.field}"]`)).not.toBeNull();
  });

  /** The login nonce of another visitor with a session of their own (a cart): theirs alone. */
  const otherVisitorsNonce = async () => {
    const other = visitor();
    await fillCart(other);
    return loginNonce(other);
  };

  it.each([
    ['a constant nonce', { nonce: 'demo' }],
    ['no nonce', { nonce: undefined }],
    ["another visitor's nonce", { nonce: 'other' }],
    ['an Origin of another site', { headers: { origin: 'http://evil.example' } }],
    ['Sec-Fetch-Site cross-site', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['Sec-Fetch-Site same-site (another port)', { headers: { 'sec-fetch-site': 'same-site' } }],
  ] as const)('a login post with %s changes nothing and shows the stale-form message', async (_label, variant) => {
    const client = shop.client;
    const own = await loginNonce(client);
    const nonce = 'nonce' in variant ? (variant.nonce === 'other' ? await otherVisitorsNonce() : variant.nonce) : own;
    const before = client.cookie(SESSION_COOKIE);
    const form: Record<string, string> = { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login: 'Anmelden' };
    if (nonce !== undefined) form[LOGIN_NONCE.field] = nonce;
    const res = await client.post('/my-account/', form, { headers: 'headers' in variant ? variant.headers : {} });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(STALE_FORM);
    expect(client.cookie(SESSION_COOKIE)).toBe(before);
    expect(await signedIn(client)).toBe(false);
  });

  it("a post a browser sends from the shop's own page (its Origin, Sec-Fetch-Site same-origin) signs in", async () => {
    const client = shop.client;
    const nonce = await loginNonce(client);
    const res = await client.post(
      '/my-account/',
      { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login: 'Anmelden', [LOGIN_NONCE.field]: nonce },
      { headers: { origin: shop.server.baseUrl, 'sec-fetch-site': 'same-origin' } },
    );
    expect(res.status).toBe(303);
    expect(await signedIn(client)).toBe(true);
  });
});

describe('password hashing and failed logins (issue 27, 5)', () => {
  it('after 5 failures an account is refused for a while, even with the right password; other accounts still sign in', async () => {
    const email = await newCustomer(visitor());
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      const refused = await postLogin(visitor(), { email, password: `falsch-${i}` });
      expect(refused.status).toBe(200);
      expect(dom(await refused.text()).querySelector('[role=alert] li')!.textContent).toBe(LOGIN_FAILED);
    }
    const client = shop.client;
    const throttled = await postLogin(client, { email, password: 'Erstes-Passwort-2026' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    const doc = dom(await throttled.text());
    expect(doc.querySelector('[role=alert] li')!.textContent).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.');
    expect(doc.querySelector<HTMLInputElement>('#username')!.value).toBe(email);
    expect(await signedIn(client)).toBe(false);
    // In the theme's popup: back to the page, the popup open with the same notice.
    const popup = await postLogin(client, { email, password: 'Erstes-Passwort-2026', page: '/versand/', fields: { redirect: '/versand/', login_popup: '1' } });
    expect(popup.status).toBe(303);
    expect((await client.pageDocument('/versand/')).querySelector('dialog#login-form-popup[open] .woocommerce-error')!.textContent).toContain('Zu viele fehlgeschlagene Anmeldeversuche.');
    // The address is not locked by one account's failures: the demo customer signs in from it.
    expect((await postLogin(visitor())).status).toBe(303);
  }, 30_000);

  it('while 50 logins hash, /shop/ answers before they are done', async () => {
    const clients = Array.from({ length: 50 }, visitor);
    const nonces: string[] = [];
    for (const client of clients) nonces.push(await loginNonce(client));
    let done = 0;
    const logins = clients.map(async (client, i) => {
      const res = await client.post('/my-account/', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login: 'Anmelden', [LOGIN_NONCE.field]: nonces[i]! });
      done++;
      return res.status;
    });
    // Once the first login has answered, the others are hashing or waiting for the pool.
    await Promise.race(logins);
    const page = await shop.client.get('/shop/');
    const doneWhenShopAnswered = done;
    expect(page.status).toBe(200);
    expect(await Promise.all(logins)).toEqual(Array(50).fill(303));
    expect(doneWhenShopAnswered).toBeLessThan(25);
  }, 60_000);
});
