/**
 * The pages after the order: order received (checkout/thankyou.php, with the bank details for
 * Vorkasse) and pay for order (checkout/form-pay.php, `form#order_review`), plus the order
 * details table and addresses they share with the account's order view.
 */
import { formatNumber, priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { renderNotices } from '../shared/markup.ts';
import type { Notice } from '../shared/session.ts';
import { errorList, paymentMethods, PLACE_ORDER_TEXT, selectedPayment, termsCheckbox } from './checkout-page.ts';
import type { Address, FieldError } from './fields.ts';
import { orderPayUrl, type Order } from './orders.ts';
import { availablePaymentMethods, BANK_DETAILS, STATUS_LABELS, type WalletPaymentMethodId } from './payment.ts';
import { COUNTRIES, isCountry } from './shipping.ts';

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });

export function orderDate(order: Order): string {
  return dateFormat.format(new Date(order.createdAt));
}

/** The order's rows: items, then subtotal, shipping, payment method, total and VAT per rate. */
export function orderDetailsTable(order: Order): SafeHtml {
  const items = order.items.map(
    (item) =>
      html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${item.name}&nbsp;<strong class="product-quantity">×&nbsp;${formatNumber(item.quantity)}</strong>${
        item.deliveryTime ? html`<br><small class="delivery-time-info">Lieferzeit: ${item.deliveryTime}</small>` : ''
      }</td><td class="woocommerce-table__product-total product-total">${priceHtml(item.totalCents)}</td></tr>`,
  );
  const row = (label: string, value: SafeHtml | string) => html`<tr><th scope="row">${label}:</th><td>${value}</td></tr>`;
  return html`<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><caption class="screen-reader-text">Bestelldetails</caption><thead><tr><th class="woocommerce-table__product-name product-name" scope="col">Produkt</th><th class="woocommerce-table__product-table product-total" scope="col">Gesamtsumme</th></tr></thead><tbody>${items}</tbody><tfoot>${row(
    'Zwischensumme',
    priceHtml(order.subtotalCents),
  )}${row('Versand', order.shippingLine.totalCents ? html`${priceHtml(order.shippingLine.totalCents)} <small class="shipped_via">via ${order.shippingLine.label}</small>` : order.shippingLine.label)}${
    order.paymentMethodTitle ? row('Zahlungsmethode', order.paymentMethodTitle) : ''
  }${row('Gesamtsumme', html`${priceHtml(order.totalCents)} <small class="includes_tax">(inkl. ${priceHtml(order.taxCents)} MwSt.)</small>`)}${order.taxLines.map((tax) =>
    row(`enthaltene ${tax.label}`, priceHtml(tax.amountCents)),
  )}${order.customerNote ? row('Anmerkung', order.customerNote) : ''}</tfoot></table>`;
}

export function addressHtml(address: Address): SafeHtml {
  const country = isCountry(address.country) ? COUNTRIES[address.country] : address.country;
  const lines = [
    address.company,
    `${address.first_name} ${address.last_name}`.trim(),
    address.address_1,
    address.address_2,
    `${address.postcode} ${address.city}`.trim(),
    address.state,
    country,
  ].filter(Boolean);
  return html`<address>${lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}${address.phone ? html`<p class="woocommerce-customer-details--phone">${address.phone}</p>` : ''}${
    address.email ? html`<p class="woocommerce-customer-details--email">${address.email}</p>` : ''
  }</address>`;
}

export function customerDetails(order: Order): SafeHtml {
  return html`<section class="woocommerce-customer-details"><section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses"><div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1"><h2 class="woocommerce-column__title">Rechnungsadresse</h2>${addressHtml(
    order.billing,
  )}</div><div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h2 class="woocommerce-column__title">Lieferadresse</h2>${addressHtml(order.shipping)}</div></section></section>`;
}

function bankDetails(order: Order): SafeHtml {
  return html`<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">Unsere Bankverbindung</h2><p>Bitte überweise ${priceHtml(order.totalCents)} mit der Bestellnummer ${String(order.id)} als Verwendungszweck. Wir versenden, sobald das Geld eingegangen ist.</p><h3 class="wc-bacs-bank-details-account-name">${BANK_DETAILS.accountName}:</h3><ul class="wc-bacs-bank-details order_details bacs_details"><li class="bank_name">Bank: <strong>${BANK_DETAILS.bankName}</strong></li><li class="iban">IBAN: <strong>${BANK_DETAILS.iban}</strong></li><li class="bic">BIC: <strong>${BANK_DETAILS.bic}</strong></li><li class="reference">Verwendungszweck: <strong>Bestellung ${String(order.id)}</strong></li></ul></section>`;
}

export function orderReceivedPage(order: Order): SafeHtml {
  return html`<h1 class="page-title">Bestellung erhalten</h1><div class="woocommerce">${orderReceivedBody(order)}</div>`;
}

/** checkout/thankyou.php: `div.woocommerce-order` with the thanks, the overview, the bank details, the order and the addresses. */
export function orderReceivedBody(order: Order): SafeHtml {
  const overview = html`<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details"><li class="woocommerce-order-overview__order order">Bestellnummer: <strong>${String(order.id)}</strong></li><li class="woocommerce-order-overview__date date">Datum: <strong>${orderDate(order)}</strong></li>${
    order.billing.email ? html`<li class="woocommerce-order-overview__email email">E-Mail: <strong>${order.billing.email}</strong></li>` : ''
  }<li class="woocommerce-order-overview__total total">Gesamtsumme: <strong>${priceHtml(order.totalCents)}</strong></li>${
    order.paymentMethodTitle ? html`<li class="woocommerce-order-overview__payment-method method">Zahlungsmethode: <strong>${order.paymentMethodTitle}</strong></li>` : ''
  }<li class="woocommerce-order-overview__status status">Status: <strong>${STATUS_LABELS[order.status]}</strong></li></ul>`;
  const pending =
    order.status === 'pending'
      ? html`<p class="woocommerce-info" role="status">Diese Bestellung ist noch nicht bezahlt. <a href="${orderPayUrl(order)}" class="button pay">Jetzt bezahlen</a></p>`
      : '';
  return html`<div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">Vielen Dank. Deine Bestellung ist eingegangen.</p>${overview}${pending}${
    order.paymentMethod === 'bacs' ? bankDetails(order) : ''
  }<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Bestelldetails</h2>${orderDetailsTable(order)}</section>${customerDetails(order)}</div>`;
}

/** No order for this link: the page shows nothing of any order. */
export function orderNotFoundPage(title: string): SafeHtml {
  return html`<h1 class="page-title">${title}</h1><div class="woocommerce"><div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error"><li>Diese Bestellung wurde nicht gefunden oder der Link ist ungültig. Bitte nutze den Link aus deiner Bestellbestätigung oder sieh in deinem Kundenkonto nach.</li></ul></div><p><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p></div>`;
}

/** Asked of a visitor who is not the customer whose order this is: the login prompt WooCommerce shows instead of the order. */
export const SIGN_IN_TO_VIEW = 'Bitte melde dich in deinem Kundenkonto an, um diese Bestellung anzusehen.';
export const SIGN_IN_TO_PAY = 'Bitte melde dich in deinem Kundenkonto an, um diese Bestellung zu bezahlen.';
export const OTHER_ACCOUNT = 'Diese Bestellung gehört zu einem anderen Kundenkonto. Bitte melde dich ab und mit dem Kundenkonto an, mit dem sie bestellt wurde.';

/**
 * A registered customer's order seen by someone else (checkout/thankyou.php without an order,
 * then the notice): nothing of the order, only the way to sign in and come back to `returnTo`.
 */
export function orderSignInPage(state: { title: string; pay: boolean; signedInAsOther: boolean; returnTo: string }): SafeHtml {
  const thanks = state.pay ? '' : html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Vielen Dank. Deine Bestellung ist eingegangen.</p>`;
  const action = state.signedInAsOther
    ? html`<div class="woocommerce-info" role="status">${OTHER_ACCOUNT}</div><p><a class="button" href="/my-account/customer-logout/">Abmelden</a></p>`
    : html`<div class="woocommerce-info" role="status">${state.pay ? SIGN_IN_TO_PAY : SIGN_IN_TO_VIEW}</div><p><a class="button" href="/my-account/?redirect_to=${encodeURIComponent(state.returnTo)}">Anmelden</a></p>`;
  return html`<h1 class="page-title">${state.title}</h1><div class="woocommerce"><div class="woocommerce-order">${thanks}</div>${action}</div>`;
}

export interface PayPageState {
  order: Order;
  paymentMethod: string;
  terms: boolean;
  errors: readonly FieldError[];
  notices: readonly Notice[];
  nonce: string;
  /** The wallet gateways offered and their area after the pay button (payments domain). */
  wallet?: { methods: readonly WalletPaymentMethodId[]; area: SafeHtml; boxes?: Partial<Record<string, SafeHtml>> };
}

export function orderPayPage(state: PayPageState): SafeHtml {
  const { order } = state;
  const heading = html`<h1 class="page-title">Bestellung bezahlen</h1>`;
  const notices = html`<div class="woocommerce-notices-wrapper">${state.errors.length ? errorList(state.errors) : ''}${renderNotices(state.notices)}</div>`;
  if (order.status !== 'pending') {
    return html`${heading}<div class="woocommerce">${notices}<div class="woocommerce-info" role="status">Diese Bestellung hat den Status „${STATUS_LABELS[order.status]}“ und muss nicht mehr bezahlt werden.</div></div>`;
  }
  const country = isCountry(order.shipping.country) ? order.shipping.country : 'DE';
  const methods = availablePaymentMethods(country, order.shippingLine.methodId, state.wallet?.methods);
  const selected = selectedPayment(methods, state.paymentMethod);
  const termsError = state.errors.find((error) => error.field === 'terms');
  // <sf-checkout> gives the form the payment boxes, the terms dialog and one click one payment.
  return html`${heading}<sf-checkout><div class="woocommerce">${notices}<form id="order_review" method="post" action="${orderPayUrl(order)}" aria-label="Bestellung ${String(order.id)} bezahlen">${orderDetailsTable(order)}<div id="payment">${paymentMethods(methods, selected, state.wallet?.boxes)}<div class="form-row place-order"><input type="hidden" name="woocommerce_pay" value="1">${termsCheckbox(state.terms, termsError)}<button type="submit" class="button alt" id="place_order" value="${PLACE_ORDER_TEXT}" data-value="${PLACE_ORDER_TEXT}">${PLACE_ORDER_TEXT}</button><input type="hidden" name="woocommerce-pay-nonce" value="${state.nonce}">${state.wallet?.area ?? ''}</div></div></form></div></sf-checkout>`;
}
