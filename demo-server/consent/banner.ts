/**
 * The consent banner as the vendor's PHP prints it (spec §2 Consent banner): shown or `hidden`
 * from the cookie (shown until the visitor acted, or with `?cky_preview=true`), the
 * 'Cookie-Einstellungen' button that reopens it, and the home page's embeds in their held form
 * unless the cookie accepts their category (the browser's preload scanner fetches any real
 * `src` in the HTML before a script can stop it). No Node imports: stories and element tests use it too.
 */
import { CATEGORY_DESCRIPTIONS, CATEGORY_LABELS, CATEGORY_SLUGS, type OptionalCategory } from '../../src/consent/categories.ts';
import { parseConsentCookie, readConsentCookieValue, type ConsentCookie } from '../../src/consent/cookie.ts';
import { descriptionPreviews } from '../../widgets/consent-banner/rules.ts';
import { html, type SafeHtml } from '../shared/html.ts';

export interface ConsentPageState {
  stored: ConsentCookie | null;
  preview: boolean;
  thirdPartyOrigin?: string;
}

export function consentPageState(cookieHeader: string | undefined, query: unknown, thirdPartyOrigin: string | undefined): ConsentPageState {
  const preview = (query as Record<string, unknown> | undefined)?.cky_preview === 'true';
  return { stored: parseConsentCookie(readConsentCookieValue(cookieHeader ?? '')), preview, thirdPartyOrigin };
}

export const bannerShown = (state: ConsentPageState) => state.preview || !state.stored?.action;
export const accepted = (state: ConsentPageState, category: OptionalCategory) => state.stored?.categories[category] === true;
export const attribute = (category: OptionalCategory) => `cookieyes-${category}`;

const DESCRIPTION =
  'Wir verwenden Cookies und ähnliche Techniken. Technisch erforderliche Cookies brauchen wir für Warenkorb, Anmeldung und Kasse. Mit deiner Einwilligung nutzen wir außerdem Komfortfunktionen wie den Merkzettel und eingebettete Videos, eine Besucherstatistik, die Erkennung deines Endgeräts und Dienste von Werbepartnern. Dabei können Daten an Drittanbieter übertragen werden. Du kannst deine Auswahl jederzeit über „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.';

/**
 * The description's collapsed form (spec §9: beyond 300 characters, 150 below 376 px width),
 * printed with it so that the banner has its final height before its code comes: collapsing it
 * at the upgrade moved the whole page by 238 px at 375 px (a layout shift of 0.167 on every
 * first view). The stylesheet shows it only where the consent blocker has marked the page as
 * running scripts (`html.sf-js`), so a visitor without them reads the whole text (not the
 * `hidden` attribute: themes often force `[hidden] { display: none !important }`). The
 * section's classes say at which widths the text collapses.
 */
const PREVIEWS = descriptionPreviews(DESCRIPTION);
const COLLAPSED_DESCRIPTION: SafeHtml =
  PREVIEWS.narrow || PREVIEWS.wide
    ? html`${PREVIEWS.narrow ? html`<p class="sf-consent__preview sf-consent__preview--narrow">${PREVIEWS.narrow}</p>` : ''}${PREVIEWS.wide ? html`<p class="sf-consent__preview sf-consent__preview--wide">${PREVIEWS.wide}</p>` : ''}<button type="button" class="sf-consent__more-button" aria-expanded="false" aria-controls="sf-consent-description">Mehr anzeigen</button>`
    : html``;
const COLLAPSE_CLASSES = `${PREVIEWS.narrow ? ' sf-consent--collapse-narrow' : ''}${PREVIEWS.wide ? ' sf-consent--collapse-wide' : ''}`;

/** The banner (server-rendered, upgraded in place by sf-consent-banner), first in the body and in the page's flow: it covers nothing. */
export function consentBanner(state: ConsentPageState): SafeHtml {
  const shown = bannerShown(state);
  const categories = state.stored?.categories;
  return html`<sf-consent-banner id="sf-consent"${shown ? '' : html` hidden`} privacy-url="/datenschutz/">
<section class="sf-consent${COLLAPSE_CLASSES}" aria-labelledby="sf-consent-title" aria-describedby="sf-consent-description">
<h2 id="sf-consent-title" class="sf-consent__title" tabindex="-1">Deine Privatsphäre</h2>
<div id="sf-consent-description" class="sf-consent__description"><p>${DESCRIPTION}</p></div>${COLLAPSED_DESCRIPTION}
<p class="sf-consent__privacy"><a href="/datenschutz/">Datenschutzerklärung</a></p>
<fieldset class="sf-consent__preferences" id="sf-consent-preferences" hidden><legend>Kategorien</legend>${CATEGORY_SLUGS.map(
    (slug) =>
      html`<div class="sf-consent__category"><input type="checkbox" id="sf-consent-${slug}" name="${slug}" value="yes"${
        slug === 'necessary' || categories?.[slug] ? html` checked` : ''
      }${slug === 'necessary' ? html` disabled` : ''} aria-describedby="sf-consent-${slug}-description"><label for="sf-consent-${slug}">${CATEGORY_LABELS[slug]}</label><p id="sf-consent-${slug}-description" class="sf-consent__category-description">${CATEGORY_DESCRIPTIONS[slug]}</p></div>`,
  )}</fieldset>
<div class="sf-consent__buttons">
<button type="button" class="button" data-sf-consent="reject">Alle ablehnen</button>
<button type="button" class="button" data-sf-consent="customise" aria-controls="sf-consent-preferences" aria-expanded="false">Einstellungen</button>
<button type="button" class="button" data-sf-consent="save" hidden>Auswahl speichern</button>
<button type="button" class="button" data-sf-consent="accept-all">Alle akzeptieren</button>
</div>
<button type="button" class="sf-consent__close" data-sf-consent="close" aria-label="Banner schließen"><span aria-hidden="true">×</span></button>
</section>
</sf-consent-banner>`;
}

/**
 * The end of every page: 'Cookie-Einstellungen', which reopens the banner without resetting the
 * choice, and the order attribution element that counts the page view (with statistics consent only).
 */
export function consentFooter(state: ConsentPageState): SafeHtml {
  return html`<sf-order-attribution></sf-order-attribution><p class="sf-consent-revisit-wrap"><button type="button" class="button sf-consent-revisit" data-sf-consent-revisit aria-controls="sf-consent"${bannerShown(state) ? html` hidden` : ''}>Cookie-Einstellungen</button></p>`;
}

/**
 * The home page's embeds from the third-party origin: a video (a held iframe behind the
 * blocker's placeholder), the photo feed's pictures and an advertising pixel, each in the held
 * form unless its category is accepted.
 */
export function consentEmbeds(state: ConsentPageState): SafeHtml {
  const third = state.thirdPartyOrigin;
  if (!third) return html``;
  const src = (category: OptionalCategory, url: string) => (accepted(state, category) ? html`src="${url}"` : html`data-sf-src="${url}" data-cookieyes="${attribute(category)}"`);
  return html`<section class="home-section sf-embeds" aria-labelledby="embeds-title"><h2 id="embeds-title">Video und Fotos</h2>
<div class="sf-embed-video"><iframe ${src('functional', `${third}/video/embed/montage/`)} title="Video: Frontspoiler montieren (DemoTube)" width="560" height="315" loading="lazy" allowfullscreen></iframe></div>
<ul class="sf-photo-feed" aria-label="Fotos unserer Kundschaft">${[1, 2, 3, 4].map((n) => html`<li><img ${src('functional', `${third}/photo-feed/photo-${n}.svg`)} alt="Kundenfoto ${n}: Auto mit Schaufenster-Teilen" width="150" height="150"></li>`)}</ul>
<img class="sf-ad-pixel" ${src('advertisement', `${third}/pixel/collect.gif?ev=pageview`)} alt="" width="1" height="1">
</section>`;
}
