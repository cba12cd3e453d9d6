import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/cart-form/element';
import '../widgets/quantity/element';
import { cartPages } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { expectAlertAfterIncrease, increaseFirstItem, phoneGlobals, showErrorAndLoadingPanels } from './story-helpers';

/**
 * `<sf-cart-form>` on the cart page: quantity changes and removals apply at once, then the
 * shop's cart page is fetched again (GET /cart/) and its table and totals swapped in. The
 * "Warenkorb aktualisieren" button is hidden once the element is ready.
 */
const meta = {
  title: 'Widgets/sf-cart-form',
  render: () => <ShopMarkup html={cartPages.filled} />,
  parameters: { shop: { mode: 'ok', cart: 'filled' }, page: { isCart: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const firstRow = (root: HTMLElement) => root.querySelector('tr.cart_item');

/** Empty cart: the shop's notice and the way back to the shop. */
export const Empty: Story = {
  render: () => <ShopMarkup html={cartPages.empty} />,
  parameters: { shop: { cart: 'empty' } },
};

/** Two items with quantity fields (−/+), remove links and the totals. */
export const Filled: Story = {};

/** A quantity change is on its way to the shop: the row is marked busy (aria-busy). */
export const Loading: Story = {
  parameters: { shop: { mode: 'never', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await increaseFirstItem(canvasElement);
    await waitFor(() => expect(firstRow(canvasElement)).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
  },
};

/** The shop failed (HTTP 500): a German alert above the table. */
export const Error: Story = {
  parameters: { shop: { mode: 'error', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await expectAlertAfterIncrease(canvasElement, 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.');
  },
};

/** The shop refused the quantity with its own message. */
export const ErrorFromShop: Story = {
  parameters: { shop: { mode: 'error-body', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await expectAlertAfterIncrease(canvasElement, 'Die maximale Menge für „Carbon-Folie Meterware“ ist 10.');
  },
};

/** An item removed: the shop's new cart page (table and totals) is swapped in. */
export const ItemRemoved: Story = {
  play: async ({ canvasElement }) => {
    const [remove] = within(canvasElement).getAllByRole('link', { name: /aus dem Warenkorb entfernen/ });
    await userEvent.click(remove!);
    await waitFor(() => expect(canvasElement.querySelectorAll('tr.cart_item')).toHaveLength(1), { timeout: 2000 });
    await expect(mockShop.requests.map((r) => r.endpoint)).toEqual(['remove_from_cart', 'cart-page']);
  },
};

/** A phone (375 px): the theme turns the table into stacked rows. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

const panels = [
  { name: 'Leer', note: 'Leerer Warenkorb.', html: cartPages.empty },
  { name: 'Gefüllt', note: 'Zwei Artikel.', html: cartPages.filled },
  { name: 'Lädt', note: 'Mengenänderung unterwegs (aria-busy).', html: cartPages.filled },
  { name: 'Fehler', note: 'HTTP 500: Hinweis als role="alert".', html: cartPages.filled },
];

/** Every state side by side. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={560} />,
  play: ({ canvasElement }) => showErrorAndLoadingPanels(canvasElement, firstRow),
};
