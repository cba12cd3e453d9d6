import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/consent-banner/element';
import { consentBanner, consentFooter, type ConsentPageState } from '../demo-server/consent/banner';
import { parseConsentCookie } from '../src/consent/cookie';
import { consentStore } from '../src/consent/store';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-consent-banner>`: the cookie-consent banner on the shop's markup (widgets/consent-banner/README.md).
 * Each story starts as a first view: the consent cookie is cleared and the store forgotten.
 */
const firstView: ConsentPageState = { stored: null, preview: false };
const decided = parseConsentCookie(`consentid:${btoa('s'.repeat(32))},consent:yes,action:yes,necessary:yes,functional:yes,analytics:no,performance:no,advertisement:no`)!;
const page = (state: ConsentPageState) => `${consentBanner(state).value}${consentFooter(state).value}`;

function forget() {
  document.cookie = 'cookieyes-consent=; max-age=0; path=/';
  consentStore.setState(null, true);
}

const meta = {
  title: 'Widgets/sf-consent-banner',
  render: () => <ShopMarkup html={page(firstView)} />,
  beforeEach: forget,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** First view: shown, nothing accepted; the long description collapsed behind 'Mehr anzeigen'. */
export const FirstView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Mehr anzeigen' });
    await expect(canvas.getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
  },
};

/** 'Einstellungen': one toggle per category, 'Technisch erforderlich' on and disabled. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Einstellungen' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Technisch erforderlich' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
  },
};

/** After a decision: the banner is hidden, 'Cookie-Einstellungen' reopens it. */
export const Decided: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle ablehnen' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible());
  },
};

/** A phone (375 px): the description collapses at 150 characters. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Every state side by side, as the shop prints it (static markup: one page has one banner). */
export const AllStates: Story = {
  render: () => {
    // Several banners side by side would be several regions of one name (axe landmark-unique):
    // here each is a named group; on a page there is one banner, a region.
    const asStatic = (html: string) =>
      html.replaceAll('<sf-consent-banner', '<div data-story-banner').replaceAll('</sf-consent-banner>', '</div>').replaceAll('<section class="sf-consent', '<section role="group" class="sf-consent');
    return (
      <StateGrid
        minWidth={360}
        panels={[
          { name: 'Erster Besuch', note: 'Gezeigt, nichts akzeptiert; die Beschreibung gekürzt, wie gedruckt (ohne Code bleibt „Mehr anzeigen“ hier ohne Wirkung).', html: asStatic(page(firstView)) },
          {
            name: 'Einstellungen offen',
            note: 'Ein Schalter je Kategorie.',
            html: asStatic(page(firstView)).replace(' hidden><legend>', '><legend>').replace('data-sf-consent="save" hidden', 'data-sf-consent="save"'),
          },
          { name: 'Entschieden', note: 'Banner verborgen, „Cookie-Einstellungen“ sichtbar.', html: page({ stored: decided, preview: false }).replaceAll('sf-consent-banner', 'div') },
          {
            name: 'Vorschau (?cky_preview=true)',
            note: 'Trotz Entscheidung gezeigt, Auswahl in den Schaltern.',
            html: asStatic(page({ stored: decided, preview: true })).replace(' hidden><legend>', '><legend>'),
          },
        ]}
      />
    );
  },
};
