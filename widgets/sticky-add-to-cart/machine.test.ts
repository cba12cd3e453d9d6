// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INITIAL_BAR_STATE, stickyBarMachine, type BarEffect, type BarEvent, type BarState, type FormView } from './machine';

const ABOVE = { isIntersecting: false, boundingClientRect: { bottom: -200 }, rootBounds: { top: 0 } };
const BELOW = { isIntersecting: false, boundingClientRect: { bottom: 1240 }, rootBounds: { top: 0 } };
const IN_VIEW = { isIntersecting: true, boundingClientRect: { bottom: 300 }, rootBounds: { top: 0 } };

const active: BarState = { active: true, pressedHere: false };
const pressed: BarState = { active: true, pressedHere: true };

const blockedClasses = { disabled: true, 'wc-variation-selection-needed': true, 'wc-variation-is-unavailable': false, loading: false, added: false };
const rules = { min: '1', max: '4', step: '1' };
const form = (quantity: string, price = '<span class="amount">9,90 €</span>'): FormView => ({
  classes: blockedClasses,
  ariaDisabled: 'true',
  price,
  quantity: { rules, value: quantity, hidden: false },
});
const bar = { price: '<span class="amount">9,90 €</span>', quantity: '1' };

type Row = [string, BarState, BarEvent, BarState, BarEffect[]];

const rows: Row[] = [
  ['main button above the viewport: bar shown', INITIAL_BAR_STATE, { type: 'position', entry: ABOVE, focusInside: false }, active, [['showBar', true]]],
  ['main button below the viewport: bar stays hidden', INITIAL_BAR_STATE, { type: 'position', entry: BELOW, focusInside: false }, INITIAL_BAR_STATE, [['showBar', false]]],
  ['back in view: hidden again', active, { type: 'position', entry: IN_VIEW, focusInside: false }, INITIAL_BAR_STATE, [['showBar', false]]],
  ['back in view with focus in the bar: it stays', active, { type: 'position', entry: IN_VIEW, focusInside: true }, INITIAL_BAR_STATE, [['showBar', true]]],
  ['focus leaves a bar that should be gone: it goes', INITIAL_BAR_STATE, { type: 'focus-left', focusInside: false }, INITIAL_BAR_STATE, [['showBar', false]]],
  ['focus moves within the bar: it stays', INITIAL_BAR_STATE, { type: 'focus-left', focusInside: true }, INITIAL_BAR_STATE, [['showBar', true]]],
  ['focus leaves an active bar: it stays', active, { type: 'focus-left', focusInside: false }, active, [['showBar', true]]],
  [
    'quantity changed in the form: the bar’s field follows, with its rules',
    active,
    { type: 'form-changed', form: form('3'), bar, buttonChanged: false },
    active,
    [
      ['mirrorButton', blockedClasses, 'true'],
      ['mirrorQuantityRules', rules, false],
      ['setBarQuantity', '3'],
    ],
  ],
  [
    'nothing new in the form: no echo into the bar',
    active,
    { type: 'form-changed', form: form('1'), bar, buttonChanged: false },
    active,
    [
      ['mirrorButton', blockedClasses, 'true'],
      ['mirrorQuantityRules', rules, false],
    ],
  ],
  [
    'the form’s button changed (a choice, an add): the old reason goes; a new price shows',
    active,
    { type: 'form-changed', form: form('1', '<span class="amount">19,90 €</span>'), bar, buttonChanged: true },
    active,
    [
      ['message', ''],
      ['mirrorButton', blockedClasses, 'true'],
      ['setPrice', '<span class="amount">19,90 €</span>'],
      ['mirrorQuantityRules', rules, false],
    ],
  ],
  [
    'no quantity field in the bar (sold individually): only the button is mirrored',
    active,
    { type: 'form-changed', form: form('3'), bar: { price: null, quantity: null }, buttonChanged: false },
    active,
    [['mirrorButton', blockedClasses, 'true']],
  ],
  [
    'quantity changed in the bar: the main form’s field set, with the same event',
    active,
    { type: 'bar-quantity', value: '2.5', eventType: 'change', bubbles: true },
    active,
    [['setFormQuantity', '2.5', 'change']],
  ],
  ['the bar’s own echo (does not bubble): not sent back', active, { type: 'bar-quantity', value: '3', eventType: 'input', bubbles: false }, active, []],
  ['press in the bar: the old outcome goes, the form’s button is pressed', active, { type: 'press' }, pressed, [['outcome', ''], ['pressMainButton']]],
  ['the bar’s own click on the form’s button (untrusted): still the bar’s press', pressed, { type: 'main-pressed', trusted: false }, pressed, []],
  ['the shopper presses the form’s button: later outcomes are the form’s', pressed, { type: 'main-pressed', trusted: true }, active, []],
  [
    'outcome after the bar’s press: copied into the bar, not announced twice',
    pressed,
    { type: 'outcome-shown', html: '<span role="alert">Hinzugefügt. <a href="/warenkorb/">Warenkorb anzeigen</a></span>' },
    pressed,
    [['outcome', '<span>Hinzugefügt. <a href="/warenkorb/">Warenkorb anzeigen</a></span>']],
  ],
  ['outcome after a press in the form: not the bar’s', active, { type: 'outcome-shown', html: '<span role="alert">Hinzugefügt.</span>' }, active, []],
  [
    'a blocked add while the bar shows: the reason in the bar',
    pressed,
    { type: 'blocked', message: 'Bitte wähle die Produktoptionen …', barHidden: false },
    pressed,
    [['message', 'Bitte wähle die Produktoptionen …']],
  ],
  ['a blocked add while the bar is hidden: the form says it', INITIAL_BAR_STATE, { type: 'blocked', message: 'Bitte wähle …', barHidden: true }, INITIAL_BAR_STATE, []],
  ['stop: hidden again', active, { type: 'stop' }, active, [['showBar', false]]],
];

describe('stickyBarMachine', () => {
  it.each(rows)('%s', (_name, before, event, after, effects) => {
    expect(stickyBarMachine(before, event)).toEqual({ state: after, effects });
  });
});
