/**
 * The demo page /ueber-uns/: the theme's page loader (sf-page-loader; Flatsome prints it on the
 * pages its option names, here this one) and two sections with a background video
 * (sf-background-video): one of the shop's own files (demo-server/public/media/, recorded from a
 * canvas in Chromium: a few seconds of moving circles, no sound) and one from the fake video
 * provider on the third-party origin (consent category 'functional').
 */
import { html, type SafeHtml } from '../shared/html.ts';

export const OWN_VIDEO = '/assets/media/werkstatt.webm';
export const OWN_VIDEO_POSTER = '/assets/media/werkstatt-poster.svg';

/** Flatsome's page loader: a cover with the logo and a spinner, nothing to read or focus in it. */
export function pageLoader(): SafeHtml {
  return html`<sf-page-loader><div class="page-loader" aria-hidden="true"><div class="page-loader-inner"><span class="page-loader-logo">Schaufenster</span><span class="loading-spin"></span></div></div></sf-page-loader>`;
}

export function aboutPage(thirdPartyOrigin: string | undefined): SafeHtml {
  return html`${pageLoader()}<h1 class="page-title">Über uns</h1>
<div class="entry-content">
<p>Schaufenster ist ein Demo-Shop für Tuning-Teile. Hier zeigt er die Abschnitte mit Hintergrundvideo und den Seitenlader des Themes.</p>
<sf-background-video><section class="section has-video" aria-labelledby="werkstatt-title"><div class="section-bg fill"><video class="video-bg fill" muted loop playsinline preload="metadata" poster="${OWN_VIDEO_POSTER}"><source src="${OWN_VIDEO}" type="video/webm"></video><div class="video-overlay no-click fill"></div></div>
<div class="section-content"><h2 id="werkstatt-title">Unsere Werkstatt</h2><p>Jedes Teil prüfen wir vor dem Versand selbst: Passform, Gutachten und Verpackung.</p><p><a class="button" href="/shop/">Zum Shop</a></p></div></section></sf-background-video>
${
  thirdPartyOrigin
    ? html`<sf-background-video><section class="section has-video" aria-labelledby="pflege-title"><div class="section-bg fill"><div class="video-bg ux-youtube fill" data-src="${thirdPartyOrigin}/video/embed/pflege/" data-title="Felgen richtig pflegen (DemoTube)"></div><div class="video-overlay no-click fill"></div></div>
<div class="section-content"><h2 id="pflege-title">Felgen richtig pflegen</h2><p>Unser Video bei DemoTube zeigt, wie Felgenreiniger richtig aufgetragen wird.</p></div></section></sf-background-video>`
    : ''
}
</div>`;
}
