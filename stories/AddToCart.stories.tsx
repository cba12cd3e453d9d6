import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/quantity/element';
import { loopListing, productForm } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals, storyListing } from './story-helpers';

/**
 * `<sf-add-to-cart>` around the shop's add-to-cart buttons: a loop item of the shop listing
 * and the product page form. The shop markup is the demo shop's (demo-server/cart, demo-server/product).
 */
const listing = storyListing(loopListing);

const meta = {
  title: 'Widgets/sf-add-to-cart',
  render: () => <ShopMarkup html={listing} />,
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const addButton = (root: HTMLElement) => within(root).getByRole('link', { name: /^In den Warenkorb/ });

/** The listing button as the shop prints it; the cart is empty. */
export const Empty: Story = {};

/** The product page form: quantity field with −/+ and the add button. */
export const ProductForm: Story = {
  render: () => <ShopMarkup html={productForm} />,
};

/** After a successful add: the button is marked added and "Warenkorb anzeigen" follows it. */
export const Filled: Story = {
  parameters: { shop: { mode: 'ok', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const link = await within(canvasElement).findByRole('link', { name: 'Warenkorb anzeigen' });
    await expect(link).toHaveAttribute('href', '/cart/');
    await expect(addButton(canvasElement)).toHaveClass('added');
  },
};

/** The product form after adding three: the quantity field's value is what is posted. */
export const ProductFormAdded: Story = {
  render: () => <ShopMarkup html={productForm} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = await canvas.findByRole('button', { name: 'Menge erhöhen' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await canvas.findByRole('link', { name: 'Warenkorb anzeigen' });
    await expect(mockShop.requests.at(-1)?.fields).toMatchObject({ product_id: '108', quantity: '3' });
  },
};

/** The shop has not answered yet: the button shows it is busy (class `loading`). */
export const Loading: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    await waitFor(() => expect(addButton(canvasElement)).toHaveClass('loading'));
  },
};

/** The shop failed (HTTP 500): a German alert follows the button. */
export const Error: Story = {
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.');
    await expect(addButton(canvasElement)).not.toHaveClass('loading');
  },
};

/** The shop refused with its own message (error body): the message is shown as text. */
export const ErrorFromShop: Story = {
  parameters: { shop: { mode: 'error-body' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('nicht genügend Artikel vorrätig');
  },
};

/** A phone (375 px): the listing has two columns and the button fills its card. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  render: () => (
    <>
      <ShopMarkup html={listing} />
      <ShopMarkup html={productForm} />
    </>
  ),
};

const panels = [
  { name: 'Bereit', note: 'Wie der Shop den Button ausliefert.', html: listing },
  { name: 'Produktseite', note: 'Formular mit Mengenfeld.', html: productForm },
  { name: 'Lädt', note: 'Anfrage läuft (Klasse loading).', html: listing },
  { name: 'Hinzugefügt', note: 'Erfolg: Link „Warenkorb anzeigen“.', html: listing },
  { name: 'Fehler', note: 'HTTP 500: Hinweis als role="alert".', html: listing },
  { name: 'Fehler vom Shop', note: 'Fehlermeldung des Shops als Text.', html: listing },
];

/** Every state side by side; the play function brings each panel into its state. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={260} />,
  play: async ({ canvasElement }) => {
    // One cart queue per page: the never-answered request goes last.
    mockShop.mode = 'error-body';
    await userEvent.click(addButton(panel(canvasElement, 'Fehler vom Shop')));
    await within(panel(canvasElement, 'Fehler vom Shop')).findByRole('alert');
    mockShop.mode = 'error';
    await userEvent.click(addButton(panel(canvasElement, 'Fehler')));
    await within(panel(canvasElement, 'Fehler')).findByRole('alert');
    mockShop.mode = 'ok';
    await userEvent.click(addButton(panel(canvasElement, 'Hinzugefügt')));
    await within(panel(canvasElement, 'Hinzugefügt')).findByRole('link', { name: 'Warenkorb anzeigen' });
    mockShop.mode = 'never';
    await userEvent.click(addButton(panel(canvasElement, 'Lädt')));
    await waitFor(() => expect(addButton(panel(canvasElement, 'Lädt'))).toHaveClass('loading'));
  },
};
