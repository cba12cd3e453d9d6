import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/background-video/element';
import '../widgets/page-loader/element';
import { ShopMarkup, StateGrid } from './shop-page';

/**
 * The theme's background video sections (`<sf-background-video>`) and page loader
 * (`<sf-page-loader>`), demo page /ueber-uns/. Storybook has no video file and no consent
 * blocker: the own video here has no source (it never really plays; its button works), and the
 * states that need a playing video or the blocker are shown as the widget and the blocker leave
 * the markup.
 */
const poster = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180'><rect width='320' height='180' fill='#1d3557'/><circle cx='90' cy='70' r='20' fill='#fff' fill-opacity='.25'/><circle cx='220' cy='110' r='20' fill='#fff' fill-opacity='.25'/></svg>`)}`;
const content = (title: string) => `<div class="section-content"><h2>${title}</h2><p>Jedes Teil prüfen wir vor dem Versand selbst.</p></div>`;
const overlay = `<div class="video-overlay no-click fill"></div>`;

/** Live: the widget on an own video that cannot start here, so its button offers to play it. */
const ownVideo = `<sf-background-video><section class="section has-video"><div class="section-bg fill"><video class="video-bg fill" muted loop playsinline preload="none" poster="${poster}"></video>${overlay}</div>${content('Unsere Werkstatt')}</section></sf-background-video>`;
/** As the widget leaves a playing video (no video element here: the widget would take it over). */
const playing = `<sf-background-video><section class="section has-video"><div class="section-bg fill"><img class="video-bg fill" src="${poster}" alt="" style="position:absolute;inset:0;z-index:-2;inline-size:100%;block-size:100%;object-fit:cover">${overlay}</div>${content('Unsere Werkstatt')}<span class="sf-island sf-background-video__controls"><button type="button" class="button sf-background-video__toggle">Hintergrundvideo anhalten</button></span></section></sf-background-video>`;
/** As the consent blocker leaves a provider's frame held: its offer below the text, the button hidden. */
const held = `<sf-background-video><section class="section has-video"><div class="section-bg fill">${overlay}</div>${content('Felgen richtig pflegen')}<div class="sf-consent-placeholder" role="group" aria-label="Blockiertes Video: Hintergrundvideo: Felgen richtig pflegen (DemoTube)"><p>Dieses Video von DemoTube wird erst geladen, wenn du der Kategorie „Komfortfunktionen“ zustimmst. Dabei werden Daten an DemoTube übertragen.</p><button type="button" class="button">Inhalt laden und Einwilligung erteilen</button></div><iframe class="video-bg__frame" title="Hintergrundvideo: Felgen richtig pflegen (DemoTube)" tabindex="-1" data-sf-consent-held="functional" data-sf-src="https://video.example/embed/pflege/?autoplay=1" hidden></iframe><span class="sf-island sf-background-video__controls"><button type="button" class="button sf-background-video__toggle">Hintergrundvideo anhalten</button></span></section></sf-background-video>`;
/** The page loader as it covers a page that is still coming (here inside its panel, not the window). */
const loader = `<div class="page-loader" aria-hidden="true" style="display:grid;place-items:center;min-block-size:12rem;background:#fff;color:#1d3557"><div class="page-loader-inner"><span class="page-loader-logo">Schaufenster</span><span class="loading-spin"></span></div></div>`;

const meta = {
  title: 'Widgets/Theme media (sf-background-video, sf-page-loader)',
  render: () => <ShopMarkup html={ownVideo} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paused background video (as with reduced motion): the button after the text plays it. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Started (a video without a source waits to play) or not, with reduced motion: either way the button is there.
    const button = await canvas.findByRole('button', { name: /^Hintergrundvideo (abspielen|anhalten)$/ });
    if (button.textContent?.endsWith('anhalten')) await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hintergrundvideo abspielen' })).toBeVisible());
    canvas.getByRole('button', { name: 'Hintergrundvideo abspielen' }).focus();
  },
};

/** A playing background video: the button pauses it (WCAG 2.2.2). */
export const Playing: Story = { render: () => <ShopMarkup html={playing} /> };

/** A provider's video before consent: the blocker's offer below the text; the play button waits hidden. */
export const ProviderWithoutConsent: Story = {
  render: () => <ShopMarkup html={held} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Inhalt laden und Einwilligung erteilen' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Hintergrundvideo/ })).toBeNull();
  },
};

/** The page loader while a page comes (never with reduced motion; gone once the page has loaded or after 1 s). */
export const PageLoader: Story = { render: () => <ShopMarkup html={loader} /> };

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      panels={[
        { name: 'Video läuft', note: 'Stumm, in Schleife, solange der Abschnitt zu sehen ist (nicht bei reduzierter Bewegung).', html: playing },
        { name: 'Video angehalten', note: 'Von Besuchenden angehalten, oder reduzierte Bewegung: der Knopf spielt es ab.', html: ownVideo },
        { name: 'Video eines Anbieters ohne Zustimmung', note: 'Der Consent-Blocker hält den Rahmen zurück; nichts wird beim Anbieter angefragt.', html: held },
        { name: 'Seitenlader', note: 'Während die Seite lädt, höchstens 1 s; aria-hidden, ohne Zeiger.', html: loader },
      ]}
    />
  ),
};
