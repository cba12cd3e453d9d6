import { registerJQueryEvents } from '../core/events/bus';

/**
 * The wallet's page events (spec §4 Events), bubbling CustomEvents on document.body, named
 * after the jQuery events the plugin triggers there (`ppcp_*`), which themes and other payment
 * scripts listen for and trigger. Wallet widgets import emit/on from here, so the jQuery names
 * are registered wherever these events are used.
 */
export { emit, emitOn, on } from '../core/events/bus';

export interface PaymentEventMap {
  /** The checkout's wallet buttons rendered (`ppcp_checkout_rendered`). */
  'sf:ppcp-checkout-rendered': Record<string, never>;
  /** The checkout's total changed (`ppcp_checkout_total_updated`, with the amount). */
  'sf:ppcp-checkout-total-updated': { amount: number };
  /** Render the buttons again (`ppcp_refresh_payment_buttons`, two-way). */
  'sf:ppcp-refresh-payment-buttons': Record<string, never>;
  /** Reload the buttons (`ppcp-reload-buttons`, two-way). */
  'sf:ppcp-reload-buttons': Record<string, never>;
  /** Whether pay-later messages show (`ppcp_should_show_messages`, two-way); simulate-cart's answer. */
  'sf:ppcp-should-show-messages': { show: boolean };
  /** The settings global changed (`ppcp_script_data_changed`, two-way). */
  'sf:ppcp-script-data-changed': Record<string, never>;
  /** A payment-method event: ppcp_invalidate_methods, ppcp_render_method, ppcp_redraw_method (-method). */
  'sf:ppcp-method': { name: string };
  /** Simulate-cart answered for the product form: the would-be total (pay-later messages follow it). */
  'sf:wallet-simulated': { total: number; messagesHidden: boolean };
  /**
   * A wallet payment started (busy) or ended in this area (on the area's element): the checkout
   * holds an order review's new payment area until it ends, so the popup is not taken away.
   */
  'sf:wallet-busy': { busy: boolean };
  /** The provider script failed to load: the place-order button shows again (spec §4). */
  'sf:wallet-script-failed': { message: string };
  /**
   * Asked synchronously by the checkout's wallet buttons before the popup opens: the checkout
   * marks its visible required fields and the terms and writes what it found into `errors`
   * (null: no checkout answered).
   */
  'sf:validate-checkout': { errors: string[] | null };
}

declare module '../core/events/bus' {
  interface PageEventMap extends PaymentEventMap {}
}

// Their jQuery counterparts load only on pages with jQuery, with the bridge.
registerJQueryEvents(() => import('./jquery-events'));
