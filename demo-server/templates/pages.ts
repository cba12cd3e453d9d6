/** Small content pages: home, account, shipping info, 404, demo control. */
import { products } from '../catalogue.ts';
import type { CartTotals } from '../cart.ts';
import { formatNumber, priceHtml } from '../format.ts';
import { FAULT_ENDPOINTS, FAULT_MODE_LABELS, FAULT_MODES, DEFAULT_DELAY_MS, type FaultSetting } from '../faults.ts';
import { html, type SafeHtml } from '../html.ts';
import { categoryLinks, productGrid } from './listing.ts';
import type { Build, BundleKind } from './layout.ts';

export function homePage(): SafeHtml {
  const featured = [101, 114, 108, 105, 106, 122].map((id) => products.find((p) => p.id === id)!).filter(Boolean);
  return html`<section class="hero" aria-labelledby="hero-title"><h1 id="hero-title">Tuning-Teile &amp; Pflege für dein Auto</h1><p>Willkommen im Schaufenster Demo-Shop. Hier testen wir die Storefront-Widgets mit echtem WooCommerce-Markup – alle Preise inkl. 19 % MwSt., ab 50 € versandkostenfrei.</p><p><a class="button alt" href="/shop/">Zum Shop</a></p></section><section class="home-section" aria-labelledby="featured-title"><h2 id="featured-title">Beliebte Produkte</h2>${productGrid(featured)}</section><section class="home-section" aria-labelledby="categories-title"><h2 id="categories-title">Kategorien</h2>${categoryLinks()}</section>`;
}

export function accountPage(): SafeHtml {
  return html`<h1 class="page-title">Mein Konto</h1><div class="woocommerce"><div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Anmelden</h2><form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/"><p class="form-row form-row-wide"><label for="username">Benutzername oder E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p><p class="form-row form-row-wide"><label for="password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Angemeldet bleiben</span></label><input type="hidden" name="woocommerce-login-nonce" value="demo"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Anmelden">Anmelden</button></p><p class="woocommerce-LostPassword lost_password"><a href="/my-account/">Passwort vergessen?</a></p></form></div><div class="u-column2 col-2"><h2>Registrieren</h2><form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/"><p class="form-row form-row-wide"><label for="reg_email">E-Mail-Adresse <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email" required aria-required="true"></p><p class="form-row form-row-wide"><label for="reg_password">Passwort <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Erforderlich</span></label><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p><p class="woocommerce-privacy-policy-text">Deine persönlichen Daten werden verwendet, um deine Erfahrung auf dieser Website zu unterstützen und den Zugriff auf dein Konto zu verwalten.</p><p class="form-row"><input type="hidden" name="woocommerce-register-nonce" value="demo"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registrieren">Registrieren</button></p></form></div></div></div>`;
}

export function shippingPage(): SafeHtml {
  return html`<h1 class="page-title">Versand &amp; Lieferzeiten</h1><div class="entry-content"><p>Wir liefern innerhalb Deutschlands. Die Lieferzeit beträgt 3–5 Werktage.</p><h2>Versandkosten</h2><ul><li>Pauschal ${priceHtml(490)} je Bestellung</li><li>Kostenloser Versand ab ${priceHtml(5000)} Warenwert</li></ul><p>Alle Preise verstehen sich inklusive 19 % Mehrwertsteuer.</p></div>`;
}

export function notFoundPage(): SafeHtml {
  return html`<section class="error-404 not-found"><h1 class="page-title">Seite nicht gefunden</h1><p>Leider gibt es unter dieser Adresse nichts zu sehen (Fehler 404). Vielleicht hilft dir einer dieser Links weiter:</p><ul><li><a href="/">Zur Startseite</a></li><li><a href="/shop/">Zum Shop</a></li></ul></section>`;
}

export interface DemoPageState {
  faults: Map<string, FaultSetting>;
  totals: CartTotals;
  build: Build;
  bundle: BundleKind;
  distAvailable: Record<Build, boolean>;
}

export function demoPage(state: DemoPageState): SafeHtml {
  const rows = FAULT_ENDPOINTS.map((endpoint) => {
    const fault = state.faults.get(endpoint);
    const mode = fault?.mode ?? 'none';
    return html`<tr><th scope="row"><code>${endpoint}</code>${fault?.times ? html`<br><small>noch ${String(fault.times)} Aufruf(e)</small>` : ''}</th><td><label class="screen-reader-text" for="mode-${endpoint}">Modus für ${endpoint}</label><select id="mode-${endpoint}" name="faults[${endpoint}][mode]">${FAULT_MODES.map(
      (m) => html`<option value="${m}"${m === mode ? html` selected` : ''}>${FAULT_MODE_LABELS[m]}</option>`,
    )}</select></td><td><label class="screen-reader-text" for="delay-${endpoint}">Verzögerung in Millisekunden für ${endpoint}</label><input type="number" id="delay-${endpoint}" name="faults[${endpoint}][delayMs]" min="0" max="120000" step="100" inputmode="numeric" value="${String(fault?.delayMs ?? DEFAULT_DELAY_MS)}"></td></tr>`;
  });
  const items = state.totals.lines.map(
    (line) => html`<li><code>${line.item.key.slice(0, 8)}…</code> ${line.name} × ${formatNumber(line.item.quantity)} = ${priceHtml(line.lineCents)}</li>`,
  );
  const other = (b: Build): Build => (b === 'react' ? 'preact' : 'react');
  return html`<h1 class="page-title">Demo-Steuerung</h1><p>Hier lassen sich für <strong>deine Sitzung</strong> Fehler der Warenkorb-Endpunkte simulieren. Andere Besucher sind nicht betroffen.</p><form class="demo-faults" method="post" action="/__demo/"><table class="shop_table demo-faults__table"><caption>Fehlersimulation je Endpunkt</caption><thead><tr><th scope="col">Endpunkt</th><th scope="col">Modus</th><th scope="col">Verzögerung (ms)</th></tr></thead><tbody>${rows}</tbody></table><p class="demo-faults__hint">Die Verzögerung gilt für den Modus „Langsam (Verzögerung)“. „Antwortet nie“ hält die Verbindung offen, bis der Browser abbricht.</p><p class="demo-faults__buttons"><button type="submit" class="button alt" name="demo_action" value="apply">Übernehmen</button> <button type="submit" class="button" name="demo_action" value="reset">Demo zurücksetzen</button></p></form><h2>Warenkorb dieser Sitzung</h2>${
    items.length
      ? html`<ul class="demo-cart">${items}</ul><p>Artikel: ${formatNumber(state.totals.count)} · Zwischensumme: ${priceHtml(state.totals.subtotalCents)}</p>`
      : html`<p>Der Warenkorb ist leer.</p>`
  }<h2>Widget-Bundle</h2><p>Aktiv: <strong>${state.build}</strong> (${state.bundle === 'classic' ? 'klassisches Skript' : 'ES-Modul'}). Gebaut: preact ${state.distAvailable.preact ? 'ja' : 'nein'}, react ${state.distAvailable.react ? 'ja' : 'nein'}.</p><ul><li><a href="/__demo/?sf_build=${other(state.build)}">Auf ${other(state.build)} umschalten</a></li><li><a href="/__demo/?sf_bundle=${state.bundle === 'classic' ? 'module' : 'classic'}">${state.bundle === 'classic' ? 'ES-Modul verwenden' : 'Klassisches Skript (IIFE) verwenden'}</a></li></ul>`;
}
