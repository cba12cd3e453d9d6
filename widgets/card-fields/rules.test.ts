// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardCheckMessage, cardContingencies, cardFieldsStatus, cardholderName, cardSubmitOutcome, type CardFieldsSnapshot, cardTypeClass } from './rules';

const valid = { isValid: true, isEmpty: false };
const invalid = { isValid: false, isEmpty: false };
const empty = { isValid: false, isEmpty: true };
const snapshot = (type: string | undefined, number = valid, cvv = valid, expiry = valid): CardFieldsSnapshot => ({
  cards: type ? [{ type }] : [],
  fields: { cardNumberField: number, cardCvvField: cvv, cardExpiryField: expiry },
});
const VALID_CARDS = ['visa', 'mastercard'];
const LABELS = { fields_empty: 'leer', fields_not_valid: 'ungültig', card_not_supported: 'nicht unterstützt' };

describe('cardFieldsStatus (spec §4 Card fields)', () => {
  it.each<[string, CardFieldsSnapshot, { cardValid: boolean; formValid: boolean; empty: string[] }]>([
    ['nothing reported yet: every field empty', {}, { cardValid: false, formValid: false, empty: ['number', 'cvv', 'expirationDate'] }],
    ['a valid visa', snapshot('visa'), { cardValid: true, formValid: true, empty: [] }],
    ['master-card is the class mastercard', snapshot('master-card'), { cardValid: true, formValid: true, empty: [] }],
    ['american-express (amex) not taken', snapshot('american-express'), { cardValid: false, formValid: true, empty: [] }],
    ['no type detected', snapshot(undefined, invalid), { cardValid: false, formValid: false, empty: [] }],
    ['cvv emptied again', snapshot('visa', valid, empty), { cardValid: true, formValid: false, empty: ['cvv'] }],
    ['expiry not valid', snapshot('visa', valid, valid, invalid), { cardValid: true, formValid: false, empty: [] }],
  ])('%s', (_name, given, expected) => {
    const status = cardFieldsStatus(given, VALID_CARDS);
    expect({ cardValid: status.cardValid, formValid: status.formValid, empty: [...status.emptyFields] }).toEqual(expected);
  });
});

describe('cardCheckMessage (spec §5: empty, not supported, not valid, else generic)', () => {
  it.each<[string, CardFieldsSnapshot, string | null]>([
    ['all valid: sent', snapshot('visa'), null],
    ['any field empty first, even with an unsupported card', snapshot('american-express', valid, empty), 'leer'],
    ['an unsupported card', snapshot('american-express'), 'nicht unterstützt'],
    ['an unsupported card before an invalid field', snapshot('american-express', valid, invalid), 'nicht unterstützt'],
    ['a field not valid', snapshot('visa', valid, valid, invalid), 'ungültig'],
    ['no card type detected for a filled number', snapshot(undefined, invalid), 'nicht unterstützt'],
  ])('%s', (_name, given, expected) => expect(cardCheckMessage(cardFieldsStatus(given, VALID_CARDS), LABELS, 'allgemein')).toBe(expected));
});

describe('cardholderName (spec §5)', () => {
  it.each<[string, Parameters<typeof cardholderName>[0], Parameters<typeof cardholderName>[1], string]>([
    ['the payer first', { name: { given_name: 'Erika', surname: 'Mustermann' } }, { first_name: 'Max', last_name: 'Muster' }, 'Erika Mustermann'],
    ['billing names without a payer', null, { first_name: ' Max ', last_name: 'Muster' }, 'Max Muster'],
    ['billing names when the payer has no surname', { name: { given_name: 'Erika' } }, { first_name: 'Max', last_name: 'Muster' }, 'Max Muster'],
    ['one billing name only', null, { first_name: '', last_name: 'Muster' }, 'Muster'],
    ['nothing', undefined, {}, ''],
  ])('%s', (_name, payer, billing, expected) => expect(cardholderName(payer, billing)).toBe(expected));
});

describe('cardContingencies (spec §5 3-D Secure)', () => {
  it.each<[string, string[] | undefined]>([
    ['SCA_WHEN_REQUIRED', ['SCA_WHEN_REQUIRED']],
    ['SCA_ALWAYS', ['SCA_ALWAYS']],
    ['NO_3D_SECURE', undefined],
    ['', undefined],
  ])('%j', (contingency, expected) => expect(cardContingencies(contingency)).toEqual(expected));
});

describe('cardSubmitOutcome (spec §8 newer card fields)', () => {
  it.each<[string, unknown, string]>([
    ['create_order refused: shown by the flow', Object.assign(new Error('x'), { type: 'create-order-error' }), 'shown'],
    ['checkout validation refused: shown', Object.assign(new Error('x'), { type: 'form-validation-error' }), 'shown'],
    ['declined by the issuer', Object.assign(new Error('x'), { details: [{ issue: 'INSTRUMENT_DECLINED', description: 'abgelehnt' }] }), 'declined'],
    ['card data refused', { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] }, 'not-valid'],
    ['the SDK refuses invalid fields', new Error('INVALID_FIELDS: the card fields are not valid'), 'not-valid'],
    ['network failure', { name: 'NETWORK_ERROR', message: 'Failed to fetch' }, 'generic'],
    ['timeout', new Error('The card payment timed out'), 'generic'],
    ['not an object', 'boom', 'generic'],
  ])('%s', (_name, error, expected) => expect(cardSubmitOutcome(error).kind).toBe(expected));
});

describe('cardTypeClass', () => {
  it.each([
    ['american-express', 'amex'],
    ['master-card', 'mastercard'],
    ['visa', 'visa'],
    ['diners-club', 'dinersclub'],
    ['', ''],
  ])('%j → %j', (type, expected) => expect(cardTypeClass(type)).toBe(expected));
});
