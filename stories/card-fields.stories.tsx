import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardForm } from '../demo-server/payments/card-form';
import { cardCheckoutPage, fakeCardSdk } from '../src/test/fake-card-sdk';
import '../widgets/checkout/element';
import '../widgets/card-fields/element';
import { blockNavigation, ShopMarkup } from './shop-page';
import { installStoryWallet, storySettings } from './wallet-story-sdk';

/**
 * `<sf-card-fields>`: the provider's card fields (number, expiry, CVC; iframes of the provider
 * in a shop, boxes of the tests' fake here) in the card gateway's payment box at the checkout,
 * paid with the shop's 'Zahlungspflichtig bestellen' (§ 312j BGB; the plugin's own button is
 * hidden). The card's checks before anything is sent show at the top of the notices.
 */
const FIELDS_EMPTY = 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.';
const NOT_SUPPORTED = 'Leider unterstützen wir deine Kreditkarte nicht.';
const HOSTED_FIELDS = {
  wrapper: '#ppcp-hosted-fields',
  valid_cards: ['visa', 'mastercard'],
  contingency: 'SCA_WHEN_REQUIRED',
  labels: {
    credit_card_number: 'Kreditkartennummer',
    cvv: 'Prüfziffer',
    mm_yy: 'MM/JJ',
    fields_empty: FIELDS_EMPTY,
    fields_not_valid: 'Leider sind deine Kreditkarten-Daten nicht gültig.',
    card_not_supported: NOT_SUPPORTED,
  },
};
/** The checkout with the card method chosen (as after a review that kept it). */
const page = () =>
  `<h2 class="entry-title">Kasse</h2>${cardCheckoutPage(cardForm().value)
    .replace('value="bacs" checked', 'value="bacs"')
    .replace('value="ppcp-credit-card-gateway">', 'value="ppcp-credit-card-gateway" checked>')}`;

type StoryCard = ReturnType<typeof fakeCardSdk>;
const storyCard = () => (window as unknown as { __sfStoryCard: StoryCard }).__sfStoryCard;

const meta = {
  title: 'Widgets/sf-card-fields',
  render: () => <ShopMarkup html={page()} />,
  parameters: { shop: { wallet: true } },
  beforeEach: () => {
    const card = fakeCardSdk();
    const settings = storySettings('checkout', { url_params: { 'client-id': 'storybook', currency: 'EUR', components: 'buttons,card-fields', intent: 'capture' }, hosted_fields: HOSTED_FIELDS });
    const wallet = installStoryWallet(settings, 'ok', card.namespace);
    Object.assign(window, { __sfStoryCard: card });
    const unblock = blockNavigation();
    return () => {
      wallet.remove();
      unblock();
      delete (window as unknown as Record<string, unknown>).__sfStoryCard;
    };
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields load when their box comes near the viewport (or is used): scrolled to, as a shopper would. */
const fieldsShown = async (root: HTMLElement) => {
  const element = await waitFor(() => {
    const found = root.querySelector('sf-card-fields[data-sf-upgraded]');
    expect(found).not.toBeNull();
    return found!;
  });
  element.scrollIntoView({ block: 'center' });
  await waitFor(() => expect(root.querySelectorAll('sf-card-fields .fake-card-field')).toHaveLength(3), { timeout: 3000 });
};
const pay = async (root: HTMLElement) => userEvent.click(await within(root).findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
const notices = (root: HTMLElement) => root.querySelector<HTMLElement>('.woocommerce-notices-wrapper [role="alert"]');

/** The card method chosen: the provider's three fields in the shop's containers; the card's own button hidden, the shop's place-order button pays. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await fieldsShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.ppcp-dcc-order-button')).not.toBeVisible());
    await expect(canvasElement.querySelector('#place_order')).toBeVisible();
  },
};

/** Paid with every field empty: fields_empty at the top, nothing sent. */
export const FieldsEmpty: Story = {
  play: async ({ canvasElement }) => {
    await fieldsShown(canvasElement);
    await pay(canvasElement);
    await waitFor(() => expect(notices(canvasElement)).toHaveTextContent(FIELDS_EMPTY));
  },
};

/** An American Express the shop does not take: card_not_supported; the number's box carries the class amex. */
export const CardNotSupported: Story = {
  play: async ({ canvasElement }) => {
    await fieldsShown(canvasElement);
    storyCard().type('american-express');
    await pay(canvasElement);
    await waitFor(() => expect(notices(canvasElement)).toHaveTextContent(NOT_SUPPORTED));
    expect(canvasElement.querySelector('[data-card-field="card-number"]')).toHaveClass('amex');
  },
};
