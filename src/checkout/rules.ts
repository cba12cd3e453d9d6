/**
 * The checkout's field rules (spec §3 Billing fields, §5 Checkout and payment, §9 phone and
 * e-mail), pure: the hook reads each field of the form into a `CheckoutField` and writes the
 * answer back as WooCommerce's classes, aria-invalid and a message.
 */
import { t } from './i18n';

export interface CheckoutField {
  /** The posted name: billing_email, shipping_postcode, order_comments … */
  name: string;
  /** The label's text without its '*' or '(optional)'. */
  label: string;
  value: string;
  /** Marked required (`validate-required`, `abbr.required`) and shown. */
  required: boolean;
  /** What the value must look like, from the row's `validate-*` class, the input type or the name. */
  kind: 'text' | 'email' | 'phone' | 'postcode';
  /** For a postcode: the country chosen in its own section. */
  country?: string;
}

export type FieldProblem = 'required' | 'email' | 'phone' | 'postcode';

/** Spec §9: at least 6 characters; the domain ends in 2–63 letters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,63}$/i;
/** What people type between the digits of a phone number. */
const PHONE_SEPARATORS = /[\s()./-]/g;

export function fieldProblem(field: CheckoutField): FieldProblem | null {
  const value = field.value.trim();
  if (!value) return field.required ? 'required' : null;
  switch (field.kind) {
    case 'email':
      return value.length >= 6 && EMAIL.test(value) ? null : 'email';
    case 'phone': {
      const digits = value.replace(/^\+/, '').replace(PHONE_SEPARATORS, '');
      return /^\d{6,15}$/.test(digits) ? null : 'phone';
    }
    case 'postcode':
      return field.country === 'DE' && !/^\d{5}$/.test(value) ? 'postcode' : null;
    default:
      return null;
  }
}

/** The section a field's label is prefixed with, as WooCommerce names the address in a message. */
export function sectionLabel(field: Pick<CheckoutField, 'name' | 'label'>): string {
  if (field.name.startsWith('billing_')) return t('Billing %s', field.label);
  if (field.name.startsWith('shipping_')) return t('Shipping %s', field.label);
  return field.label;
}

const PROBLEM_TEXT: Record<FieldProblem, string> = {
  required: '%s is a required field.',
  email: '%s is not a valid email address.',
  phone: '%s is not a valid phone number.',
  postcode: '%s is not a valid postcode / ZIP.',
};

/**
 * The message for one field: a configured message for the field (`messages[name]`) where one
 * exists, else the spec's text with the label prefixed by its section; '' for a field
 * without a label, whose problem only the generic message names.
 */
export function fieldMessage(field: CheckoutField, problem: FieldProblem, messages: Record<string, string> = {}): string {
  const configured = messages[field.name];
  if (configured) return configured;
  return field.label ? t(PROBLEM_TEXT[problem], sectionLabel(field)) : '';
}

export const GENERIC_REQUIRED = 'Required form fields are not filled in.';
export const TERMS_REQUIRED = 'Please read and accept the terms and conditions to proceed with your order.';

/**
 * Every message a submit shows, in the form's order: one per invalid field, then the terms.
 * When invalid fields produced no message of their own (no labels), the generic one stands
 * for them. `termsAccepted` is null when the form has no terms checkbox.
 */
export function checkoutErrors(fields: CheckoutField[], termsAccepted: boolean | null, messages: Record<string, string> = {}): string[] {
  const errors: string[] = [];
  let unnamed = false;
  for (const field of fields) {
    const problem = fieldProblem(field);
    if (!problem) continue;
    const message = fieldMessage(field, problem, messages);
    if (message) errors.push(message);
    else unnamed = true;
  }
  if (unnamed && !errors.length) errors.push(t(GENERIC_REQUIRED));
  if (termsAccepted === false) errors.push(t(TERMS_REQUIRED));
  return errors;
}

/**
 * Fields whose change can change shipping, taxes or the payment methods offered: a change of
 * one asks the shop for a new order review (WooCommerce's update_checkout). Other fields are
 * sent along, but typing in them asks for nothing.
 */
export function changesOrderReview(name: string): boolean {
  return /^(billing|shipping)_(country|state|postcode|city)$/.test(name) || /^shipping_method\[\d+\]$/.test(name) || name === 'payment_method' || name === 'ship_to_different_address';
}
