/**
 * The demo content page /inhalte/: the theme's content blocks as Flatsome prints them —
 * count-up numbers and animate-on-scroll (sf-animate), tabbed content and an accordion
 * (sf-content-tabs), the lazily loaded photo feed (sf-photo-feed) and, around the blocks, the
 * staff edit links (sf-edit-links; drawn only when the page globals say can_edit_pages), and
 * before each section the theme's [scroll_to] anchor with a bullet (sf-scroll-to).
 */
import { html, type SafeHtml } from '../shared/html.ts';
import { DEMO_FEED_ACCOUNT } from './photo-feed.ts';

/** The block ids the edit links name (the demo's UX blocks; menu_id: the footer menu that lists the page). */
export const EDIT_BLOCKS = {
  numbers: { id: 41, title: 'Schaufenster in Zahlen' },
  shipping: { id: 42, title: 'Versand und Rückgabe' },
  faq: { id: 43, title: 'Häufige Fragen' },
} as const;
export const DEMO_MENU_ID = 7;

function editable(block: { id: number; title: string }, content: SafeHtml): SafeHtml {
  return html`<sf-edit-links class="sf-block" data-title="${block.title}" data-builder="/wp-admin/post.php?post=${String(block.id)}&action=edit&app=uxbuilder&type=editor" data-backend="/wp-admin/post.php?post=${String(block.id)}&action=edit" data-menu-id="${String(DEMO_MENU_ID)}">${content}</sf-edit-links>`;
}

const COUNTS = [
  ['1.250', 'zufriedene Kundinnen und Kunden'],
  ['98 %', 'Lieferungen pünktlich'],
  ['3.400+', 'Teile auf Lager'],
] as const;

const TABS = [
  ['tab_versand', 'Versand', html`<p>Wir liefern nach Deutschland und Österreich, meist in 3–5 Werktagen. Ab 50 € Warenwert ist der Versand innerhalb Deutschlands kostenlos.</p>`],
  ['tab_rueckgabe', 'Rückgabe', html`<p>Du kannst jede Bestellung 14 Tage lang ohne Angabe von Gründen zurückgeben. Das Rücksendeetikett bekommst du per E-Mail.</p>`],
  ['tab_montage', 'Montage', html`<p>Zu jedem Tuning-Teil gibt es eine Montageanleitung als PDF. Für Spoiler und Schürzen empfehlen wir eine Fachwerkstatt.</p>`],
] as const;

/** The theme's slider (Flatsome [ux_slider], its options as the theme prints them): the shop's current offers. */
const OFFERS = [
  ['Frühjahrs-Check', 'Felgenreiniger und Pflegesets bis Ende April 15 % günstiger.', '/shop/'],
  ['Neu eingetroffen', 'Tagfahrlichter mit E-Prüfzeichen, sofort lieferbar.', '/shop/'],
  ['Versand frei', 'Ab 50 € Warenwert liefern wir innerhalb Deutschlands kostenlos.', '/versand/'],
] as const;
const SLIDER_OPTIONS = { cellAlign: 'center', wrapAround: true, autoPlay: 6000, pauseAutoPlayOnHover: true, prevNextButtons: true, pageDots: true, contain: true, dragThreshold: 10 };

const FAQ = [
  ['faq-lieferzeit', 'Wie lange dauert die Lieferung?', 'In der Regel 3–5 Werktage nach Zahlungseingang; die Lieferzeit steht bei jedem Artikel.'],
  ['faq-zahlung', 'Wie kann ich bezahlen?', 'Per Wallet, Kreditkarte oder später bezahlen – alles im Demo-Shop nur zum Testen.'],
  ['faq-tuev', 'Brauchen die Teile eine Abnahme?', 'Teile mit ABE oder Teilegutachten sind gekennzeichnet. Ohne ABE ist eine Einzelabnahme nötig.'],
] as const;

/** Flatsome's [scroll_to] shortcode: a named anchor, and with `bullet` a bullet in the page's section navigation. */
function scrollTo(name: string, title: string): SafeHtml {
  return html`<span class="scroll-to" data-label="Scroll to: #${name}" data-bullet="true" data-link="#${name}" data-title="${title}"><a name="${name}"></a></span>`;
}

export function contentPage(): SafeHtml {
  return html`<h1 class="page-title">Ratgeber &amp; Inhalte</h1>
<sf-scroll-to><div class="entry-content">
<p>Hier zeigt der Demo-Shop die Inhaltsblöcke des Themes: Zahlen, die hochzählen, Tabs, Fragen zum Aufklappen und den Fotofeed unserer Kundschaft.</p>
${scrollTo('zahlen', 'Schaufenster in Zahlen')}
${editable(
  EDIT_BLOCKS.numbers,
  html`<sf-animate><section class="sf-content-section" aria-labelledby="zahlen-title"><h2 id="zahlen-title">Schaufenster in Zahlen</h2><ul class="sf-counts">${COUNTS.map(
    ([count, label]) => html`<li data-animate="fadeInUp"><span class="count-up">${count}</span> <span class="sf-counts__label">${label}</span></li>`,
  )}</ul></section></sf-animate>`,
)}
${scrollTo('versand', 'Versand und Rückgabe')}
${editable(
  EDIT_BLOCKS.shipping,
  html`<section class="sf-content-section" aria-labelledby="versand-title"><h2 id="versand-title">Versand und Rückgabe</h2><sf-content-tabs><div class="tabbed-content"><ul class="nav nav-line nav-left">${TABS.map(
    ([id, label], index) => html`<li class="tab${index === 0 ? ' active' : ''}"><a href="#${id}"><span>${label}</span></a></li>`,
  )}</ul><div class="tab-panels">${TABS.map(([id, , content], index) => html`<div id="${id}" class="panel entry-content${index === 0 ? ' active' : ''}">${content}</div>`)}</div></div></sf-content-tabs></section>`,
)}
${scrollTo('fragen', 'Häufige Fragen')}
${editable(
  EDIT_BLOCKS.faq,
  html`<section class="sf-content-section" aria-labelledby="faq-title"><h2 id="faq-title">Häufige Fragen</h2><sf-content-tabs><div class="accordion">${FAQ.map(
    ([id, question, answer]) =>
      html`<div id="${id}" class="accordion-item"><a href="#${id}" class="accordion-title plain"><span class="toggle" aria-hidden="true"></span><span>${question}</span></a><div class="accordion-inner"><p>${answer}</p></div></div>`,
  )}</div></sf-content-tabs></section>`,
)}
<section class="sf-content-section" aria-labelledby="aktionen-title"><h2 id="aktionen-title">Aktionen</h2><sf-slider label="Aktuelle Aktionen"><div class="slider-wrapper"><div class="slider slider-nav-circle" data-flickity-options="${JSON.stringify(SLIDER_OPTIONS)}">${OFFERS.map(
    ([title, text, link]) =>
      html`<div class="banner sf-offer"><h3>${title}</h3><p>${text}</p><a class="button" href="${link}">Mehr erfahren<span class="screen-reader-text">: ${title}</span></a></div>`,
  )}</div></div></sf-slider></section>
${scrollTo('fotos', 'Fotos unserer Kundschaft')}
<section class="sf-content-section" aria-labelledby="fotos-title"><h2 id="fotos-title">Fotos unserer Kundschaft</h2><sf-photo-feed><div class="instagram-lazy sf-photo-feed-block" data-flatsome-instagram="${JSON.stringify({ username: DEMO_FEED_ACCOUNT, limit: 4 })}"></div></sf-photo-feed></section>
</div></sf-scroll-to>`;
}
