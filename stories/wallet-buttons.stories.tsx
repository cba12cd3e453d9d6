import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { walletCheckoutPage } from '../src/test/fake-wallet-sdk';
import '../widgets/checkout/element';
import '../widgets/wallet-buttons/element';
import { blockNavigation, ShopMarkup, StateGrid } from './shop-page';
import { panel } from './story-helpers';
import { installStoryWallet, storySettings, type StoryApprove } from './wallet-story-sdk';

/**
 * `<sf-wallet-buttons>`: the wallet provider's buttons in a payment area (product page, cart,
 * mini-cart, checkout, pay-for-order page), one per funding source, drawn by the provider's
 * SDK (here the tests' fake: real buttons, no popup; the story decides what the shopper does
 * in it). Errors show at the top of the page's notices.
 */
const GENERIC = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';
const DECLINED = 'Die Karte wurde abgelehnt. Bitte wähle im PayPal-Fenster eine andere Zahlungsquelle.';

const product = (price = '89,50') => `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="product"><div class="summary">
<h2 class="product_title">Universal Frontspoiler</h2><p class="price"><span class="woocommerce-Price-amount amount"><bdi>${price}&nbsp;€</bdi></span></p>
<form class="cart" action="/product/universal-frontspoiler/" method="post"><div class="quantity"><label for="qty">Menge</label> <input id="qty" type="number" name="quantity" value="1" min="1"></div>
<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">In den Warenkorb</button>
<sf-wallet-buttons context="product"><div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div></sf-wallet-buttons></form></div></div></div>`;
const cart = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt">Weiter zur Kasse</a>
<sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div></sf-wallet-buttons></div></div>`;

interface WalletArgs {
  approve: StoryApprove;
}
const meta = {
  title: 'Widgets/sf-wallet-buttons',
  args: { approve: 'ok' },
  render: () => <ShopMarkup html={product()} />,
  beforeEach: ({ args }) => {
    const wallet = installStoryWallet(storySettings('product'), (args as WalletArgs).approve);
    const unblock = blockNavigation();
    return () => {
      wallet.remove();
      unblock();
    };
  },
} satisfies Meta<WalletArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (root: HTMLElement, name = 'Mit PayPal bezahlen') => within(root).findByRole('button', { name }, { timeout: 3000 });
const notices = (root: HTMLElement) => root.querySelector<HTMLElement>('.woocommerce-notices-wrapper [role="alert"]');

/** Product page, ready: the wallet's and the pay-later button, stacked, in the shop's wrapper. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await button(canvasElement);
    await button(canvasElement, 'Später bezahlen');
  },
};

/** Product page with a zero price: the buttons are disabled (greyed, no pointer events), announced. */
export const Disabled: Story = {
  render: () => <ShopMarkup html={product('0,00')} />,
  play: async ({ canvasElement }) => {
    await button(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#ppc-button-ppcp-gateway')).toHaveClass('ppcp-disabled'));
  },
};

/** Cart: the provider reported an error → the generic error at the top of the notices. */
export const ProviderError: Story = {
  render: () => <ShopMarkup html={cart} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement));
    await failLastPayment();
    await waitFor(() => expect(notices(canvasElement)).toHaveTextContent(GENERIC));
  },
};

/** Cart: the shop refused the approval with code 100 (a declined card): its message, and the payment restarts. */
export const Declined: Story = {
  args: { approve: { code: 100, message: DECLINED } },
  render: () => <ShopMarkup html={cart} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement));
    await approveLastPayment();
    await waitFor(() => expect(notices(canvasElement)).toHaveTextContent(DECLINED));
  },
};

/** Checkout, wallet chosen, fields empty: the click opens no popup; the missing fields are named. */
export const CheckoutValidation: Story = {
  // The theme's page title stands between the story's h1 and WooCommerce's h3 sections.
  render: () => <ShopMarkup html={`<h2 class="entry-title">Kasse</h2>${walletCheckoutPage()}`} />,
  parameters: { shop: { wallet: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('sf-checkout')).toHaveAttribute('data-sf-upgraded'));
    // The shopper presses the wallet's button once the area is settled (a press during a redraw hit the button being replaced).
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('#payment_method_ppcp-gateway')!);
    const buyNow = await button(canvasElement, 'Mit PayPal bezahlen');
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy'));
    await userEvent.click(buyNow.isConnected ? buyNow : await button(canvasElement, 'Mit PayPal bezahlen'));
    await waitFor(() => expect(notices(canvasElement)).toHaveTextContent('Rechnung: Vorname ist ein Pflichtfeld.'));
  },
};

/** Every state side by side: ready (cart), disabled (zero price), after a provider error. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={340}
      panels={[
        { name: 'Bereit', note: 'Warenkorb: PayPal und Später bezahlen', html: cart },
        { name: 'Deaktiviert', note: 'Produkt mit Preis 0: ausgegraut, nicht klickbar', html: product('0,00') },
        { name: 'Fehler', note: 'Nach einem Anbieterfehler: Hinweis oben', html: cart },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const failed = panel(canvasElement, 'Fehler');
    await userEvent.click(await button(failed));
    await failLastPayment();
    await waitFor(() => expect(notices(failed)).toHaveTextContent(GENERIC));
    await waitFor(() => expect(panel(canvasElement, 'Deaktiviert').querySelector('.ppcp-disabled')).not.toBeNull());
  },
};

/** The story's fake provider (installStoryWallet) as the play functions reach it. */
type StorySdk = ReturnType<typeof installStoryWallet>['sdk'];
const storySdk = () => (window as unknown as { __sfStoryWallet?: StorySdk }).__sfStoryWallet!;
async function failLastPayment() {
  await waitFor(() => expect(storySdk().payments.at(-1)?.orderId).toBeTruthy());
  storySdk().fail();
}
async function approveLastPayment() {
  await waitFor(() => expect(storySdk().payments.at(-1)?.orderId).toBeTruthy());
  await storySdk().approve();
}
