/** Small content pages: home, shipping info, 404. */
import { categoryLinks, productGrid } from '../product/listing.ts';
import { products, type Product } from '../product/catalogue.ts';
import { priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';

/** `grid`: the theme's product loop. */
export function homePage(grid: (list: readonly Product[]) => SafeHtml = productGrid): SafeHtml {
  const featured = [101, 114, 108, 105, 106, 122].map((id) => products.find((p) => p.id === id)!).filter(Boolean);
  return html`<section class="hero" aria-labelledby="hero-title"><h1 id="hero-title">Tuning-Teile &amp; Pflege für dein Auto</h1><p>Willkommen im Schaufenster Demo-Shop. Hier testen wir die Storefront-Widgets mit echtem WooCommerce-Markup – alle Preise inkl. gesetzl. MwSt., ab 50 € versandkostenfrei.</p><p><a class="button alt" href="/shop/">Zum Shop</a></p></section><section class="home-section" aria-labelledby="featured-title"><h2 id="featured-title">Beliebte Produkte</h2>${grid(featured)}</section><section class="home-section" aria-labelledby="categories-title"><h2 id="categories-title">Kategorien</h2>${categoryLinks()}</section>`;
}

export function shippingPage(): SafeHtml {
  return html`<h1 class="page-title">Versand &amp; Lieferzeiten</h1><div class="entry-content"><p>Wir liefern nach Deutschland und Österreich. Die Lieferzeit steht bei jedem Artikel (meist 3–5 Werktage).</p><h2>Versandkosten</h2><ul><li>Deutschland: pauschal ${priceHtml(490)} je Bestellung, kostenlos ab ${priceHtml(5000)} Warenwert</li><li>Abholung vor Ort in Musterstadt: kostenlos</li><li>Österreich: pauschal ${priceHtml(1290)} je Bestellung, kostenlos ab ${priceHtml(10000)} Warenwert</li></ul><p>Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer (19 %, für Lebensmittel 7 %).</p></div>`;
}

export function notFoundPage(): SafeHtml {
  return html`<section class="error-404 not-found"><h1 class="page-title">Seite nicht gefunden</h1><p>Leider gibt es unter dieser Adresse nichts zu sehen (Fehler 404). Vielleicht hilft dir einer dieser Links weiter:</p><ul><li><a href="/">Zur Startseite</a></li><li><a href="/shop/">Zum Shop</a></li></ul></section>`;
}
