/**
 * The contact form in the demo shop: the plugin's REST contract (feedback, refill, schema)
 * answered as Contact Form 7 does, validating what it receives and never with a 5xx; the
 * client's parser on the real answers; the page /kontakt/ and its post without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../src/contact/contracts.ts';
import { parseSchema } from '../../src/contact/validation.ts';
import { axeViolations, dom, duplicateIds, testShop } from '../test-helpers.ts';
import { CONTACT_REST_BASE } from './register.ts';
import { answerFeedback, CONTACT_SCHEMA, MAIL_FAILURE_NAME, MESSAGES, SPAM_WORD, UNIT_TAG } from './form.ts';
import { GOOD_POST, multipart } from './test-support.ts';

const shop = testShop();
const FEEDBACK = `${CONTACT_REST_BASE}/42/feedback`;

const good = GOOD_POST;

const post = (body: BodyInit, headers: Record<string, string> = {}, path = FEEDBACK) => shop.client.request(path, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });

describe('answerFeedback', () => {
  const files: [] = [];
  it.each([
    ['everything right', good, 'mail_sent', MESSAGES.mail_sent, []],
    ['no name, a wrong email', { ...good, 'your-name': ' ', 'your-email': 'anna@' }, 'validation_failed', MESSAGES.validation_failed, ['your-name', 'your-email']],
    ['a subject not offered', { ...good, 'your-subject': 'Werbung' }, 'validation_failed', MESSAGES.validation_failed, ['your-subject']],
    ['a refused domain (checked on the server only)', { ...good, 'your-email': 'anna@example.invalid' }, 'validation_failed', MESSAGES.validation_failed, ['your-email']],
    ['no acceptance', { ...good, datenschutz: '' }, 'acceptance_missing', MESSAGES.acceptance_missing, []],
    ['spam', { ...good, 'your-message': `Billig ${SPAM_WORD} kaufen` }, 'spam', MESSAGES.spam, []],
    ['the mail fails', { ...good, 'your-name': MAIL_FAILURE_NAME }, 'mail_failed', MESSAGES.mail_failed, []],
  ])('%s → %s', (_name, fields, status, message, invalid) => {
    const answer = answerFeedback({ fields, files });
    expect(answer).toMatchObject({ contact_form_id: 42, status, message, into: `#${UNIT_TAG}` });
    expect(answer.invalid_fields!.map((entry) => entry.field)).toEqual(invalid);
    for (const entry of answer.invalid_fields!) expect(entry.error_id).toBe(`${UNIT_TAG}-ve-${entry.field}`);
  });

  it('checks the attachment’s type and size', () => {
    const pdf = { field: 'your-file', name: 'a.pdf', size: 1000, type: 'application/pdf' };
    expect(answerFeedback({ fields: good, files: [pdf] }).status).toBe('mail_sent');
    expect(answerFeedback({ fields: good, files: [{ ...pdf, name: 'a.exe', type: 'application/x-msdownload' }] }).invalid_fields).toEqual([
      expect.objectContaining({ field: 'your-file', message: 'Du darfst keine Dateien dieses Typs hochladen (PDF, JPG, PNG).' }),
    ]);
    expect(answerFeedback({ fields: good, files: [{ ...pdf, size: 200_000 }] }).invalid_fields![0]!.message).toBe('Die hochgeladene Datei ist zu groß (höchstens 100 kB).');
  });
});

describe('POST …/contact-forms/{id}/feedback', () => {
  it('a good post: 200 mail_sent with a posted-data hash, which the client’s parser reads', async () => {
    const res = await post(multipart(good));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ contact_form_id: 42, status: 'mail_sent', message: MESSAGES.mail_sent, invalid_fields: [] });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(parseFeedback({ ok: true, status: 200, body })).toEqual({ kind: 'answer', body: expect.objectContaining({ status: 'mail_sent', posted_data_hash: body.posted_data_hash }) });
  });

  it('invalid fields: 200 validation_failed with field, message, idref and error_id', async () => {
    const body = await (await post(multipart({ ...good, 'your-email': 'x' }))).json();
    expect(body.status).toBe('validation_failed');
    expect(body.invalid_fields).toEqual([{ field: 'your-email', message: 'Bitte gib eine E-Mail-Adresse ein.', idref: null, error_id: `${UNIT_TAG}-ve-your-email` }]);
  });

  it('reads an attached file’s name, size and type', async () => {
    const body = await (await post(multipart(good, [['your-file', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'tool.exe']]))).json();
    expect(body.invalid_fields.map((entry: { field: string }) => entry.field)).toEqual(['your-file']);
  });

  it.each([
    ['an unknown form', () => post(multipart(good), {}, `${CONTACT_REST_BASE}/7/feedback`), 404, 'wpcf7_not_found'],
    ['a form id that is no number', () => post(multipart(good), {}, `${CONTACT_REST_BASE}/abc/feedback`), 404, 'wpcf7_not_found'],
    ['form-encoded instead of multipart', () => post(new URLSearchParams(good), { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'wpcf7_unsupported_media_type'],
    ['JSON', () => post(JSON.stringify(good), { 'Content-Type': 'application/json' }), 415, 'wpcf7_unsupported_media_type'],
    ['too many fields', () => post(multipart(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])))), 400, 'rest_invalid_param'],
  ])('%s: %s %s', async (_name, send, status, code) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect((await res.json()).code).toBe(code);
  });

  it('a broken multipart body and an oversized one: 4xx, never 5xx', async () => {
    const broken = await post('--x\r\nnonsense', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    const huge = await post(multipart({ ...good, 'your-message': 'x'.repeat(300 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('GET is not allowed', async () => {
    const res = await shop.client.request(FEEDBACK);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('a signed-in visitor with a stale nonce: 403 rest_cookie_invalid_nonce; with the current one: answered', async () => {
    await shop.client.request('/__demo/theme', { method: 'POST', body: JSON.stringify({ adminBar: true }), headers: { 'Content-Type': 'application/json' } });
    const stale = await post(multipart(good), { 'X-WP-Nonce': 'abcdef0123' });
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe('rest_cookie_invalid_nonce');
    const nonce = await (await shop.client.request('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
    const fresh = await post(multipart(good), { 'X-WP-Nonce': nonce });
    expect((await fresh.json()).status).toBe('mail_sent');
  });
});

describe('GET refill and schema', () => {
  it('refill: an empty map (no captcha, no quiz in the demo form)', async () => {
    const res = await shop.client.request(`${CONTACT_REST_BASE}/42/refill`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('schema: the rules, which the client’s parser takes whole', async () => {
    const res = await shop.client.request(`${CONTACT_REST_BASE}/42/feedback/schema`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(parseSchema(body)).toEqual(CONTACT_SCHEMA);
  });

  it.each(['refill', 'feedback/schema'])('%s of an unknown form: 404', async (route) => {
    expect((await shop.client.request(`${CONTACT_REST_BASE}/1/${route}`)).status).toBe(404);
  });
});

describe('the page /kontakt/', () => {
  it('prints the plugin’s form, linked in the footer, without duplicate ids (axe: the browser walk)', async () => {
    const { res, text } = await shop.client.getPage('/kontakt/');
    expect(res.status).toBe(200);
    const page = dom(text);
    const form = page.querySelector(`sf-contact-form .wpcf7#${UNIT_TAG} form.wpcf7-form.init[data-status="init"]`)!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((input) => input.getAttribute('name'))).toEqual([
      '_wpcf7',
      '_wpcf7_version',
      '_wpcf7_locale',
      '_wpcf7_unit_tag',
      '_wpcf7_container_post',
      '_wpcf7_posted_data_hash',
    ]);
    expect(form.querySelector('.wpcf7-character-count')?.textContent).toBe('1000');
    expect(page.querySelector('footer a[href="/kontakt/"]')?.textContent).toBe('Kontakt');
    expect(duplicateIds(text)).toEqual([]);
  });

  it('posted without JavaScript: the refusal in the form, tips at the fields, what was typed kept', async () => {
    const res = await post(multipart({ ...good, 'your-email': 'anna@' }), { Accept: 'text/html' }, '/kontakt/');
    expect(res.status).toBe(200);
    const text = await res.text();
    const page = dom(text);
    const form = page.querySelector('form.wpcf7-form')!;
    expect(form.getAttribute('data-status')).toBe('invalid');
    expect(form.querySelector('.wpcf7-response-output')?.textContent).toBe(MESSAGES.validation_failed);
    const email = form.querySelector('input[name="your-email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Bitte gib eine E-Mail-Adresse ein.');
    expect(form.querySelector<HTMLInputElement>('input[name="your-name"]')!.getAttribute('value')).toBe('Anna Schmidt');
    expect(await axeViolations(text)).toEqual([]);
  });

  it('posted without JavaScript and sent: the thanks, the fields empty again', async () => {
    const page = dom(await (await post(multipart(good), { Accept: 'text/html' }, '/kontakt/')).text());
    const form = page.querySelector('form.wpcf7-form')!;
    expect(form.getAttribute('data-status')).toBe('sent');
    expect(form.querySelector('.wpcf7-response-output')?.textContent).toBe(MESSAGES.mail_sent);
    expect(form.querySelector('input[name="your-name"]')!.getAttribute('value')).toBe('');
  });
});
