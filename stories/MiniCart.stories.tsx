import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/cart-fragments/element';
import '../widgets/mini-cart/element';
import '../widgets/quantity/element';
import { storefrontHeaderCart } from '../src/test/storefront-header';
import { headerControls, loopListing } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { expectAlertAfterIncrease, increaseFirstItem, phoneGlobals, showErrorAndLoadingPanels, storyListing } from './story-helpers';

/**
 * `<sf-mini-cart>`: the header cart link with a disclosure button that opens the dropdown;
 * items can be removed and their quantity changed in place. Shown on screens ≥ 850 px (the
 * drawer, sf-cart-drawer, takes over below).
 */
const header = (markup: string) => `<div class="header-cart-controls sf-story-header">${markup}</div>`;

const meta = {
  title: 'Widgets/sf-mini-cart',
  render: () => <ShopMarkup html={header(headerControls.filled.miniCart)} />,
  parameters: { shop: { mode: 'ok', cart: 'filled' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const openDropdown = async (root: HTMLElement) => {
  const toggle = await within(root).findByRole('button', { name: 'Warenkorb-Vorschau anzeigen' });
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
};

/** As the page loads: the cart link and the (closed) disclosure button. */
export const Closed: Story = {};

/** Empty cart, dropdown opened. */
export const Empty: Story = {
  render: () => <ShopMarkup html={header(headerControls.empty.miniCart)} />,
  parameters: { shop: { cart: 'empty' } },
  play: async ({ canvasElement }) => openDropdown(canvasElement),
};

/** Two items, dropdown opened: remove links and quantity fields with −/+. */
export const Filled: Story = {
  play: async ({ canvasElement }) => openDropdown(canvasElement),
};

/** A quantity change is on its way to the shop: the item is marked busy (aria-busy). */
export const Loading: Story = {
  parameters: { shop: { mode: 'never', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await increaseFirstItem(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.mini_cart_item')).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
  },
};

/** The shop failed (HTTP 500): a German alert at the top of the dropdown. */
export const Error: Story = {
  parameters: { shop: { mode: 'error', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectAlertAfterIncrease(canvasElement, 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.');
  },
};

/** The shop refused the quantity with its own message. */
export const ErrorFromShop: Story = {
  parameters: { shop: { mode: 'error-body', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expectAlertAfterIncrease(canvasElement, 'Die maximale Menge für „Carbon-Folie Meterware“ ist 10.');
  },
};

/** Removing an item: the shop answers with new fragments and the list shrinks. */
export const ItemRemoved: Story = {
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    const [remove] = within(canvasElement).getAllByRole('link', { name: /aus dem Warenkorb entfernen/ });
    await userEvent.click(remove!);
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(1));
  },
};

/** `reveal-on-add`: an add elsewhere on the page opens the dropdown with the new cart. */
export const RevealOnAdd: Story = {
  render: () => (
    <>
      <ShopMarkup html={header(headerControls.empty.miniCart)} />
      <ShopMarkup html={storyListing(loopListing)} />
    </>
  ),
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /^In den Warenkorb/ }));
    const toggle = within(canvasElement).getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(1));
  },
};

/**
 * A phone (375 px): the desktop mini-cart is hidden by the theme and the drawer's cart link
 * (sf-cart-drawer) shows in its place. Both are in the header markup, as the shop prints it.
 */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  render: () => <ShopMarkup html={header(headerControls.filled.miniCart + headerControls.filled.cartDrawer)} />,
};

/**
 * Storefront's header cart (stock WooCommerce, `<sf-mini-cart>` around `ul#site-header-cart` as
 * the plugin prints it): the cart widget's content is empty in the page and only fragments
 * (sf-cart-fragments) fill it; lines have no quantity field. Story CSS stands in for
 * Storefront's (the dropdown hangs below the cart's column); the open state is ours.
 */
const storefront = (options: Parameters<typeof storefrontHeaderCart>[0] = {}) => `<div class="sf-story-storefront">${storefrontHeaderCart(options)}</div><sf-cart-fragments></sf-cart-fragments>`;
const storefrontShop = { mode: 'ok', cart: 'filled', theme: 'storefront' } as const;

/** Storefront: the fragments have filled the cart; the button opens the dropdown with its two lines. */
export const StorefrontHeader: Story = {
  render: () => <ShopMarkup html={storefront({ attributes: 'reveal-on-add' })} />,
  parameters: { shop: storefrontShop },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(2));
    await openDropdown(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

/** Storefront: a line removed (its data-cart_item_key); the link and the list follow the shop's fragments. */
export const StorefrontItemRemoved: Story = {
  render: () => <ShopMarkup html={storefront()} />,
  parameters: { shop: storefrontShop },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(2));
    await openDropdown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Remove Universal Frontspoiler from cart' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(1));
    await waitFor(() => expect(canvasElement.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
  },
};

/** Storefront: opened before the fragments came (the shop does not answer): it says it is loading. */
export const StorefrontLoading: Story = {
  render: () => <ShopMarkup html={storefront()} />,
  parameters: { shop: { ...storefrontShop, mode: 'never' } },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Warenkorb wird geladen …');
  },
};

/** Storefront: the fragments failed (HTTP 500) while the content was empty: said as an alert. */
export const StorefrontFailed: Story = {
  render: () => <ShopMarkup html={storefront()} />,
  parameters: { shop: { ...storefrontShop, mode: 'error' } },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Die Warenkorb-Vorschau konnte nicht geladen werden.');
  },
};

/** Storefront's cart and checkout pages: WooCommerce leaves the cart widget out; the link stays, no button. */
export const StorefrontCartPage: Story = {
  render: () => <ShopMarkup html={storefront({ widget: false })} />,
  parameters: { shop: storefrontShop },
};

const panels = [
  { name: 'Geschlossen', note: 'Beim Laden der Seite.', html: header(headerControls.filled.miniCart) },
  { name: 'Leer', note: 'Leerer Warenkorb.', html: header(headerControls.empty.miniCart), className: 'sf-story-open' },
  { name: 'Gefüllt', note: 'Zwei Artikel.', html: header(headerControls.filled.miniCart), className: 'sf-story-open' },
  { name: 'Lädt', note: 'Mengenänderung unterwegs (aria-busy).', html: header(headerControls.filled.miniCart), className: 'sf-story-open' },
  { name: 'Fehler', note: 'HTTP 500: Hinweis als role="alert".', html: header(headerControls.filled.miniCart), className: 'sf-story-open' },
];

/**
 * Every state side by side. The dropdowns are shown in place by story CSS (only one dropdown
 * can be open at a time: a click elsewhere closes it).
 */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={380} />,
  play: ({ canvasElement }) => showErrorAndLoadingPanels(canvasElement, (shown) => shown.querySelector('.mini_cart_item')),
};
