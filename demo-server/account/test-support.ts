/** What the account's tests share: a form's fields as its page printed them (the login form's nonce), the login post, the demo mailbox. */
import { expect } from 'vitest';
import type { Client } from '../test-helpers.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { LOGIN_NONCE } from './login-guard.ts';

/** The visitor's login nonce from a page's login form (the account page's, or the theme popup's on any other page). */
export async function loginNonce(client: Client, page = '/my-account/'): Promise<string> {
  const { text } = await client.getPage(page);
  const nonce = new RegExp(`name="${LOGIN_NONCE.field}" value="([^"]*)"`).exec(text)?.[1];
  if (nonce === undefined) throw new Error(`no login form on ${page}`);
  return nonce;
}

/** Posts the login form (username, password, the nonce the page printed); the response is not followed. */
export async function postLogin(client: Client, options: { email?: string; password?: string; page?: string; fields?: Record<string, string> } = {}): Promise<Response> {
  const nonce = await loginNonce(client, options.page);
  return client.post('/my-account/', {
    username: options.email ?? DEMO_CUSTOMER.email,
    password: options.password ?? DEMO_CUSTOMER.password,
    login: 'Anmelden',
    [LOGIN_NONCE.field]: nonce,
    ...options.fields,
  });
}

/** The link of the newest mail to `email` in the demo mailbox (the control page's section). */
export async function mailLink(client: Client, email: string): Promise<string | undefined> {
  const doc = await client.pageDocument('/__demo/');
  const row = [...doc.querySelectorAll('table.demo-mailbox tbody tr')].find((tr) => tr.querySelector('th')?.textContent === email);
  return row?.querySelector('a')?.getAttribute('href') ?? undefined;
}

/** The form's fields as the page printed them (hidden nonce included), for a post. */
export async function formFields(client: Client, path: string, selector: string): Promise<Record<string, string>> {
  const doc = await client.pageDocument(path);
  const form = doc.querySelector<HTMLFormElement>(selector);
  expect(form, `${selector} on ${path}`).not.toBeNull();
  const fields: Record<string, string> = {};
  for (const input of form!.querySelectorAll<HTMLInputElement>('input[name]')) if (input.type !== 'radio' || input.checked) fields[input.name] = input.value;
  return fields;
}
