/**
 * Payment events on the page (spec §4 Events). The three method events may be suffixed with a
 * payment method ('ppcp_render_method-ppcp-gateway'); any other name is a programming error
 * and throws 'Invalid event: {event}'.
 */
export const METHOD_EVENTS = ['ppcp_invalidate_methods', 'ppcp_render_method', 'ppcp_redraw_method'] as const;
export type MethodEvent = (typeof METHOD_EVENTS)[number];

export const PAYMENT_EVENTS = {
  checkoutRendered: 'ppcp_checkout_rendered',
  checkoutTotalUpdated: 'ppcp_checkout_total_updated',
  refreshPaymentButtons: 'ppcp_refresh_payment_buttons',
  hostedFieldsLoaded: 'hosted_fields_loaded',
  reloadButtons: 'ppcp-reload-buttons',
  shouldShowMessages: 'ppcp_should_show_messages',
  scriptDataChanged: 'ppcp_script_data_changed',
  updateCheckout: 'update_checkout',
  checkoutError: 'checkout_error',
} as const;

/** The event's full name; throws for a name that is not a method event. */
export function methodEventName(event: string, paymentMethod?: string): string {
  if (!(METHOD_EVENTS as readonly string[]).includes(event)) throw new Error(`Invalid event: ${event}`);
  return paymentMethod ? `${event}-${paymentMethod}` : event;
}
