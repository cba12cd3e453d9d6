/**
 * The demo shop's contact form as Contact Form 7 defines and prints it (spec §2, §3 Contact
 * form): the fields, the validation schema with German errors (the same rules the widget runs:
 * src/contact/validation.ts), the checks on a post, and the markup — for the page, and again
 * after a post without JavaScript with the status, the message and the tips.
 */
import { createHash } from 'node:crypto';
import type { FeedbackBody, InvalidField } from '../../src/contact/contracts.ts';
import { validateForm, type FieldValue, type SchemaRule, type ValidationSchema } from '../../src/contact/validation.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export const CONTACT_FORM_ID = 42;
/** The page the form is on (/kontakt/, post 7): `_wpcf7_container_post` and the unit tag's p7. */
export const CONTACT_PAGE_ID = 7;
export const CONTACT_PAGE_PATH = '/kontakt/';
export const UNIT_TAG = `wpcf7-f${CONTACT_FORM_ID}-p${CONTACT_PAGE_ID}-o1`;
export const PLUGIN_VERSION = '6.0.1';

export const SUBJECTS = ['Frage zu einer Bestellung', 'Frage zu einem Produkt', 'Rücksendung', 'Sonstiges'] as const;
export const CONTACT_WAYS = ['E-Mail', 'Telefon'] as const;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;
/** Attachments up to 100 kB (the demo shop reads bodies up to 200 kB). */
export const FILE_MAX_BYTES = 100 * 1024;
export const FILE_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png'];

/** Addresses the shop refuses on the server only (not in the schema): the demo's way to show a server-reported invalid field. */
export const REFUSED_EMAIL_DOMAIN = 'example.invalid';
/** A message with this word is judged spam (the demo's stand-in for a spam filter). */
export const SPAM_WORD = 'SPAM-TEST';
/** A sender of this name makes the mail fail (the demo's stand-in for a broken mail server). */
export const MAIL_FAILURE_NAME = 'Mailfehler';

export const MESSAGES = {
  mail_sent: 'Vielen Dank für deine Nachricht. Sie wurde gesendet.',
  mail_failed: 'Beim Versuch, deine Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  validation_failed: 'Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.',
  spam: 'Beim Versuch, deine Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  acceptance_missing: 'Du musst die Bedingungen akzeptieren, bevor du deine Nachricht sendest.',
  email_refused: 'Von dieser Domain nehmen wir leider keine Nachrichten an.',
} as const;

const REQUIRED = 'Bitte fülle dieses Feld aus.';
const TOO_LONG = 'Dieses Feld hat eine zu lange Eingabe.';

export const CONTACT_SCHEMA: ValidationSchema = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'de_DE',
  rules: [
    { rule: 'required', field: 'your-name', error: REQUIRED },
    { rule: 'maxlength', field: 'your-name', threshold: 100, error: TOO_LONG },
    { rule: 'required', field: 'your-email', error: REQUIRED },
    { rule: 'email', field: 'your-email', error: 'Bitte gib eine E-Mail-Adresse ein.' },
    { rule: 'maxlength', field: 'your-email', threshold: 200, error: TOO_LONG },
    { rule: 'tel', field: 'your-phone', error: 'Bitte gib eine Telefonnummer ein.' },
    { rule: 'maxlength', field: 'your-phone', threshold: 40, error: TOO_LONG },
    { rule: 'required', field: 'your-subject', error: 'Bitte wähle einen Betreff.' },
    { rule: 'enum', field: 'your-subject', accept: [...SUBJECTS], error: 'Bitte wähle einen Betreff aus der Liste.' },
    { rule: 'enum', field: 'kontaktweg', accept: [...CONTACT_WAYS], error: 'Bitte wähle einen Kontaktweg aus der Liste.' },
    { rule: 'maxitems', field: 'kontaktweg', threshold: 1, error: 'Bitte wähle höchstens einen Kontaktweg.' },
    { rule: 'required', field: 'your-message', error: REQUIRED },
    { rule: 'minlength', field: 'your-message', threshold: MESSAGE_MIN, error: `Bitte schreib mindestens ${MESSAGE_MIN} Zeichen.` },
    { rule: 'maxlength', field: 'your-message', threshold: MESSAGE_MAX, error: TOO_LONG },
    { rule: 'file', field: 'your-file', accept: FILE_ACCEPT, error: 'Du darfst keine Dateien dieses Typs hochladen (PDF, JPG, PNG).' },
    { rule: 'maxfilesize', field: 'your-file', threshold: FILE_MAX_BYTES, error: 'Die hochgeladene Datei ist zu groß (höchstens 100 kB).' },
  ] satisfies SchemaRule[],
};

/** What a post carries: text fields by name (last value) and the files. */
export interface Posted {
  fields: Record<string, unknown>;
  files: Array<{ field: string; name: string; size: number; type: string }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('') : '');

/** The fields the form knows, as text (anything else posted is ignored, as the plugin does). */
export const FIELD_NAMES = ['your-name', 'your-email', 'your-phone', 'your-subject', 'kontaktweg', 'your-message', 'datenschutz'] as const;

function valuesOf(posted: Posted) {
  return (field: string): FieldValue[] => {
    const files = posted.files.filter((file) => file.field === field);
    if (files.length) return files;
    const value = posted.fields[field] ?? posted.fields[`${field}[]`];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : value === undefined ? [] : [text(value)];
  };
}

/** The plugin's answer to a post (§7 feedback): validation, acceptance, spam, mail. */
export function answerFeedback(posted: Posted): FeedbackBody {
  const base = { contact_form_id: CONTACT_FORM_ID, into: `#${UNIT_TAG}` };
  const errors = validateForm(CONTACT_SCHEMA, valuesOf(posted));
  const email = text(posted.fields['your-email']).trim().toLowerCase();
  if (!errors.has('your-email') && email.endsWith(`@${REFUSED_EMAIL_DOMAIN}`)) errors.set('your-email', MESSAGES.email_refused);
  if (errors.size) {
    const invalid_fields: InvalidField[] = [...errors].map(([field, message]) => ({
      field,
      message,
      idref: null,
      error_id: `${UNIT_TAG}-ve-${field}`,
    }));
    return { ...base, status: 'validation_failed', message: MESSAGES.validation_failed, posted_data_hash: '', invalid_fields };
  }
  if (text(posted.fields.datenschutz) !== '1') return { ...base, status: 'acceptance_missing', message: MESSAGES.acceptance_missing, posted_data_hash: '', invalid_fields: [] };
  const hash = createHash('md5')
    .update(JSON.stringify(FIELD_NAMES.map((name) => text(posted.fields[name]))))
    .digest('hex');
  if (text(posted.fields['your-message']).includes(SPAM_WORD)) return { ...base, status: 'spam', message: MESSAGES.spam, posted_data_hash: hash, invalid_fields: [] };
  if (text(posted.fields['your-name']).trim() === MAIL_FAILURE_NAME) return { ...base, status: 'mail_failed', message: MESSAGES.mail_failed, posted_data_hash: hash, invalid_fields: [] };
  return { ...base, status: 'mail_sent', message: MESSAGES.mail_sent, posted_data_hash: hash, invalid_fields: [] };
}

/** The plugin's form status for a server status (no-JS page: the class and data-status it prints). */
const PRINTED_STATUS: Record<string, string> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  mail_sent: 'sent',
  mail_failed: 'failed',
};

/** What the page shows after a post without JavaScript: the answer and, unless sent, what was typed. */
export interface PrintedState {
  answer?: FeedbackBody;
  values?: Record<string, unknown>;
}

export function contactFormMarkup(state: PrintedState = {}): SafeHtml {
  const { answer } = state;
  const sent = answer?.status === 'mail_sent';
  const values = sent ? {} : (state.values ?? {});
  const status = answer ? (PRINTED_STATUS[answer.status] ?? 'init') : 'init';
  const errors = new Map((answer?.invalid_fields ?? []).map((entry) => [entry.field, entry.message]));
  const value = (name: string) => text(values[name]);
  const tipId = (name: string) => `${UNIT_TAG}-ve-${name}`;
  /** aria-invalid, aria-describedby and the tip of a field the post refused. */
  const state_ = (name: string, describedBy = '') => {
    const invalid = errors.has(name);
    const ids = [describedBy, invalid ? tipId(name) : ''].filter(Boolean).join(' ');
    return html` aria-invalid="${invalid ? 'true' : 'false'}"${ids ? html` aria-describedby="${ids}"` : ''}`;
  };
  const tip = (name: string) => (errors.has(name) ? html`<span class="wpcf7-not-valid-tip" id="${tipId(name)}">${errors.get(name)!}</span>` : '');
  const wrap = (name: string, control: SafeHtml) => html`<span class="wpcf7-form-control-wrap" data-name="${name}">${control}${tip(name)}</span>`;
  const invalidClass = (name: string) => (errors.has(name) ? ' wpcf7-not-valid' : '');
  const counterId = `${UNIT_TAG}-count-your-message`;
  const remaining = MESSAGE_MAX - value('your-message').length;

  return html`<sf-contact-form><div class="wpcf7 no-js" id="${UNIT_TAG}" lang="de-DE" dir="ltr" data-wpcf7-id="${String(CONTACT_FORM_ID)}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul>${[...errors.values()].map((message) => html`<li>${message}</li>`)}</ul></div>
<form action="${CONTACT_PAGE_PATH}#${UNIT_TAG}" method="post" class="wpcf7-form ${status}" aria-label="Kontaktformular" enctype="multipart/form-data" novalidate data-status="${status}">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${String(CONTACT_FORM_ID)}"><input type="hidden" name="_wpcf7_version" value="${PLUGIN_VERSION}"><input type="hidden" name="_wpcf7_locale" value="de_DE"><input type="hidden" name="_wpcf7_unit_tag" value="${UNIT_TAG}"><input type="hidden" name="_wpcf7_container_post" value="${String(CONTACT_PAGE_ID)}"><input type="hidden" name="_wpcf7_posted_data_hash" value="${answer?.posted_data_hash ?? ''}"></fieldset>
<p><label>Dein Name (Pflichtfeld)<br>${wrap('your-name', html`<input size="40" maxlength="100" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required${invalidClass('your-name')}" autocomplete="name" aria-required="true"${state_('your-name')} value="${value('your-name')}" type="text" name="your-name">`)}</label></p>
<p><label>Deine E-Mail-Adresse (Pflichtfeld)<br>${wrap('your-email', html`<input size="40" maxlength="200" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email${invalidClass('your-email')}" autocomplete="email" aria-required="true"${state_('your-email')} value="${value('your-email')}" type="email" name="your-email">`)}</label></p>
<p><label>Deine Telefonnummer (optional)<br>${wrap('your-phone', html`<input size="40" maxlength="40" class="wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel${invalidClass('your-phone')}" autocomplete="tel"${state_('your-phone')} value="${value('your-phone')}" type="tel" name="your-phone">`)}</label></p>
<p><label>Betreff (Pflichtfeld)<br>${wrap('your-subject', html`<select class="wpcf7-form-control wpcf7-select wpcf7-validates-as-required${invalidClass('your-subject')}" aria-required="true"${state_('your-subject')} name="your-subject"><option value="">—Bitte wähle einen Betreff—</option>${SUBJECTS.map((subject) => html`<option value="${subject}"${value('your-subject') === subject ? html` selected` : ''}>${subject}</option>`)}</select>`)}</label></p>
<fieldset class="sf-contact-ways"><legend>Wie dürfen wir dich erreichen? (höchstens eine Wahl)</legend>${wrap('kontaktweg', html`<span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox${invalidClass('kontaktweg')}">${CONTACT_WAYS.map((way) => html`<span class="wpcf7-list-item"><label><input type="checkbox" name="kontaktweg" value="${way}"${value('kontaktweg') === way ? html` checked` : ''}><span class="wpcf7-list-item-label">${way}</span></label></span>`)}</span>`)}</fieldset>
<p><label>Deine Nachricht (Pflichtfeld, ${String(MESSAGE_MIN)} bis ${String(MESSAGE_MAX)} Zeichen)<br>${wrap('your-message', html`<textarea cols="40" rows="8" maxlength="${String(MESSAGE_MAX)}" minlength="${String(MESSAGE_MIN)}" class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required${invalidClass('your-message')}" aria-required="true"${state_('your-message', counterId)} name="your-message">${value('your-message')}</textarea>`)}</label><br><span id="${counterId}"><span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="${String(MESSAGE_MAX)}" data-current-value="${String(remaining)}" data-maximum-value="${String(MESSAGE_MAX)}" data-minimum-value="${String(MESSAGE_MIN)}">${String(remaining)}</span> Zeichen übrig</span></p>
<p><label>Anhang (optional: PDF, JPG oder PNG, höchstens 100 kB)<br>${wrap('your-file', html`<input size="40" class="wpcf7-form-control wpcf7-file${invalidClass('your-file')}" accept="${FILE_ACCEPT.join(',')}"${state_('your-file')} type="file" name="your-file">`)}</label></p>
<p>${wrap('datenschutz', html`<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="datenschutz" value="1"${value('datenschutz') === '1' ? html` checked` : ''}${state_('datenschutz')}><span class="wpcf7-list-item-label">Ich habe die <a href="/datenschutz/">Datenschutzerklärung</a> gelesen und bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.</span></label></span></span>`)}</p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner button" type="submit" value="Nachricht senden"><span class="wpcf7-spinner" aria-hidden="true"></span></p>
<div class="wpcf7-response-output">${answer?.message ?? ''}</div>
</form></div></sf-contact-form>`;
}
