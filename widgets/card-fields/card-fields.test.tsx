import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { loadProviderSdk } from '../../src/payments/provider/script-loader';
import { validBilling } from '../../src/test/checkout-html';
import { cardForm, type SavedCard } from '../../demo-server/payments/card-form';
import { cardCheckoutPage, fakeCardSdk } from '../../src/test/fake-card-sdk';
import { installWalletShop } from '../../src/test/fake-wallet-shop';
import '../checkout/element';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../src/payments/provider/script-loader', () => ({ loadProviderSdk: vi.fn() }));

const RECEIVED = `${location.origin}/checkout/order-received/8/?key=wc_order_y`;
const FIELDS_EMPTY = 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.';
const NOT_SUPPORTED = 'Leider unterstützen wir deine Kreditkarte nicht.';
const DECLINED = 'Deine Karte wurde abgelehnt. Bitte prüfe deine Angaben oder verwende eine andere Karte.';
const GENERIC = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';

const endpoint = (name: string) => ({ endpoint: `/?wc-ajax=${name}`, nonce: `nonce-${name}` });
const settings = () => ({
  url: 'http://127.0.0.1:3001/sdk/js?client-id=test',
  url_params: { 'client-id': 'test', currency: 'EUR', components: 'buttons,card-fields', intent: 'capture' },
  context: 'checkout',
  ajax: Object.fromEntries(['create_order', 'approve_order', 'save_checkout_form'].map((name) => [name, endpoint(`ppc-${name.replace(/_/g, '-')}`)])),
  labels: { error: { generic: '' } },
  hosted_fields: {
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
  },
});

const shopRoutes = () => ({
  'ppc-save-checkout-form': () => ({ success: true, data: null }),
  'ppc-create-order': () => ({ success: true, data: { id: 'CARDORDER', custom_id: 'wc-8' } }),
  'ppc-approve-order': () => ({ success: true, data: {} }),
  checkout: () => ({ result: 'success', redirect: RECEIVED }),
});

/** The checkout with the card gateway's box as the demo shop prints it. */
const cardPage = (saved: SavedCard[] = []) => cardCheckoutPage(cardForm(saved).value);

/** The shop's place-order button: it pays with the card too (§ 312j BGB); the plugin's own button is hidden. */
const payButton = () => document.getElementById('place_order') as HTMLButtonElement;
const alertText = () => document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent;

async function cardCheckout() {
  Object.assign(window, { PayPalCommerceGateway: settings() });
  document.body.innerHTML = cardPage();
  await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
  for (const [name, value] of Object.entries(validBilling)) (document.getElementById(name) as HTMLInputElement).value = value;
  (document.getElementById('terms') as HTMLInputElement).checked = true;
  fireEvent.click(document.getElementById('payment_method_ppcp-credit-card-gateway')!);
  await waitFor(() => expect(document.querySelectorAll('sf-card-fields .fake-card-field')).toHaveLength(3));
}

describe('sf-card-fields', () => {
  let sdk: ReturnType<typeof fakeCardSdk>;
  beforeEach(() => {
    sdk = fakeCardSdk();
    vi.mocked(loadProviderSdk).mockReset().mockResolvedValue(sdk.namespace);
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
    vi.mocked(navigate).mockClear();
    delete (window as { PayPalCommerceGateway?: unknown }).PayPalCommerceGateway;
  });

  it("renders the provider's fields into the shop's containers, named by their labels; the shop's inputs stay, hidden; the card's own button hides, 'Zahlungspflichtig bestellen' stays", async () => {
    installWalletShop(shopRoutes());
    await cardCheckout();
    expect([...document.querySelectorAll<HTMLElement>('.fake-card-field')].map((f) => [f.closest('[data-card-field]')!.getAttribute('data-card-field'), f.title])).toEqual([
      ['card-number', 'Kartennummer'],
      ['card-expiry', 'Ablaufdatum (MM/JJ)'],
      ['card-cvc', 'Prüfziffer (CVC)'],
    ]);
    expect([...document.querySelectorAll<HTMLInputElement>('[data-card-field] input')].every((input) => input.hidden)).toBe(true);
    expect(document.querySelector<HTMLElement>('.ppcp-dcc-order-button')!.hidden).toBe(true);
    expect(payButton().hidden).toBe(false);
    expect(payButton().textContent).toBe('Zahlungspflichtig bestellen');
  });

  it.each<[string, string | undefined, boolean, boolean, string]>([
    ['empty fields', undefined, false, true, FIELDS_EMPTY],
    ['an Amex the shop does not take', 'american-express', true, false, NOT_SUPPORTED],
  ])('%s: the spec message, nothing sent', async (_name, type, valid, empty, message) => {
    const shop = installWalletShop(shopRoutes());
    await cardCheckout();
    if (type || empty) sdk.type(type, valid, empty);
    fireEvent.click(payButton());
    await waitFor(() => expect(alertText()).toBe(message));
    expect(shop.requests).toEqual([]);
    expect(sdk.made.submits).toEqual([]);
  });

  it('a click checks the state the provider has now, not only what its events said (a last keystroke still on its way)', async () => {
    const shop = installWalletShop(shopRoutes());
    await cardCheckout();
    sdk.type('visa', false);
    sdk.type('visa', true, false, false);
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
    expect(shop.sent('ppc-create-order')).toHaveLength(1);
  });

  it('the card type is a class on the number container (american-express → amex)', async () => {
    installWalletShop(shopRoutes());
    await cardCheckout();
    const number = document.querySelector('[data-card-field="card-number"]')!;
    sdk.type('american-express');
    expect(number.classList.contains('amex')).toBe(true);
    sdk.type('master-card');
    expect([number.classList.contains('amex'), number.classList.contains('mastercard')]).toEqual([false, true]);
  });

  it('a valid Visa: two clicks are one payment — cardholder name and contingency to the provider, create_order with funding source card, approve, the place-order → order received', async () => {
    const shop = installWalletShop(shopRoutes());
    await cardCheckout();
    sdk.type('visa');
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
    expect(sdk.made.submits).toEqual([{ cardholderName: 'Anna Muster', contingencies: ['SCA_WHEN_REQUIRED'] }]);
    expect(shop.sent('ppc-create-order')).toHaveLength(1);
    expect(shop.sent('ppc-create-order')[0]!.body).toMatchObject({ funding_source: 'card', context: 'checkout' });
    expect(shop.sent('ppc-approve-order')[0]!.body).toMatchObject({ order_id: 'CARDORDER', funding_source: 'card' });
    expect(shop.sent('checkout')[0]!.body).toMatchObject({ payment_method: 'ppcp-credit-card-gateway', 'ppcp-funding-source': 'card' });
  });

  it.each<['decline' | 'network', string, string]>([
    ['decline', 'a declined card', DECLINED],
    ['network', 'no answer from the provider (network)', GENERIC],
  ])('%s (%s): its message, nothing placed, the form unblocked; the next click is a new payment that pays', async (confirm, _name, message) => {
    const shop = installWalletShop(shopRoutes());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await cardCheckout();
    sdk.type('visa');
    sdk.made.confirm = confirm;
    fireEvent.click(payButton());
    await waitFor(() => expect(alertText()).toBe(message));
    const form = document.querySelector('form.checkout')!;
    expect([form.classList.contains('processing'), form.hasAttribute('aria-busy'), payButton().hasAttribute('aria-disabled')]).toEqual([false, false, false]);
    expect([shop.sent('ppc-approve-order'), shop.sent('checkout')]).toEqual([[], []]);
    sdk.made.confirm = 'approve';
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
    expect(shop.sent('ppc-create-order')).toHaveLength(2);
  });

  it("a saved card: chosen on load, the card fields hidden; 'new' shows the fields; the shop's button shows throughout and with a token places the order with it", async () => {
    const shop = installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings() });
    document.body.innerHTML = cardPage([{ token: '7', brand: 'Visa', last4: '1111', expiry: '12/30' }]);
    const [saved, fresh] = document.querySelectorAll<HTMLInputElement>('input[name="wc-ppcp-credit-card-gateway-payment-token"]');
    // The browser restored 'new' (back navigation): the choice resets to the first option (spec §4).
    saved!.checked = false;
    fresh!.checked = true;
    await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
    fireEvent.click(document.getElementById('payment_method_ppcp-credit-card-gateway')!);
    const wrapper = document.getElementById('ppcp-hosted-fields')!;
    const placeOrder = document.getElementById('place_order')!;
    await waitFor(() => expect([saved!.checked, wrapper.hidden, placeOrder.hidden]).toEqual([true, true, false]));
    fireEvent.click(fresh!);
    expect([wrapper.hidden, placeOrder.hidden]).toEqual([false, false]);
    fireEvent.click(saved!);
    expect([wrapper.hidden, placeOrder.hidden]).toEqual([true, false]);
    for (const [name, value] of Object.entries(validBilling)) (document.getElementById(name) as HTMLInputElement).value = value;
    (document.getElementById('terms') as HTMLInputElement).checked = true;
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
    expect(shop.sent('checkout')[0]!.body).toMatchObject({ payment_method: 'ppcp-credit-card-gateway', 'wc-ppcp-credit-card-gateway-payment-token': '7' });
    expect(shop.sent('ppc-create-order')).toEqual([]);
  });

  it('the provider script failing: the generic error on a click of the place-order button', async () => {
    installWalletShop(shopRoutes());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadProviderSdk).mockReset().mockRejectedValue(new Error('The script "x" failed to load.'));
    Object.assign(window, { PayPalCommerceGateway: settings() });
    document.body.innerHTML = cardPage();
    await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
    fireEvent.click(document.getElementById('payment_method_ppcp-credit-card-gateway')!);
    await waitFor(() => expect(document.getElementById('place_order')!.hidden).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(alertText()).toBe(GENERIC));
  });
});
