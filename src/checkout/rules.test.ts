// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changesOrderReview, checkoutErrors, fieldMessage, fieldProblem, type CheckoutField } from './rules';

const field = (name: string, value: string, extra: Partial<CheckoutField> = {}): CheckoutField => ({
  name,
  label: 'Feld',
  value,
  required: false,
  kind: 'text',
  ...extra,
});

describe('fieldProblem', () => {
  it.each<[string, CheckoutField, ReturnType<typeof fieldProblem>]>([
    ['empty required', field('billing_first_name', '', { required: true }), 'required'],
    ['only spaces is empty', field('billing_first_name', '   ', { required: true }), 'required'],
    ['filled required', field('billing_first_name', 'Anna', { required: true }), null],
    ['empty optional', field('billing_company', ''), null],
    ['e-mail', field('billing_email', 'anna@example.de', { kind: 'email' }), null],
    ['e-mail without @', field('billing_email', 'anna.example.de', { kind: 'email' }), 'email'],
    ['e-mail without TLD', field('billing_email', 'anna@example', { kind: 'email' }), 'email'],
    ['e-mail with a one-letter TLD', field('billing_email', 'anna@example.d', { kind: 'email' }), 'email'],
    ['e-mail with a space', field('billing_email', 'an na@example.de', { kind: 'email' }), 'email'],
    ['empty optional e-mail', field('billing_email', '', { kind: 'email' }), null],
    ['empty required e-mail', field('billing_email', '', { kind: 'email', required: true }), 'required'],
    ['phone, 6 digits', field('billing_phone', '123456', { kind: 'phone' }), null],
    ['phone, 5 digits', field('billing_phone', '12345', { kind: 'phone' }), 'phone'],
    ['phone, 15 digits with +', field('billing_phone', '+491234567890123', { kind: 'phone' }), null],
    ['phone, 16 digits', field('billing_phone', '1234567890123456', { kind: 'phone' }), 'phone'],
    ['phone with separators', field('billing_phone', '+49 (030) 123-45/67', { kind: 'phone' }), null],
    ['phone with letters', field('billing_phone', '030 123 ABC', { kind: 'phone' }), 'phone'],
    ['phone with + in the middle', field('billing_phone', '030+1234567', { kind: 'phone' }), 'phone'],
    ['German postcode', field('billing_postcode', '10115', { kind: 'postcode', country: 'DE' }), null],
    ['German postcode, 4 digits', field('billing_postcode', '1011', { kind: 'postcode', country: 'DE' }), 'postcode'],
    ['German postcode, letters', field('billing_postcode', '1011A', { kind: 'postcode', country: 'DE' }), 'postcode'],
    ['German postcode, 6 digits', field('billing_postcode', '101155', { kind: 'postcode', country: 'DE' }), 'postcode'],
    ['Austrian postcode, 4 digits', field('billing_postcode', '1010', { kind: 'postcode', country: 'AT' }), null],
    ['empty required postcode', field('billing_postcode', '', { kind: 'postcode', country: 'DE', required: true }), 'required'],
  ])('%s', (_name, input, problem) => expect(fieldProblem(input)).toBe(problem));
});

describe('messages (spec §5)', () => {
  it.each<[string, CheckoutField, Parameters<typeof fieldMessage>[1], string]>([
    ['billing', field('billing_first_name', '', { label: 'Vorname' }), 'required', 'Rechnung: Vorname ist ein Pflichtfeld.'],
    ['shipping', field('shipping_city', '', { label: 'Ort / Stadt' }), 'required', 'Lieferung: Ort / Stadt ist ein Pflichtfeld.'],
    ['no section', field('account_password', '', { label: 'Passwort' }), 'required', 'Passwort ist ein Pflichtfeld.'],
    ['e-mail', field('billing_email', 'x', { label: 'E-Mail-Adresse' }), 'email', 'Rechnung: E-Mail-Adresse ist keine gültige E-Mail-Adresse.'],
    ['phone', field('billing_phone', 'x', { label: 'Telefon' }), 'phone', 'Rechnung: Telefon ist keine gültige Telefonnummer.'],
    ['postcode', field('shipping_postcode', 'x', { label: 'Postleitzahl' }), 'postcode', 'Lieferung: Postleitzahl ist keine gültige Postleitzahl.'],
    ['no label', field('billing_first_name', '', { label: '' }), 'required', ''],
  ])('%s', (_name, input, problem, message) => expect(fieldMessage(input, problem)).toBe(message));

  it('a configured message for the field wins', () => {
    const input = field('billing_email', '', { label: 'E-Mail-Adresse', required: true });
    expect(fieldMessage(input, 'required', { billing_email: 'Wir brauchen deine E-Mail-Adresse.' })).toBe('Wir brauchen deine E-Mail-Adresse.');
  });
});

describe('checkoutErrors', () => {
  const name = field('billing_first_name', '', { label: 'Vorname', required: true });
  const email = field('billing_email', 'anna', { label: 'E-Mail-Adresse', kind: 'email', required: true });
  const city = field('billing_city', 'Berlin', { label: 'Ort / Stadt', required: true });
  const TERMS = 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.';

  it.each<[string, CheckoutField[], boolean | null, string[]]>([
    ['all fine, terms accepted', [city], true, []],
    ['all fine, no terms on the page', [city], null, []],
    ['one per invalid field, in order', [name, city, email], true, ['Rechnung: Vorname ist ein Pflichtfeld.', 'Rechnung: E-Mail-Adresse ist keine gültige E-Mail-Adresse.']],
    ['terms last', [name], false, ['Rechnung: Vorname ist ein Pflichtfeld.', TERMS]],
    ['only terms', [city], false, [TERMS]],
    ['fields without labels: the generic message', [{ ...name, label: '' }], true, ['Erforderliche Formularfelder sind nicht ausgefüllt.']],
    ['the generic message only when no field has its own', [{ ...name, label: '' }, email], true, ['Rechnung: E-Mail-Adresse ist keine gültige E-Mail-Adresse.']],
  ])('%s', (_name, fields, terms, errors) => expect(checkoutErrors(fields, terms)).toEqual(errors));

  it('uses configured messages', () => {
    expect(checkoutErrors([name], null, { billing_first_name: 'Vorname fehlt.' })).toEqual(['Vorname fehlt.']);
  });
});

describe('changesOrderReview', () => {
  it.each([
    ['billing_country', true],
    ['billing_state', true],
    ['billing_postcode', true],
    ['billing_city', true],
    ['shipping_country', true],
    ['shipping_postcode', true],
    ['shipping_method[0]', true],
    ['payment_method', true],
    ['ship_to_different_address', true],
    ['billing_first_name', false],
    ['billing_email', false],
    ['billing_address_1', false],
    ['order_comments', false],
    ['terms', false],
  ])('%s → %s', (name, changes) => expect(changesOrderReview(name)).toBe(changes));
});
