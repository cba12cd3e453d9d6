import type { JQueryEventMap } from '../core/events/bus';
import type { VariationEventMap } from './events';

/**
 * The jQuery events WooCommerce's add-to-cart-variation.js triggers, one-way: the form's own
 * news, triggered where WooCommerce triggers it, with its arguments. Loaded with the jQuery
 * bridge, only on pages with jQuery.
 */
const noArgs = () => [];

/** One-way: the form's own news, triggered where WooCommerce triggers it, with its arguments. */
const variationJQueryEvents: JQueryEventMap<VariationEventMap> = {
  'sf:found-variation': { jquery: 'found_variation', toArgs: (d) => [d.variation] },
  'sf:show-variation': { jquery: 'show_variation', toArgs: (d) => [d.variation, d.purchasable] },
  'sf:hide-variation': { jquery: 'hide_variation', toArgs: noArgs },
  'sf:reset-data': { jquery: 'reset_data', toArgs: noArgs },
  'sf:reset-image': { jquery: 'reset_image', toArgs: noArgs },
  'sf:check-variations': { jquery: 'check_variations', toArgs: noArgs },
  'sf:variation-select-change': { jquery: 'woocommerce_variation_select_change', toArgs: noArgs },
  'sf:variation-has-changed': { jquery: 'woocommerce_variation_has_changed', toArgs: noArgs },
  'sf:reset-variation': null,
  'sf:add-blocked': null,
};

export default variationJQueryEvents;
