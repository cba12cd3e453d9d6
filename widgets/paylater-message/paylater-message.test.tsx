import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../src/payments/events';
import { loadProviderSdk } from '../../src/payments/provider/script-loader';
import { fakeWalletSdk } from '../../src/test/fake-wallet-sdk';
import './element';

vi.mock('../../src/payments/provider/script-loader', () => ({ loadProviderSdk: vi.fn() }));

const settings = (context: string, more: Record<string, unknown> = {}) => ({
  context,
  url_params: { 'client-id': 'test', currency: 'EUR', components: 'buttons,messages' },
  messages: { wrapper: '#ppcp-messages', amount: 89.5, is_hidden: false, placement: context, style: { layout: 'text' } },
  ...more,
});
const productPage = `<div class="product"><div class="summary"><p class="price"><span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;€</bdi></span></p>
<form class="cart"><input type="number" name="quantity" value="1"><button type="submit" name="add-to-cart" value="101">In den Warenkorb</button>
<sf-paylater-message context="product"><div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div></sf-paylater-message></form></div></div>`;
const message = () => document.querySelector<HTMLElement>('#ppcp-messages .ppcp-message');

describe('sf-paylater-message', () => {
  let messages: Array<Record<string, unknown>>;
  beforeEach(() => {
    const sdk = fakeWalletSdk();
    messages = [];
    const Messages = sdk.namespace.Messages;
    sdk.namespace.Messages = (options) => {
      messages.push(options as Record<string, unknown>);
      return Messages(options);
    };
    vi.mocked(loadProviderSdk).mockReset().mockResolvedValue(sdk.namespace);
  });
  afterEach(() => delete (window as { PayPalCommerceGateway?: unknown }).PayPalCommerceGateway);

  it('shows the message for price × quantity in an element ppcp-message-{9 base-36}, and again on every change', async () => {
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage;
    await waitFor(() => expect(message()?.textContent).toBe('Später bezahlen ab 89.5 €'));
    expect(message()!.id).toMatch(/^ppcp-message-[0-9a-z]{9}$/);
    const first = message()!.id;
    const quantity = document.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    quantity.value = '3';
    fireEvent.change(quantity);
    await waitFor(() => expect(message()?.textContent).toBe('Später bezahlen ab 268.5 €'));
    expect(message()!.id).not.toBe(first);
    expect(messages.map((options) => [options.amount, options.placement])).toEqual([
      [89.5, 'product'],
      [268.5, 'product'],
    ]);
    expect(document.querySelectorAll('.ppcp-message')).toHaveLength(1);
  });

  it('cart: the cart total; hidden when simulate-cart says so', async () => {
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="cart_totals"><table><tr class="order-total"><td><span class="woocommerce-Price-amount amount">1.234,00&nbsp;€</span></td></tr></table>
<sf-paylater-message context="cart"><div id="ppcp-messages"></div></sf-paylater-message></div>`;
    await waitFor(() => expect(messages.map((options) => options.amount)).toEqual([1234]));
    emit('sf:wallet-simulated', { total: 1234, messagesHidden: true });
    await waitFor(() => expect(document.getElementById('ppcp-messages')!.hidden).toBe(true));
  });

  it("checkout: the order review's total with placement 'payment', again once the review is replaced with a new total (update_order_review)", async () => {
    Object.assign(window, { PayPalCommerceGateway: settings('checkout', { messages: { wrapper: '#ppcp-messages', amount: 179, is_hidden: false, placement: 'payment', style: { layout: 'text' } } }) });
    const table = (total: string) =>
      `<table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr class="order-total"><th>Gesamtsumme</th><td><strong><span class="woocommerce-Price-amount amount"><bdi>${total}&nbsp;€</bdi></span></strong> <small class="includes_tax">(inkl. <span class="woocommerce-Price-amount amount"><bdi>28,58&nbsp;€</bdi></span> MwSt.)</small></td></tr></tfoot></table>`;
    document.body.innerHTML = `<form class="checkout"><div id="order_review">${table('179,00')}<sf-paylater-message context="checkout"><div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div></sf-paylater-message><div id="payment"></div></div></form>`;
    await waitFor(() => expect(message()?.textContent).toBe('Später bezahlen ab 179 €'));
    document.querySelector('.woocommerce-checkout-review-order-table')!.outerHTML = table('191,90');
    emit('sf:updated-checkout', { fragments: {} });
    await waitFor(() => expect(message()?.textContent).toBe('Später bezahlen ab 191.9 €'));
    expect(messages.map((options) => [options.amount, options.placement])).toEqual([
      [179, 'payment'],
      [191.9, 'payment'],
    ]);
  });

  it('renders nothing while the settings hide messages', async () => {
    Object.assign(window, { PayPalCommerceGateway: settings('cart', { messages: { wrapper: '#ppcp-messages', amount: 10, is_hidden: true, placement: 'cart', style: {} } }) });
    document.body.innerHTML = `<sf-paylater-message context="cart"><div id="ppcp-messages"></div></sf-paylater-message>`;
    await waitFor(() => expect(document.querySelector('sf-paylater-message[data-sf-upgraded]')).not.toBeNull());
    await waitFor(() => expect(loadProviderSdk).toHaveBeenCalled());
    expect(document.getElementById('ppcp-messages')!.hidden).toBe(true);
    expect(messages).toEqual([]);
  });
});
