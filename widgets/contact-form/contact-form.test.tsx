import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../stories/fixtures/shop-html';
import { installFakeShop, json } from '../../src/test/fake-shop';
import { forgetRefreshedNonce } from '../../src/core/http/rest';
import './element';

const BASE = '/wp-json/contact-form-7/v1/contact-forms/42';
const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const field = <E extends HTMLElement = HTMLInputElement>(name: string) => form().querySelector<E>(`[name="${name}"]`)!;
const output = () => form().querySelector('.wpcf7-response-output')!;
const submitButton = () => form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
const tipOf = (name: string) => document.querySelector(`.wpcf7-form-control-wrap[data-name="${name}"] .wpcf7-not-valid-tip`);

function type(name: string, value: string) {
  const control = field<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(name);
  control.value = value;
  fireEvent.input(control);
  fireEvent.change(control);
}

function fillGood() {
  type('your-name', 'Anna Schmidt');
  type('your-email', 'anna@example.com');
  type('your-subject', 'Frage zu einem Produkt');
  type('your-message', 'Passt der Frontspoiler an einen Golf IV?');
  fireEvent.click(field('datenschutz'));
}

/** The shop's routes; `feedback` answers the send. */
function shop(feedback: () => Response | Promise<Response> = () => json(contactForm.answers.sent)) {
  return installFakeShop({
    [`${BASE}/feedback/schema`]: () => json(contactForm.schema),
    [`${BASE}/refill`]: () => json({}),
    [`${BASE}/feedback`]: feedback,
  });
}

async function mount(markup: string = contactForm.form) {
  document.body.innerHTML = markup;
  await waitFor(() => expect(document.querySelector('sf-contact-form[data-sf-upgraded]')).not.toBeNull());
}

/** Mounted, with the schema in hand (the first change is checked against it). */
async function mountWithSchema(fake: ReturnType<typeof shop>) {
  await mount();
  await waitFor(() => expect(fake.requests.some((request) => request.url.pathname.endsWith('/feedback/schema'))).toBe(true));
  // The schema has arrived once a change is checked: a blank required field gets its tip
  // (changed again on each try: a change before the schema's answer is checked against nothing).
  await waitFor(() => {
    type('your-name', '');
    expect(tipOf('your-name')?.textContent).toBe('Bitte fülle dieses Feld aus.');
  });
}

const statuses = () => {
  const seen: string[] = [];
  document.body.addEventListener('wpcf7statuschanged', (event) => seen.push(`${(event as CustomEvent).detail.prevStatus}→${(event as CustomEvent).detail.status}`));
  return seen;
};

afterEach(() => vi.unstubAllGlobals());

describe('sf-contact-form', () => {
  it('upgrades in place: the form keeps its action and fields; the submit waits for the acceptance box', async () => {
    shop();
    await mount();
    expect(form().getAttribute('action')).toBe('/kontakt/#wpcf7-f42-p7-o1');
    expect(form().dataset.status).toBe('init');
    expect(form().classList.contains('init')).toBe(true);
    expect(output().getAttribute('aria-live')).toBe('polite');
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(field('datenschutz'));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(field('datenschutz'));
    expect(submitButton().disabled).toBe(true);
  });

  it('after a post that came before the code: the printed status, message and tips stay, now the widget’s', async () => {
    const fake = shop();
    await mount(contactForm.formAfterRefusedPost);
    expect(form().dataset.status).toBe('invalid');
    await waitFor(() => expect(output().textContent).toBe('Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.'));
    await waitFor(() => expect(tipOf('your-email')?.textContent).toBe('Bitte gib eine E-Mail-Adresse ein.'));
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(1);
    await waitFor(() => expect([...document.querySelectorAll('.screen-reader-response li')].map((item) => item.textContent)).toEqual(['Bitte gib eine E-Mail-Adresse ein.']));
    const email = field('your-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(tipOf('your-email')!.id);
    await waitFor(() => expect(fake.requests.some((request) => request.url.pathname.endsWith('/feedback/schema'))).toBe(true));
    await waitFor(() => {
      type('your-email', 'anna@example.com');
      expect(tipOf('your-email')).toBeNull();
    });
    expect(email.hasAttribute('aria-describedby')).toBe(false);
  });

  it('a changed field is checked with the schema’s error: tip, aria-invalid, aria-describedby; validating and back', async () => {
    const fake = shop();
    const seen = statuses();
    await mountWithSchema(fake);
    type('your-email', 'anna@');
    await waitFor(() => expect(tipOf('your-email')?.textContent).toBe('Bitte gib eine E-Mail-Adresse ein.'));
    const email = field('your-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toBe(tipOf('your-email'));
    expect(seen).toContain('init→validating');
    expect(seen).toContain('validating→init');
    type('your-email', 'anna@example.com');
    await waitFor(() => expect(tipOf('your-email')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(form().dataset.status).toBe('init');
  });

  it('sending with errors: nothing sent, status invalid, the German message, focus on the first refused field', async () => {
    const fake = shop();
    await mountWithSchema(fake);
    fireEvent.click(field('datenschutz'));
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('invalid'));
    await waitFor(() => expect(output().textContent).toBe('Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.'));
    expect(document.activeElement).toBe(field('your-name'));
    await waitFor(() => expect(tipOf('your-message')?.textContent).toBe('Bitte fülle dieses Feld aus.'));
    await waitFor(() => expect(document.querySelectorAll('.screen-reader-response li')).toHaveLength(4));
    expect(fake.requests.filter((request) => request.url.pathname.endsWith('/feedback'))).toHaveLength(0);
  });

  it('a good send: submitting, then the form reset, refilled and sent with the shop’s thanks; the plugin’s events', async () => {
    let answer!: (response: Response) => void;
    const fake = shop(() => new Promise<Response>((resolve) => (answer = resolve)));
    const seen = statuses();
    const mailSent = vi.fn();
    document.body.addEventListener('wpcf7mailsent', mailSent);
    await mountWithSchema(fake);
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('submitting'));
    expect(form().getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form()); // a second submit while sending sends nothing
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(json(contactForm.answers.sent));
    await waitFor(() => expect(form().dataset.status).toBe('sent'));
    await waitFor(() => expect(output().textContent).toBe('Vielen Dank für deine Nachricht. Sie wurde gesendet.'));
    expect(field('your-name').value).toBe('');
    expect(field<HTMLInputElement>('_wpcf7_posted_data_hash').value).toBe(contactForm.answers.sent.posted_data_hash);
    const sends = fake.requests.filter((request) => request.url.pathname.endsWith('/feedback'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.method).toBe('POST');
    expect(fake.requests.some((request) => request.url.pathname.endsWith('/refill'))).toBe(true);
    expect(seen.slice(-3)).toEqual(['init→submitting', 'submitting→resetting', 'resetting→sent']);
    expect(mailSent).toHaveBeenCalledTimes(1);
    expect(mailSent.mock.calls[0]![0].detail).toMatchObject({ contactFormId: 42, unitTag: 'wpcf7-f42-p7-o1', status: 'mail_sent' });
    await waitFor(() => expect(form().querySelector('.wpcf7-character-count')!.textContent).toBe('1000'));
    expect(submitButton().disabled).toBe(true);
  });

  it('fields the shop refuses: the tip at the field, status invalid, focus there', async () => {
    const fake = shop(() => json(contactForm.answers.invalid));
    await mountWithSchema(fake);
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('invalid'));
    await waitFor(() => expect(tipOf('your-email')?.textContent).toBe('Von dieser Domain nehmen wir leider keine Nachrichten an.'));
    await waitFor(() => expect(output().textContent).toBe(contactForm.answers.invalid.message));
    expect(document.activeElement).toBe(field('your-email'));
    expect(field('your-name').value).toBe('Anna Schmidt');
  });

  it.each([
    ['unaccepted', contactForm.answers.unaccepted],
    ['spam', contactForm.answers.spam],
    ['failed', contactForm.answers.failed],
    ['custom-waiting', { ...contactForm.answers.sent, status: 'waiting', message: 'Wird geprüft.' }],
  ])('the shop’s status → %s, with its message', async (status, body) => {
    shop(() => json(body));
    await mount();
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe(status));
    expect(form().classList.contains(status)).toBe(true);
    expect(form().classList.contains('submitting')).toBe(false);
    await waitFor(() => expect(output().textContent).toBe(body.message));
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), 'Du bist wahrscheinlich offline.'],
    ['a 500', () => new Response('<h1>Fehler</h1>', { status: 500 }), 'Ein unbekannter Fehler ist aufgetreten.'],
    [
      'a REST error',
      () => json({ code: 'wpcf7_not_found', message: 'Das angeforderte Kontaktformular wurde nicht gefunden.', data: { status: 404 } }, 404),
      'Das angeforderte Kontaktformular wurde nicht gefunden.',
    ],
  ])('%s: failed with a German message, never left submitting', async (_name, feedback, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shop(feedback as () => Response);
    await mount();
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('failed'));
    await waitFor(() => expect(output().textContent).toBe(message));
    expect(form().hasAttribute('aria-busy')).toBe(false);
  });

  it('the character counter counts down from the maximum and marks too short', async () => {
    shop();
    await mount();
    const counter = form().querySelector<HTMLElement>('.wpcf7-character-count')!;
    type('your-message', 'kurz');
    expect(counter.textContent).toBe('996');
    expect(counter.classList.contains('too-short')).toBe(true);
    type('your-message', 'lang genug jetzt');
    expect(counter.classList.contains('too-short')).toBe(false);
    expect(counter.dataset.currentValue).toBe('984');
  });

  it('exclusive checkboxes: one per group', async () => {
    shop();
    await mount();
    const [mail, phone] = [...form().querySelectorAll<HTMLInputElement>('input[name="kontaktweg"]')];
    fireEvent.click(mail!);
    fireEvent.click(phone!);
    expect([mail!.checked, phone!.checked]).toEqual([false, true]);
  });

  it('placed inside another form: replaced with the plugin’s message', async () => {
    shop();
    await mount(`<div><form id="outer">${contactForm.form}</form></div>`);
    expect(document.querySelector('.wpcf7')!.textContent).toBe('Fehler: Dieses Kontaktformular wurde an der falschen Stelle platziert.');
    expect(document.querySelector('.wpcf7 input')).toBeNull();
  });

  it('the plugin’s REST root and namespace from wpcf7.api; a stale nonce renewed once and the send retried', async () => {
    Object.assign(window, { wpcf7: { api: { root: 'http://shop.test/de/wp-json', namespace: 'formulare/v1', nonce: 'stale00000' } } });
    const nonces: string[] = [];
    let sends = 0;
    const fake = installFakeShop({
      '/de/wp-json/formulare/v1/contact-forms/42/feedback/schema': () => json(contactForm.schema),
      '/de/wp-json/formulare/v1/contact-forms/42/refill': () => json({}),
    });
    const shopFetch = fake.fetchMock.getMockImplementation()!;
    fake.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/wp-admin/admin-ajax.php?action=rest-nonce')) return new Response('fresh11111', { headers: { 'Content-Type': 'text/plain' } });
      if (!request.url.endsWith('/de/wp-json/formulare/v1/contact-forms/42/feedback')) return shopFetch(input, init);
      sends++;
      nonces.push(request.headers.get('X-WP-Nonce') ?? '');
      return nonces.length === 1 ? json({ code: 'rest_cookie_invalid_nonce', message: 'Der Link, dem du gefolgt bist, ist abgelaufen.', data: { status: 403 } }, 403) : json(contactForm.answers.sent);
    });
    try {
      await mount();
      fillGood();
      fireEvent.submit(form());
      await waitFor(() => expect(form().dataset.status).toBe('sent'));
      expect(nonces).toEqual(['stale00000', 'fresh11111']);
      expect(sends).toBe(2);
    } finally {
      forgetRefreshedNonce();
      delete (window as { wpcf7?: unknown }).wpcf7;
    }
  });

  it('refill after a sent mail: the quiz’s new question and answer hash, the captcha’s new image', async () => {
    const quiz =
      '<p><label><span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">Wie viel ist 1+1?</span> <input type="text" name="quiz-1" class="wpcf7-form-control wpcf7-quiz"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="old"></span></label></p>' +
      '<p><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" src="/captcha/111.png" alt="Captcha" width="72" height="24"><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="111"></p>';
    installFakeShop({
      [`${BASE}/feedback/schema`]: () => json(contactForm.schema),
      [`${BASE}/refill`]: () => json({ quiz: { 'quiz-1': ['Wie viel ist 2+3?', 'hash5'] }, captcha: { 'captcha-1': '/captcha/222.png' } }),
      [`${BASE}/feedback`]: () => json(contactForm.answers.sent),
    });
    await mount(contactForm.form.replace('<p><input class="wpcf7-form-control wpcf7-submit', `${quiz}<p><input class="wpcf7-form-control wpcf7-submit`));
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('sent'));
    expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('Wie viel ist 2+3?');
    expect(field('_wpcf7_quiz_answer_quiz-1').value).toBe('hash5');
    expect(form().querySelector('img.wpcf7-captcha-captcha-1')!.getAttribute('src')).toBe('/captcha/222.png');
    expect(field('_wpcf7_captcha_challenge_captcha-1').value).toBe('222');
  });

  it('inert-on-<status> and the free text of an option', async () => {
    let answer!: (response: Response) => void;
    shop(() => new Promise<Response>((resolve) => (answer = resolve)));
    const extra =
      '<p class="inert-on-submitting" id="fields-while-sending"><span class="wpcf7-form-control wpcf7-radio"><span class="wpcf7-list-item has-free-text"><label><input type="radio" name="wie" value="Anders"> Anders</label> <input type="text" name="_wpcf7_free_text_wie" class="wpcf7-free-text" aria-label="Wie sonst?"></span></span></p>';
    await mount(contactForm.form.replace('<p><input class="wpcf7-form-control wpcf7-submit', `${extra}<p><input class="wpcf7-form-control wpcf7-submit`));
    const freeText = field('_wpcf7_free_text_wie');
    expect(freeText.disabled).toBe(true);
    fireEvent.click(field('wie'));
    expect(freeText.disabled).toBe(false);
    fillGood();
    fireEvent.submit(form());
    await waitFor(() => expect(form().dataset.status).toBe('submitting'));
    const marked = document.getElementById('fields-while-sending')!;
    expect(marked.inert).toBe(true);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(json(contactForm.answers.spam));
    await waitFor(() => expect(form().dataset.status).toBe('spam'));
    expect(marked.inert).toBe(false);
  });

  it('unmounted: islands gone, the fields as printed', async () => {
    shop();
    await mount();
    document.querySelector('sf-contact-form')!.remove();
    await waitFor(() => expect(document.querySelector('.sf-contact-form__tip')).toBeNull());
  });
});
