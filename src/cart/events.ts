import { on, registerJQueryEvents } from '../core/events/bus';

/**
 * The cart's page events, each a bubbling CustomEvent on document.body, and the WooCommerce
 * jQuery events they stand for (cart-fragments.js, add-to-cart.js, cart.js). Cart widgets
 * import emit/on from here, so the jQuery names are registered wherever cart events are used.
 */
export { emit, on } from '../core/events/bus';

/** Page-region selector → replacement HTML, as the shop sends it. */
export type Fragments = Record<string, string>;

export interface CartEventMap {
  'sf:adding-to-cart': { button: HTMLElement | null; data: Record<string, string> };
  'sf:added-to-cart': { fragments: Fragments; cartHash: string; button: HTMLElement | null };
  'sf:removed-from-cart': { fragments: Fragments; cartHash: string; button: HTMLElement | null };
  /** A request: "the cart changed elsewhere, fetch fresh fragments". */
  'sf:fragment-refresh': Record<string, never>;
  'sf:fragments-refreshed': { fragments: Fragments; cartHash: string };
  'sf:fragments-loaded': Record<string, never>;
  'sf:fragments-ajax-error': { reason: string };
  'sf:cart-button-updated': { button: HTMLElement };
  /** The cart page's form and totals were replaced (WooCommerce's updated_wc_div). */
  'sf:cart-updated': Record<string, never>;
  /** The cart page's totals were replaced (WooCommerce's updated_cart_totals). */
  'sf:cart-totals-updated': Record<string, never>;
  /** The cart page's last item went and its empty-cart message is shown (WooCommerce's wc_cart_emptied). */
  'sf:cart-emptied': Record<string, never>;
}

declare module '../core/events/bus' {
  interface PageEventMap extends CartEventMap {}
}

// Their jQuery counterparts load only on pages with jQuery, with the bridge.
registerJQueryEvents(() => import('./jquery-events'));

/**
 * A fragments refresh asked for before sf-cart-fragments mounted (it loads at idle; a wallet
 * flow or the re-read after a timed-out add may ask first): remembered here, in the runtime
 * every widget loads, and done when it mounts. It takes the request whenever it refreshes.
 */
let refreshAsked = false;
if (typeof document !== 'undefined') on('sf:fragment-refresh', () => (refreshAsked = true));
export function takeAskedRefresh(): boolean {
  const asked = refreshAsked;
  refreshAsked = false;
  return asked;
}
