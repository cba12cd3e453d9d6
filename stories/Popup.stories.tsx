import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/popup/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-popup>`: off-canvas panels and lightboxes opened by `[data-open="#id"]`, as modal
 * dialogs (focus in, the page inert, Escape, focus back to the opener). The login popup opens
 * by itself when the shop printed a notice into it (a refused login).
 */
const OPENER = `<p><a href="/my-account/" class="account-login" data-open="#login-form-popup">Anmelden</a></p>`;
const notice = `<div class="woocommerce-notices-wrapper"><div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error"><li>Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuche es erneut.</li></ul></div></div>`;
const dialog = (attributes = '', inside = '') =>
  `<dialog id="login-form-popup" class="lightbox-content" aria-labelledby="login-form-popup-title" data-open-on-notice ${attributes}><form method="dialog" style="float:right"><button type="submit" aria-label="Anmeldung schließen">×</button></form><h2 id="login-form-popup-title">Anmelden</h2>${inside}<form class="woocommerce-form-login" method="post" action="/my-account/"><p><label for="popup-username">Benutzername oder E-Mail-Adresse</label><br><input type="text" id="popup-username" name="username" autocomplete="username"></p><p><label for="popup-password">Passwort</label><br><input type="password" id="popup-password" name="password" autocomplete="current-password"></p><p><button type="submit">Anmelden</button></p></form></dialog>`;
const popup = (attributes = '', inside = '') => `${OPENER}<sf-popup>${dialog(attributes, inside)}</sf-popup>`;

const meta = {
  title: 'Widgets/sf-popup',
  render: () => <ShopMarkup html={popup()} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const openLogin = async (root: HTMLElement) => {
  await userEvent.click(within(root).getByRole('link', { name: 'Anmelden' }));
  const opened = await within(document.body).findByRole('dialog', { name: 'Anmelden' });
  await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
  return opened;
};

/** Closed: the opener is a link (to the account page without script). */
export const Closed: Story = {};

/** Opened by its link: a modal dialog with focus inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await openLogin(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Anmelden', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Closed with its button (or Escape, or a click on the backdrop): focus goes back to the opener. */
export const ClosedAgain: Story = {
  play: async ({ canvasElement }) => {
    const opened = await openLogin(canvasElement);
    await userEvent.click(within(opened).getByRole('button', { name: 'Anmeldung schließen' }));
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Anmelden' })).toHaveFocus());
  },
};

/** After a refused login: the shop printed it open with the notice, and it opens as the modal dialog. */
export const WithNotice: Story = {
  render: () => <ShopMarkup html={popup('open', notice)} />,
  play: async () => {
    const opened = await within(document.body).findByRole('dialog', { name: 'Anmelden' });
    await waitFor(() => expect(opened.matches(':modal')).toBe(true));
  },
};

/** Open on a phone (375 px). */
export const OpenNarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await openLogin(canvasElement);
  },
};

/** Every state side by side, drawn in place (a modal dialog covers the page, so only one opens at a time: see Open). */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={360}
      panels={[
        { name: 'Geschlossen', note: 'Nur der Link „Anmelden“.', html: OPENER.replace('data-open="#login-form-popup"', '') },
        { name: 'Offen', note: 'Das Fenster, wie es sich öffnet (hier an Ort und Stelle gezeichnet).', html: dialog('open style="position:static;display:block"').replace('data-open-on-notice', '') },
        {
          name: 'Mit Hinweis',
          note: 'Nach einer abgelehnten Anmeldung: öffnet sich von selbst.',
          html: dialog('open style="position:static;display:block"', notice).replace('data-open-on-notice', ''),
        },
      ]}
    />
  ),
};
