/** The account forms on the server: edit account, lost and reset password, payment methods; nonces, bounds, no 5xx. */
import { describe, expect, it } from 'vitest';
import { axeViolations, Client, dom, testShop } from '../test-helpers.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { INVALID_KEY, STALE_FORM } from './account-forms.ts';
import { formFields, mailLink, postLogin } from './test-support.ts';

const shop = testShop();

async function logIn(client: Client, email: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password): Promise<void> {
  expect((await postLogin(client, { email, password })).status).toBe(303);
}

const errorsOf = (text: string) => [...dom(text).querySelectorAll('.woocommerce-error li')].map((li) => li.textContent);
const EDIT = '/my-account/edit-account/';
const LOST = '/my-account/lost-password/';

describe('edit account', () => {
  it('guests get the login form; the customer gets the form filled with the account details and a nonce', async () => {
    expect(dom((await shop.client.getPage(EDIT)).text).querySelector('form.woocommerce-form-login')).not.toBeNull();
    await logIn(shop.client);
    const { text } = await shop.client.getPage(EDIT);
    const doc = dom(text);
    expect(doc.querySelector<HTMLInputElement>('#account_first_name')!.value).toBe('Erika');
    expect(doc.querySelector<HTMLInputElement>('#account_email')!.value).toBe(DEMO_CUSTOMER.email);
    expect(doc.querySelector<HTMLInputElement>('input[name="save-account-details-nonce"]')!.value).toMatch(/^[a-f0-9]{10}$/);
    expect(doc.querySelector('form.edit-account sf-password-strength #password_1')).not.toBeNull();
    expect(doc.querySelector('.woocommerce-MyAccount-navigation-link--edit-account a')!.getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(text)).toEqual([]);
  });

  it.each([
    [{ account_first_name: '' }, ['Vorname ist ein Pflichtfeld.']],
    [{ account_email: 'keine-adresse' }, ['Bitte gib eine gültige E-Mail-Adresse an.']],
    [{ account_display_name: 'erika@example.test' }, ['Der Anzeigename kann aus Datenschutzgründen nicht in eine E-Mail-Adresse geändert werden.']],
    [{ password_current: DEMO_CUSTOMER.password }, ['Bitte fülle alle Passwortfelder aus.']],
    [{ password_1: 'Neues-Passwort-2026!', password_2: 'Neues-Passwort-2026!' }, ['Bitte gib dein aktuelles Passwort ein.']],
    [{ password_current: DEMO_CUSTOMER.password, password_1: 'Neues-Passwort-2026!' }, ['Bitte gib dein neues Passwort erneut ein.']],
    [{ password_current: DEMO_CUSTOMER.password, password_1: 'Neues-Passwort-2026!', password_2: 'Anderes-Passwort-2026!' }, ['Die neuen Passwörter stimmen nicht überein.']],
    [{ password_current: 'falsch', password_1: 'Neues-Passwort-2026!', password_2: 'Neues-Passwort-2026!' }, ['Dein aktuelles Passwort ist nicht korrekt.']],
    [{ account_last_name: 'x'.repeat(101), password_1: 'x'.repeat(201) }, ['Nachname darf höchstens 100 Zeichen lang sein.', 'Ein Passwort darf höchstens 200 Zeichen lang sein.']],
  ])("%o is refused with WooCommerce's notices, the posted details kept, nothing saved", async (change, errors) => {
    await logIn(shop.client);
    const fields: Record<string, string> = { ...(await formFields(shop.client, EDIT, 'form.edit-account')), ...change };
    const res = await shop.client.post(EDIT, fields);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(errorsOf(text)).toEqual(errors);
    const doc = dom(text);
    expect(doc.querySelector('[role="alert"] .woocommerce-error')).not.toBeNull();
    expect(doc.querySelector<HTMLInputElement>('#account_email')!.value).toBe(fields.account_email!.slice(0, 200));
    expect(doc.querySelector<HTMLInputElement>('#password_1')!.value).toBe('');
    // The login still takes the old password.
    shop.client.jar.clear();
    await logIn(shop.client);
  });

  it('a valid change is saved and answered with a redirect to the form and the success notice; the new password logs in', async () => {
    const client = shop.client;
    // A customer of its own (made at checkout), so the demo customer stays as seeded for other tests.
    const email = 'konto-details@example.test';
    const { fillCart, orderFields } = await import('../checkout/test-support.ts');
    await fillCart(client);
    expect((await client.post('/checkout/', await orderFields(client, { billing_email: email, createaccount: '1', account_password: 'Erstes-Passwort-2026' }))).status).toBe(303);
    const fields = await formFields(client, EDIT, 'form.edit-account');
    const res = await client.post(EDIT, {
      ...fields,
      account_first_name: 'Eva',
      account_display_name: 'Eva M.',
      password_current: 'Erstes-Passwort-2026',
      password_1: 'Zweites-Passwort-2026',
      password_2: 'Zweites-Passwort-2026',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(EDIT);
    const { text } = await client.getPage(EDIT);
    expect(dom(text).querySelector('.woocommerce-message')!.textContent).toBe('Die Kontodetails wurden erfolgreich geändert.');
    expect(dom(text).querySelector<HTMLInputElement>('#account_first_name')!.value).toBe('Eva');
    client.jar.clear();
    expect((await postLogin(client, { email, password: 'Erstes-Passwort-2026' })).status).toBe(200);
    await logIn(client, email, 'Zweites-Passwort-2026');
    expect(dom((await client.getPage('/my-account/')).text).querySelector('.woocommerce-MyAccount-content')!.textContent).toContain('Hallo Eva M.');
  }, 20_000);

  it("a post without this visitor's nonce, from a guest, or with odd fields changes nothing and never answers 5xx", async () => {
    await logIn(shop.client);
    const fields = await formFields(shop.client, EDIT, 'form.edit-account');
    const forged = await shop.client.post(EDIT, { ...fields, 'save-account-details-nonce': 'abcdef0123', account_first_name: 'Mallory' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(STALE_FORM);
    expect((await shop.client.pageDocument(EDIT)).querySelector<HTMLInputElement>('#account_first_name')!.value).toBe('Erika');
    // Fields as arrays or JSON objects count as empty.
    const odd = await shop.client.request(EDIT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `save-account-details-nonce=${fields['save-account-details-nonce']}&account_first_name[]=a&account_first_name[]=b&account_email[x]=y`,
    });
    expect(odd.status).toBe(200);
    expect(errorsOf(await odd.text())).toContain('Vorname ist ein Pflichtfeld.');
    const json = await shop.client.postJson(EDIT, ['not', 'fields']);
    expect(json.status).toBe(400);
    shop.client.jar.clear();
    const guest = await shop.client.post(EDIT, fields);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/my-account/');
  });
});

describe('lost and reset password', () => {
  it('the login form links to the lost-password form, which refuses an empty or unknown login', async () => {
    const login = await shop.client.pageDocument('/my-account/');
    expect(login.querySelector('.lost_password a')!.getAttribute('href')).toBe(LOST);
    expect(login.querySelector('form.register sf-password-strength #reg_password')).not.toBeNull();
    const { text } = await shop.client.getPage(LOST);
    expect(dom(text).querySelector('form.lost_reset_password #user_login')!.getAttribute('autocomplete')).toBe('username');
    expect(await axeViolations(text)).toEqual([]);
    const fields = await formFields(shop.client, LOST, 'form.lost_reset_password');
    expect(errorsOf(await (await shop.client.post(LOST, { ...fields, user_login: ' ' })).text())).toEqual(['Gib einen Benutzernamen oder eine E-Mail-Adresse ein.']);
    const unknown = await (await shop.client.post(LOST, { ...fields, user_login: 'niemand@example.test' })).text();
    expect(errorsOf(unknown)).toEqual(['Benutzername oder E-Mail-Adresse ungültig.']);
    expect(dom(unknown).querySelector<HTMLInputElement>('#user_login')!.value).toBe('niemand@example.test');
    expect((await shop.client.post(LOST, { ...fields, 'woocommerce-lost-password-nonce': 'x' })).status).toBe(400);
  });

  it("the mail's link opens the reset form once; a mismatch is refused; the new password logs in; the key is spent", async () => {
    const client = shop.client;
    // A customer of its own (the demo customer's password stays as documented).
    const { fillCart, orderFields } = await import('../checkout/test-support.ts');
    const email = 'vergesslich@example.test';
    await fillCart(client);
    expect((await client.post('/checkout/', await orderFields(client, { billing_email: email, createaccount: '1', account_password: 'Altes-Passwort-2026' }))).status).toBe(303);
    await client.post('/my-account/customer-logout/');

    const fields = await formFields(client, LOST, 'form.lost_reset_password');
    const sent = await client.post(LOST, { ...fields, user_login: email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${LOST}?reset-link-sent=true`);
    const confirmation = await client.getPage(sent.headers.get('location')!);
    const confirmDoc = dom(confirmation.text);
    expect(confirmDoc.querySelector('.woocommerce-message')!.textContent).toBe('Die E-Mail zum Zurücksetzen des Passworts wurde gesendet.');
    expect(await axeViolations(confirmation.text)).toEqual([]);
    // The page never shows the mail's link; the demo mailbox on the control page has it.
    expect(confirmation.text).not.toMatch(/key=/);
    const link = (await mailLink(client, email))!;
    expect(link).toMatch(/^\/my-account\/lost-password\/\?key=[A-Za-z0-9]{20}&login=/);

    // The link moves key and login into a cookie and out of the address.
    const opened = await client.get(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${LOST}?show-reset-form=true`);
    const { text } = await client.getPage(opened.headers.get('location')!);
    const doc = dom(text);
    expect(doc.querySelector<HTMLInputElement>('input[name="reset_login"]')!.value).toBe(email);
    expect(doc.querySelector('form.lost_reset_password sf-password-strength #password_1')!.getAttribute('autocomplete')).toBe('new-password');
    expect(await axeViolations(text)).toEqual([]);
    const reset = await formFields(client, `${LOST}?show-reset-form=true`, 'form.lost_reset_password');

    expect(errorsOf(await (await client.post(LOST, { ...reset, password_1: '', password_2: '' })).text())).toEqual(['Bitte gib dein Passwort ein.']);
    expect(errorsOf(await (await client.post(LOST, { ...reset, password_1: 'Neues-Passwort-2026', password_2: 'Neues-Passwort-2027' })).text())).toEqual(['Die Passwörter stimmen nicht überein.']);
    expect((await client.post(LOST, { ...reset, 'woocommerce-reset-password-nonce': '0000000000', password_1: 'a', password_2: 'a' })).status).toBe(400);
    expect(errorsOf(await (await client.post(LOST, { ...reset, reset_key: 'A'.repeat(20), password_1: 'Neues-Passwort-2026', password_2: 'Neues-Passwort-2026' })).text())).toEqual([INVALID_KEY]);

    const done = await client.post(LOST, { ...reset, password_1: 'Neues-Passwort-2026', password_2: 'Neues-Passwort-2026' });
    expect(done.status).toBe(303);
    const after = dom((await client.getPage(done.headers.get('location')!)).text);
    expect(after.querySelector('.woocommerce-message')!.textContent).toContain('Dein Passwort wurde zurückgesetzt.');
    // (In another browser: signing in and out here would end this session, and the form's nonce with it.)
    await logIn(new Client(shop.server.baseUrl), email, 'Neues-Passwort-2026');
    // Spent: the same link and the same form no longer work.
    await client.get(link);
    expect(errorsOf((await client.getPage(`${LOST}?show-reset-form=true`)).text)).toEqual([INVALID_KEY]);
    expect(errorsOf(await (await client.post(LOST, { ...reset, password_1: 'Drittes-Passwort-2026', password_2: 'Drittes-Passwort-2026' })).text())).toEqual([INVALID_KEY]);
  }, 30_000);

  it('odd reset links and cookies show the invalid-key notice, never a 5xx', async () => {
    for (const path of [`${LOST}?key=&login=`, `${LOST}?key[]=a&login=b`, `${LOST}?key=${'x'.repeat(5000)}&login=a:b`, `${LOST}?show-reset-form=true`]) {
      const { res, text } = await shop.client.getPage(path);
      expect(res.status, path).toBe(200);
      expect(dom(text).querySelector('form.lost_reset_password'), path).not.toBeNull();
    }
    const headers = { cookie: 'wp-resetpass-sf=%E0%A4%A' };
    expect((await shop.client.get(`${LOST}?show-reset-form=true`, { headers })).status).toBe(200);
  });
});

describe('payment methods', () => {
  it("shows the empty state and the add link; the add page prints WooCommerce's form; its post checks the nonce", async () => {
    expect(dom((await shop.client.getPage('/my-account/payment-methods/')).text).querySelector('form.woocommerce-form-login')).not.toBeNull();
    await logIn(shop.client);
    const { text } = await shop.client.getPage('/my-account/payment-methods/');
    const doc = dom(text);
    expect(doc.querySelector('.woocommerce-MyAccount-content .woocommerce-info')!.textContent).toBe('Keine gespeicherten Zahlungsmethoden gefunden.');
    expect(doc.querySelector('a.button[href="/my-account/add-payment-method/"]')!.textContent).toBe('Zahlungsmethode hinzufügen');
    expect(await axeViolations(text)).toEqual([]);
    const add = await shop.client.getPage('/my-account/add-payment-method/');
    const addDoc = dom(add.text);
    expect(addDoc.querySelector('form#add_payment_method #payment_method_ppcp-credit-card-gateway')).not.toBeNull();
    expect(addDoc.querySelector('#woocommerce_add_payment_method')!.getAttribute('value')).toBe('1');
    expect(await axeViolations(add.text)).toEqual([]);
    const fields = await formFields(shop.client, '/my-account/add-payment-method/', 'form#add_payment_method');
    expect((await shop.client.post('/my-account/add-payment-method/', { ...fields, 'woocommerce-add-payment-method-nonce': 'nope' })).status).toBe(400);
    const posted = await shop.client.post('/my-account/add-payment-method/', fields);
    expect(posted.status).toBe(303);
    expect(errorsOf((await shop.client.getPage('/my-account/add-payment-method/')).text)).toEqual(['Die Zahlungsmethode konnte deinem Konto nicht hinzugefügt werden.']);
    await shop.client.post('/my-account/add-payment-method/', { ...fields, payment_method: 'cod' });
    expect(errorsOf((await shop.client.getPage('/my-account/add-payment-method/')).text)).toEqual(['Ungültige Zahlungsmethode.']);
  });
});
