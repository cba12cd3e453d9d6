import type { ContactDetail, ContactPort } from '../../src/contact/machine';
import { dispatchContactEvent, type ContactFormDetail } from '../../src/contact/events';
import { isStatusClass, type FormStatus } from '../../src/contact/status';
import { inertIn } from './rules';

export const CONTROLS = 'input, select, textarea';
/** A control's field: its name without the `[]` of a group. */
export const fieldOf = (name: string) => name.replace(/\[\]$/, '');
export const cssEscape = (text: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(text) : text.replace(/["\\]/g, '\\$&'));
export const hiddenInput = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** The plugin's form as the widget took it over: what the shop printed, and the widget's islands. */
export interface AdoptedForm {
  id: string;
  unitTag: string;
  output: HTMLElement | null;
  srList: HTMLElement | null;
  /** What the shop printed after a post without JavaScript: the status, message and tips. */
  printed: { status: FormStatus; message: string; errors: Array<[string, string]> };
  /** Per field, the island in its `.wpcf7-form-control-wrap` where its tip shows. */
  islands: Map<string, HTMLElement>;
  /** Per control, the `aria-describedby` it had of its own (without the shop's tips). */
  describedBy: Map<Element, string | null>;
  tipId(field: string): string;
  /** Gives the fields back as printed: islands gone, their own aria-describedby. */
  restore(): void;
}

export function adoptForm(wrapper: HTMLElement, form: HTMLFormElement): AdoptedForm {
  const id = hiddenInput(form, '_wpcf7')?.value ?? '';
  const unitTag = wrapper.id || hiddenInput(form, '_wpcf7_unit_tag')?.value || `wpcf7-f${id}`;
  const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
  const srList = wrapper.querySelector<HTMLElement>('.screen-reader-response ul');
  const serverStatus = form.dataset.status;
  const status: FormStatus = serverStatus && isStatusClass(serverStatus) ? (serverStatus as FormStatus) : 'init';
  // What the shop printed after a post without JavaScript stays until the next change, then is ours to show.
  const message = output?.textContent?.trim() ?? '';
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
    const own = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((idref) => idref && !printedTipIds.has(idref));
    describedBy.set(control, own.length ? own.join(' ') : null);
  }
  return {
    id,
    unitTag,
    output,
    srList,
    printed: { status, message, errors: [...errors] },
    islands,
    describedBy,
    tipId: (field) => `${unitTag}-ve-${field}`,
    restore() {
      for (const island of islands.values()) island.remove();
      for (const [control, original] of describedBy) {
        if (original === null) control.removeAttribute('aria-describedby');
        else control.setAttribute('aria-describedby', original);
      }
    },
  };
}

/**
 * The flow's effects on the page that need nothing but the form: status, marks, events, focus,
 * the refill. What goes to the shop (send, refill, later checks) the hook adds.
 */
export function formPort(wrapper: HTMLElement, form: HTMLFormElement, adopted: AdoptedForm): Omit<ContactPort, 'send' | 'fetchRefill' | 'checkLater' | 'resetForm'> {
  const hidden = (name: string) => hiddenInput(form, name);
  const detail = ({ status, ...flow }: ContactDetail): ContactFormDetail => ({
    contactFormId: Number(adopted.id) || 0,
    pluginVersion: hidden('_wpcf7_version')?.value ?? '',
    contactFormLocale: hidden('_wpcf7_locale')?.value ?? '',
    unitTag: adopted.unitTag,
    containerPostId: Number(hidden('_wpcf7_container_post')?.value) || 0,
    status,
    inputs: [...new FormData(form)].flatMap(([name, value]) => (name.startsWith('_') || typeof value !== 'string' ? [] : [{ name, value }])),
    ...flow,
  });
  return {
    showStatus(status) {
      for (const name of [...form.classList]) if (isStatusClass(name)) form.classList.remove(name);
      form.classList.add(status);
      form.dataset.status = status;
      if (status === 'submitting') form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
      for (const element of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) element.inert = inertIn([...element.classList], status);
    },
    emit: (name, flow) => dispatchContactEvent(wrapper, name, detail(flow)),
    markFields(fields) {
      for (const [control, original] of adopted.describedBy) {
        const field = fieldOf(control.getAttribute('name') ?? '');
        const invalid = fields.includes(field);
        const ids = [original, invalid ? adopted.tipId(field) : null].filter(Boolean).join(' ');
        if (ids) control.setAttribute('aria-describedby', ids);
        else control.removeAttribute('aria-describedby');
        control.classList.toggle('wpcf7-not-valid', invalid);
        if (invalid) control.setAttribute('aria-invalid', 'true');
        else if (control.hasAttribute('aria-invalid')) control.setAttribute('aria-invalid', 'false');
      }
    },
    focusFirstInvalid(idrefs, fields) {
      const byId = idrefs.map((idref) => (idref ? document.getElementById(idref) : null)).find(Boolean);
      const first = byId ?? [...form.querySelectorAll<HTMLElement>(CONTROLS)].find((control) => fields.includes(fieldOf(control.getAttribute('name') ?? '')));
      first?.focus();
    },
    postedHash(hash) {
      const postedHash = hidden('_wpcf7_posted_data_hash');
      if (postedHash) postedHash.value = hash;
    },
    applyRefill(refill) {
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
    },
  };
}
