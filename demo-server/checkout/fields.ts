/**
 * The checkout form's fields (spec §3 Billing fields) and their server validation (spec §5):
 * what is posted, read into one typed input, and the messages in WooCommerce's German wording.
 */
import type { RequestFields } from '../http/request.ts';
import { availablePaymentMethods, paymentMethod, type PaymentMethodId, type WalletPaymentMethodId } from './payment.ts';
import { COUNTRIES, isCountry, type CheckoutTotals, type CountryCode } from './shipping.ts';

export type AddressKey = 'first_name' | 'last_name' | 'company' | 'country' | 'address_1' | 'address_2' | 'postcode' | 'city' | 'state' | 'phone' | 'email';
export type Group = 'billing' | 'shipping';

export interface FieldDef {
  key: AddressKey;
  label: string;
  required: boolean;
  /** The autofill field name (the section, billing or shipping, is put before it). */
  autocomplete: string;
  type: 'text' | 'email' | 'tel' | 'country';
  width: 'form-row-first' | 'form-row-last' | 'form-row-wide';
}

/** The longest value a text field keeps (the form says so with maxlength). */
export const MAX_FIELD_LENGTH = 200;
export const MAX_NOTES_LENGTH = 1000;
export const MAX_PASSWORD_LENGTH = 200;

const ADDRESS: readonly FieldDef[] = [
  { key: 'first_name', label: 'Vorname', required: true, autocomplete: 'given-name', type: 'text', width: 'form-row-first' },
  { key: 'last_name', label: 'Nachname', required: true, autocomplete: 'family-name', type: 'text', width: 'form-row-last' },
  { key: 'company', label: 'Firmenname', required: false, autocomplete: 'organization', type: 'text', width: 'form-row-wide' },
  { key: 'country', label: 'Land / Region', required: true, autocomplete: 'country', type: 'country', width: 'form-row-wide' },
  { key: 'address_1', label: 'Straße und Hausnummer', required: true, autocomplete: 'address-line1', type: 'text', width: 'form-row-wide' },
  { key: 'address_2', label: 'Adresszusatz', required: false, autocomplete: 'address-line2', type: 'text', width: 'form-row-wide' },
  { key: 'postcode', label: 'Postleitzahl', required: true, autocomplete: 'postal-code', type: 'text', width: 'form-row-wide' },
  { key: 'city', label: 'Ort / Stadt', required: true, autocomplete: 'address-level2', type: 'text', width: 'form-row-wide' },
  { key: 'state', label: 'Bundesland', required: false, autocomplete: 'address-level1', type: 'text', width: 'form-row-wide' },
];

export const FIELDS: Readonly<Record<Group, readonly FieldDef[]>> = {
  billing: [
    ...ADDRESS,
    { key: 'phone', label: 'Telefon', required: true, autocomplete: 'tel', type: 'tel', width: 'form-row-wide' },
    { key: 'email', label: 'E-Mail-Adresse', required: true, autocomplete: 'email', type: 'email', width: 'form-row-wide' },
  ],
  shipping: ADDRESS,
};

/** The prefix of a group's labels in messages (spec §5). */
export const GROUP_PREFIX: Readonly<Record<Group, string>> = { billing: 'Rechnung', shipping: 'Lieferung' };

/** The order attribution fields (spec §3 Order attribution), posted as `wc_order_attribution_<key>`. */
export const ATTRIBUTION_KEYS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type Address = Record<AddressKey, string>;

/** What a checkout post says, read and bounded; every value a string (absent → ''). */
export interface CheckoutInput {
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  orderComments: string;
  paymentMethod: string;
  shippingMethod: string;
  terms: boolean;
  createAccount: boolean;
  accountPassword: string;
  /** Posted attribution values by key (without the prefix), only the known keys. */
  attribution: Record<string, string>;
  token: string;
  nonce: string;
  /** The order review the shopper saw (a hash of what it showed), when posted. */
  reviewHash: string;
}

/** One posted value as a string: arrays, objects and absent fields are ''. */
export function postedString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `shipping_method[0]`: the urlencoded parser makes it an array (or an object), a JSON body may send the flat name. */
export function postedShippingMethod(fields: RequestFields): string {
  const nested = fields.shipping_method;
  if (Array.isArray(nested)) return postedString(nested[0]);
  if (nested && typeof nested === 'object') return postedString((nested as Record<string, unknown>)['0']);
  return postedString(fields['shipping_method[0]']) || postedString(nested);
}

function emptyAddress(): Address {
  return { first_name: '', last_name: '', company: '', country: '', address_1: '', address_2: '', postcode: '', city: '', state: '', phone: '', email: '' };
}

function readAddress(fields: RequestFields, group: Group): Address {
  const address = emptyAddress();
  for (const field of FIELDS[group]) address[field.key] = postedString(fields[`${group}_${field.key}`]).trim();
  return address;
}

const checked = (value: unknown) => value === '1' || value === 'on' || value === 'true' || value === 1 || value === true;

export function readCheckoutInput(fields: RequestFields): CheckoutInput {
  const attribution: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = postedString(fields[`wc_order_attribution_${key}`]);
    if (value !== '') attribution[key] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return {
    billing: readAddress(fields, 'billing'),
    shipping: readAddress(fields, 'shipping'),
    shipToDifferentAddress: checked(fields.ship_to_different_address),
    orderComments: postedString(fields.order_comments).trim(),
    paymentMethod: postedString(fields.payment_method),
    shippingMethod: postedShippingMethod(fields),
    terms: checked(fields.terms),
    createAccount: checked(fields.createaccount),
    accountPassword: postedString(fields.account_password),
    attribution,
    token: postedString(fields.sf_checkout_token),
    nonce: postedString(fields['woocommerce-process-checkout-nonce']),
    reviewHash: postedString(fields.sf_order_review_hash),
  };
}

/** Where the order goes: the shipping address when the box is ticked, else the billing address. */
export function destinationCountry(input: Pick<CheckoutInput, 'billing' | 'shipping' | 'shipToDifferentAddress'>): CountryCode {
  const country = input.shipToDifferentAddress ? input.shipping.country : input.billing.country;
  return isCountry(country) ? country : 'DE';
}

export interface FieldError {
  /** The field's id (`billing_first_name`), when the message is about one field. */
  field?: string;
  message: string;
  /** The label part of the message, printed in <strong> as WooCommerce does. */
  label?: string;
}

export const TERMS_MESSAGE = 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.';

const POSTCODE: Readonly<Record<CountryCode, RegExp>> = { DE: /^\d{5}$/, AT: /^\d{4}$/ };

/** 6–15 digits, with the separators people type (spaces, +, -, /, brackets, dots). */
export function validPhone(value: string): boolean {
  if (!/^\+?[\d\s\-/().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** At least 6 characters, one @, a domain with a 2–63 letter top-level domain (spec §9). */
export function validEmail(value: string): boolean {
  return value.length >= 6 && value.length <= 100 && /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,63}$/.test(value);
}

function addressErrors(address: Address, group: Group): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of FIELDS[group]) {
    const id = `${group}_${field.key}`;
    const label = `${GROUP_PREFIX[group]}: ${field.label}`;
    const value = address[field.key];
    const error = (text: string) => errors.push({ field: id, label, message: `${label} ${text}` });
    if (value === '') {
      if (field.required) error('ist ein Pflichtfeld.');
      continue;
    }
    if (value.length > MAX_FIELD_LENGTH) error(`ist zu lang (höchstens ${MAX_FIELD_LENGTH} Zeichen).`);
    else if (field.key === 'country' && !isCountry(value)) error(`ist ungültig: Wir liefern nur nach ${Object.values(COUNTRIES).join(' und ')}.`);
    else if (field.key === 'postcode' && isCountry(address.country) && !POSTCODE[address.country].test(value)) error('ist keine gültige Postleitzahl.');
    else if (field.key === 'phone' && !validPhone(value)) error('ist keine gültige Telefonnummer.');
    else if (field.key === 'email' && !validEmail(value)) error('ist keine gültige E-Mail-Adresse.');
  }
  return errors;
}

export interface ValidationContext {
  totals: CheckoutTotals;
  /** Guests may create an account; a logged-in customer's post ignores these fields. */
  guest: boolean;
  /** Whether an account with this e-mail address exists already. */
  emailRegistered(email: string): boolean;
  /** The wallet gateways this visitor is offered (none without the wallet). */
  walletMethods?: readonly WalletPaymentMethodId[];
}

/** Every problem of a checkout post, in the form's order (billing, shipping, notes, methods, account, terms). */
export function validateCheckout(input: CheckoutInput, ctx: ValidationContext): FieldError[] {
  const errors = addressErrors(input.billing, 'billing');
  if (input.shipToDifferentAddress) errors.push(...addressErrors(input.shipping, 'shipping'));
  if (input.orderComments.length > MAX_NOTES_LENGTH) {
    errors.push({ field: 'order_comments', label: 'Anmerkungen zur Bestellung', message: `Anmerkungen zur Bestellung ist zu lang (höchstens ${MAX_NOTES_LENGTH} Zeichen).` });
  }
  if (!ctx.totals.postedMethodOffered) {
    errors.push({ message: 'Die gewählte Versandart ist für deine Lieferadresse nicht verfügbar. Bitte wähle eine andere Versandart.' });
  }
  const method = paymentMethod(input.paymentMethod);
  if (!method) errors.push({ message: 'Bitte wähle eine Zahlungsart aus.' });
  else if (!availablePaymentMethods(ctx.totals.country, ctx.totals.shipping.id, ctx.walletMethods).includes(method)) {
    errors.push({ message: `Die Zahlungsart „${method.title}“ ist für diese Lieferung nicht verfügbar. Bitte wähle eine andere Zahlungsart.` });
  }
  if (ctx.guest && input.createAccount) {
    if (input.accountPassword === '') errors.push({ field: 'account_password', label: 'Konto-Passwort', message: 'Konto-Passwort ist ein Pflichtfeld.' });
    else if (input.accountPassword.length < 8 || input.accountPassword.length > MAX_PASSWORD_LENGTH) {
      errors.push({ field: 'account_password', label: 'Konto-Passwort', message: `Konto-Passwort muss 8 bis ${MAX_PASSWORD_LENGTH} Zeichen lang sein.` });
    }
    if (validEmail(input.billing.email) && ctx.emailRegistered(input.billing.email)) {
      errors.push({ field: 'billing_email', message: 'Es ist bereits ein Kundenkonto mit deiner E-Mail-Adresse registriert. Bitte melde dich an oder bestelle ohne Kundenkonto.' });
    }
  }
  if (!input.terms) errors.push({ field: 'terms', message: TERMS_MESSAGE });
  return errors;
}

export type { PaymentMethodId };
