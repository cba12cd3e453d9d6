// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blocksSubmit, meterState, MIN_PASSWORD_STRENGTH, penalisedWords, shownScore, type Strength } from './rules';

describe('meterState (WooCommerce classes and labels)', () => {
  it.each<[string, Strength | null, ReturnType<typeof meterState>]>([
    ['', 4, { shown: false, className: '', label: 'unknown', tooWeak: false, hint: false }],
    ['abc', null, { shown: true, className: '', label: 'unknown', tooWeak: false, hint: false }],
    ['abc', 0, { shown: true, className: 'short', label: 'short', tooWeak: true, hint: true }],
    ['abcdef', 1, { shown: true, className: 'bad', label: 'bad', tooWeak: true, hint: true }],
    ['abcdefgh', 2, { shown: true, className: 'bad', label: 'bad', tooWeak: true, hint: true }],
    ['Sommer-Regen-42', 3, { shown: true, className: 'good', label: 'good', tooWeak: false, hint: false }],
    ['Blauer Kater tanzt 1987!', 4, { shown: true, className: 'strong', label: 'strong', tooWeak: false, hint: false }],
    ['x', 5, { shown: true, className: 'short', label: 'mismatch', tooWeak: false, hint: false }],
  ])('%j scored %s', (password, score, expected) => expect(meterState(password, score)).toEqual(expected));

  it("the minimum is the spec's 3 and can be another", () => {
    expect(MIN_PASSWORD_STRENGTH).toBe(3);
    expect(meterState('abc', 3, 4).tooWeak).toBe(true);
    expect(meterState('abc', 2, 2).tooWeak).toBe(false);
  });
});

describe('blocksSubmit (spec §5: outside checkout, non-empty and below 3)', () => {
  it.each<[string, string, Strength | null, { checkout: boolean; stopCheckout?: boolean; minimum?: number }, boolean]>([
    ['empty password', '', 0, { checkout: false }, false],
    ['very weak', 'abc', 0, { checkout: false }, true],
    ['weak', 'abcdefgh', 2, { checkout: false }, true],
    ['medium', 'Sommer-Regen-42', 3, { checkout: false }, false],
    ['strong', 'Blauer Kater tanzt 1987!', 4, { checkout: false }, false],
    ['unknown yet', 'abc', null, { checkout: false }, false],
    ['weak at the checkout', 'abc', 0, { checkout: true }, false],
    ['weak at the checkout with stop_checkout', 'abc', 0, { checkout: true, stopCheckout: true }, true],
    ['medium with a minimum of 4', 'Sommer-Regen-42', 3, { checkout: false, minimum: 4 }, true],
  ])('%s', (_name, password, strength, options, expected) => expect(blocksSubmit(password, strength, options)).toBe(expected));
});

describe('shownScore', () => {
  it.each<[string, string | null, Strength | null, Strength | null]>([
    ['no confirmation field', null, 2, 2],
    ['confirmation empty', '', 4, 4],
    ['confirmation equal', 'geheim', 4, 4],
    ['confirmation differs', 'geheiM', 4, 5],
    ['differs while unknown', 'x', null, 5],
  ])('%s', (_name, confirmation, strength, expected) => expect(shownScore('geheim', confirmation, strength)).toBe(expected));
});

describe('penalisedWords (WordPress userInputDisallowedList)', () => {
  it('takes words of 4+ characters once, keeps umlauts in their word, splits addresses and URLs', () => {
    expect(penalisedWords(['Konto-Details – Schaufenster Demo-Shop', 'http://localhost:3000/my-account/edit-account/', 'Jörg', 'Müller', 'joerg.mueller@example.test', 'Demo'])).toEqual([
      'Konto',
      'Details',
      'Schaufenster',
      'Demo',
      'Shop',
      'http',
      'localhost',
      '3000',
      'account',
      'edit',
      'Jörg',
      'Müller',
      'joerg',
      'mueller',
      'example',
      'test',
    ]);
  });

  it('nothing from empty or short values', () => {
    expect(penalisedWords(['', 'ab', 'a b c', '—'])).toEqual([]);
  });
});
