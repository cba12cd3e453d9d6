/**
 * Reading and marking the classic checkout's markup: fields in `p.form-row`, WooCommerce's
 * validation classes, the notices at the top, the payment methods. No flow here (machine.ts)
 * and no rules (src/checkout/rules.ts).
 */
import type { CheckoutParams, UpdateOrderReviewFields } from '../../src/checkout/contracts';
import { checkoutErrors, fieldMessage, fieldProblem, GENERIC_REQUIRED, TERMS_REQUIRED, type CheckoutField, type FieldProblem } from '../../src/checkout/rules';
import { formFields } from '../../src/core/element/form-fields';
import { t } from './i18n';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/**
 * WooCommerce's parts by name and class, which its templates print once per checkout (the ids
 * `#terms`, `#payment`, `#order_review` too, but a page may show the form more than once).
 */
export const TERMS = 'input[name="terms"]';
export const PAYMENT = '.woocommerce-checkout-payment';
export const REVIEW = '.woocommerce-checkout-review-order';
const CONTROL = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]), select, textarea';
const INVALID_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-invalid-postcode',
  'woocommerce-validated',
];

/** Shown to the shopper: not in a hidden section (the shipping address while unticked). */
export const isShown = (element: Element) => !element.closest('[hidden]') && ((element as HTMLElement).checkVisibility?.() ?? !element.closest('[style*="display: none"], [style*="display:none"]'));

/** The field a control belongs to, as the rules read it. */
export function readField(form: HTMLFormElement, row: Element, control: Control): CheckoutField {
  const { name } = control;
  const label = row.querySelector('label')?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('abbr, .optional, .required').forEach((part) => part.remove());
  const has = (kind: string) => row.classList.contains(`validate-${kind}`);
  const section = name.split('_')[0];
  const kind = has('email') || control.type === 'email' ? 'email' : has('phone') || control.type === 'tel' ? 'phone' : has('postcode') || name.endsWith('_postcode') ? 'postcode' : 'text';
  return {
    name,
    label: (label?.textContent ?? '')
      .replace(/\s*\*\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim(),
    value: control.value,
    required: has('required') || !!row.querySelector('abbr.required') || control.required,
    kind,
    country: form.querySelector<Control>(`[name="${section}_country"]`)?.value,
  };
}

/** Every shown field of the form, in order, with its row. */
export function shownFields(form: HTMLFormElement): Array<{ row: HTMLElement; control: Control }> {
  const fields: Array<{ row: HTMLElement; control: Control }> = [];
  for (const row of form.querySelectorAll<HTMLElement>('.form-row')) {
    const control = row.querySelector<Control>(CONTROL);
    if (control?.name && !control.disabled && isShown(row)) fields.push({ row, control });
  }
  return fields;
}

/**
 * WooCommerce's classes on the row, aria-invalid on the control, and a message below it that
 * the control is described by. Returns the field as the rules read it.
 */
export function markField(form: HTMLFormElement, row: HTMLElement, control: Control, messages: Record<string, string>): CheckoutField {
  const field = readField(form, row, control);
  const problem = fieldProblem(field);
  mark(row, control, problem, problem ? fieldMessage(field, problem, messages) || t(GENERIC_REQUIRED) : '', !!field.value.trim());
  return field;
}

/** Every shown field and the terms marked; the messages for what is wrong (none: the form may be placed). */
export function markAll(form: HTMLFormElement, messages: Record<string, string>): string[] {
  const fields = shownFields(form).map(({ row, control }) => markField(form, row, control, messages));
  return checkoutErrors(fields, markTerms(form), messages);
}

/** The terms checkbox: null when the form has none (or it is not shown). */
export function markTerms(form: HTMLFormElement): boolean | null {
  const terms = form.querySelector<HTMLInputElement>(TERMS);
  if (!terms || !isShown(terms)) return null;
  const row = terms.closest<HTMLElement>('.form-row') ?? terms.parentElement!;
  mark(row, terms, terms.checked ? null : 'required', terms.checked ? '' : t(TERMS_REQUIRED), terms.checked);
  return terms.checked;
}

function mark(row: HTMLElement, control: HTMLElement, problem: FieldProblem | null, message: string, filled: boolean) {
  row.classList.remove(...INVALID_CLASSES);
  if (problem) row.classList.add('woocommerce-invalid', `woocommerce-invalid-${problem === 'required' ? 'required-field' : problem}`);
  else if (filled) row.classList.add('woocommerce-validated');
  // The shop's own message from a post without JavaScript is the one kept up to date.
  let note = row.querySelector<HTMLElement>('.sf-field-error, .checkout-inline-error-message');
  const id = note?.id || `${control.id || control.getAttribute('name')}-sf-error`;
  const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
  if (problem) {
    control.setAttribute('aria-invalid', 'true');
    if (!note) {
      note = document.createElement('span');
      note.className = 'sf-field-error checkout-inline-error-message';
      note.id = id;
      row.append(note);
    }
    note.textContent = message;
    described.push(id);
  } else {
    control.removeAttribute('aria-invalid');
    note?.remove();
  }
  if (described.length) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** Each payment method's description box shown only while its method is chosen (WooCommerce's payment_box). */
export function showPaymentBox(form: HTMLFormElement): string {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
  if (radios.length && !radios.some((radio) => radio.checked)) radios[0].checked = true;
  for (const radio of radios) {
    const box = radio.closest('li')?.querySelector<HTMLElement>('.payment_box');
    if (!box) continue;
    box.hidden = !radio.checked;
    if (radio.checked) box.style.removeProperty('display');
  }
  return radios.find((radio) => radio.checked)?.value ?? '';
}

/**
 * Replace page regions from the shop's fragments (selector → HTML; those in the form first),
 * keeping what the shopper
 * chose and typed in them: the payment method and every field of the payment area.
 */
export function replaceFragments(form: HTMLFormElement, fragments: Record<string, string>): void {
  const paymentControls = () => [...form.querySelectorAll<Control>(`${PAYMENT} input, ${PAYMENT} select, ${PAYMENT} textarea`)].filter((control) => control.type !== 'hidden');
  const key = (control: Control) => (control.type === 'radio' ? `${control.name}=${control.value}` : control.id || control.name);
  const isCheck = (control: Control): control is HTMLInputElement => control.type === 'radio' || control.type === 'checkbox';
  const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value;
  const typed = new Map<string, string | boolean>();
  for (const control of paymentControls()) if (control.name !== 'payment_method' && key(control)) typed.set(key(control), isCheck(control) ? control.checked : control.value);
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      // The checkout's own regions; WooCommerce's selectors are the page's.
      targets = [...form.querySelectorAll(selector)];
      if (!targets.length) targets = [...document.querySelectorAll(selector)];
    } catch {
      continue; // not a selector: nothing on the page to replace
    }
    for (const target of targets) {
      const template = document.createElement('template');
      template.innerHTML = html;
      target.replaceWith(template.content);
    }
  }
  // A method the shop no longer offers leaves the shop's choice in place.
  const again = [...form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find((radio) => radio.value === chosen);
  if (again) again.checked = true;
  for (const control of paymentControls()) {
    const value = typed.get(key(control));
    if (value === undefined) continue;
    if (isCheck(control)) control.checked = value === true;
    else control.value = String(value);
  }
}

/** WooCommerce's toggles: the shipping address and the new account's fields show only when ticked. */
export function showTicked(form: HTMLFormElement): void {
  const shipDifferent = form.querySelector<HTMLInputElement>('input[name="ship_to_different_address"]');
  const address = form.querySelector<HTMLElement>('.shipping_address');
  if (shipDifferent && address) address.hidden = !shipDifferent.checked;
  const createAccount = form.querySelector<HTMLInputElement>('input[name="createaccount"]');
  const account = form.querySelector<HTMLElement>('div.create-account');
  if (createAccount && account) account.hidden = !createAccount.checked;
}

/** WooCommerce's update_order_review fields: the address of the chosen section, the methods, the whole form. */
export function reviewFields(form: HTMLFormElement, params: Partial<CheckoutParams>): UpdateOrderReviewFields {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  const shipping = form.querySelector<HTMLInputElement>('input[name="ship_to_different_address"]')?.checked ? 'shipping' : 'billing';
  const address = (section: string) => ({
    country: value(`${section}_country`),
    state: value(`${section}_state`),
    postcode: value(`${section}_postcode`),
    city: value(`${section}_city`),
    address: value(`${section}_address_1`),
    address_2: value(`${section}_address_2`),
  });
  const billing = address('billing');
  const s = address(shipping);
  const methods: Record<`shipping_method[${number}]`, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  )) {
    methods[input.name as `shipping_method[${number}]`] = input.value;
  }
  return {
    security: params.update_order_review_nonce ?? '',
    payment_method: form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '',
    ...billing,
    s_country: s.country,
    s_state: s.state,
    s_postcode: s.postcode,
    s_city: s.city,
    s_address: s.address,
    s_address_2: s.address_2,
    has_full_address: String(!!(s.country && s.postcode && s.city)) as 'true' | 'false',
    post_data: new URLSearchParams(formFields(form)).toString(),
    ...methods,
  };
}

/** Where the form's values wait for the page the shop asked to reload (this tab only; typed.lazy.ts). */
export const TYPED_KEY = 'sf-checkout-typed';
