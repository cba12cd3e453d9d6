/**
 * The 16 hidden order attribution inputs (spec §3 Order attribution) that WooCommerce prints in
 * the checkout and register forms (its `<wc-order-attribution-inputs>`), empty: sf-order-attribution
 * fills them once the shopper has consented to statistics ('Statistik, Tracking', slug analytics).
 * Without consent, or without JavaScript, they are posted empty and the order has no attribution.
 */
import { ATTRIBUTION_FIELDS, FIELD_PREFIX } from '../../src/attribution/session.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export function attributionInputs(): SafeHtml {
  return html`<sf-order-attribution>${ATTRIBUTION_FIELDS.map((key) => html`<input type="hidden" name="${FIELD_PREFIX}${key}" value="">`)}</sf-order-attribution>`;
}
