/**
 * The legal pages a German online shop must link from every page (Impressum, privacy policy,
 * terms, withdrawal instructions). Short demo texts written for this shop, each marked as an
 * example: they are placeholders for QA, not legal advice and not for a real shop.
 */
import { priceHtml } from '../shared/format.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export interface LegalPage {
  path: string;
  title: string;
  /** The footer link's text. */
  linkText: string;
  content: SafeHtml;
}

const exampleNotice = html`<p class="demo-legal-notice" role="note"><strong>Beispieltext:</strong> Dieser Text gehört zum Schaufenster Demo-Shop und ist nur ein Platzhalter zum Testen. Er ist keine Rechtsberatung und nicht für einen echten Shop geeignet.</p>`;

function page(path: string, title: string, linkText: string, body: SafeHtml): LegalPage {
  return { path, title, linkText, content: html`<h1 class="page-title">${title}</h1>${exampleNotice}<div class="entry-content">${body}</div>` };
}

export const legalPages: readonly LegalPage[] = [
  page(
    '/impressum/',
    'Impressum',
    'Impressum',
    html`<h2>Angaben zum Anbieter</h2><p>Schaufenster Demo-Shop GmbH (Beispiel)<br>Musterstraße 1<br>12345 Musterstadt<br>Deutschland</p><h2>Kontakt</h2><p>Telefon: 0123 456789 (Beispiel)<br>E-Mail: kontakt@example.invalid</p><h2>Registereintrag und Umsatzsteuer</h2><p>Handelsregister: Amtsgericht Musterstadt, HRB 00000 (Beispiel)<br>Umsatzsteuer-Identifikationsnummer: DE000000000 (Beispiel)</p><h2>Vertreten durch</h2><p>Erika Beispiel, Geschäftsführerin</p>`,
  ),
  page(
    '/datenschutz/',
    'Datenschutzerklärung',
    'Datenschutz',
    html`<h2>Wer ist verantwortlich?</h2><p>Verantwortlich ist der im <a href="/impressum/">Impressum</a> genannte Anbieter.</p><h2>Welche Daten dieser Demo-Shop speichert</h2><p>Der Demo-Shop setzt ein Sitzungs-Cookie, damit dein Warenkorb, Hinweise und Testeinstellungen bis zum nächsten Aufruf erhalten bleiben, sowie die Warenkorb-Cookies von WooCommerce. Die Daten liegen nur im Arbeitsspeicher des Servers und sind nach 48 Stunden ohne Nutzung oder nach einem Neustart gelöscht. Es gibt keine Analyse, keine Werbung und keine Inhalte fremder Anbieter.</p><h2>Deine Rechte</h2><p>In einem echten Shop hättest du unter anderem das Recht auf Auskunft, Berichtigung, Löschung und Beschwerde bei einer Aufsichtsbehörde. Hier genügt „Demo zurücksetzen“ auf der Demo-Steuerung.</p>`,
  ),
  page(
    '/agb/',
    'Allgemeine Geschäftsbedingungen',
    'AGB',
    html`<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für Bestellungen im Schaufenster Demo-Shop. Im Demo-Shop kommt kein Vertrag zustande: Bestellungen sind Testbestellungen, es wird nichts geliefert und nichts berechnet.</p><h2>2. Preise und Versand</h2><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer (19 %, für Lebensmittel 7 %). Der Versand innerhalb Deutschlands kostet pauschal ${priceHtml(490)}, ab ${priceHtml(5000)} Warenwert ist er kostenlos; nach Österreich kostet er ${priceHtml(1290)}, ab ${priceHtml(10000)} kostenlos (siehe <a href="/versand/">Versand &amp; Lieferzeiten</a>).</p><h2>3. Zahlung</h2><p>Du bezahlst per Vorkasse (Überweisung, wir versenden nach Zahlungseingang), per Nachnahme (nur innerhalb Deutschlands) oder auf Rechnung (zahlbar innerhalb von 14 Tagen nach Erhalt der Ware).</p><h2>4. Widerruf</h2><p>Verbraucher haben ein Widerrufsrecht, siehe <a href="/widerrufsbelehrung/">Widerrufsbelehrung</a>.</p>`,
  ),
  page(
    '/widerrufsbelehrung/',
    'Widerrufsbelehrung',
    'Widerrufsbelehrung',
    html`<h2>Widerrufsrecht</h2><p>Als Verbraucher kannst du einen Vertrag mit einem Shop in der Regel binnen vierzehn Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt, sobald du die Ware erhalten hast.</p><h2>Wie du widerrufst</h2><p>Eine eindeutige Erklärung an den im <a href="/impressum/">Impressum</a> genannten Anbieter genügt, zum Beispiel per E-Mail.</p><h2>Folgen des Widerrufs</h2><p>Der Shop erstattet dann alle Zahlungen einschließlich der Standard-Versandkosten, spätestens vierzehn Tage nach Eingang des Widerrufs.</p><h2>Ausnahmen</h2><p>Für manche Waren gilt kein Widerrufsrecht, zum Beispiel für versiegelte Lebensmittel nach dem Öffnen.</p>`,
  ),
];
