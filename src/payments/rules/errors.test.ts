// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approveFailureMessage, assertMessageText, cardSubmitFailureMessage, createOrderFailure, type CreateOrderFailure } from './errors';

describe('assertMessageText', () => {
  it('returns a non-empty text', () => expect(assertMessageText('Fehler')).toBe('Fehler'));
  it.each([[''], ['   '], [null], [undefined], [42], [{ message: 'x' }]])('%j throws', (value) =>
    expect(() => assertMessageText(value)).toThrow(new Error('A new message text must be a non-empty string.')),
  );
});

describe('approveFailureMessage', () => {
  it.each<[string, unknown, string]>([
    ['code 100 with message', { code: 100, message: 'Karte abgelehnt.' }, 'Karte abgelehnt.'],
    ["code '100' as text", { code: '100', message: 'Karte abgelehnt.' }, 'Karte abgelehnt.'],
    ['code 100 without message', { code: 100 }, 'GENERIC'],
    ['code 100 with blank message', { code: 100, message: ' ' }, 'GENERIC'],
    ['other code', { code: 200, message: 'Interner Fehler 0x1' }, 'GENERIC'],
    ['no code', { message: 'x' }, 'GENERIC'],
    ['no data', null, 'GENERIC'],
  ])('%s', (_name, data, expected) => expect(approveFailureMessage(data, 'GENERIC')).toBe(expected));
});

describe('createOrderFailure', () => {
  it.each<[string, unknown, CreateOrderFailure]>([
    [
      'HTML notices first',
      { success: false, messages: '<ul class="woocommerce-error"><li>x</li></ul>', data: { errors: ['e'], message: 'm' } },
      { kind: 'notices-html', html: '<ul class="woocommerce-error"><li>x</li></ul>' },
    ],
    ['data.errors next', { success: false, data: { errors: ['Fehler 1', ' ', 'Fehler 2'], message: 'm' } }, { kind: 'messages', messages: ['Fehler 1', 'Fehler 2'] }],
    ['errors as objects', { data: { errors: [{ message: 'Fehler A' }, 5] } }, { kind: 'messages', messages: ['Fehler A'] }],
    [
      'details as issue description',
      { data: { errors: [], details: [{ issue: 'INSTRUMENT_DECLINED', description: 'Abgelehnt.' }, { issue: 'X' }, {}] } },
      { kind: 'messages', messages: ['INSTRUMENT_DECLINED Abgelehnt.', 'X'] },
    ],
    ['data.message last', { data: { message: 'Bestellung fehlgeschlagen.' } }, { kind: 'messages', messages: ['Bestellung fehlgeschlagen.'] }],
    ['empty messages string skipped', { messages: '', data: { message: 'm' } }, { kind: 'messages', messages: ['m'] }],
    ['nothing usable', { success: false, data: {} }, { kind: 'generic' }],
    ['not an object', 'Internal Server Error', { kind: 'generic' }],
  ])('%s', (_name, body, expected) => expect(createOrderFailure(body)).toEqual(expected));
});

describe('cardSubmitFailureMessage', () => {
  it.each<[string, unknown, string]>([
    ['data.details first', { data: { details: [{ issue: 'CARD_EXPIRED', description: 'Karte abgelaufen.' }], message: 'm' }, details: 'd' }, 'CARD_EXPIRED Karte abgelaufen.'],
    ['details', { details: 'Abgelehnt.', data: { errors: ['e'] } }, 'Abgelehnt.'],
    ['data.errors', { data: { errors: ['Fehler 1', 'Fehler 2'] } }, 'Fehler 1\nFehler 2'],
    ['data.message', { data: { message: 'Server sagt nein.' }, message: 'x' }, 'Server sagt nein.'],
    ['message', { message: 'Netzwerkfehler.' }, 'Netzwerkfehler.'],
    ['generic', { data: { details: [] } }, 'GENERIC'],
    ['not an object', null, 'GENERIC'],
  ])('%s', (_name, body, expected) => expect(cardSubmitFailureMessage(body, 'GENERIC')).toBe(expected));
});
