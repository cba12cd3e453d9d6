// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INITIAL_FORM_STATE, variationFormMachine, type FormEffect, type FormEvent, type FormState } from './machine';
import type { Variation } from './rules';

const base = { is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true };
const lemon500: Variation = { ...base, variation_id: 1, attributes: { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'zitrone' } };
const cherry1l: Variation = { ...base, variation_id: 2, attributes: { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'kirsche' }, is_in_stock: false };
const inline = [lemon500, cherry1l];

const nothing = { attribute_pa_inhalt: '', attribute_pa_duft: '' };
const lemon = { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'zitrone' };
const cherry = { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'kirsche' };
const noSuch = { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'kirsche' };

const state = (phase: FormState['phase'], purchase: FormState['purchase'] = 'selection-needed', lookup = 0): FormState => ({ phase, purchase, lookup });

const SELECT_OPTIONS = 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';
const UNAVAILABLE = 'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.';
const NO_MATCH = 'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.';
const LOOKUP_FAILED = 'Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.';
const RESET = 'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';

/** What every new choice starts with: old alerts go, the options and reset link follow the choice. */
const begin = (hideResetLink: boolean, allowed?: Record<string, Set<string> | null>): FormEffect[] => [
  ['alert', ''],
  ['announceReset', ''],
  ...(allowed ? [['allowOptions', allowed] as FormEffect] : []),
  ['hideResetLink', hideResetLink],
];
/** WooCommerce's reset_data, reset_image, hide_variation after the page is back to the product. */
const CLEARED: FormEffect[] = [['clear'], ['buttons', 'selection-needed'], ['emit', 'sf:reset-data'], ['emit', 'sf:reset-image'], ['emit', 'sf:hide-variation']];
/** A change with inline data, in WooCommerce's order: select-change, check, the matching, has-changed. */
const changed = (allowed: Record<string, Set<string> | null>, matching: FormEffect[]): FormEffect[] => [
  ['emit', 'sf:variation-select-change'],
  ['emit', 'sf:check-variations'],
  ...begin(false, allowed),
  ...matching,
  ['emit', 'sf:variation-has-changed'],
];
/** A variation on the page: shown, the buttons' state, found_variation and show_variation. */
const shown = (variation: Variation, purchase: 'purchasable' | 'unavailable'): FormEffect[] => [
  ['show', variation],
  ['buttons', purchase],
  ['emit', 'sf:found-variation', { variation }],
  ['emit', 'sf:show-variation', { variation, purchasable: purchase === 'purchasable' }],
];
/** The same after the shop's answer: the busy state ends before the buttons change. */
const CLEARED_AFTER_LOOKUP: FormEffect[] = [['clear'], ['busy', false], ...CLEARED.slice(1)];
const shownAfterLookup = (variation: Variation, purchase: 'purchasable' | 'unavailable'): FormEffect[] => {
  const [show, ...rest] = shown(variation, purchase);
  return [show, ['busy', false], ...rest];
};
/** Add was pressed while the shop was asked. */
const held = (before: FormState): FormState => ({ ...before, held: true });
const everyOption = { attribute_pa_inhalt: new Set(['500-ml', '1-l']), attribute_pa_duft: new Set(['zitrone', 'kirsche']) };

type Row = [string, Variation[] | null, FormState, FormEvent, FormState, FormEffect[]];

const rows: Row[] = [
  [
    'load, nothing chosen: the product’s own data, checked first',
    inline,
    INITIAL_FORM_STATE,
    { type: 'start', chosen: nothing },
    state('choosing'),
    [['emit', 'sf:check-variations'], ...begin(true, everyOption), ...CLEARED],
  ],
  [
    'every attribute chosen, inline data has a match: found, shown, purchasable',
    inline,
    state('choosing'),
    { type: 'choose', chosen: lemon },
    state('found', 'purchasable'),
    changed({ attribute_pa_inhalt: new Set(['500-ml']), attribute_pa_duft: new Set(['zitrone']) }, shown(lemon500, 'purchasable')),
  ],
  [
    'a match out of stock: shown, unavailable, no alert until the press',
    inline,
    state('found', 'purchasable'),
    { type: 'choose', chosen: cherry },
    state('found', 'unavailable'),
    changed({ attribute_pa_inhalt: new Set(['1-l']), attribute_pa_duft: new Set(['kirsche']) }, shown(cherry1l, 'unavailable')),
  ],
  [
    'one attribute chosen: options that cannot match are limited, the page back to the product',
    inline,
    state('found', 'purchasable'),
    { type: 'choose', chosen: { attribute_pa_inhalt: '500-ml', attribute_pa_duft: '' } },
    state('choosing'),
    changed({ attribute_pa_inhalt: new Set(['500-ml', '1-l']), attribute_pa_duft: new Set(['zitrone']) }, CLEARED),
  ],
  [
    'every attribute chosen, no variation matches: back to the product, and said so',
    inline,
    state('choosing'),
    { type: 'choose', chosen: noSuch },
    state('no-match'),
    // Cherry comes only in 1 l, 500 ml only with lemon.
    changed({ attribute_pa_inhalt: new Set(['1-l']), attribute_pa_duft: new Set(['zitrone']) }, [...CLEARED, ['alert', NO_MATCH]]),
  ],
  [
    'without inline data: no select-change, no option limits; the shop is asked',
    null,
    state('choosing'),
    { type: 'choose', chosen: lemon },
    state('looking-up', 'selection-needed', 1),
    [['emit', 'sf:check-variations'], ...begin(false), ['unsetVariation'], ['busy', true], ['buttons', 'selection-needed'], ['lookup', 1, lemon], ['emit', 'sf:variation-has-changed']],
  ],
  [
    'a new choice while the shop is asked: the older lookup is aborted first',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'choose', chosen: cherry },
    state('looking-up', 'selection-needed', 2),
    [['emit', 'sf:check-variations'], ['abortLookup'], ...begin(false), ['unsetVariation'], ['buttons', 'selection-needed'], ['lookup', 2, cherry], ['emit', 'sf:variation-has-changed']],
  ],
  [
    'the shop’s answer for the current lookup: found and shown',
    null,
    state('looking-up', 'selection-needed', 2),
    { type: 'answer', lookup: 2, result: { kind: 'found', variation: lemon500 } },
    state('found', 'purchasable', 2),
    shownAfterLookup(lemon500, 'purchasable'),
  ],
  [
    'a lookup answer for a superseded selection: ignored',
    null,
    state('looking-up', 'selection-needed', 2),
    { type: 'answer', lookup: 1, result: { kind: 'found', variation: lemon500 } },
    state('looking-up', 'selection-needed', 2),
    [],
  ],
  [
    'an answer after a reset: ignored',
    null,
    state('choosing', 'selection-needed', 2),
    { type: 'answer', lookup: 2, result: { kind: 'found', variation: lemon500 } },
    state('choosing', 'selection-needed', 2),
    [],
  ],
  [
    'the shop knows no such variation: back to the product, and said so',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'answer', lookup: 1, result: { kind: 'none' } },
    state('no-match', 'selection-needed', 1),
    [...CLEARED_AFTER_LOOKUP, ['alert', NO_MATCH]],
  ],
  [
    'the lookup failed: said so (not that the combination does not exist), the buttons stay blocked',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'answer', lookup: 1, result: { kind: 'failed', aborted: false } },
    state('lookup-failed', 'selection-needed', 1),
    [
      ['busy', false],
      ['buttons', 'selection-needed'],
      ['alert', LOOKUP_FAILED],
    ],
  ],
  [
    'add pressed while the shop is asked: held for the answer, no request for options already chosen',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'submit' },
    held(state('looking-up', 'selection-needed', 1)),
    [['blockSubmit']],
  ],
  [
    'the held add meets a purchasable variation: shown, then pressed again',
    null,
    held(state('looking-up', 'selection-needed', 1)),
    { type: 'answer', lookup: 1, result: { kind: 'found', variation: lemon500 } },
    state('found', 'purchasable', 1),
    [...shownAfterLookup(lemon500, 'purchasable'), ['submitAgain']],
  ],
  [
    'the held add meets an unavailable variation: shown, and said why it is not added',
    null,
    held(state('looking-up', 'selection-needed', 1)),
    { type: 'answer', lookup: 1, result: { kind: 'found', variation: cherry1l } },
    state('found', 'unavailable', 1),
    [...shownAfterLookup(cherry1l, 'unavailable'), ['alert', UNAVAILABLE], ['emit', 'sf:add-blocked', { reason: 'unavailable', message: UNAVAILABLE }]],
  ],
  [
    'the held add meets no match: the no-match message, nothing held',
    null,
    held(state('looking-up', 'selection-needed', 1)),
    { type: 'answer', lookup: 1, result: { kind: 'none' } },
    state('no-match', 'selection-needed', 1),
    [...CLEARED_AFTER_LOOKUP, ['alert', NO_MATCH]],
  ],
  [
    'the held add meets a failed lookup: the failure message, nothing held',
    null,
    held(state('looking-up', 'selection-needed', 1)),
    { type: 'answer', lookup: 1, result: { kind: 'failed', aborted: false } },
    state('lookup-failed', 'selection-needed', 1),
    [
      ['busy', false],
      ['buttons', 'selection-needed'],
      ['alert', LOOKUP_FAILED],
    ],
  ],
  [
    'a new choice drops the held add: it was for the old choice',
    null,
    held(state('looking-up', 'selection-needed', 1)),
    { type: 'choose', chosen: cherry },
    state('looking-up', 'selection-needed', 2),
    [['emit', 'sf:check-variations'], ['abortLookup'], ...begin(false), ['unsetVariation'], ['buttons', 'selection-needed'], ['lookup', 2, cherry], ['emit', 'sf:variation-has-changed']],
  ],
  [
    'add pressed after a failed lookup: the failure again, not a request for options',
    null,
    state('lookup-failed', 'selection-needed', 1),
    { type: 'submit' },
    state('lookup-failed', 'selection-needed', 1),
    [['blockSubmit'], ['alert', LOOKUP_FAILED], ['emit', 'sf:add-blocked', { reason: 'selection-needed', message: LOOKUP_FAILED }]],
  ],
  [
    'an aborted lookup says nothing',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'answer', lookup: 1, result: { kind: 'failed', aborted: true } },
    state('looking-up', 'selection-needed', 1),
    [],
  ],
  [
    'reset: selection cleared, the page back, the reset announced, focus on the first select',
    inline,
    state('found', 'purchasable'),
    { type: 'reset' },
    state('choosing'),
    [['clearSelects'], ...CLEARED, ['alert', ''], ['hideResetLink', true], ['announceReset', RESET, 300], ['focusFirstSelect'], ['emit', 'sf:reset-variation']],
  ],
  [
    'reset while the shop is asked: the lookup is aborted first',
    null,
    state('looking-up', 'selection-needed', 3),
    { type: 'reset' },
    state('choosing', 'selection-needed', 3),
    [['abortLookup'], ['clearSelects'], ...CLEARED_AFTER_LOOKUP, ['alert', ''], ['hideResetLink', true], ['announceReset', RESET, 300], ['focusFirstSelect'], ['emit', 'sf:reset-variation']],
  ],
  [
    'submit without a full choice: blocked, said why, the page told',
    inline,
    state('choosing'),
    { type: 'submit' },
    state('choosing'),
    [['blockSubmit'], ['alert', SELECT_OPTIONS], ['emit', 'sf:add-blocked', { reason: 'selection-needed', message: SELECT_OPTIONS }]],
  ],
  [
    'submit of an unavailable variation: blocked with its reason',
    inline,
    state('found', 'unavailable'),
    { type: 'submit' },
    state('found', 'unavailable'),
    [['blockSubmit'], ['alert', UNAVAILABLE], ['emit', 'sf:add-blocked', { reason: 'unavailable', message: UNAVAILABLE }]],
  ],
  ['submit of a purchasable variation: through to sf-add-to-cart', inline, state('found', 'purchasable'), { type: 'submit' }, state('found', 'purchasable'), []],
  [
    'stop: any lookup aborted, the server’s page back',
    null,
    state('looking-up', 'selection-needed', 1),
    { type: 'stop' },
    state('looking-up', 'selection-needed', 1),
    [['abortLookup'], ['restorePage']],
  ],
];

describe('variationFormMachine', () => {
  it.each(rows)('%s', (_name, variations, before, event, after, effects) => {
    expect(variationFormMachine(variations)(before, event)).toEqual({ state: after, effects });
  });
});
