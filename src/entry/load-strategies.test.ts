// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoadPolicy } from '../core/loader/policy';
import { loadsNow, policyName, strategyOf, type PageFacts } from './load-strategies';

/** A page laid out, not scrolled, not idle; the element shown, not touched, in no holder, no consent given. */
const page = (facts: Partial<PageFacts> = {}): PageFacts => ({
  scrolled: false,
  idle: false,
  laidOut: true,
  interacted: false,
  consentGiven: () => false,
  withoutConsentSystem: () => false,
  insideUpgraded: () => false,
  inHolder: () => false,
  shown: () => true,
  ...facts,
});
const hidden = { shown: () => false };
const consent: LoadPolicy = { consent: 'analytics' };
const inside: LoadPolicy = { inside: 'sf-checkout' };

describe('policyName', () => {
  it.each<[LoadPolicy, string]>([
    ['in-page', 'in-page'],
    ['visible', 'visible'],
    ['scroll', 'scroll'],
    ['idle', 'idle'],
    ['interaction', 'interaction'],
    [consent, 'consent'],
    [inside, 'inside'],
    ['visibel' as LoadPolicy, 'visible'],
    ['toString' as LoadPolicy, 'visible'],
    [{} as LoadPolicy, 'visible'],
    [undefined as unknown as LoadPolicy, 'visible'],
  ])('%j → %s', (when, name) => expect(policyName(when)).toBe(name));
});

describe('loadsNow: each policy waits in its own way', () => {
  it.each<[string, LoadPolicy, Partial<PageFacts>, boolean]>([
    ['in-page: at once', 'in-page', {}, true],
    ['in-page: hidden, before layout, in a holder too', 'in-page', { ...hidden, laidOut: false, inHolder: () => true }, true],
    ['visible: shown', 'visible', {}, true],
    ['visible: hidden', 'visible', hidden, false],
    ['visible: not asked before the page is laid out', 'visible', { laidOut: false }, false],
    ['visible: touched counts as shown, also before layout', 'visible', { ...hidden, laidOut: false, interacted: true }, true],
    ['visible: inside a holder that has not upgraded', 'visible', { inHolder: () => true }, false],
    ['visible: touched inside a holder still waits', 'visible', { inHolder: () => true, interacted: true }, false],
    ['scroll: not yet scrolled', 'scroll', {}, false],
    ['scroll: scrolled and shown', 'scroll', { scrolled: true }, true],
    ['scroll: scrolled, hidden', 'scroll', { scrolled: true, ...hidden }, false],
    ['idle: not yet idle', 'idle', {}, false],
    ['idle: idle and shown', 'idle', { idle: true }, true],
    ['idle: idle, hidden', 'idle', { idle: true, ...hidden }, false],
    ['idle: touched before idle', 'idle', { interacted: true }, true],
    ['interaction: shown but untouched', 'interaction', {}, false],
    ['interaction: touched, even hidden or in a holder', 'interaction', { interacted: true, ...hidden, inHolder: () => true }, true],
    ['consent: not given', consent, {}, false],
    ['consent: given and shown', consent, { consentGiven: (category) => category === 'analytics' }, true],
    ['consent: another category given', consent, { consentGiven: (category) => category === 'marketing' }, false],
    ['consent: given, hidden', consent, { consentGiven: () => true, ...hidden }, false],
    ['consent: no consent system on the page', consent, { withoutConsentSystem: () => true }, true],
    ['consent: not asked before layout', consent, { laidOut: false, consentGiven: () => true, interacted: true }, false],
    ['inside: not inside its upgraded container', inside, {}, false],
    ['inside: inside it and shown', inside, { insideUpgraded: (tag) => tag === 'sf-checkout' }, true],
    ['inside: inside it, hidden', inside, { insideUpgraded: () => true, ...hidden }, false],
    ['an unknown policy waits as visible', 'visibel' as LoadPolicy, {}, true],
  ])('%s', (_name, when, facts, loads) => expect(loadsNow(when, page(facts))).toBe(loads));

  it('asks what costs something only when the policy gets that far', () => {
    const asked: string[] = [];
    const ask = (what: string, answer: boolean) => () => (asked.push(what), answer);
    const facts = page({ consentGiven: ask('cookie', true), withoutConsentSystem: ask('consent system', false), inHolder: ask('holder', false), shown: ask('layout', true) });
    expect(loadsNow('scroll', facts)).toBe(false);
    expect(loadsNow('in-page', facts)).toBe(true);
    expect(asked).toEqual([]);
    expect(loadsNow(consent, facts)).toBe(true);
    expect(asked).toEqual(['cookie', 'holder', 'layout']);
    asked.length = 0;
    expect(loadsNow('visible', { ...facts, laidOut: false, interacted: false })).toBe(false);
    expect(asked).toEqual(['holder']);
  });
});

describe('a click before the code comes is held for', () => {
  it.each<[LoadPolicy, boolean]>([
    ['interaction', true],
    ['idle', true],
    ['in-page', false],
    ['visible', false],
    ['scroll', false],
    [consent, false],
    [inside, false],
  ])('%j: %s', (when, holds) => expect(!!strategyOf(when).holdsClick).toBe(holds));
});
