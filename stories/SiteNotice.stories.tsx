import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/site-notice/element';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-site-notice>`: the store notice bar (dismissed with the cookie `store_notice{id}=hidden`)
 * and the 'coming soon' footer banner (dismissed through the shop's REST API, hidden only once
 * the shop has accepted; a failure keeps it and says so in German).
 */
const STORE_NOTICE = `<sf-site-notice><p role="complementary" aria-label="Shop-Hinweis" class="woocommerce-store-notice demo_store" data-notice-id="story" style="margin:0;padding:.6em 1rem;background:#0c3a6b;color:#fff">Demo-Shop: Bestellungen werden nicht ausgeliefert und nicht berechnet. <a href="#" class="woocommerce-store-notice__dismiss-link" role="button" style="color:#fff">Ausblenden</a></p></sf-site-notice>`;
const banner = (label = 'Shop-Status') =>
  `<sf-site-notice><div class="woocommerce-coming-soon-banner-container" role="region" aria-label="${label}" style="padding:.8rem 1rem;background:#1a1d23;color:#fff"><div class="woocommerce-coming-soon-banner">Dieser Shop ist im Modus „Demnächst verfügbar“ und nur für dich sichtbar.</div><a href="#" class="coming-soon-footer-banner-dismiss" role="button" style="color:#fff" data-rest-url="/wp-json/wp/v2/users/me" data-nonce="story">Ausblenden</a></div></sf-site-notice>`;

const meta = {
  title: 'Widgets/sf-site-notice',
  render: () => <ShopMarkup html={`${STORE_NOTICE}${banner()}`} />,
  parameters: { shop: { mode: 'ok' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dismiss = (root: HTMLElement, name: string | RegExp) =>
  userEvent.click(within(within(root).getByRole(name === 'Shop-Hinweis' ? 'complementary' : 'region', { name })).getByRole('button', { name: 'Ausblenden' }));

/** Both notices, as the shop prints them. */
export const Default: Story = {};

/** Dismissing the store notice hides it at once and sets its cookie. */
export const StoreNoticeDismissed: Story = {
  play: async ({ canvasElement }) => {
    await dismiss(canvasElement, 'Shop-Hinweis');
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-store-notice')).not.toBeVisible());
    await expect(document.cookie).toContain('store_noticestory=hidden');
    document.cookie = 'store_noticestory=; path=/; max-age=0';
  },
};

/** The shop accepted the banner's dismissal: it is hidden. */
export const BannerDismissed: Story = {
  play: async ({ canvasElement }) => {
    await dismiss(canvasElement, 'Shop-Status');
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-coming-soon-banner-container')).not.toBeVisible());
  },
};

/** The dismissal is on its way: the banner stays, busy. */
export const BannerBusy: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    await dismiss(canvasElement, 'Shop-Status');
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-coming-soon-banner-container')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The shop refused (403 rest_cannot_edit, which a fresh nonce cannot mend): the banner stays with a German alert. */
export const BannerRefused: Story = {
  parameters: { shop: { mode: 'error-body' } },
  play: async ({ canvasElement }) => {
    await dismiss(canvasElement, 'Shop-Status');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Der Hinweis konnte nicht ausgeblendet werden. Bitte versuche es erneut.');
  },
};

/** A phone (375 px). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Every state side by side: shown, busy, refused (the dismissed ones are simply gone). */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={360}
      panels={[
        { name: 'Shop-Hinweis', note: 'Oben auf jeder Seite; „Ausblenden“ setzt das Cookie.', html: STORE_NOTICE },
        { name: 'Banner', note: '„Demnächst verfügbar“ in der Fußzeile.', html: banner('Shop-Status (Banner)') },
        { name: 'Lädt', note: 'Die Ausblendung ist unterwegs.', html: banner('Shop-Status (lädt)') },
        { name: 'Fehler', note: 'Der Shop hat abgelehnt: das Banner bleibt.', html: banner('Shop-Status (Fehler)') },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    mockShop.mode = 'error-body';
    await dismiss(panel(canvasElement, 'Fehler'), /^Shop-Status/);
    await within(panel(canvasElement, 'Fehler')).findByRole('alert');
    mockShop.mode = 'never';
    await dismiss(panel(canvasElement, 'Lädt'), /^Shop-Status/);
    await waitFor(() => expect(panel(canvasElement, 'Lädt').querySelector('.woocommerce-coming-soon-banner-container')).toHaveAttribute('aria-busy', 'true'));
  },
};
