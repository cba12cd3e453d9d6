/**
 * The variation form's flow (spec §3 Variation, §4 Variable product), in the order
 * WooCommerce's add-to-cart-variation.js does things, so scripts written for it see the same
 * events in the same order. The hook reads the selects into events and runs the effects.
 */
import type { EffectOf, Transition } from '../../src/core/machine';
import type { VariationLookup } from '../../src/product/contracts';
import type { VariationEventMap } from '../../src/product/events';
import { t } from './i18n';
import { allChosen, availableValues, SWATCH_RESET_MS, findMatchingVariations, purchaseState, type Attributes, type PurchaseState, type Variation } from './rules';

export interface FormState {
  /**
   * choosing: not every attribute chosen (or just reset); looking-up: the shop is asked (no
   * inline data); found: a variation is shown; no-match; lookup-failed.
   */
  phase: 'choosing' | 'looking-up' | 'found' | 'no-match' | 'lookup-failed';
  /** What a submit meets; only 'purchasable' lets it through to sf-add-to-cart. */
  purchase: PurchaseState;
  /** Number of the latest lookup: an answer carrying another is for a superseded choice. */
  lookup: number;
  /** Add was pressed while the shop was asked: it goes through once the answer allows it. */
  held?: true;
}

export const INITIAL_FORM_STATE: FormState = { phase: 'choosing', purchase: 'selection-needed', lookup: 0 };

export type FormEvent =
  /** On load, with what the server preselected. */
  | { type: 'start'; chosen: Attributes }
  | { type: 'choose'; chosen: Attributes }
  | { type: 'answer'; lookup: number; result: VariationLookup }
  | { type: 'reset' }
  | { type: 'submit' }
  | { type: 'stop' };

/** What the flow asks of the page; each effect is one of these calls, as data (`EffectOf`). */
export interface FormPort {
  /** An event of the form; show and hide go to `.single_variation`, where WooCommerce triggers them. */
  emit(...event: FormEventArgs): void;
  /** The alert next to the add button; '' removes it. */
  alert(text: string): void;
  /** The form's own reset_variations_alert region; `delayMs`: written then (a newer call cancels it). */
  announceReset(text: string, delayMs?: number): void;
  hideResetLink(hidden: boolean): void;
  /** Per select, the values that can still match (null: every value). */
  allowOptions(allowed: Record<string, Set<string> | null>): void;
  /** Every submit button wears this state. */
  buttons(purchase: PurchaseState): void;
  /** The shop is asked: the form aria-busy, its submit buttons 'loading' (as WooCommerce blocks the form). */
  busy(on: boolean): void;
  /** The add that was held for the lookup, pressed again. */
  submitAgain(): void;
  /** The variation on the page: SKU, price, image, legal fields, details, id, quantity limits. */
  show(variation: Variation): void;
  /** The page back to the product's own data, quantity limits included. */
  clear(): void;
  /** Only the posted variation_id back to 0, while the shop is asked. */
  unsetVariation(): void;
  lookup(lookup: number, chosen: Attributes): void;
  abortLookup(): void;
  /** Every select back to its placeholder, every option enabled. */
  clearSelects(): void;
  focusFirstSelect(): void;
  /** Stop the submit being handled, before sf-add-to-cart further up sees it. */
  blockSubmit(): void;
  /** Back to the server's page without a word: the widget lets go. */
  restorePage(): void;
}

/** `emit`'s arguments: the event's name, and its detail unless that is empty. */
export type FormEventArgs = {
  [N in keyof VariationEventMap]: VariationEventMap[N] extends Record<string, never> ? [name: N] : [name: N, detail: VariationEventMap[N]];
}[keyof VariationEventMap];

export type FormEffect = EffectOf<FormPort>;

const LOOKUP_FAILED = 'The variation could not be loaded. Please try again.';
const BLOCKED = {
  'selection-needed': 'Please select product options before adding the item to the cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
};

/** `inline`: the form's data-product_variations; null when the shop left it out (over 30). */
export function variationFormMachine(inline: Variation[] | null): Transition<FormState, FormEvent, FormEffect> {
  return (state, event) => {
    let next = state;
    const effects: FormEffect[] = [];
    // One short call per effect keeps the machine about as small as the code it replaced:
    // the product page has almost no bytes to spare.
    const effect = (...call: FormEffect) => effects.push(call);
    const alert = (text: string) => effect('alert', text);
    // Entering or leaving a lookup shows or ends the busy state; entering any phase drops a held add.
    const enter = (phase: FormState['phase'], purchase: PurchaseState, lookup = state.lookup) => {
      const busy = phase === 'looking-up';
      if (busy !== (state.phase === 'looking-up')) effect('busy', busy);
      next = { phase, purchase, lookup };
      effect('buttons', purchase);
    };
    // WooCommerce's reset of the shown data: reset_data, reset_image, hide_variation.
    const clear = (phase: FormState['phase']) => {
      effect('clear');
      enter(phase, 'selection-needed');
      effect('emit', 'sf:reset-data');
      effect('emit', 'sf:reset-image');
      effect('emit', 'sf:hide-variation');
    };
    // The shop's availability text ('Nicht vorrätig') shows with the variation and is
    // announced by its own region; why the button does not add waits for the press.
    const show = (variation: Variation) => {
      const purchase = purchaseState(variation);
      effect('show', variation);
      enter('found', purchase);
      effect('emit', 'sf:found-variation', { variation });
      effect('emit', 'sf:show-variation', { variation, purchasable: purchase === 'purchasable' });
    };
    const noMatch = () => {
      clear('no-match');
      alert(t('Sorry, no products match your selection. Please choose a different combination.'));
    };
    const abortLookup = () => state.phase === 'looking-up' && effect('abortLookup');
    const refuse = (reason: keyof typeof BLOCKED, message = t(BLOCKED[reason])) => {
      alert(message);
      // Controls elsewhere that submit this form (the sticky bar) show the reason where they are.
      effect('emit', 'sf:add-blocked', { reason, message });
    };
    // A new choice: what was shown for the old one goes, then the new one is matched.
    const match = (chosen: Attributes) => {
      abortLookup();
      alert('');
      effect('announceReset', '');
      // Without inline data only the shop knows what can match.
      if (inline) effect('allowOptions', Object.fromEntries(Object.keys(chosen).map((name) => [name, availableValues(inline, chosen, name)])));
      effect('hideResetLink', !Object.values(chosen).some(Boolean));
      if (!allChosen(chosen)) return clear('choosing');
      if (!inline) {
        effect('unsetVariation');
        enter('looking-up', 'selection-needed', state.lookup + 1);
        return effect('lookup', next.lookup, chosen);
      }
      const [variation] = findMatchingVariations(inline, chosen);
      return variation ? show(variation) : noMatch();
    };

    switch (event.type) {
      case 'choose':
        // WooCommerce's order: listeners to the change see the matching start, then its end.
        if (inline) effect('emit', 'sf:variation-select-change');
        effect('emit', 'sf:check-variations');
        match(event.chosen);
        effect('emit', 'sf:variation-has-changed');
        break;
      case 'start':
        effect('emit', 'sf:check-variations');
        match(event.chosen);
        break;
      case 'answer': {
        const { result } = event;
        if (state.phase !== 'looking-up' || event.lookup !== state.lookup) break;
        if (result.kind === 'found') {
          show(result.variation);
          // The held add goes through now, or says why it cannot.
          if (state.held) next.purchase === 'purchasable' ? effect('submitAgain') : refuse(next.purchase);
        } else if (result.kind === 'none') noMatch();
        else if (!result.aborted) {
          enter('lookup-failed', 'selection-needed');
          alert(t(LOOKUP_FAILED));
        }
        break;
      }
      case 'reset':
        abortLookup();
        effect('clearSelects');
        clear('choosing');
        alert('');
        effect('hideResetLink', true);
        // After the focus move below, so a screen reader says the select and then the reset
        // instead of the focus move cutting the announcement off.
        effect('announceReset', t('Your selection has been reset. Please select product options before adding the item to the cart.'), SWATCH_RESET_MS);
        effect('focusFirstSelect');
        effect('emit', 'sf:reset-variation');
        break;
      case 'submit':
        if (state.purchase === 'purchasable') break;
        effect('blockSubmit');
        // Every option is chosen and the shop is asked: the press waits for its answer (the
        // busy state shows it) instead of asking for options the shopper has chosen.
        if (state.phase === 'looking-up') next = { ...state, held: true };
        else refuse(state.purchase, state.phase === 'lookup-failed' ? t(LOOKUP_FAILED) : undefined);
        break;
      case 'stop':
        effect('abortLookup');
        effect('restorePage');
    }
    return { state: next, effects };
  };
}
