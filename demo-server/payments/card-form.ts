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

/** A card the customer saved with the provider (the shop keeps a token; the demo customer has one). */
export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The radio's name (spec §3: value 'new' is a new card). */
export const SAVED_CARD_FIELD = 'wc-ppcp-credit-card-gateway-payment-token';

/** WooCommerce's saved payment methods list: the tokens, the first chosen (spec §4: the choice resets on load), then 'new'. */
function savedCards(cards: readonly SavedCard[]): SafeHtml | '' {
  if (!cards.length) return '';
  const id = (value: string) => `${SAVED_CARD_FIELD}-${value}`;
  return html`<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${String(cards.length)}">${cards.map(
    (card, index) =>
      html`<li class="woocommerce-SavedPaymentMethods-token"><input id="${id(card.token)}" type="radio" name="${SAVED_CARD_FIELD}" value="${card.token}" class="woocommerce-SavedPaymentMethods-tokenInput"${index === 0 ? html` checked` : ''}><label for="${id(card.token)}">${card.brand} endet auf ${card.last4} (gültig bis ${card.expiry})</label></li>`,
  )}<li class="woocommerce-SavedPaymentMethods-new"><input id="${id('new')}" type="radio" name="${SAVED_CARD_FIELD}" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"><label for="${id('new')}">Neue Karte verwenden</label></li></ul>`;
}

export function cardForm(cards: readonly SavedCard[] = []): SafeHtml {
  const row = (id: string, label: string, wide: boolean) =>
    html`<p class="form-row ${wide ? 'form-row-wide' : 'form-row-first'}"><label for="ppcp-credit-card-gateway-${id}" id="ppcp-credit-card-gateway-${id}-label">${label}&nbsp;<abbr class="required" title="erforderlich">*</abbr></label><span class="ppcp-card-field" data-card-field="${id}"><input id="ppcp-credit-card-gateway-${id}" class="input-text" type="text" autocomplete="off" disabled></span></p>`;
  return html`<sf-card-fields>${savedCards(cards)}<fieldset id="wc-ppcp-credit-card-gateway-cc-form" class="wc-credit-card-form wc-payment-form"><legend class="screen-reader-text">Kartendaten</legend><div id="${CARD_FIELDS_WRAPPER}">${row('card-number', 'Kartennummer', true)}${row('card-expiry', 'Ablaufdatum (MM/JJ)', false)}${row('card-cvc', 'Prüfziffer (CVC)', false)}<noscript><p>Für die Kartenzahlung wird JavaScript benötigt. Bitte wähle eine andere Zahlungsart.</p></noscript><button type="button" class="button alt ppcp-dcc-order-button">${CARD_BUTTON_TEXT}</button></div></fieldset></sf-card-fields>`;
}
