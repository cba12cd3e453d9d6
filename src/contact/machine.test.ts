// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FeedbackBody } from './contracts';
import { contactState, contactTransition, valuesIn, type ContactEffect, type ContactEvent, type ContactState, type FieldValues } from './machine';
import type { ValidationSchema } from './validation';

const REQUIRED = 'Bitte fülle dieses Feld aus.';
const EMAIL = 'Bitte gib eine E-Mail-Adresse ein.';
const INVALID = 'Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.';
const schema: ValidationSchema = {
  rules: [
    { rule: 'required', field: 'your-name', error: REQUIRED },
    { rule: 'email', field: 'your-email', error: EMAIL },
    { rule: 'required', field: 'thema', error: REQUIRED },
  ],
};
const values = (posted: Record<string, string | string[]>): FieldValues => valuesIn(formData(posted));
function formData(posted: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(posted)) for (const one of [value].flat()) data.append(name, one);
  return data;
}
const good = { 'your-name': 'Anna', 'your-email': 'anna@example.com', 'thema[]': ['Versand'] };

const printed = contactState({ status: 'init', message: '', errors: [] });
const ready: ContactState = { ...printed, schema };
const submitting: ContactState = { ...ready, status: 'submitting' };
const answer = (body: Partial<FeedbackBody>): ContactEvent => ({
  type: 'sent',
  result: { kind: 'answer', body: { contact_form_id: 42, status: 'mail_sent', message: 'Danke.', ...body } },
});
const changed = (from: string, to: string) => ['emit', 'wpcf7statuschanged', { status: to, prevStatus: from }] as ContactEffect;

describe('contactState and start (§4: what the shop printed becomes the widget’s)', () => {
  it('the printed status and tips are shown and marked, no event', () => {
    const state = contactState({ status: 'invalid', message: 'Fehler.', errors: [['your-email', EMAIL]] });
    expect(state).toEqual({ status: 'invalid', message: 'Fehler.', errors: [['your-email', EMAIL]], schema: null, sentBeforeReset: false, pressed: 'no', deferred: [] });
    expect(contactTransition(state, { type: 'start' })).toEqual({
      state,
      effects: [
        ['showStatus', 'invalid'],
        ['markFields', ['your-email']],
      ],
    });
  });

  it('the schema is kept', () => {
    expect(contactTransition(printed, { type: 'schema', schema })).toEqual({ state: ready, effects: [] });
  });
});

describe('checking a changed field (§4, §5)', () => {
  const check = (field: string, posted: Record<string, string | string[]>) => ({ field, values: values(posted) });
  it.each<[string, ContactState, ContactEvent, ContactState, ContactEffect[]]>([
    [
      'an error: validating and back, only that field marked',
      ready,
      { type: 'change', ...check('your-email', { 'your-email': 'anna@' }) },
      { ...ready, errors: [['your-email', EMAIL]] },
      [['showStatus', 'validating'], changed('init', 'validating'), ['markFields', ['your-email']], ['showStatus', 'init'], changed('validating', 'init')],
    ],
    [
      'right now: the error goes, the others stay',
      {
        ...ready,
        status: 'invalid',
        errors: [
          ['your-name', REQUIRED],
          ['your-email', EMAIL],
        ],
      },
      { type: 'change', ...check('your-email', good) },
      { ...ready, status: 'invalid', errors: [['your-name', REQUIRED]] },
      [['showStatus', 'validating'], changed('invalid', 'validating'), ['markFields', ['your-name']], ['showStatus', 'invalid'], changed('validating', 'invalid')],
    ],
    [
      'a field with an error again goes last',
      {
        ...ready,
        errors: [
          ['your-name', REQUIRED],
          ['your-email', EMAIL],
        ],
      },
      { type: 'check', ...check('your-name', {}) },
      {
        ...ready,
        errors: [
          ['your-email', EMAIL],
          ['your-name', REQUIRED],
        ],
      },
      [['showStatus', 'validating'], changed('init', 'validating'), ['markFields', ['your-email', 'your-name']], ['showStatus', 'init'], changed('validating', 'init')],
    ],
    [
      'a checkbox group by its name without []',
      ready,
      { type: 'change', ...check('thema', {}) },
      { ...ready, errors: [['thema', REQUIRED]] },
      [['showStatus', 'validating'], changed('init', 'validating'), ['markFields', ['thema']], ['showStatus', 'init'], changed('validating', 'init')],
    ],
    ['before the schema: nothing', printed, { type: 'change', ...check('your-email', { 'your-email': 'x' }) }, printed, []],
    ['a hidden _ field: nothing', ready, { type: 'change', ...check('_wpcf7_quiz_answer_quiz-1', {}) }, ready, []],
    ['a control without a name: nothing', ready, { type: 'change', ...check('', {}) }, ready, []],
    ['while submitting: nothing', submitting, { type: 'change', ...check('your-email', { 'your-email': 'x' }) }, submitting, []],
    ['typing into a field without an error: nothing yet', ready, { type: 'input', ...check('your-email', { 'your-email': 'anna@' }) }, ready, []],
    [
      'typing into a field with an error: checked at once',
      { ...ready, errors: [['your-email', EMAIL]] },
      { type: 'input', ...check('your-email', good) },
      ready,
      [['showStatus', 'validating'], changed('init', 'validating'), ['markFields', []], ['showStatus', 'init'], changed('validating', 'init')],
    ],
  ])('%s', (_name, state, event, next, effects) => expect(contactTransition(state, event)).toEqual({ state: next, effects }));
});

describe('a change while the pointer is pressed waits for its release (the click is not lost)', () => {
  const change = (field: string): ContactEvent => ({ type: 'change', field, values: values({}) });
  it.each<[string, ContactState, ContactEvent, ContactState, ContactEffect[]]>([
    ['pressed elsewhere', ready, { type: 'pointer-down', onSubmit: false }, { ...ready, pressed: 'elsewhere' }, []],
    ['pressed on the submit button', ready, { type: 'pointer-down', onSubmit: true }, { ...ready, pressed: 'submit' }, []],
    ['a change while pressed elsewhere: deferred', { ...ready, pressed: 'elsewhere' }, change('your-name'), { ...ready, pressed: 'elsewhere', deferred: ['your-name'] }, []],
    ['once per field', { ...ready, pressed: 'elsewhere', deferred: ['your-name'] }, change('your-name'), { ...ready, pressed: 'elsewhere', deferred: ['your-name'] }, []],
    ['a change while pressed on submit: left to the send', { ...ready, pressed: 'submit' }, change('your-name'), { ...ready, pressed: 'submit' }, []],
    [
      'released: the deferred fields are checked after the click',
      { ...ready, pressed: 'elsewhere', deferred: ['your-name', 'thema'] },
      { type: 'pointer-up' },
      ready,
      [['checkLater', ['your-name', 'thema']]],
    ],
    ['released with nothing deferred', { ...ready, pressed: 'submit' }, { type: 'pointer-up' }, ready, []],
  ])('%s', (_name, state, event, next, effects) => expect(contactTransition(state, event)).toEqual({ state: next, effects }));
});

describe('sending (§4: one submit, one message)', () => {
  it('errors found: nothing sent, invalid with the German message, focus on the first refused field', () => {
    const data = formData({ 'your-email': 'anna@' });
    expect(contactTransition(ready, { type: 'submit', data })).toEqual({
      state: {
        ...ready,
        status: 'invalid',
        message: INVALID,
        errors: [
          ['your-name', REQUIRED],
          ['your-email', EMAIL],
          ['thema', REQUIRED],
        ],
      },
      effects: [['markFields', ['your-name', 'your-email', 'thema']], ['showStatus', 'invalid'], changed('init', 'invalid'), ['focusFirstInvalid', [], ['your-name', 'your-email', 'thema']]],
    });
  });

  it.each<[string, ContactState]>([
    ['valid', { ...ready, status: 'invalid', message: INVALID, errors: [['your-name', REQUIRED]] }],
    ['no schema yet: the shop checks', { ...printed, status: 'invalid', errors: [['your-name', REQUIRED]] }],
  ])('%s: errors and message cleared, submitting, beforesubmit, the send', (_name, state) => {
    const data = formData(good);
    expect(contactTransition(state, { type: 'submit', data })).toEqual({
      state: { ...state, status: 'submitting', message: '', errors: [] },
      effects: [['markFields', []], ['showStatus', 'submitting'], changed('invalid', 'submitting'), ['emit', 'wpcf7beforesubmit', { status: 'submitting' }], ['send', data]],
    });
  });

  it('a second submit while sending sends nothing', () => {
    expect(contactTransition(submitting, { type: 'submit', data: formData(good) })).toEqual({ state: submitting, effects: [] });
  });

  it.each<[string, ContactEvent, ContactState, ContactEffect[]]>([
    [
      'a failure: failed with its message',
      { type: 'sent', result: { kind: 'failure', message: 'Du bist wahrscheinlich offline.' } },
      { ...submitting, status: 'failed', message: 'Du bist wahrscheinlich offline.' },
      [['showStatus', 'failed'], changed('submitting', 'failed')],
    ],
    ['nothing (204): back to init', { type: 'sent', result: { kind: 'empty' } }, { ...submitting, status: 'init' }, [['showStatus', 'init'], changed('submitting', 'init')]],
    [
      'the send threw: failed, the unknown error',
      { type: 'crashed' },
      { ...submitting, status: 'failed', message: 'Ein unbekannter Fehler ist aufgetreten.' },
      [['showStatus', 'failed'], changed('submitting', 'failed')],
    ],
  ])('%s', (_name, event, next, effects) => expect(contactTransition(submitting, event)).toEqual({ state: next, effects }));
});

describe('the shop’s answer (§4)', () => {
  it('fields refused: hash, refill, the tips, the plugin’s events, invalid, focus on the named control', () => {
    const invalid_fields = [
      { field: 'your-email', message: 'Nicht von dieser Domain.', idref: 'email-1', error_id: 'x-ve-your-email' },
      { field: 'thema[]', message: 'Wähle eins.', idref: null, error_id: 'x-ve-thema' },
    ];
    const event = answer({ status: 'validation_failed', message: 'Fehler.', posted_data_hash: 'h1', invalid_fields });
    const body = event.type === 'sent' && event.result.kind === 'answer' ? event.result.body : null;
    expect(contactTransition(submitting, event)).toEqual({
      state: {
        ...submitting,
        status: 'invalid',
        message: 'Fehler.',
        errors: [
          ['your-email', 'Nicht von dieser Domain.'],
          ['thema', 'Wähle eins.'],
        ],
      },
      effects: [
        ['postedHash', 'h1'],
        ['applyRefill', body],
        ['markFields', ['your-email', 'thema']],
        ['emit', 'wpcf7submit', { status: 'validation_failed', apiResponse: body }],
        ['emit', 'wpcf7invalid', { status: 'validation_failed', apiResponse: body }],
        ['showStatus', 'invalid'],
        changed('submitting', 'invalid'),
        ['focusFirstInvalid', ['email-1', null], ['your-email', 'thema']],
      ],
    });
  });

  it.each([
    ['spam', 'spam', 'wpcf7spam'],
    ['acceptance_missing', 'unaccepted', 'wpcf7unaccepted'],
    ['mail_failed', 'failed', 'wpcf7mailfailed'],
    ['payment_required', 'payment-required', undefined],
    ['waiting', 'custom-waiting', undefined],
  ])('%s → %s, with its message and event', (server, status, named) => {
    const event = answer({ status: server, message: 'Text.' });
    const { state, effects } = contactTransition(submitting, event);
    expect(state).toEqual({ ...submitting, status, message: 'Text.' });
    expect(effects.filter(([kind]) => kind === 'emit').map((call) => call[1])).toEqual(['wpcf7submit', ...(named ? [named] : []), 'wpcf7statuschanged']);
    expect(effects.at(-1)).toEqual(changed('submitting', status));
    expect(effects.some(([kind]) => kind === 'focusFirstInvalid')).toBe(false);
  });

  it('a sent mail: the shop’s thanks kept, the form reset (its reset event comes back)', () => {
    const { state, effects } = contactTransition(submitting, answer({ posted_data_hash: 'h2' }));
    expect(state).toEqual({ ...submitting, message: 'Danke.', sentBeforeReset: true });
    expect(effects.map(([kind, ...rest]) => (kind === 'emit' ? rest[0] : kind))).toEqual(['postedHash', 'applyRefill', 'markFields', 'wpcf7submit', 'wpcf7mailsent', 'resetForm']);
  });
});

describe('reset and refill (§4, §7)', () => {
  const afterSend: ContactState = { ...submitting, message: 'Danke.', sentBeforeReset: true };
  it.each<[string, ContactState, ContactState, ContactEffect[]]>([
    [
      'after a sent mail: resetting, the message kept, then sent',
      afterSend,
      { ...afterSend, status: 'resetting', sentBeforeReset: false },
      [['showStatus', 'resetting'], changed('submitting', 'resetting'), ['markFields', []], ['emit', 'wpcf7reset', { status: 'resetting' }], ['fetchRefill', 'sent']],
    ],
    [
      'the shopper’s reset: message and errors gone, then init',
      { ...ready, status: 'invalid', message: INVALID, errors: [['your-name', REQUIRED]] },
      { ...ready, status: 'resetting' },
      [['showStatus', 'resetting'], changed('invalid', 'resetting'), ['markFields', []], ['emit', 'wpcf7reset', { status: 'resetting' }], ['fetchRefill', 'init']],
    ],
  ])('%s', (_name, state, next, effects) => expect(contactTransition(state, { type: 'reset' })).toEqual({ state: next, effects }));

  it('the refill applied, then the status it waited for', () => {
    const resetting: ContactState = { ...ready, status: 'resetting', message: 'Danke.' };
    const refill = { quiz: { 'quiz-1': ['Wie viel ist 2+3?', 'hash5'] as [string, string] } };
    expect(contactTransition(resetting, { type: 'refilled', refill, then: 'sent' })).toEqual({
      state: { ...resetting, status: 'sent' },
      effects: [['applyRefill', refill], ['showStatus', 'sent'], changed('resetting', 'sent')],
    });
  });
});
