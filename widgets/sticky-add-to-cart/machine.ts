/**
 * The sticky bar's flow (spec §4 Variable product): shown while the form's add button is above
 * the viewport, one quantity in two fields, the form's button pressed from the bar, and what
 * the form says after a press shown where the press was. The bar owns no purchase logic.
 */
import type { EffectOf, Transition } from '../../src/core/machine';
import { isAboveViewport, isBarShown, type ButtonPosition, MIRRORED_CLASSES, QUANTITY_RULE_ATTRIBUTES } from './rules';

export interface BarState {
  /** The form's add button is above the viewport: the bar is wanted. */
  active: boolean;
  /** The last press of the form's button came from the bar: its outcome is shown in the bar too. */
  pressedHere: boolean;
}

export const INITIAL_BAR_STATE: BarState = { active: false, pressedHere: false };

type QuantityRules = Record<(typeof QUANTITY_RULE_ATTRIBUTES)[number], string | null>;

/** What the purchase form shows now, read by the hook. */
export interface FormView {
  /** Which of the mirrored classes the form's add button has. */
  classes: Record<(typeof MIRRORED_CLASSES)[number], boolean>;
  ariaDisabled: string | null;
  /** The summary's price HTML; null without one. */
  price: string | null;
  /** The form's quantity field; null without one. */
  quantity: { rules: QuantityRules; value: string; hidden: boolean } | null;
}

/** What the bar shows now, to compare with; null where the bar has no such part. */
export interface BarView {
  price: string | null;
  quantity: string | null;
}

export type BarEvent =
  /** Where the form's add button is now, and whether focus is inside the bar. */
  | { type: 'position'; entry: ButtonPosition; focusInside: boolean }
  /** Focus moved; whether it is still inside the bar. */
  | { type: 'focus-left'; focusInside: boolean }
  /** The form changed (its button's state, price, quantity field); `buttonChanged` when its button did. */
  | { type: 'form-changed'; form: FormView; bar: BarView; buttonChanged: boolean }
  /** An input or change of the bar's field; the bar's own echo does not bubble. */
  | { type: 'bar-quantity'; value: string; eventType: string; bubbles: boolean }
  | { type: 'press' }
  /** The form's button was clicked; trusted: by the shopper, not by the bar. */
  | { type: 'main-pressed'; trusted: boolean }
  /** What sf-add-to-cart shows after the form's button now. */
  | { type: 'outcome-shown'; html: string }
  /** sf-variation-form stopped an add and said why. */
  | { type: 'blocked'; message: string; barHidden: boolean }
  | { type: 'stop' };

export interface BarPort {
  showBar(shown: boolean): void;
  /** The button's mirrored classes and aria-disabled. */
  mirrorButton(classes: FormView['classes'], ariaDisabled: string | null): void;
  setPrice(html: string): void;
  /** min/max/step (null: absent) and whether the field is hidden. */
  mirrorQuantityRules(rules: QuantityRules, hidden: boolean): void;
  /** Set the bar's field and tell its sf-quantity with an input that does not bubble. */
  setBarQuantity(value: string): void;
  /** Set the form's field and fire the same event on it, bubbling, for the form's listeners. */
  setFormQuantity(value: string, eventType: string): void;
  pressMainButton(): void;
  /** Why the last press did not add; '' removes it. */
  message(text: string): void;
  /** sf-add-to-cart's outcome after the bar's press, as plain markup; '' removes it. */
  outcome(html: string): void;
}

export type BarEffect = EffectOf<BarPort>;

function mirror(form: FormView, bar: BarView): BarEffect[] {
  const effects: BarEffect[] = [['mirrorButton', form.classes, form.ariaDisabled]];
  if (form.price !== null && bar.price !== null && form.price !== bar.price) effects.push(['setPrice', form.price]);
  if (form.quantity && bar.quantity !== null) {
    effects.push(['mirrorQuantityRules', form.quantity.rules, form.quantity.hidden]);
    if (form.quantity.value !== bar.quantity) effects.push(['setBarQuantity', form.quantity.value]);
  }
  return effects;
}

export const stickyBarMachine: Transition<BarState, BarEvent, BarEffect> = (state, event) => {
  switch (event.type) {
    case 'position': {
      const active = isAboveViewport(event.entry);
      return { state: { ...state, active }, effects: [['showBar', isBarShown(active, event.focusInside)]] };
    }
    case 'focus-left':
      // Hiding never throws focus away: a bar that should be gone goes once focus leaves it.
      return { state, effects: [['showBar', isBarShown(state.active, event.focusInside)]] };
    case 'form-changed': {
      // A new state of the form's button (another choice, an add) makes an old reason stale.
      const stale: BarEffect[] = event.buttonChanged ? [['message', '']] : [];
      return { state, effects: [...stale, ...mirror(event.form, event.bar)] };
    }
    case 'bar-quantity':
      // Typing or stepping in the bar is typing in the form; the echo back does not bubble.
      return { state, effects: event.bubbles ? [['setFormQuantity', event.value, event.eventType]] : [] };
    case 'press':
      return { state: { ...state, pressedHere: true }, effects: [['outcome', ''], ['pressMainButton']] };
    case 'main-pressed':
      return { state: event.trusted ? { ...state, pressedHere: false } : state, effects: [] };
    case 'outcome-shown':
      // The outcome is announced once, by the form's own alert: the bar's copy is plain.
      return { state, effects: state.pressedHere ? [['outcome', event.html.replace(/ role="alert"/g, '')]] : [] };
    case 'blocked':
      return { state, effects: event.barHidden ? [] : [['message', event.message]] };
    case 'stop':
      return { state, effects: [['showBar', false]] };
  }
};
