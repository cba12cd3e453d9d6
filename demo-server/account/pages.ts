/**
 * My account (WooCommerce myaccount/*.php): the login and register forms, the dashboard with its
 * navigation, the orders table, one order, the addresses and the logout confirmation.
 */
import { attributionInputs } from '../consent/attribution-inputs.ts';
import { addressHtml, customerDetails, orderDate, orderDetailsTable } from '../checkout/order-pages.ts';
import { orderPayUrl, type Order } from '../checkout/orders.ts';
import { STATUS_LABELS } from '../checkout/payment.ts';
import { priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { renderNotices } from '../shared/markup.ts';
import type { Notice } from '../shared/session.ts';
import { MAX_PASSWORD_LENGTH } from '../checkout/fields.ts';
import { MAX_EMAIL_LENGTH } from './account-details.ts';
import { DEMO_CUSTOMER, type Customer } from './customers.ts';

function noticesHtml(notices: readonly Notice[]): SafeHtml {
  return html`<div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>`;
}

export interface LoginState {
  notices: readonly Notice[];
  /** The login typed before a refused post. */
  username: string;
  /** Where to go after logging in (a path of this shop). */
  redirectTo: string;
  /** The visitor's `woocommerce-login-nonce`. */
  nonce: string;
  /** The e-mail address typed in the register form before a refused post. */
  registerEmail: string;
  /** The visitor's `woocommerce-register-nonce`. */
  registerNonce: string;
}

/**
 * WooCommerce's form-login.php without its 'Angemeldet bleiben' box: a login lasts as long as
 * the visitor's session (demo-server/README.md, "Session model"), there is no longer one to offer.
 * The register form as the shop prints it with a generated username and a password the
 * visitor chooses (registration.ts).
 */
export function loginPage(state: LoginState): SafeHtml {
  return html`<h1 class="page-title">Mein Konto</h1><div class="woocommerce">${noticesHtml(state.notices)}<div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Anmelden</h2><form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/"><p class="form-row form-row-wide"><label for="username">Benutzername oder E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="username" autocomplete="username" required aria-required="true" maxlength="200" value="${state.username}"></p><p class="form-row form-row-wide"><label for="password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p><p class="form-row"><input type="hidden" name="woocommerce-login-nonce" value="${state.nonce}">${state.redirectTo ? html`<input type="hidden" name="redirect" value="${state.redirectTo}">` : ''}<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Anmelden">Anmelden</button></p><p class="woocommerce-LostPassword lost_password"><a href="/my-account/lost-password/">Passwort vergessen?</a></p><p class="sf-demo-credentials">Demo-Kundenkonto: <code>${DEMO_CUSTOMER.email}</code> / <code>${DEMO_CUSTOMER.password}</code></p></form></div><div class="u-column2 col-2"><h2>Registrieren</h2><form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/"><sf-password-strength><p class="form-row form-row-wide"><label for="reg_email">E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email" required aria-required="true" maxlength="${String(MAX_EMAIL_LENGTH)}" value="${state.registerEmail}"></p><p class="form-row form-row-wide"><label for="reg_password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true" maxlength="${String(MAX_PASSWORD_LENGTH)}"></p><p class="woocommerce-privacy-policy-text">Deine persönlichen Daten werden verwendet, um deine Erfahrung auf dieser Website zu unterstützen und den Zugriff auf dein Konto zu verwalten.</p><p class="form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${state.registerNonce}"><input type="hidden" name="_wp_http_referer" value="/my-account/">${attributionInputs()}<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registrieren">Registrieren</button></p></sf-password-strength></form></div></div></div>`;
}

const NAV: ReadonlyArray<[string, string, string]> = [
  ['dashboard', '/my-account/', 'Dashboard'],
  ['orders', '/my-account/orders/', 'Bestellungen'],
  ['edit-address', '/my-account/edit-address/', 'Adressen'],
  ['payment-methods', '/my-account/payment-methods/', 'Zahlungsmethoden'],
  ['edit-account', '/my-account/edit-account/', 'Konto-Details'],
  ['customer-logout', '/my-account/customer-logout/', 'Abmelden'],
];

/** The account area: navigation beside the endpoint's content. */
export function accountArea(current: string, title: string, notices: readonly Notice[], content: SafeHtml): SafeHtml {
  return html`<h1 class="page-title">${title}</h1><div class="woocommerce">${noticesHtml(notices)}<nav class="woocommerce-MyAccount-navigation" aria-label="Kundenkonto"><ul>${NAV.map(
    ([key, href, label]) =>
      html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${key}${key === current ? ' is-active' : ''}"><a href="${href}"${key === current ? html` aria-current="page"` : ''}>${label}</a></li>`,
  )}</ul></nav><div class="woocommerce-MyAccount-content">${content}</div></div>`;
}

export function dashboard(customer: Customer): SafeHtml {
  return html`<p>Hallo ${customer.displayName} (nicht ${customer.displayName}? <a href="/my-account/customer-logout/">Abmelden</a>)</p><p>Von deinem Konto-Dashboard aus kannst du deine <a href="/my-account/orders/">letzten Bestellungen</a> ansehen deine <a href="/my-account/edit-address/">Rechnungs- und Lieferadresse</a> einsehen sowie dein <a href="/my-account/edit-account/">Passwort und deine Kontodetails bearbeiten</a>.</p>`;
}

export function ordersTable(orders: readonly Order[]): SafeHtml {
  if (!orders.length) {
    return html`<div class="woocommerce-info" role="status">Es wurde noch keine Bestellung getätigt. <a class="button" href="/shop/">Produkte durchsuchen</a></div>`;
  }
  return html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><caption class="screen-reader-text">Deine Bestellungen</caption><thead><tr><th scope="col" class="woocommerce-orders-table__header-order-number">Bestellung</th><th scope="col" class="woocommerce-orders-table__header-order-date">Datum</th><th scope="col" class="woocommerce-orders-table__header-order-status">Status</th><th scope="col" class="woocommerce-orders-table__header-order-total">Gesamtsumme</th><th scope="col" class="woocommerce-orders-table__header-order-actions">Aktionen</th></tr></thead><tbody>${orders.map(
    (order) =>
      html`<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${order.status} order"><th scope="row" class="woocommerce-orders-table__cell-order-number" data-title="Bestellung"><a href="/my-account/view-order/${String(order.id)}/">#${String(order.id)}</a></th><td data-title="Datum"><time datetime="${order.createdAt}">${orderDate(order)}</time></td><td data-title="Status">${STATUS_LABELS[order.status]}</td><td data-title="Gesamtsumme">${priceHtml(order.totalCents)} für ${String(order.items.length)} Artikel</td><td data-title="Aktionen"><a href="/my-account/view-order/${String(order.id)}/" class="woocommerce-button button view" aria-label="Bestellung ${String(order.id)} anzeigen">Anzeigen</a>${
        order.status === 'pending' ? html` <a href="${orderPayUrl(order)}" class="woocommerce-button button pay" aria-label="Bestellung ${String(order.id)} bezahlen">Bezahlen</a>` : ''
      }</td></tr>`,
  )}</tbody></table>`;
}

export function viewOrder(order: Order): SafeHtml {
  return html`<p>Bestellung <mark class="order-number">#${String(order.id)}</mark> wurde am <mark class="order-date">${orderDate(order)}</mark> aufgegeben und ist derzeit <mark class="order-status">${STATUS_LABELS[order.status]}</mark>.</p><section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Bestelldetails</h2>${orderDetailsTable(order)}</section>${customerDetails(order)}`;
}

export function addresses(customer: Customer): SafeHtml {
  return html`<p>Die folgenden Adressen werden auf der Kasse standardmäßig eingetragen.</p><div class="u-columns woocommerce-Addresses col2-set addresses"><div class="u-column1 col-1 woocommerce-Address"><h2>Rechnungsadresse</h2>${addressHtml(customer.billing)}</div><div class="u-column2 col-2 woocommerce-Address"><h2>Lieferadresse</h2>${addressHtml(customer.shipping)}</div></div>`;
}

export function logoutConfirmation(): SafeHtml {
  return html`<p>Möchtest du dich wirklich abmelden?</p><form method="post" action="/my-account/customer-logout/"><button type="submit" class="button alt">Abmelden bestätigen</button></form>`;
}
