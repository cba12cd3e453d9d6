/** Small content pages: home, account, shipping info, the checkout placeholder, 404. */
import { cartTotalsRows } from '../cart/cart-page.ts';
import type { CartTotals } from '../cart/model.ts';
import { categoryLinks, productGrid } from '../product/listing.ts';
import { products } from '../product/catalogue.ts';
import { formatNumber, priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export function homePage(): SafeHtml {
  const featured = [101, 114, 108, 105, 106, 122].map((id) => products.find((p) => p.id === id)!).filter(Boolean);
  return html`<section class="hero" aria-labelledby="hero-title"><h1 id="hero-title">Tuning-Teile &amp; Pflege für dein Auto</h1><p>Willkommen im Schaufenster Demo-Shop. Hier testen wir die Storefront-Widgets mit echtem WooCommerce-Markup – alle Preise inkl. gesetzl. MwSt., ab 50 € versandkostenfrei.</p><p><a class="button alt" href="/shop/">Zum Shop</a></p></section><section class="home-section" aria-labelledby="featured-title"><h2 id="featured-title">Beliebte Produkte</h2>${productGrid(featured)}</section><section class="home-section" aria-labelledby="categories-title"><h2 id="categories-title">Kategorien</h2>${categoryLinks()}</section>`;
}

export function accountPage(): SafeHtml {
  return html`<h1 class="page-title">Mein Konto</h1><div class="woocommerce"><div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Anmelden</h2><form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/"><p class="form-row form-row-wide"><label for="username">Benutzername oder E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p><p class="form-row form-row-wide"><label for="password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Angemeldet bleiben</span></label><input type="hidden" name="woocommerce-login-nonce" value="demo"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Anmelden">Anmelden</button></p><p class="woocommerce-LostPassword lost_password"><a href="/my-account/">Passwort vergessen?</a></p></form></div><div class="u-column2 col-2"><h2>Registrieren</h2><form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/"><p class="form-row form-row-wide"><label for="reg_email">E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email" required aria-required="true"></p><p class="form-row form-row-wide"><label for="reg_password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p><p class="woocommerce-privacy-policy-text">Deine persönlichen Daten werden verwendet, um deine Erfahrung auf dieser Website zu unterstützen und den Zugriff auf dein Konto zu verwalten.</p><p class="form-row"><input type="hidden" name="woocommerce-register-nonce" value="demo"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registrieren">Registrieren</button></p></form></div></div></div>`;
}

export function shippingPage(): SafeHtml {
  return html`<h1 class="page-title">Versand &amp; Lieferzeiten</h1><div class="entry-content"><p>Wir liefern innerhalb Deutschlands. Die Lieferzeit beträgt 3–5 Werktage.</p><h2>Versandkosten</h2><ul><li>Pauschal ${priceHtml(490)} je Bestellung</li><li>Kostenloser Versand ab ${priceHtml(5000)} Warenwert</li></ul><p>Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer (19 %, für Lebensmittel 7 %).</p></div>`;
}

export function notFoundPage(): SafeHtml {
  return html`<section class="error-404 not-found"><h1 class="page-title">Seite nicht gefunden</h1><p>Leider gibt es unter dieser Adresse nichts zu sehen (Fehler 404). Vielleicht hilft dir einer dieser Links weiter:</p><ul><li><a href="/">Zur Startseite</a></li><li><a href="/shop/">Zum Shop</a></li></ul></section>`;
}

/** The checkout placeholder: the order review of the cart, no payment yet. */
export function checkoutPage(totals: CartTotals): SafeHtml {
  const heading = html`<h1 class="page-title">Kasse</h1>`;
  if (totals.lines.length === 0) {
    return html`${heading}<div class="woocommerce"><div class="cart-empty woocommerce-info" role="status">Dein Warenkorb ist gegenwärtig leer. Die Kasse ist erst mit Artikeln im Warenkorb verfügbar.</div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p></div>`;
  }
  const rows = totals.lines.map(
    (line) =>
      html`<tr class="cart_item"><td class="product-name">${line.name} <strong class="product-quantity">× ${formatNumber(line.item.quantity)}</strong></td><td class="product-total">${priceHtml(line.lineCents)}</td></tr>`,
  );
  return html`${heading}<div class="woocommerce"><div class="woocommerce-info" role="status">Die Zahlung folgt in einer späteren Version des Demo-Shops. Hier siehst du deine Bestellübersicht.</div><h2 id="order_review_heading">Deine Bestellung</h2><div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name" scope="col">Produkt</th><th class="product-total" scope="col">Zwischensumme</th></tr></thead><tbody>${rows}</tbody><tfoot>${cartTotalsRows(totals)}</tfoot></table></div><p><a class="button wc-backward" href="/cart/">Zurück zum Warenkorb</a></p></div>`;
}
