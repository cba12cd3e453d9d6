import type { JQueryEventMap } from '../core/events/bus';
import type { CartEventMap, Fragments } from './events';

/**
 * The WooCommerce jQuery events the cart's events stand for (cart-fragments.js, add-to-cart.js,
 * cart.js), all two-way: shop scripts both listen for them and trigger them on document.body.
 * Loaded with the jQuery bridge, only on pages with jQuery.
 */
const element = (value: unknown): HTMLElement | null => {
  const candidate = (value as { get?: (i: number) => unknown } | undefined)?.get?.(0) ?? value;
  return candidate instanceof HTMLElement ? candidate : null;
};
const none = () => ({}) as Record<string, never>;
const changedCart = ([fragments, cartHash, button]: unknown[]) => ({
  fragments: (fragments as Fragments) ?? {},
  cartHash: String(cartHash ?? ''),
  button: element(button),
});

const cartJQueryEvents: JQueryEventMap<CartEventMap> = {
  'sf:adding-to-cart': {
    jquery: 'adding_to_cart',
    toArgs: (d, $) => [$(d.button), d.data],
    fromArgs: ([button, data]) => ({ button: element(button), data: (data as Record<string, string>) ?? {} }),
  },
  'sf:added-to-cart': { jquery: 'added_to_cart', toArgs: (d, $) => [d.fragments, d.cartHash, $(d.button)], fromArgs: changedCart },
  'sf:removed-from-cart': { jquery: 'removed_from_cart', toArgs: (d, $) => [d.fragments, d.cartHash, $(d.button)], fromArgs: changedCart },
  'sf:fragment-refresh': { jquery: 'wc_fragment_refresh', toArgs: () => [], fromArgs: none },
  'sf:fragments-refreshed': {
    jquery: 'wc_fragments_refreshed',
    toArgs: (d) => [d.fragments, d.cartHash],
    fromArgs: ([fragments, cartHash]) => ({ fragments: (fragments as Fragments) ?? {}, cartHash: String(cartHash ?? '') }),
  },
  'sf:fragments-loaded': { jquery: 'wc_fragments_loaded', toArgs: () => [], fromArgs: none },
  'sf:fragments-ajax-error': { jquery: 'wc_fragments_ajax_error', toArgs: () => [], fromArgs: () => ({ reason: 'jquery' }) },
  'sf:cart-button-updated': {
    jquery: 'wc_cart_button_updated',
    toArgs: (d, $) => [$(d.button)],
    fromArgs: ([button]) => ({ button: element(button) ?? document.body }),
  },
  'sf:cart-updated': { jquery: 'updated_wc_div', toArgs: () => [], fromArgs: none },
  'sf:cart-totals-updated': { jquery: 'updated_cart_totals', toArgs: () => [], fromArgs: none },
  'sf:cart-emptied': { jquery: 'wc_cart_emptied', toArgs: () => [], fromArgs: none },
};

export default cartJQueryEvents;
