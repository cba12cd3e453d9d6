/**
 * The card gateway's payment box (`ppcp-credit-card-gateway`, spec §3 Hosted card fields, §4
 * Card fields): WooCommerce's credit card form as the wallet plugin prints it, with a
 * container per card field (the provider's iframes go there) and the card fields' own pay
 * button. The inputs carry no `name`: without script nothing of a card is ever posted to the
 * shop (the gateway then refuses the order, as it does without its script).
 */
import { html, type SafeHtml } from '../shared/html.ts';

export const CARD_FIELDS_WRAPPER = 'ppcp-hosted-fields';
export const CARD_BUTTON_TEXT = 'Mit Karte bezahlen';

export function cardForm(): SafeHtml {
  const row = (id: string, label: string, wide: boolean) =>
    html`<p class="form-row ${wide ? 'form-row-wide' : 'form-row-first'}"><label for="ppcp-credit-card-gateway-${id}" id="ppcp-credit-card-gateway-${id}-label">${label}&nbsp;<abbr class="required" title="erforderlich">*</abbr></label><span class="ppcp-card-field" data-card-field="${id}"><input id="ppcp-credit-card-gateway-${id}" class="input-text" type="text" autocomplete="off" disabled></span></p>`;
  return html`<sf-card-fields><fieldset id="wc-ppcp-credit-card-gateway-cc-form" class="wc-credit-card-form wc-payment-form"><legend class="screen-reader-text">Kartendaten</legend><div id="${CARD_FIELDS_WRAPPER}">${row('card-number', 'Kartennummer', true)}${row('card-expiry', 'Ablaufdatum (MM/JJ)', false)}${row('card-cvc', 'Prüfziffer (CVC)', false)}<noscript><p>Für die Kartenzahlung wird JavaScript benötigt. Bitte wähle eine andere Zahlungsart.</p></noscript><button type="button" class="button alt ppcp-dcc-order-button">${CARD_BUTTON_TEXT}</button></div></fieldset></sf-card-fields>`;
}
