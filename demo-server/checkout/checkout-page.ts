/**
 * The classic checkout's markup (WooCommerce checkout/form-checkout.php, form-billing.php,
 * form-shipping.php, review-order.php, payment.php) with Germanized's legal parts: the terms
 * checkbox for AGB and Widerrufsbelehrung, and the order summary directly above the button
 * 'Zahlungspflichtig bestellen'. The form works without JavaScript; `<sf-checkout>` upgrades it.
 */
import { attributionInputs } from '../consent/attribution-inputs.ts';
import { md5 } from '../cart/model.ts';
import { formatNumber, priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { noticesWrapper, renderNotices } from '../shared/markup.ts';
import type { Notice } from '../shared/session.ts';
import { FIELDS, MAX_FIELD_LENGTH, MAX_NOTES_LENGTH, MAX_PASSWORD_LENGTH, type CheckoutInput, type FieldDef, type FieldError, type Group } from './fields.ts';
import { lineDeliveryTime } from './orders.ts';
import { availablePaymentMethods, type PaymentMethod, type WalletPaymentMethodId } from './payment.ts';
import { COUNTRIES, type CheckoutTotals } from './shipping.ts';

export const PLACE_ORDER_TEXT = 'Zahlungspflichtig bestellen';

/** A short hash of what the review shows (items, shipping, total): a post made against another review is refused. */
export function reviewHash(totals: CheckoutTotals): string {
  const items = totals.lines.map((line) => [line.item.key, line.item.quantity]);
  return md5(JSON.stringify({ items, shipping: totals.shipping.id, total: totals.totalCents })).slice(0, 12);
}

/** WooCommerce's error list; `role="alert"` on a wrapper (as the shop's other notices), or on the list for the JSON contract. */
export function errorList(errors: readonly FieldError[], rolePlacement: 'wrapper' | 'list' = 'wrapper'): SafeHtml {
  const items = errors.map((error) => {
    const text = error.label && error.message.startsWith(error.label) ? html`<strong>${error.label}</strong>${error.message.slice(error.label.length)}` : html`${error.message}`;
    return html`<li${error.field ? html` data-id="${error.field}"` : ''}>${text}</li>`;
  });
  if (rolePlacement === 'list') return html`<ul class="woocommerce-error" role="alert">${items}</ul>`;
  return html`<div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error">${items}</ul></div>`;
}

function shippingChoice(totals: CheckoutTotals): SafeHtml {
  const label = (rate: CheckoutTotals['shipping']) => (rate.costCents > 0 ? html`${rate.label}: ${priceHtml(rate.costCents)}` : html`${rate.label}`);
  const id = (rate: CheckoutTotals['shipping']) => `shipping_method_0_${rate.id.replace(/[^a-z0-9_]/gi, '')}`;
  if (totals.rates.length === 1) {
    const rate = totals.rates[0]!;
    return html`<ul id="shipping_method" class="woocommerce-shipping-methods"><li>${label(rate)}<input type="hidden" name="shipping_method[0]" data-index="0" id="${id(rate)}" value="${rate.id}" class="shipping_method"></li></ul>`;
  }
  return html`<ul id="shipping_method" class="woocommerce-shipping-methods">${totals.rates.map(
    (rate) =>
      html`<li><input type="radio" name="shipping_method[0]" data-index="0" id="${id(rate)}" value="${rate.id}" class="shipping_method"${rate.id === totals.shipping.id ? html` checked` : ''}><label for="${id(rate)}">${label(rate)}</label></li>`,
  )}</ul>`;
}

/** review-order.php: the table update_order_review replaces (`.woocommerce-checkout-review-order-table`). */
export function reviewTable(totals: CheckoutTotals): SafeHtml {
  const rows = totals.lines.map(
    (line) =>
      html`<tr class="cart_item"><td class="product-name">${line.name}&nbsp;<strong class="product-quantity">×&nbsp;${formatNumber(line.item.quantity)}</strong></td><td class="product-total">${priceHtml(line.lineCents)}</td></tr>`,
  );
  const taxes = totals.taxLines.map(
    (tax) =>
      html`<tr class="tax-rate tax-rate-de-${String(tax.rate)} order-tax"><th scope="row">enthaltene ${tax.label}</th><td data-title="enthaltene ${tax.label}">${priceHtml(tax.amountCents)}</td></tr>`,
  );
  return html`<table class="shop_table woocommerce-checkout-review-order-table"><caption class="screen-reader-text">Deine Bestellung</caption><thead><tr><th class="product-name" scope="col">Produkt</th><th class="product-total" scope="col">Zwischensumme</th></tr></thead><tbody>${rows}</tbody><tfoot><tr class="cart-subtotal"><th scope="row">Zwischensumme</th><td data-title="Zwischensumme">${priceHtml(totals.subtotalCents)}</td></tr><tr class="woocommerce-shipping-totals shipping"><th scope="row">Versand</th><td data-title="Versand">${shippingChoice(totals)}</td></tr><tr class="order-total"><th scope="row">Gesamtsumme</th><td data-title="Gesamtsumme"><strong>${priceHtml(totals.totalCents)}</strong> <small class="includes_tax">(inkl. ${priceHtml(totals.taxCents)} MwSt.)</small></td></tr>${taxes}</tfoot></table>`;
}

/** Germanized's summary directly above the order button: items, delivery time, shipping, total with VAT per rate. */
export function legalSummary(totals: CheckoutTotals): SafeHtml {
  const items = totals.lines.map((line) => {
    const delivery = lineDeliveryTime(line);
    return html`<li>${formatNumber(line.item.quantity)} × ${line.name}: ${priceHtml(line.lineCents)}${delivery ? html`<br><span class="delivery-time-info">Lieferzeit: ${delivery}</span>` : ''}</li>`;
  });
  const taxes = totals.taxLines.map((tax) => html`<div><dt>enthaltene ${tax.label}</dt><dd>${priceHtml(tax.amountCents)}</dd></div>`);
  return html`<section class="sf-order-summary" aria-labelledby="sf-order-summary-title"><h3 id="sf-order-summary-title">Zusammenfassung deiner Bestellung</h3><ul class="sf-order-summary__items">${items}</ul><dl class="sf-order-summary__totals"><div><dt>Versandkosten (${totals.shipping.label})</dt><dd>${totals.shipping.costCents ? priceHtml(totals.shipping.costCents) : 'kostenlos'}</dd></div><div class="sf-order-summary__total"><dt>Gesamtsumme</dt><dd><strong>${priceHtml(totals.totalCents)}</strong></dd></div>${taxes}</dl></section>`;
}

/** The methods with their description boxes; theme.css shows the box of the checked one, with or without script. */
export function paymentMethods(methods: readonly PaymentMethod[], selected: string, boxes: Partial<Record<string, SafeHtml>> = {}): SafeHtml {
  return html`<ul class="wc_payment_methods payment_methods methods">${methods.map(
    (method) =>
      html`<li class="wc_payment_method payment_method_${method.id}"><input id="payment_method_${method.id}" type="radio" class="input-radio" name="payment_method" value="${method.id}"${method.id === selected ? html` checked` : ''} data-order_button_text=""><label for="payment_method_${method.id}">${method.title}</label><div class="payment_box payment_method_${method.id}"><p>${method.description}</p>${boxes[method.id] ?? ''}</div></li>`,
  )}</ul>`;
}

/** The chosen method when the destination offers it, else the first offered. */
export function selectedPayment(methods: readonly PaymentMethod[], posted: string): string {
  return (methods.find((method) => method.id === posted) ?? methods[0])?.id ?? '';
}

export function termsCheckbox(checked: boolean, error: FieldError | undefined): SafeHtml {
  const opensNew = html`<span class="screen-reader-text"> (öffnet in neuem Tab)</span>`;
  return html`<div class="woocommerce-terms-and-conditions-wrapper"><p class="form-row validate-required${error ? ' woocommerce-invalid' : ''}" id="terms_field"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" value="1" aria-required="true"${checked ? html` checked` : ''}${error ? html` aria-invalid="true" aria-describedby="terms-error"` : ''}> <span class="woocommerce-terms-and-conditions-checkbox-text">Ich habe die <a href="/agb/" class="woocommerce-terms-and-conditions-link" target="_blank" rel="noopener">Allgemeinen Geschäftsbedingungen${opensNew}</a> und die <a href="/widerrufsbelehrung/" class="woocommerce-terms-and-conditions-link sf-withdrawal-link" target="_blank" rel="noopener">Widerrufsbelehrung${opensNew}</a> gelesen und stimme ihnen zu.</span>&nbsp;<span class="required" aria-hidden="true">*</span></label>${
    error ? html`<span class="checkout-inline-error-message" id="terms-error">${error.message}</span>` : ''
  }<input type="hidden" name="terms-field" value="1"></p></div>`;
}

export interface PaymentAreaState {
  totals: CheckoutTotals;
  paymentMethod: string;
  terms: boolean;
  token: string;
  nonce: string;
  errors?: readonly FieldError[];
  /** The wallet gateways offered to this visitor and their area after the place-order button (payments domain). */
  wallet?: {
    methods: readonly WalletPaymentMethodId[];
    area: SafeHtml;
    boxes?: Partial<Record<string, SafeHtml>>;
    /** What the wallet prints before the payment area (woocommerce_review_order_before_payment): its pay-later message. */
    beforePayment?: SafeHtml;
  };
}

/** payment.php: the area update_order_review replaces (`.woocommerce-checkout-payment`). */
export function paymentArea(state: PaymentAreaState): SafeHtml {
  const methods = availablePaymentMethods(state.totals.country, state.totals.shipping.id, state.wallet?.methods);
  const termsError = state.errors?.find((error) => error.field === 'terms');
  return html`<div id="payment" class="woocommerce-checkout-payment">${paymentMethods(methods, selectedPayment(methods, state.paymentMethod), state.wallet?.boxes)}<div class="form-row place-order"><noscript><p>Da dein Browser JavaScript nicht unterstützt oder es deaktiviert ist, klicke bitte auf „Summen aktualisieren“, nachdem du Land oder Versandart geändert hast. Andernfalls bestellst du zu den oben angezeigten Summen.</p><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Summen aktualisieren">Summen aktualisieren</button></noscript>${termsCheckbox(state.terms, termsError)}${legalSummary(state.totals)}<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${PLACE_ORDER_TEXT}" data-value="${PLACE_ORDER_TEXT}">${PLACE_ORDER_TEXT}</button><input type="hidden" name="woocommerce-process-checkout-nonce" value="${state.nonce}"><input type="hidden" name="sf_checkout_token" value="${state.token}"><input type="hidden" name="sf_order_review_hash" value="${reviewHash(state.totals)}">${state.wallet?.area ?? ''}</div></div>`;
}

function fieldClasses(def: FieldDef, error: FieldError | undefined): string {
  const classes = ['form-row', def.width];
  if (def.required) classes.push('validate-required');
  if (def.key === 'email') classes.push('validate-email');
  if (def.key === 'phone') classes.push('validate-phone');
  if (def.key === 'postcode') classes.push('validate-postcode');
  if (error) classes.push('woocommerce-invalid', ...(error.message.endsWith('ist ein Pflichtfeld.') ? ['woocommerce-invalid-required-field'] : []));
  return classes.join(' ');
}

/** woocommerce_form_field(): one address field with its label, marker and (after a refused post) its message. */
function addressField(group: Group, def: FieldDef, value: string, error: FieldError | undefined): SafeHtml {
  const id = `${group}_${def.key}`;
  const marker = def.required ? html`&nbsp;<span class="required" aria-hidden="true">*</span>` : html`&nbsp;<span class="optional">(optional)</span>`;
  const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = html`name="${id}" id="${id}" autocomplete="${group} ${def.autocomplete}"${def.required ? html` aria-required="true"` : ''}${invalid}`;
  const control =
    def.type === 'country'
      ? html`<select ${common} class="country_to_state country_select">${Object.entries(COUNTRIES).map(
          ([code, name]) => html`<option value="${code}"${code === (value || 'DE') ? html` selected` : ''}>${name}</option>`,
        )}</select>`
      : html`<input type="${def.type}" class="input-text" ${common} value="${value}" maxlength="${String(MAX_FIELD_LENGTH)}">`;
  return html`<p class="${fieldClasses(def, error)}" id="${id}_field"><label for="${id}">${def.label}${marker}</label><span class="woocommerce-input-wrapper">${control}</span>${
    error ? html`<span class="checkout-inline-error-message" id="${id}-error">${error.message}</span>` : ''
  }</p>`;
}

function addressFields(group: Group, input: CheckoutInput, errors: readonly FieldError[]): SafeHtml {
  return html`<div class="woocommerce-${group}-fields__field-wrapper">${FIELDS[group].map((def) =>
    addressField(
      group,
      def,
      input[group][def.key],
      errors.find((error) => error.field === `${group}_${def.key}`),
    ),
  )}</div>`;
}

function accountFields(input: CheckoutInput, errors: readonly FieldError[]): SafeHtml {
  const error = errors.find((e) => e.field === 'account_password');
  return html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"${input.createAccount ? html` checked` : ''}> <span>Ein Kundenkonto anlegen?</span></label></p><div class="create-account"><sf-password-strength><p class="form-row form-row-wide${error ? ' woocommerce-invalid' : ''}" id="account_password_field"><label for="account_password">Konto-Passwort erstellen&nbsp;<span class="optional">(nur mit Kundenkonto, mindestens 8 Zeichen)</span></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password" maxlength="${String(MAX_PASSWORD_LENGTH)}"${error ? html` aria-invalid="true" aria-describedby="account_password-error"` : ''}></span>${
    error ? html`<span class="checkout-inline-error-message" id="account_password-error">${error.message}</span>` : ''
  }</p></sf-password-strength></div></div>`;
}

export interface CheckoutPageState {
  totals: CheckoutTotals;
  input: CheckoutInput;
  errors: readonly FieldError[];
  notices: readonly Notice[];
  token: string;
  nonce: string;
  /** The logged-in customer's name; guests see the account fields instead. */
  customerName?: string;
  wallet?: PaymentAreaState['wallet'];
}

/** With an empty cart the checkout has nothing to show but the way back to the shop. */
export function emptyCheckout(notices: readonly Notice[]): SafeHtml {
  return html`<div class="woocommerce">${noticesWrapper(notices)}<div class="cart-empty woocommerce-info" role="status">Dein Warenkorb ist gegenwärtig leer. Die Kasse ist erst mit Artikeln im Warenkorb verfügbar.</div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p></div>`;
}

/** The refused post's errors and the session's notices (the checkout's notices wrapper). */
export function checkoutNotices(state: CheckoutPageState): SafeHtml {
  return html`<div class="woocommerce-notices-wrapper">${state.errors.length ? errorList(state.errors) : ''}${renderNotices(state.notices)}</div>`;
}

/** What woocommerce_before_checkout_form prints before the form: the login toggle, or who is logged in. */
export function checkoutLogin(state: CheckoutPageState): SafeHtml {
  return state.customerName
    ? html`<div class="woocommerce-info" role="status">Angemeldet als ${state.customerName}. Deine gespeicherten Adressen sind eingetragen. <a href="/my-account/customer-logout/">Abmelden</a></div>`
    : html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info" role="status">Bereits Kunde? <a href="/my-account/?redirect_to=/checkout/" class="showlogin">Hier anmelden</a></div></div>`;
}

/** form.checkout: addresses, account, notes, the order review and the payment area. */
export function checkoutForm(state: CheckoutPageState): SafeHtml {
  const { input, errors, totals } = state;
  const notes = errors.find((error) => error.field === 'order_comments');
  return html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" aria-label="Kasse"><div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields"><h2>Rechnungsdetails</h2>${addressFields('billing', input, errors)}</div>${
    state.customerName ? '' : accountFields(input, errors)
  }</div><div class="col-2"><div class="woocommerce-shipping-fields"><h2 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"${
    input.shipToDifferentAddress ? html` checked` : ''
  }> <span>Lieferung an eine andere Adresse senden?</span></label></h2><div class="shipping_address"><p class="sf-shipping-address-hint">Nur ausfüllen, wenn das Kästchen oben angekreuzt ist.</p>${addressFields('shipping', input, errors)}</div></div><div class="woocommerce-additional-fields"><h2>Zusätzliche Informationen</h2><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes${notes ? ' woocommerce-invalid' : ''}" id="order_comments_field"><label for="order_comments">Anmerkungen zur Bestellung&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Anmerkungen zu deiner Bestellung, z. B. besondere Hinweise für die Lieferung." rows="2" cols="5" maxlength="${String(MAX_NOTES_LENGTH)}"${
    notes ? html` aria-invalid="true" aria-describedby="order_comments-error"` : ''
  }>${input.orderComments}</textarea></span>${notes ? html`<span class="checkout-inline-error-message" id="order_comments-error">${notes.message}</span>` : ''}</p></div></div></div></div><h2 id="order_review_heading">Deine Bestellung</h2><div id="order_review" class="woocommerce-checkout-review-order">${reviewTable(totals)}${state.wallet?.beforePayment ?? ''}${paymentArea(
    {
      totals,
      paymentMethod: input.paymentMethod,
      terms: input.terms,
      token: state.token,
      nonce: state.nonce,
      errors,
      wallet: state.wallet,
    },
  )}</div>${attributionInputs()}</form>`;
}

/** The whole page's content: heading, then `<sf-checkout>` around the notices and the form. */
export function checkoutPage(state: CheckoutPageState): SafeHtml {
  const heading = html`<h1 class="page-title">Kasse</h1>`;
  if (state.totals.lines.length === 0) return html`${heading}${emptyCheckout(state.notices)}`;
  return html`${heading}<sf-checkout><div class="woocommerce">${checkoutNotices(state)}${checkoutLogin(state)}${checkoutForm(state)}</div></sf-checkout>`;
}
