// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialConsentCookie, type ConsentCookie } from './cookie';
import type { OptionalCategory } from './categories';
import { consentTransition, startConsent, type ConsentEvent, type ConsentState } from './machine';

const ID = btoa('b'.repeat(32));
const newId = () => ID;
const acted = (categories: Partial<ConsentCookie['categories']>): ConsentCookie => ({
  ...initialConsentCookie(ID),
  consent: true,
  action: true,
  categories: { ...initialConsentCookie(ID).categories, ...categories },
});

describe('startConsent (spec §4)', () => {
  it('first view: writes the initial cookie (consent no, optional no) and shows the banner', () => {
    const { state, effects } = startConsent(null, { preview: false, newId });
    expect(state.cookie).toEqual({ consentId: ID, consent: false, action: false, categories: { necessary: true, functional: false, analytics: false, performance: false, advertisement: false } });
    expect(state.bannerVisible).toBe(true);
    expect(effects).toEqual([{ type: 'write-cookie', cookie: state.cookie }]);
  });

  it.each<[string, OptionalCategory[] | undefined, Partial<ConsentCookie['categories']>]>([
    ['no default consent', undefined, {}],
    ['default consent for functional', ['functional'], { functional: true }],
    ['default consent for analytics and performance', ['analytics', 'performance'], { analytics: true, performance: true }],
  ])('first view, %s: those categories start yes, the rest no, consent and action no', (_name, defaultConsent, yes) => {
    const { state } = startConsent(null, { preview: false, newId, defaultConsent });
    expect(state.cookie).toEqual({
      consentId: ID,
      consent: false,
      action: false,
      categories: { necessary: true, functional: false, analytics: false, performance: false, advertisement: false, ...yes },
    });
    expect(state.bannerVisible).toBe(true);
  });

  it.each([
    ['no action yet', { ...initialConsentCookie(ID) }, false, true],
    ['acted', acted({ analytics: true }), false, false],
    ['acted, preview forces it', acted({ analytics: true }), true, true],
  ])('stored cookie, %s: nothing written, banner shown = %s', (_name, stored, preview, visible) => {
    const { state, effects } = startConsent(stored, { preview, newId });
    expect(effects).toEqual([]);
    expect(state.bannerVisible).toBe(visible);
    expect(state.cookie).toBe(stored);
  });
});

const start: ConsentState = startConsent(null, { preview: false, newId }).state;

describe('consentTransition', () => {
  it.each<[string, ConsentEvent, Partial<ConsentCookie['categories']>, boolean, string[]]>([
    ['accept all', { type: 'accept-all' }, { functional: true, analytics: true, performance: true, advertisement: true }, true, []],
    [
      'reject: only necessary',
      { type: 'reject' },
      { functional: false, analytics: false, performance: false, advertisement: false },
      false,
      ['functional', 'analytics', 'performance', 'advertisement'],
    ],
    [
      'save custom',
      { type: 'save', categories: { analytics: true, advertisement: false, necessary: false } },
      { necessary: true, analytics: true, functional: false },
      true,
      ['functional', 'performance', 'advertisement'],
    ],
    ['close: action yes, categories kept', { type: 'close' }, { functional: false, analytics: false }, false, ['functional', 'analytics', 'performance', 'advertisement']],
    ['placeholder accepts one category', { type: 'accept-category', category: 'functional' }, { functional: true, analytics: false }, true, ['analytics', 'performance', 'advertisement']],
  ])('%s', (_name, event, categories, consent, rejected) => {
    const { state, effects } = consentTransition(start, event);
    expect(state.cookie.categories).toMatchObject({ necessary: true, ...categories });
    expect(state.cookie.consent).toBe(consent);
    expect(state.cookie.action).toBe(true);
    expect(state.cookie.consentId).toBe(ID);
    expect(state.bannerVisible).toBe(false);
    expect(effects[0]).toEqual({ type: 'write-cookie', cookie: state.cookie });
    const deletion = effects.find((e) => e.type === 'delete-cookies');
    expect(deletion ? deletion.categories : []).toEqual(rejected);
    const announce = effects.at(-1)!;
    expect(announce).toEqual({ type: 'announce', accepted: ['necessary', ...['functional', 'analytics', 'performance', 'advertisement'].filter((s) => !rejected.includes(s))], rejected });
  });

  it('revisit reopens the preferences with the stored choice, nothing written', () => {
    const decided = consentTransition(start, { type: 'save', categories: { analytics: true } }).state;
    const { state, effects } = consentTransition(decided, { type: 'revisit' });
    expect(state).toEqual({ ...decided, bannerVisible: true, preferencesOpen: true });
    expect(effects).toEqual([]);
  });

  it('save keeps categories the event does not name', () => {
    const decided = consentTransition(start, { type: 'accept-all' }).state;
    const { state } = consentTransition(decided, { type: 'save', categories: { advertisement: false } });
    expect(state.cookie.categories).toEqual({ necessary: true, functional: true, analytics: true, performance: true, advertisement: false });
  });

  it('customise opens the toggles', () => {
    expect(consentTransition(start, { type: 'customise' })).toEqual({ state: { ...start, preferencesOpen: true }, effects: [] });
  });
});
