import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/cart-drawer/element';
import '../widgets/quantity/element';
import { headerControls } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { increaseFirstItem, phoneGlobals, showErrorAndLoadingPanels } from './story-helpers';

/**
 * `<sf-cart-drawer>`: on screens up to 849 px the header cart link opens the shop's
 * `<dialog id="cart-popup">` as a modal off-canvas cart. Every story is shown on a phone
 * (375 px); on wider screens the theme hides the drawer and the link goes to the cart page.
 */
const header = (markup: string) => `<div class="header-cart-controls">${markup}</div>`;

const meta = {
  title: 'Widgets/sf-cart-drawer',
  render: () => <ShopMarkup html={header(headerControls.filled.cartDrawer)} />,
  parameters: { shop: { mode: 'ok', cart: 'filled' } },
  globals: phoneGlobals,
  tags: ['viewport-375'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open the drawer from the cart link, as a shopper does. */
const openDrawer = async (root: HTMLElement) => {
  await userEvent.click(within(root).getByRole('link', { name: /^Warenkorb:/ }));
  const dialog = root.querySelector('dialog')!;
  await waitFor(() => expect(dialog).toHaveAttribute('open'));
  // The shop's own close button (form method="dialog"); the widget adds one only without it.
  await within(dialog).findByRole('button', { name: 'Warenkorb schließen' });
  return dialog;
};

/** As the page loads on a phone: the cart link in the header. */
export const Closed: Story = {};

/** Empty cart, drawer open. */
export const Empty: Story = {
  render: () => <ShopMarkup html={header(headerControls.empty.cartDrawer)} />,
  parameters: { shop: { cart: 'empty' } },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

/** Two items, drawer open (modal: the page behind is inert). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

/** A quantity change is on its way to the shop: the item is marked busy. */
export const Loading: Story = {
  parameters: { shop: { mode: 'never', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await increaseFirstItem(dialog);
    await waitFor(() => expect(dialog.querySelector('.mini_cart_item')).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
  },
};

/** The shop failed (HTTP 500): a German alert below the drawer's title. */
export const Error: Story = {
  parameters: { shop: { mode: 'error', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await increaseFirstItem(dialog);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 2000 });
    await expect(alert).toHaveTextContent('Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.');
  },
};

/** Closing returns focus to the cart link. */
export const ClosedAgain: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warenkorb schließen' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(document.activeElement).toHaveClass('header-cart-link'));
  },
};

/** The smallest phones (320 px): the drawer takes at most 90 % of the width. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['!viewport-375', 'viewport-320'],
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

const inPlace = (markup: string) => header(markup).replace('<dialog ', '<dialog open ');
const panels = [
  { name: 'Geschlossen', note: 'Nur der Warenkorb-Link.', html: header(headerControls.filled.cartDrawer), className: 'sf-story-open' },
  { name: 'Leer', note: 'Leerer Warenkorb.', html: inPlace(headerControls.empty.cartDrawer), className: 'sf-story-open' },
  { name: 'Gefüllt', note: 'Zwei Artikel.', html: inPlace(headerControls.filled.cartDrawer), className: 'sf-story-open' },
  { name: 'Lädt', note: 'Mengenänderung unterwegs (aria-busy).', html: inPlace(headerControls.filled.cartDrawer), className: 'sf-story-open' },
  { name: 'Fehler', note: 'HTTP 500: Hinweis als role="alert".', html: inPlace(headerControls.filled.cartDrawer), className: 'sf-story-open' },
];

/**
 * Every state side by side. The drawers are shown in place (non-modal, by story CSS); on a
 * page only one opens, as a modal dialog.
 */
export const AllStates: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  tags: ['!viewport-375'],
  render: () => <StateGrid panels={panels} minWidth={330} />,
  play: ({ canvasElement }) => showErrorAndLoadingPanels(canvasElement, (shown) => shown.querySelector('.mini_cart_item')),
};
