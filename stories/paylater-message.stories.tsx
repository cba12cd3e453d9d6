import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/paylater-message/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel } from './story-helpers';
import { installStoryWallet, storySettings } from './wallet-story-sdk';

/**
 * `<sf-paylater-message>`: the wallet provider's pay-later message for the current amount
 * (price × quantity on the product page, the cart total on the cart), drawn by the provider's
 * SDK (here the tests' fake) into an element 'ppcp-message-…', again on every change.
 */
const product = `<div class="product"><div class="summary"><p class="price"><span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;€</bdi></span></p>
<form class="cart"><div class="quantity"><label for="qty">Menge</label> <input id="qty" type="number" name="quantity" value="1" min="1"></div>
<sf-paylater-message context="product"><div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div></sf-paylater-message></form></div></div>`;
const cart = `<div class="cart_totals"><table class="shop_table"><tbody><tr class="order-total"><th>Gesamtsumme</th><td><strong><span class="woocommerce-Price-amount amount">1.234,00&nbsp;€</span></strong></td></tr></tbody></table>
<sf-paylater-message context="cart"><div id="ppcp-messages"></div></sf-paylater-message></div>`;

interface MessageArgs {
  hidden: boolean;
}
const meta = {
  title: 'Widgets/sf-paylater-message',
  args: { hidden: false },
  render: () => <ShopMarkup html={product} />,
  beforeEach: ({ args }) => {
    const settings = storySettings('product');
    const wallet = installStoryWallet({ ...settings, messages: { ...settings.messages, is_hidden: (args as MessageArgs).hidden } });
    return () => wallet.remove();
  },
} satisfies Meta<MessageArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = (root: HTMLElement) => root.querySelector<HTMLElement>('.ppcp-message');

/** Product page: the message for 1 × 89,50 €. */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Später bezahlen ab 89.5 €'));
  },
};

/** The quantity changed to 3: the message is drawn again for 268,50 €. */
export const QuantityChanged: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(message(canvasElement)).not.toBeNull());
    const quantity = canvasElement.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Später bezahlen ab 268.5 €'));
  },
};

/** The shop hides messages (settings or simulate-cart): nothing shows. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('sf-paylater-message')).toHaveAttribute('data-sf-upgraded'));
    await expect(canvasElement.querySelector('#ppcp-messages')).not.toBeVisible();
  },
};

/** Every state: product page and cart total. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      panels={[
        { name: 'Produkt', note: '1 × 89,50 €', html: product },
        { name: 'Warenkorb', note: 'Gesamtsumme 1.234,00 €', html: cart },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(message(panel(canvasElement, 'Produkt'))).toHaveTextContent('89.5'));
    await waitFor(() => expect(message(panel(canvasElement, 'Warenkorb'))).toHaveTextContent('1234'));
  },
};
