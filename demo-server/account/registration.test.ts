/**
 * The register form on /my-account/ (registration.ts): WooCommerce's fields and nonce, its checks
 * in its order with German notices, the account made and the visitor signed in under a new
 * session id with the cart kept, the nonce and the browser's cross-site headers checked, refusals
 * throttled as failed logins, and one account for a form posted twice.
 */
import { describe, expect, it } from 'vitest';
import { Client, dom, testShop } from '../test-helpers.ts';
import { fillCart } from '../checkout/test-support.ts';
import { SESSION_COOKIE } from '../shared/session.ts';
import { STALE_FORM } from './account-forms.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import { REGISTER_MESSAGES, REGISTER_NONCE } from './registration.ts';
import { formFields, mailLink, postLogin } from './test-support.ts';

const shop = testShop();
const FORM = 'form.woocommerce-form-register';
const PASSWORD = 'Blauer Kater tanzt 1987!';
let made = 0;
const newEmail = () => `neu-${++made}-${Date.now().toString(36)}@example.test`;

/** Posts the register form as the visitor's page printed it, with `fields` typed in. */
async function postRegister(client: Client, fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  const printed = await formFields(client, '/my-account/', FORM);
  return client.post('/my-account/', { ...printed, register: 'Registrieren', ...fields }, init);
}

async function signedIn(client: Client): Promise<boolean> {
  return (await client.pageDocument('/my-account/')).querySelector('.woocommerce-MyAccount-navigation') !== null;
}

describe('register form', () => {
  it("prints WooCommerce's fields with the visitor's nonce", async () => {
    const doc = await shop.client.pageDocument('/my-account/');
    const form = doc.querySelector(FORM)!;
    expect([...form.querySelectorAll('input[name]')].map((input) => input.getAttribute('name'))).toEqual(expect.arrayContaining(['email', 'password', REGISTER_NONCE.field, '_wp_http_referer']));
    expect(form.querySelector(`[name="${REGISTER_NONCE.field}"]`)!.getAttribute('value')).toMatch(/^[a-f0-9]{10}$/);
    expect(form.querySelector('button[name=register]')!.textContent).toBe('Registrieren');
    expect(form.querySelector('sf-password-strength #reg_password')).not.toBeNull();
  });

  it.each([
    ['no e-mail address', { email: '', password: PASSWORD }, REGISTER_MESSAGES.invalidEmail, ''],
    ['an invalid one', { email: 'keine-adresse', password: PASSWORD }, REGISTER_MESSAGES.invalidEmail, 'keine-adresse'],
    ['one longer than an account keeps', { email: `${'a'.repeat(90)}@example.test`, password: PASSWORD }, REGISTER_MESSAGES.invalidEmail, `${'a'.repeat(90)}@example.test`],
    [
      'a registered one (other case, spaces)',
      { email: ` ${DEMO_CUSTOMER.email.toUpperCase()} `, password: PASSWORD },
      `${REGISTER_MESSAGES.emailTaken} ${REGISTER_MESSAGES.logIn}`,
      DEMO_CUSTOMER.email.toUpperCase(),
    ],
    ['no password', { email: 'ohne-passwort@example.test', password: '' }, REGISTER_MESSAGES.noPassword, 'ohne-passwort@example.test'],
    ['a password too long', { email: 'zu-lang@example.test', password: 'x'.repeat(201) }, REGISTER_MESSAGES.tooLong, 'zu-lang@example.test'],
  ])('%s: refused with the German notice, the address kept, nobody signed in', async (_case, fields, message, kept) => {
    const res = await postRegister(shop.client, fields);
    expect(res.status).toBe(200);
    const doc = dom(await res.text());
    expect([...doc.querySelectorAll('.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    expect(doc.querySelector<HTMLInputElement>('#reg_email')!.value).toBe(kept);
    expect(doc.querySelector<HTMLInputElement>('#reg_password')!.value).toBe('');
    expect(await signedIn(shop.client)).toBe(false);
  });

  it('makes the account, signs the visitor in under a new session id with the cart kept, and mails the address', async () => {
    await fillCart(shop.client);
    const guestId = shop.client.cookie(SESSION_COOKIE)!;
    const cartBefore = (await shop.client.state()).count;
    const email = newEmail();
    const res = await postRegister(shop.client, { email, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/my-account/');
    expect(shop.client.cookie(SESSION_COOKIE)).not.toBe(guestId);
    const doc = await shop.client.pageDocument('/my-account/');
    expect(doc.querySelector('.woocommerce-message')!.textContent).toBe(REGISTER_MESSAGES.created);
    expect(doc.querySelector('.woocommerce-MyAccount-content')!.textContent).toContain(`Hallo ${email}`);
    expect((await shop.client.state()).count).toBe(cartBefore);
    expect(await mailLink(new Client(shop.server.baseUrl), email)).toBe('/my-account/');

    // The old id is nobody's; the new password signs in elsewhere; the address is now taken.
    const planted = new Client(shop.server.baseUrl);
    planted.jar.set(SESSION_COOKIE, guestId);
    expect(await signedIn(planted)).toBe(false);
    expect((await postLogin(new Client(shop.server.baseUrl), { email, password: PASSWORD })).status).toBe(303);
    const again = await postRegister(new Client(shop.server.baseUrl), { email, password: PASSWORD });
    expect(dom(await again.text()).querySelector('.woocommerce-error li')!.textContent).toBe(`${REGISTER_MESSAGES.emailTaken} ${REGISTER_MESSAGES.logIn}`);
  }, 20_000);

  it.each([
    ['a nonce not the visitor’s', { [REGISTER_NONCE.field]: 'abcdef0123' }, {}],
    ['no nonce', { [REGISTER_NONCE.field]: '' }, {}],
    ['an Origin of another site', {}, { headers: { origin: 'http://evil.example' } }],
    ['Sec-Fetch-Site cross-site', {}, { headers: { 'sec-fetch-site': 'cross-site' } }],
  ])('%s: 400, no account made', async (_case, fields, init) => {
    const email = newEmail();
    const res = await postRegister(shop.client, { email, password: PASSWORD, ...fields }, init);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(STALE_FORM);
    expect(await signedIn(shop.client)).toBe(false);
    // No account: the address is free.
    expect((await postRegister(new Client(shop.server.baseUrl), { email, password: PASSWORD })).status).toBe(303);
  });

  it('a form posted twice at once, and again after its answer, makes one account; each answer signs the same session in', async () => {
    await fillCart(shop.client);
    const email = newEmail();
    const fields = { ...(await formFields(shop.client, '/my-account/', FORM)), register: 'Registrieren', email, password: PASSWORD };
    const sessionIdOf = (res: Response) => /sf_demo_session=([a-f0-9]{32})/.exec(res.headers.getSetCookie().join('\n'))?.[1];
    const before = shop.client.cookie(SESSION_COOKIE)!;
    const [first, second] = await Promise.all([shop.client.post('/my-account/', fields), shop.client.post('/my-account/', fields)]);
    // A repeat after the answer, as a browser resends the form with the cookie it had.
    const late = new Client(shop.server.baseUrl);
    late.jar.set(SESSION_COOKIE, before);
    const third = await late.post('/my-account/', fields);
    for (const res of [first, second, third]) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/my-account/');
    }
    const id = sessionIdOf(first);
    expect(id).toBeDefined();
    expect([sessionIdOf(second), sessionIdOf(third)]).toEqual([id, id]);
    expect(await signedIn(late)).toBe(true);
    expect((await late.state()).count).toBeGreaterThan(0);
    // One account, one mail; the same fields from another visitor are not their form.
    const mails = (await new Client(shop.server.baseUrl).pageDocument('/__demo/')).querySelectorAll('table.demo-mailbox tbody tr');
    expect([...mails].filter((tr) => tr.querySelector('th')?.textContent === email)).toHaveLength(1);
    const other = await new Client(shop.server.baseUrl).post('/my-account/', fields);
    expect(other.status).toBe(400);
    expect(await signedIn(late)).toBe(true);
  }, 20_000);

  it('a form posted twice at once by a visitor without a session makes one account; the other post is refused', async () => {
    const email = newEmail();
    const fields = { ...(await formFields(shop.client, '/my-account/', FORM)), register: 'Registrieren', email, password: PASSWORD };
    expect(shop.client.cookie(SESSION_COOKIE)).toBeUndefined();
    const answers = await Promise.all([new Client(shop.server.baseUrl).post('/my-account/', fields), new Client(shop.server.baseUrl).post('/my-account/', fields)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 303]);
    const refused = dom(await answers.find((res) => res.status === 200)!.text());
    expect(refused.querySelector('.woocommerce-error li')!.textContent).toBe(`${REGISTER_MESSAGES.emailTaken} ${REGISTER_MESSAGES.logIn}`);
    const mails = (await new Client(shop.server.baseUrl).pageDocument('/__demo/')).querySelectorAll('table.demo-mailbox tbody tr');
    expect([...mails].filter((tr) => tr.querySelector('th')?.textContent === email)).toHaveLength(1);
  });

  it('refusals are throttled as failed logins: 429 with Retry-After, the account not made', async () => {
    const client = new Client(shop.server.baseUrl);
    const email = newEmail();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) expect((await postRegister(client, { email, password: '' })).status).toBe(200);
    const throttled = await postRegister(client, { email, password: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(dom(await throttled.text()).querySelector('.woocommerce-error li')!.textContent).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(await signedIn(client)).toBe(false);
  });
});
