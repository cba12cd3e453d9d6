/**
 * The contact form's flow (spec §4 Contact form status, §5 Contact form, §7 refill) as a pure
 * transition: the status and its events, the checks of the schema on a change and before a
 * send, the send and the shop's answer, the reset and refill after a sent mail. One submit is
 * one message: while one is being sent a submit does nothing. The hook
 * (widgets/contact-form/use-contact-form.ts) reads the page into events and carries out the
 * effects through its port.
 */
import type { EffectOf, Transition } from '../core/machine';
import type { FeedbackBody, FeedbackResult, RefillBody } from './contracts';
import { EVENT_OF_SERVER_STATUS, type ContactFormEventName } from './events';
import { t } from './i18n';
import { statusFromServer, type FormStatus } from './status';
import { validateForm, type FieldValue, type ValidationSchema } from './validation';

/** What the form posts under a field's name (`name` and `name[]`). */
export type FieldValues = (field: string) => FieldValue[];

export interface ContactState {
  status: FormStatus;
  /** The response message (shown in the statuses after which it stays, rules.ts showsResponse). */
  message: string;
  /** Each refused field and its message, in the order shown. */
  errors: ReadonlyArray<readonly [field: string, message: string]>;
  /** Until the schema has come, a change is checked against nothing and a send is not checked here. */
  schema: ValidationSchema | null;
  /** A mail was sent: the reset that follows keeps the shop's message and ends in 'sent'. */
  sentBeforeReset: boolean;
  /** Where the pointer is pressed: 'submit' on the form's submit button, 'elsewhere' anywhere else. */
  pressed: 'no' | 'elsewhere' | 'submit';
  /** Fields changed while the pointer was pressed, checked after the click its release makes. */
  deferred: readonly string[];
}

/** What the shop printed (after a post that came before our code): its status, message and tips. */
export function contactState(printed: { status: FormStatus; message: string; errors: ReadonlyArray<readonly [string, string]> }): ContactState {
  return { ...printed, schema: null, sentBeforeReset: false, pressed: 'no', deferred: [] };
}

export type ContactEvent =
  /** The widget took over the form: the printed status and tips become its own. */
  | { type: 'start' }
  | { type: 'schema'; schema: ValidationSchema | null }
  /** A control changed (its field name without `[]`). */
  | { type: 'change'; field: string; values: FieldValues }
  /** Typed into a control. */
  | { type: 'input'; field: string; values: FieldValues }
  /** A check of one field that waited for the pointer's release. */
  | { type: 'check'; field: string; values: FieldValues }
  | { type: 'pointer-down'; onSubmit: boolean }
  | { type: 'pointer-up' }
  /** The form was submitted: what it posts, with the submitter. */
  | { type: 'submit'; data: FormData }
  | { type: 'sent'; result: FeedbackResult }
  /** Sending threw (a bug, not the shop's answer). */
  | { type: 'crashed' }
  /** The form's reset event (ours after a sent mail, or the shopper's reset button). */
  | { type: 'reset' }
  | { type: 'refilled'; refill: RefillBody; then: FormStatus }
  /** The widget let go of the form: nothing more to do (the hook gives the fields back). */
  | { type: 'stop' };

/** Fields of the plugin's event detail that come from the flow; the hook adds the form's. */
export interface ContactDetail {
  status: string;
  prevStatus?: string;
  apiResponse?: FeedbackBody;
}

export interface ContactPort {
  /** The status as the form's class (the previous one removed) and `data-status`, `aria-busy` while submitting, the inert-on-<status> marks. */
  showStatus(status: FormStatus): void;
  /** One of the plugin's events on the form's wrapper. */
  emit(name: ContactFormEventName, detail: ContactDetail): void;
  /** `aria-invalid`, the tip in `aria-describedby` and `wpcf7-not-valid` on the controls of these fields; cleared on the others. */
  markFields(fields: string[]): void;
  /** Focus the first control these ids name, else the first control of these fields. */
  focusFirstInvalid(idrefs: Array<string | null>, fields: string[]): void;
  /** Post to the feedback endpoint; the answer comes back as 'sent'. */
  send(data: FormData): void;
  /** The answer's hash of the posted data into `_wpcf7_posted_data_hash`. */
  postedHash(hash: string): void;
  /** New captcha images and quiz questions (the hidden answer hash with them). */
  applyRefill(refill: RefillBody): void;
  /** `form.reset()`: its reset event comes back as 'reset'. */
  resetForm(): void;
  /** Ask for a refill; it comes back as 'refilled' with `then`. */
  fetchRefill(then: FormStatus): void;
  /** Check these fields after the click that the pointer's release makes. */
  checkLater(fields: string[]): void;
}

export type ContactEffect = EffectOf<ContactPort>;

export const INVALID_MESSAGE = 'One or more fields have an error. Please check and try again.';

/** What the form posts under a field's name: `field` and `field[]` (checkbox groups). */
export const valuesIn =
  (data: FormData): FieldValues =>
  (field) =>
    [...data.getAll(field), ...data.getAll(`${field}[]`)] as FieldValue[];

export const contactTransition: Transition<ContactState, ContactEvent, ContactEffect> = (state, event) => {
  let next = state;
  const effects: ContactEffect[] = [];
  const effect = (...call: ContactEffect) => effects.push(call);
  /** §4: every status is shown; a change is announced with the previous one. */
  const setStatus = (status: FormStatus) => {
    const prevStatus = next.status;
    next = { ...next, status };
    effect('showStatus', status);
    if (prevStatus !== status) effect('emit', 'wpcf7statuschanged', { status, prevStatus });
  };
  /** New errors: all of them, or (`only`) those of some fields, the others kept. */
  const setErrors = (found: Map<string, string>, only?: ReadonlySet<string>) => {
    const kept = only ? next.errors.filter(([field]) => !only.has(field)) : [];
    next = { ...next, errors: [...kept, ...found] };
    effect(
      'markFields',
      next.errors.map(([field]) => field),
    );
  };
  /** §4: a field change → validating → back to the status before; only that field's error changes. */
  const check = (field: string, values: FieldValues) => {
    const schema = next.schema;
    if (!schema || !field || field.startsWith('_') || next.status === 'submitting') return;
    const before = next.status;
    setStatus('validating');
    const only = new Set([field]);
    setErrors(validateForm(schema, values, only), only);
    setStatus(before);
  };

  switch (event.type) {
    case 'start':
      effect('showStatus', state.status);
      effect(
        'markFields',
        state.errors.map(([field]) => field),
      );
      break;
    case 'schema':
      next = { ...state, schema: event.schema };
      break;
    case 'change':
      // A change that comes with a press of the pointer (the field loses focus to what is
      // pressed): a tip shown now would move what is below it between the press and the
      // release, and the click would be lost. So the check waits for the release; on the submit
      // button it is left to the send, which checks every field.
      if (state.pressed === 'no') check(event.field, event.values);
      else if (state.pressed === 'elsewhere' && !state.deferred.includes(event.field)) next = { ...state, deferred: [...state.deferred, event.field] };
      break;
    case 'input':
      // Typing: a field that shows an error is checked again at once, so its tip goes as soon
      // as the text is right, not at the blur (removed at the blur, the tip would move the
      // submit button up between a click's press and release, and the click would be lost).
      if (state.errors.some(([field]) => field === event.field)) check(event.field, event.values);
      break;
    case 'check':
      check(event.field, event.values);
      break;
    case 'pointer-down':
      next = { ...state, pressed: event.onSubmit ? 'submit' : 'elsewhere' };
      break;
    case 'pointer-up':
      next = { ...state, pressed: 'no', deferred: [] };
      if (state.deferred.length) effect('checkLater', [...state.deferred]);
      break;
    case 'submit': {
      // §4: a form already sending only stays 'submitting': one click, one message.
      if (state.status === 'submitting') break;
      const found = state.schema ? validateForm(state.schema, valuesIn(event.data)) : new Map<string, string>();
      if (found.size) {
        setErrors(found);
        next = { ...next, message: t(INVALID_MESSAGE) };
        setStatus('invalid');
        effect(
          'focusFirstInvalid',
          [],
          next.errors.map(([field]) => field),
        );
        break;
      }
      setErrors(found);
      next = { ...next, message: '' };
      setStatus('submitting');
      effect('emit', 'wpcf7beforesubmit', { status: 'submitting' });
      effect('send', event.data);
      break;
    }
    case 'sent': {
      const { result } = event;
      if (result.kind !== 'answer') {
        next = { ...state, message: result.kind === 'failure' ? result.message : '' };
        setStatus(result.kind === 'failure' ? 'failed' : 'init');
        break;
      }
      const body = result.body;
      effect('postedHash', body.posted_data_hash ?? '');
      effect('applyRefill', body);
      const invalid = body.invalid_fields ?? [];
      setErrors(new Map(invalid.map((entry) => [entry.field.replace(/\[\]$/, ''), entry.message])));
      effect('emit', 'wpcf7submit', { status: body.status, apiResponse: body });
      const named = EVENT_OF_SERVER_STATUS[body.status];
      if (named) effect('emit', named, { status: body.status, apiResponse: body });
      next = { ...next, message: body.message };
      if (body.status === 'mail_sent') {
        next = { ...next, sentBeforeReset: true };
        effect('resetForm'); // → 'reset': resetting, the refill, then 'sent'
        break;
      }
      setStatus(statusFromServer(body.status));
      if (invalid.length)
        effect(
          'focusFirstInvalid',
          invalid.map((entry) => entry.idref),
          next.errors.map(([field]) => field),
        );
      break;
    }
    case 'crashed':
      next = { ...state, message: t('An unknown error occurred.') };
      setStatus('failed');
      break;
    case 'reset': {
      const afterSend = state.sentBeforeReset;
      next = { ...state, sentBeforeReset: false, message: afterSend ? state.message : '' };
      setStatus('resetting');
      setErrors(new Map());
      effect('emit', 'wpcf7reset', { status: 'resetting' });
      effect('fetchRefill', afterSend ? 'sent' : 'init');
      break;
    }
    case 'refilled':
      effect('applyRefill', event.refill);
      setStatus(event.then);
      break;
    case 'stop':
  }
  return { state: next, effects };
};
