/** The theme's markup as Flatsome and WooCommerce print it (header login link, notices, popups, back-to-top, admin bar). */
import { md5 } from '../cart/model.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { renderNotices } from '../shared/markup.ts';
import type { Notice } from '../shared/session.ts';

export const STORE_NOTICE_TEXT = 'Demo-Shop: Bestellungen werden nicht ausgeliefert und nicht berechnet.';
/** WooCommerce's notice id: md5 of the notice text, so a changed notice shows again. */
export const STORE_NOTICE_ID = md5(STORE_NOTICE_TEXT);
export const COMING_SOON_REST_PATH = '/wp-json/wp/v2/users/me';

/**
 * woocommerce_demo_store(): the bar with its dismiss link, printed on every page as WooCommerce
 * does, hidden (`style="display:none;"`): the shop's script shows it unless the cookie
 * store_notice{id}=hidden says it was dismissed, so a cached page serves every visitor.
 */
export function storeNotice(): SafeHtml {
  return html`<sf-site-notice><p role="complementary" aria-label="Shop-Hinweis" class="woocommerce-store-notice demo_store" data-notice-id="${STORE_NOTICE_ID}" style="display:none;">${STORE_NOTICE_TEXT} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p></sf-site-notice>`;
}

/** WooCommerce's coming-soon footer banner, for staff of a store in coming-soon mode. */
export function comingSoonBanner(restNonce: string): SafeHtml {
  return html`<sf-site-notice><div class="woocommerce-coming-soon-banner-container" role="region" aria-label="Shop-Status"><div class="woocommerce-coming-soon-banner">Dieser Shop ist im Modus „Demnächst verfügbar“ und nur für dich sichtbar. <a href="/__demo/#demo-theme-heading">Shop-Sichtbarkeit verwalten</a></div><a href="#" class="coming-soon-footer-banner-dismiss" role="button" data-rest-url="${COMING_SOON_REST_PATH}" data-nonce="${restNonce}">Ausblenden</a></div></sf-site-notice>`;
}

/** The header's account link: the popup's opener, the account page without script. */
export function loginLink(): SafeHtml {
  return html`<a href="/my-account/" class="nav-top-link account-login" data-open="#login-form-popup">Anmelden</a>`;
}

/**
 * Flatsome's #login-form-popup (in wp_footer): the login form, posting back to this page on
 * failure. Printed open when it holds notices (a refused login): without script it shows in
 * place, with script it opens as the modal dialog.
 */
export function loginPopup(path: string, notices: readonly Notice[], nonce: string): SafeHtml {
  return html`<dialog id="login-form-popup" class="lightbox-content" aria-labelledby="login-form-popup-title" data-open-on-notice${notices.length ? html` open` : ''}><form method="dialog" class="lightbox-close-form"><button type="submit" class="lightbox-close" aria-label="Anmeldung schließen">×</button></form><h2 id="login-form-popup-title">Anmelden</h2>${notices.length ? html`<div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>` : ''}<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/"><p class="form-row form-row-wide"><label for="popup-username">Benutzername oder E-Mail-Adresse <span class="required" aria-hidden="true">*</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="popup-username" autocomplete="username" required aria-required="true" maxlength="200"></p><p class="form-row form-row-wide"><label for="popup-password">Passwort <span class="required" aria-hidden="true">*</span></label><input class="woocommerce-Input input-text" type="password" name="password" id="popup-password" autocomplete="current-password" required aria-required="true"></p><input type="hidden" name="woocommerce-login-nonce" value="${nonce}"><input type="hidden" name="redirect" value="${path}"><input type="hidden" name="login_popup" value="1"><p><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Anmelden">Anmelden</button></p></form></dialog>`;
}

/**
 * The header's menu button of narrow screens (Flatsome's mobile nav icon): names the off-canvas
 * main menu. A plain link to `#main-menu` without script (`:target` shows the panel), the
 * popup's opener with it.
 */
export function mainMenuButton(): SafeHtml {
  return html`<a href="#main-menu" id="main-menu-button" class="site-menu__button" data-open="#main-menu" data-pos="left"><svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20"><path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>Menü</a>`;
}

/**
 * Flatsome's off-canvas main menu (#main-menu, in wp_footer): the same links as the header's row,
 * one a line. Its close control is a link back to the menu button: without script the panel shows
 * by `:target`, and a `<form method="dialog">` closes only a dialog that is open, so the × would do
 * nothing; following the link ends the `:target`. With script sf-popup closes the modal dialog.
 */
export function mainMenuPanel(links: SafeHtml): SafeHtml {
  return html`<dialog id="main-menu" class="off-canvas mobile-sidebar" data-pos="left" aria-label="Menü"><p class="lightbox-close-form"><a href="#main-menu-button" role="button" class="lightbox-close" data-close aria-label="Menü schließen">×</a></p><nav class="main-nav main-nav--panel" aria-label="Hauptmenü"><ul>${links}</ul></nav></dialog>`;
}

/** Flatsome's back-to-top button (#top-link): a plain link in the footer until the sticky header widget drives it. */
export function backToTop(): SafeHtml {
  return html`<a href="#top" id="top-link" class="back-to-top button" aria-label="Nach oben"><span aria-hidden="true">↑</span> Nach oben</a>`;
}

/** The WordPress admin bar of a user who can edit pages. */
export function adminBar(): SafeHtml {
  return html`<div id="wpadminbar" class="nojq"><nav aria-label="Werkzeugleiste"><ul><li><a href="/__demo/">Dashboard</a></li><li><a href="/__demo/#demo-theme-heading">Theme-Einstellungen</a></li></ul></nav></div>`;
}
