import type { JQueryEventMap } from '../core/events/bus';
import type { PaymentEventMap } from './events';

/**
 * The plugin's jQuery events on document.body (spec §4 Events). Those other scripts trigger to
 * ask for something (refresh, reload, messages) are two-way; the others are our news. Loaded
 * with the jQuery bridge, only on pages with jQuery.
 */
const none = () => ({}) as Record<string, never>;
const paymentJQueryEvents: JQueryEventMap<PaymentEventMap> = {
  'sf:ppcp-checkout-rendered': { jquery: 'ppcp_checkout_rendered', toArgs: () => [] },
  'sf:ppcp-checkout-total-updated': { jquery: 'ppcp_checkout_total_updated', toArgs: (d) => [d.amount] },
  'sf:ppcp-refresh-payment-buttons': { jquery: 'ppcp_refresh_payment_buttons', toArgs: () => [], fromArgs: none },
  'sf:ppcp-reload-buttons': { jquery: 'ppcp-reload-buttons', toArgs: () => [], fromArgs: none },
  'sf:ppcp-should-show-messages': { jquery: 'ppcp_should_show_messages', toArgs: (d) => [d.show], fromArgs: ([show]) => ({ show: show !== false }) },
  'sf:ppcp-script-data-changed': { jquery: 'ppcp_script_data_changed', toArgs: () => [], fromArgs: none },
  // Its jQuery name is the event's own (methodEvent checks it); the bridge maps fixed names only.
  'sf:ppcp-method': null,
  'sf:wallet-simulated': null,
  'sf:wallet-script-failed': null,
  'sf:wallet-busy': null,
  'sf:validate-checkout': null,
};

export default paymentJQueryEvents;
