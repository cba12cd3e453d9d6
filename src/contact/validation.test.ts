// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDate, isEmail, isTel, isTime, isUrl, normaliseUrl, onStep, parseSchema, passes, ruleError, validateForm, type FileValue, type SchemaRule } from './validation';

const rule = (name: SchemaRule['rule'], extra: Partial<SchemaRule> = {}): SchemaRule => ({ rule: name, field: 'f', error: `${name} error`, ...extra });
const pdf: FileValue = { name: 'Rechnung.PDF', size: 2_000, type: 'application/pdf' };
const png: FileValue = { name: 'bild.png', size: 50_000, type: 'image/png' };
const noFile: FileValue = { name: '', size: 0, type: 'application/octet-stream' };

describe('email (§5)', () => {
  it.each([
    ['a@b.de', true],
    ['kunde.name+shop@mail.example.com', true],
    ['a@b.d', false], // 5 characters
    ['@bcd.de', false],
    ['a@@b.de', false],
    ['a@b@c.de', false],
    ['abc@localhost', false],
    ['ab c@b.de', false],
    ['abc@b..de', false],
    ['abc@.b.de', false],
    ['abc@b.de.', false],
    ['abc@-b.de', false],
    ['abc@b-.de', false],
    ['abc@b_c.de', false],
  ])('%s → %s', (text, valid) => expect(isEmail(text)).toBe(valid));
});

describe('url (§5)', () => {
  it.each([
    ['https://schaufenster.example/kontakt/', true],
    ['tel:+4930123456', true],
    ['mailto:info@example.com', true],
    ['urn:isbn:0451450523', true],
    ['www.example.com', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['kein link', false],
  ])('%s → %s', (text, valid) => expect(isUrl(text)).toBe(valid));

  it('prefixes http:// only to input with a dot and no scheme', () => {
    expect(normaliseUrl('example.com')).toBe('http://example.com');
    expect(normaliseUrl('ftp://example.com')).toBe('ftp://example.com');
    expect(normaliseUrl('localhost')).toBe('localhost');
  });
});

describe('tel (§5, §9: 6–15 digits, optional + and tel:)', () => {
  it.each([
    ['030 1234567', true],
    ['+49 (30) 123-45-67', true],
    ['tel:+4930123456', true],
    ['030/123456 ext. 12', true],
    ['12345', false],
    ['1234567890123456', false],
    ['+49 30 abc', false],
    ['++4930123456', false],
  ])('%s → %s', (text, valid) => expect(isTel(text)).toBe(valid));
});

describe('date and time (§5)', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['12026-01-01', true],
    ['26-01-01', false],
    ['2026-13-01', false],
    ['2026-01-00', false],
    ['01.02.2026', false],
  ])('date %s → %s', (text, valid) => expect(isDate(text)).toBe(valid));

  it.each([
    ['00:00', true],
    ['23:59:59', true],
    ['24:00', false],
    ['12:60', false],
    ['12:00:60', false],
    ['9:00', false],
  ])('time %s → %s', (text, valid) => expect(isTime(text)).toBe(valid));
});

describe('stepnumber (§5)', () => {
  it.each([
    [10, 0, 5, true],
    [11, 0, 5, false],
    [0.3, 0, 0.1, true],
    [1.25, 0.25, 0.5, true],
    [7, 3, 0, true], // interval ≤ 0: no check
    [7, 3, -1, true],
  ])('%s from base %s in steps of %s → %s', (value, base, interval, valid) => expect(onStep(value, base, interval)).toBe(valid));
});

describe('passes: every rule of §5', () => {
  it.each<[string, SchemaRule, Array<string | FileValue>, boolean]>([
    ['required, filled', rule('required'), ['Anna'], true],
    ['required, blank', rule('required'), ['   '], false],
    ['required, nothing posted', rule('required'), [], false],
    ['required, one of several checkboxes', rule('required'), ['', 'Ja'], true],
    ['requiredfile with a file', rule('requiredfile'), [pdf], true],
    ['requiredfile with the empty file of an untouched input', rule('requiredfile'), [noFile], false],
    ['email, empty optional field', rule('email'), [''], true],
    ['email, wrong', rule('email'), ['anna@'], false],
    ['url, wrong', rule('url'), ['kein link'], false],
    ['tel, right', rule('tel'), ['0301234567'], true],
    ['number, exponent', rule('number'), ['1.5e3'], true],
    ['number, words', rule('number'), ['zwölf'], false],
    ['date, wrong', rule('date'), ['31.12.2026'], false],
    ['time, right', rule('time'), ['08:30'], true],
    ['file by extension', rule('file', { accept: ['.pdf'] }), [pdf], true],
    ['file by wildcard MIME type', rule('file', { accept: ['image/*'] }), [png], true],
    ['file not accepted', rule('file', { accept: ['.pdf', 'image/jpeg'] }), [png], false],
    ['file: the empty file of an untouched input passes', rule('file', { accept: ['.pdf'] }), [noFile], true],
    ['enum in the list', rule('enum', { accept: ['Bestellung', 'Sonstiges'] }), ['Sonstiges'], true],
    ['enum not in the list', rule('enum', { accept: ['Bestellung'] }), ['Erpressung'], false],
    ['dayofweek Monday among 1–5', rule('dayofweek', { accept: [1, 2, 3, 4, 5] }), ['2026-11-23'], true],
    ['dayofweek Sunday (7) not among 1–5', rule('dayofweek', { accept: [1, 2, 3, 4, 5] }), ['2026-11-29'], false],
    ['minitems counts non-blank values', rule('minitems', { threshold: 2 }), ['a', '', 'b'], true],
    ['minitems too few', rule('minitems', { threshold: 2 }), ['a', ''], false],
    ['maxitems too many', rule('maxitems', { threshold: 1 }), ['a', 'b'], false],
    ['minlength: empty is left to required', rule('minlength', { threshold: 10 }), [''], true],
    ['minlength too short', rule('minlength', { threshold: 10 }), ['kurz'], false],
    ['maxlength exactly', rule('maxlength', { threshold: 4 }), ['vier'], true],
    ['maxlength counts all values together', rule('maxlength', { threshold: 4 }), ['abc', 'de'], false],
    ['minnumber', rule('minnumber', { threshold: 1 }), ['0'], false],
    ['maxnumber', rule('maxnumber', { threshold: 10 }), ['10'], true],
    ['mindate', rule('mindate', { threshold: '2026-01-01' }), ['2025-12-31'], false],
    ['maxdate', rule('maxdate', { threshold: '2026-12-31' }), ['2026-12-31'], true],
    ['minfilesize sums the files', rule('minfilesize', { threshold: 50_000 }), [pdf, png], true],
    ['maxfilesize sums the files', rule('maxfilesize', { threshold: 50_000 }), [pdf, png], false],
    ['stepnumber', rule('stepnumber', { base: 0, interval: 5 }), ['12'], false],
    ['a limit without a threshold limits nothing', rule('maxfilesize'), [png], true],
    ['a limit with a threshold that is no number limits nothing', rule('maxlength', { threshold: 'viel' }), ['lang'], true],
    ['a date limit without a date limits nothing', rule('mindate', { threshold: 'gestern' }), ['2026-01-01'], true],
    ['all: every part passes', rule('all', { rules: [rule('required'), rule('email')] }), ['a@b.de'], true],
    ['all: one part fails', rule('all', { rules: [rule('required'), rule('email')] }), ['ab'], false],
    ['any: one part passes', rule('any', { rules: [rule('email'), rule('tel')] }), ['030123456'], true],
    ['any: no part passes', rule('any', { rules: [rule('email'), rule('tel')] }), ['abc'], false],
  ])('%s', (_name, schemaRule, values, valid) => expect(passes(schemaRule, values)).toBe(valid));

  it("a failing 'all' reports its failing part's error, 'any' its own", () => {
    expect(ruleError(rule('all', { rules: [rule('required'), rule('email')] }), ['ab'])).toBe('email error');
    expect(ruleError(rule('any', { rules: [rule('email'), rule('tel')] }), ['ab'])).toBe('any error');
  });
});

describe('validateForm', () => {
  const schema = {
    rules: [
      { rule: 'required', field: 'name', error: 'Name fehlt' },
      { rule: 'required', field: 'mail', error: 'E-Mail fehlt' },
      { rule: 'email', field: 'mail', error: 'E-Mail falsch' },
    ] as SchemaRule[],
  };
  const values: Record<string, string[]> = { name: [''], mail: ['x@'] };

  it('gives the first error of each field, in the schema’s order', () => {
    expect([...validateForm(schema, (field) => values[field] ?? [])]).toEqual([
      ['name', 'Name fehlt'],
      ['mail', 'E-Mail falsch'],
    ]);
  });

  it('checks only the fields asked for', () => {
    expect([...validateForm(schema, (field) => values[field] ?? [], new Set(['mail']))]).toEqual([['mail', 'E-Mail falsch']]);
  });
});

describe('parseSchema', () => {
  it('keeps well-formed rules and drops the others', () => {
    expect(
      parseSchema({
        version: 'Contact Form 7 SWV Schema 2024-10',
        rules: [
          { rule: 'required', field: 'a', error: 'A' },
          { rule: 'maxlength', field: 'a', error: 'lang', threshold: 10, extra: 1 },
          { rule: 'enum', field: 'b', error: 'B', accept: ['x', 2, null] },
          { rule: 'required', field: 'c' },
          'nonsense',
          { rule: 'any', error: 'eins', rules: [{ rule: 'email', field: 'd', error: 'D' }] },
        ],
      }),
    ).toEqual({
      version: 'Contact Form 7 SWV Schema 2024-10',
      locale: undefined,
      rules: [
        { rule: 'required', field: 'a', error: 'A' },
        { rule: 'maxlength', field: 'a', error: 'lang', threshold: 10 },
        { rule: 'enum', field: 'b', error: 'B', accept: ['x', 2] },
        { rule: 'any', field: 'd', error: 'eins', rules: [{ rule: 'email', field: 'd', error: 'D' }] },
      ],
    });
  });

  it.each([null, 'x', {}, { rules: 'none' }])('refuses %j', (body) => expect(parseSchema(body)).toBeNull());
});
