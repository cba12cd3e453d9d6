import { useEffect, useState } from 'react';
import { fetchRefill, fetchSchema, sendFeedback, type FeedbackBody, type RefillBody } from '../../src/contact/contracts';
import { dispatchContactEvent, EVENT_OF_SERVER_STATUS, type ContactFormDetail } from '../../src/contact/events';
import { validateForm, type FieldValue, type ValidationSchema } from '../../src/contact/validation';
import { acceptancesMet, characterCount, counterNumber, inertIn, isStatusClass, statusFromServer, type FormStatus } from './rules';
import { t } from './i18n';

/** A field's error as the view shows it: under the field (its island) and in the screen-reader list. */
export interface FieldError {
  field: string;
  message: string;
  /** The tip's id, which the field's aria-describedby names. */
  id: string;
  island: HTMLElement | null;
}

export interface ContactFormView {
  status: FormStatus;
  message: string;
  errors: FieldError[];
  output: HTMLElement | null;
  srList: HTMLElement | null;
}

const CONTROLS = 'input, select, textarea';
const fieldOf = (name: string) => name.replace(/\[\]$/, '');
const cssEscape = (text: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(text) : text.replace(/["\\]/g, '\\$&'));

/**
 * The plugin's form, upgraded in place (spec §2, §4, §5, §7, §8): statuses as classes and
 * `data-status` on the form, checks of the schema on change and before sending, the send to
 * the REST feedback endpoint, errors at their fields, refill after a sent mail, character
 * counters, exclusive checkboxes, acceptance boxes that hold the submit button. The form keeps
 * its action: without JavaScript, or in a browser without FormData, it posts as printed.
 */
export function useContactForm(host: HTMLElement): ContactFormView {
  const [view, setView] = useState<ContactFormView>({ status: 'init', message: '', errors: [], output: null, srList: null });

  useEffect(() => {
    const wrapper = host.querySelector<HTMLElement>('.wpcf7');
    if (!wrapper) return;
    if (wrapper.parentElement?.closest('form')) {
      // A form inside another form (the parser drops the inner <form>, §2): the plugin's message instead.
      const note = document.createElement('p');
      note.className = 'wpcf7-wrong-place';
      note.textContent = t('Error: This contact form is placed in the wrong place.');
      wrapper.replaceChildren(note);
      return;
    }
    const form = wrapper.querySelector<HTMLFormElement>('form.wpcf7-form');
    if (!form) return;
    if (typeof FormData !== 'function') {
      // §8: a browser without what the send needs: said on the console, the form left to post as printed.
      console.error('sf-contact-form: this browser has no FormData; the form is not upgraded and posts the classic way');
      return;
    }
    return upgradeForm(wrapper, form, setView);
  }, [host]);

  return view;
}

function upgradeForm(wrapper: HTMLElement, form: HTMLFormElement, setView: (view: ContactFormView) => void): () => void {
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const id = hidden('_wpcf7')?.value ?? '';
  const unitTag = wrapper.id || hidden('_wpcf7_unit_tag')?.value || `wpcf7-f${id}`;
  const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
  const srList = wrapper.querySelector<HTMLElement>('.screen-reader-response ul');
  let alive = true;
  let schema: ValidationSchema | null = null;
  let sentBeforeReset = false;
  const serverStatus = form.dataset.status;
  let status: FormStatus = serverStatus && isStatusClass(serverStatus) ? (serverStatus as FormStatus) : 'init';
  // What the shop printed after a post without JavaScript stays until the next change, then is ours to show.
  let message = output?.textContent?.trim() ?? '';
  const errors = new Map<string, string>();
  const islands = new Map<string, HTMLElement>();
  const describedBy = new Map<Element, string | null>();

  if (output) {
    output.replaceChildren();
    output.removeAttribute('aria-hidden'); // the plugin hides it for its own status paragraph; here it is the live region
    output.setAttribute('aria-live', 'polite');
    output.setAttribute('aria-atomic', 'true');
  }
  srList?.replaceChildren(); // the shop's list (after a post) is drawn again from the adopted errors
  const printedTipIds = new Set<string>();
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
    // The shop's own tips (printed after a post that came before this code) become ours.
    wrap.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => {
      if (tip.textContent?.trim()) errors.set(wrap.dataset.name!, tip.textContent.trim());
      if (tip.id) printedTipIds.add(tip.id);
      tip.remove();
    });
    const island = document.createElement('span');
    island.className = 'sf-island sf-contact-form__tip';
    wrap.append(island);
    islands.set(wrap.dataset.name!, island);
  }
  for (const control of form.querySelectorAll(CONTROLS)) {
    const own = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !printedTipIds.has(id));
    describedBy.set(control, own.length ? own.join(' ') : null);
  }

  const tipId = (field: string) => `${unitTag}-ve-${field}`;
  const render = () =>
    setView({
      status,
      message,
      output,
      srList,
      errors: [...errors].map(([field, text]) => ({ field, message: text, id: tipId(field), island: islands.get(field) ?? null })),
    });

  /** Mark the fields: aria-invalid, the tip in aria-describedby, the plugin's wpcf7-not-valid class. */
  const markFields = () => {
    for (const [control, original] of describedBy) {
      const field = fieldOf(control.getAttribute('name') ?? '');
      const invalid = errors.has(field);
      const ids = [original, invalid ? tipId(field) : null].filter(Boolean).join(' ');
      if (ids) control.setAttribute('aria-describedby', ids);
      else control.removeAttribute('aria-describedby');
      control.classList.toggle('wpcf7-not-valid', invalid);
      if (invalid) control.setAttribute('aria-invalid', 'true');
      else if (control.hasAttribute('aria-invalid')) control.setAttribute('aria-invalid', 'false');
    }
    render();
  };

  const setErrors = (next: Map<string, string>, only?: ReadonlySet<string>) => {
    if (only) for (const field of only) errors.delete(field);
    else errors.clear();
    for (const [field, text] of next) errors.set(field, text);
    markFields();
  };

  const detail = (extra: Partial<ContactFormDetail> = {}): ContactFormDetail => ({
    contactFormId: Number(id) || 0,
    pluginVersion: hidden('_wpcf7_version')?.value ?? '',
    contactFormLocale: hidden('_wpcf7_locale')?.value ?? '',
    unitTag,
    containerPostId: Number(hidden('_wpcf7_container_post')?.value) || 0,
    status,
    inputs: [...new FormData(form)].flatMap(([name, value]) => (name.startsWith('_') || typeof value !== 'string' ? [] : [{ name, value }])),
    ...extra,
  });

  /** §4: a new status on the form (class, data-status, inert marks), announced with the previous one. */
  const setStatus = (next: FormStatus) => {
    const prevStatus = status;
    status = next;
    for (const name of [...form.classList]) if (isStatusClass(name)) form.classList.remove(name);
    form.classList.add(next);
    form.dataset.status = next;
    if (next === 'submitting') form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    for (const element of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) element.inert = inertIn([...element.classList], next);
    render();
    if (prevStatus !== next) dispatchContactEvent(wrapper, 'wpcf7statuschanged', detail({ prevStatus }));
  };

  const valuesOf = (data: FormData) => (field: string) => [...data.getAll(field), ...data.getAll(`${field}[]`)] as FieldValue[];

  const focusFirstInvalid = (idrefs: ReadonlyArray<string | null> = []) => {
    const byId = idrefs.map((idref) => (idref ? document.getElementById(idref) : null)).find(Boolean);
    const first = byId ?? [...form.querySelectorAll<HTMLElement>(CONTROLS)].find((control) => errors.has(fieldOf(control.getAttribute('name') ?? '')));
    first?.focus();
  };

  /** §7 refill: new captcha images and quiz questions (the hidden answer hash with them). */
  const applyRefill = (refill: RefillBody) => {
    for (const [field, url] of Object.entries(refill.captcha ?? {})) {
      form.querySelectorAll<HTMLImageElement>(`img.wpcf7-captcha-${cssEscape(field)}`).forEach((image) => (image.src = url));
      const challenge = hidden(`_wpcf7_captcha_challenge_${field}`);
      const prefix = /([^/]+)\.(png|gif|jpe?g)$/.exec(url)?.[1];
      if (challenge && prefix) challenge.value = prefix;
    }
    for (const [field, [question, hash]] of Object.entries(refill.quiz ?? {})) {
      form.querySelectorAll(`.wpcf7-form-control-wrap[data-name="${cssEscape(field)}"] .wpcf7-quiz-label`).forEach((label) => (label.textContent = question));
      const answer = hidden(`_wpcf7_quiz_answer_${field}`);
      if (answer) answer.value = hash;
    }
  };

  const updateAcceptance = () => {
    if (form.classList.contains('wpcf7-acceptance-as-validation')) return;
    const boxes = [...form.querySelectorAll<HTMLInputElement>('.wpcf7-acceptance input[type="checkbox"]')].map((box) => {
      const wrap = box.closest('.wpcf7-acceptance')!;
      return { checked: box.checked, optional: wrap.classList.contains('optional'), invert: wrap.classList.contains('invert') };
    });
    const met = acceptancesMet(boxes);
    form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('.wpcf7-submit').forEach((button) => (button.disabled = !met));
  };

  const updateCounters = () => {
    for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count[data-target-name]')) {
      const target = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${cssEscape(counter.dataset.targetName!)}"]`);
      if (!target) continue;
      const count = characterCount(target.value.length, {
        starting: counterNumber(counter.dataset.startingValue) ?? 0,
        maximum: counterNumber(counter.dataset.maximumValue),
        minimum: counterNumber(counter.dataset.minimumValue),
        down: counter.classList.contains('down'),
      });
      counter.dataset.currentValue = String(count.value);
      counter.textContent = String(count.value);
      counter.classList.toggle('too-long', count.tooLong);
      counter.classList.toggle('too-short', count.tooShort);
    }
  };

  /** The free-text input of a checkbox or radio group is usable only while its option is checked. */
  const updateFreeText = () => {
    for (const option of form.querySelectorAll<HTMLInputElement>('.has-free-text input[type="checkbox"], .has-free-text input[type="radio"]')) {
      const text = option.closest('.has-free-text')?.querySelector<HTMLInputElement>('.wpcf7-free-text');
      if (text) text.disabled = !option.checked;
    }
  };

  const onChange = (event: Event) => {
    const control = event.target as HTMLInputElement;
    if (control.type === 'checkbox' && control.checked && control.closest('.wpcf7-exclusive-checkbox')) {
      form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${cssEscape(control.name)}"]`).forEach((other) => {
        if (other !== control) other.checked = false;
      });
    }
    updateFreeText();
    updateAcceptance();
    updateCounters();
    // A change that comes with a press of the pointer (the field loses focus to what is
    // pressed): a tip shown now would move what is below it between the press and the
    // release, and the click would be lost. So the check waits for the release; on the submit
    // button it is left to the send, which checks every field.
    if (pointerDown) {
      if (!submitPressed) deferred.add(control);
    } else checkField(control);
  };

  let pointerDown = false;
  let submitPressed = false;
  const deferred = new Set<HTMLInputElement>();
  const onPointerDown = (event: PointerEvent) => {
    pointerDown = true;
    const target = event.target as Element;
    submitPressed = form.contains(target) && !!target.closest?.('.wpcf7-submit');
  };
  const onPointerUp = () => {
    pointerDown = false;
    submitPressed = false;
    const pending = [...deferred];
    deferred.clear();
    // After the click that this release makes.
    if (pending.length) setTimeout(() => alive && pending.forEach(checkField));
  };

  /** §4: a field change → validating → back to the status before; only that field's error changes. */
  const checkField = (control: HTMLInputElement) => {
    const field = fieldOf(control.name ?? '');
    if (!schema || !field || field.startsWith('_') || status === 'submitting') return;
    const before = status;
    setStatus('validating');
    const only = new Set([field]);
    setErrors(validateForm(schema, valuesOf(new FormData(form)), only), only);
    setStatus(before);
  };

  /**
   * Typing: the counters follow, and a field that shows an error is checked again at once, so
   * its tip goes as soon as the text is right, not at the blur. (Removed at the blur, the tip
   * would move the submit button up between a click's press and release, and the click would
   * be lost.)
   */
  const onInput = (event: Event) => {
    const control = event.target as HTMLInputElement;
    if (!control.matches?.('input, textarea')) return;
    updateCounters();
    if (errors.has(fieldOf(control.name ?? ''))) checkField(control);
  };

  const showAnswer = async (body: FeedbackBody) => {
    const postedHash = hidden('_wpcf7_posted_data_hash');
    if (postedHash) postedHash.value = body.posted_data_hash ?? '';
    applyRefill(body);
    const invalid = body.invalid_fields ?? [];
    setErrors(new Map(invalid.map((entry) => [fieldOf(entry.field), entry.message])));
    const apiDetail = detail({ apiResponse: body, status: body.status });
    dispatchContactEvent(wrapper, 'wpcf7submit', apiDetail);
    const event = EVENT_OF_SERVER_STATUS[body.status];
    if (event) dispatchContactEvent(wrapper, event, apiDetail);
    message = body.message;
    if (body.status === 'mail_sent') {
      sentBeforeReset = true;
      form.reset(); // → resetting, the refill, then 'sent' (onReset)
      return;
    }
    setStatus(statusFromServer(body.status));
    if (invalid.length) focusFirstInvalid(invalid.map((entry) => entry.idref));
  };

  const submit = async (submitter: HTMLElement | null) => {
    const data = new FormData(form);
    if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) {
      if (submitter.name) data.append(submitter.name, submitter.value);
    }
    if (schema) {
      const found = validateForm(schema, valuesOf(data));
      if (found.size) {
        setErrors(found);
        message = t('One or more fields have an error. Please check and try again.');
        setStatus('invalid');
        focusFirstInvalid();
        return;
      }
    }
    setErrors(new Map());
    message = '';
    setStatus('submitting');
    dispatchContactEvent(wrapper, 'wpcf7beforesubmit', detail());
    const result = await sendFeedback(id, data);
    if (!alive) return;
    if (result.kind === 'answer') return showAnswer(result.body);
    message = result.kind === 'failure' ? result.message : '';
    setStatus(result.kind === 'failure' ? 'failed' : 'init');
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // §4: a form already sending only stays 'submitting': one click, one message.
    if (status === 'submitting') return;
    submit(event.submitter).catch((error: unknown) => {
      console.error('sf-contact-form: sending failed', error);
      if (!alive) return;
      message = t('An unknown error occurred.');
      setStatus('failed');
    });
  };

  const onReset = () => {
    const afterSend = sentBeforeReset;
    sentBeforeReset = false;
    if (!afterSend) message = '';
    setStatus('resetting');
    setErrors(new Map());
    dispatchContactEvent(wrapper, 'wpcf7reset', detail());
    // The reset event comes before the fields are reset: counters and boxes follow a task later.
    setTimeout(() => {
      if (!alive) return;
      updateCounters();
      updateAcceptance();
      updateFreeText();
    });
    void fetchRefill(id).then((refill) => {
      if (!alive) return;
      applyRefill(refill);
      setStatus(afterSend ? 'sent' : 'init');
    });
  };

  form.addEventListener('submit', onSubmit);
  form.addEventListener('reset', onReset);
  form.addEventListener('change', onChange);
  form.addEventListener('input', onInput);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('pointerup', onPointerUp, true);
  document.addEventListener('pointercancel', onPointerUp, true);
  setStatus(status);
  markFields();
  updateAcceptance();
  updateCounters();
  updateFreeText();
  void fetchSchema(id).then((fetched) => {
    if (alive) schema = fetched;
  });

  return () => {
    alive = false;
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('reset', onReset);
    form.removeEventListener('change', onChange);
    form.removeEventListener('input', onInput);
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    document.removeEventListener('pointercancel', onPointerUp, true);
    for (const island of islands.values()) island.remove();
    for (const [control, original] of describedBy) {
      if (original === null) control.removeAttribute('aria-describedby');
      else control.setAttribute('aria-describedby', original);
    }
  };
}
