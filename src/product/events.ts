import { registerJQueryEvents } from '../core/events/bus';
import type { Variation } from './contracts';

/**
 * The variation form's events, named after the jQuery events WooCommerce's
 * add-to-cart-variation.js triggers, which themes and plugins listen for. Each is a bubbling
 * CustomEvent on the `form.variations_form`, except show and hide, which WooCommerce triggers
 * on the form's `.single_variation`. Product widgets import emitOn/on from here, so the
 * jQuery names are registered wherever these events are used.
 */
export { emitOn, on } from '../core/events/bus';

export interface VariationEventMap {
  /** Every attribute chosen and a variation matches (`found_variation`). */
  'sf:found-variation': { variation: Variation };
  /** The found variation is shown; purchasable says whether it can be added (`show_variation`). */
  'sf:show-variation': { variation: Variation; purchasable: boolean };
  /** The variation's details are hidden again (`hide_variation`). */
  'sf:hide-variation': Record<string, never>;
  /** The page returns to the product's own data: nothing or not all chosen, no match, reset (`reset_data`). */
  'sf:reset-data': Record<string, never>;
  /** The product's own image is back (`reset_image`). */
  'sf:reset-image': Record<string, never>;
  /** The choice is about to be matched: on load and after every change (`check_variations`). */
  'sf:check-variations': Record<string, never>;
  /** An attribute changed, with inline variation data (`woocommerce_variation_select_change`). */
  'sf:variation-select-change': Record<string, never>;
  /** An attribute changed, after the matching started (`woocommerce_variation_has_changed`). */
  'sf:variation-has-changed': Record<string, never>;
  /** The shopper pressed 'Auswahl zurücksetzen' (ours only; WooCommerce says `reset_data`). */
  'sf:reset-variation': Record<string, never>;
  /** A submit was stopped, with the reason shown (ours only): the sticky bar repeats it where it was pressed. */
  'sf:add-blocked': { reason: 'selection-needed' | 'unavailable'; message: string };
}

declare module '../core/events/bus' {
  interface PageEventMap extends VariationEventMap {}
}

// Their jQuery counterparts load only on pages with jQuery, with the bridge.
registerJQueryEvents(() => import('./jquery-events'));
