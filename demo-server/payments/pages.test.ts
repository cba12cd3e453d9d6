/**
 * What the pages print of the wallet: the settings global and the wrappers per page type, as
 * the demo configuration says, and nothing on pages without buttons or without a third party.
 */
import { describe, expect, it } from 'vitest';
import { fillCart } from '../checkout/test-support.ts';
import { duplicateIds, pageGlobalsScript } from '../test-helpers.ts';
import { appShop, pageSettings, productPath, THIRD_PARTY, walletShop } from './test-support.ts';

const { shop } = walletShop();
const plain = appShop({ distDir: '/nonexistent-dist' });

const KEYS = [
  'url',
  'url_params',
  'script_attributes',
  'client_id',
  'currency',
  'context',
  'ajax',
  'button',
  'messages',
  'labels',
  'separate_buttons',
  'simulate_cart',
  'early_checkout_validation_enabled',
  'basic_checkout_validation_enabled',
  'appswitch',
];

describe('the settings global per page', () => {
  it('product page: context product, SDK on the third-party origin, every endpoint with a nonce; buttons and message in the add-to-cart form', async () => {
    const { settings, doc, text } = await pageSettings(shop.client, productPath(101));
    expect(settings).toBeDefined();
    for (const key of KEYS) expect(settings, key).toHaveProperty(key);
    expect(settings!.context).toBe('product');
    expect(settings!.url.startsWith(`${THIRD_PARTY}/sdk/js?`)).toBe(true);
    expect(Object.fromEntries(new URL(settings!.url).searchParams)).toEqual(settings!.url_params);
    expect(settings!.url_params).toMatchObject({
      'client-id': settings!.client_id,
      currency: 'EUR',
      intent: 'capture',
      commit: 'true',
      'enable-funding': 'paylater',
      'disable-funding': 'card',
      components: 'buttons,messages,funding-eligibility',
    });
    expect(settings!.messages).toMatchObject({ wrapper: '#ppcp-messages', amount: 89.5, is_hidden: false, placement: 'product' });
    expect(settings!.button).toMatchObject({
      wrapper: '#ppc-button-ppcp-gateway',
      mini_cart_wrapper: '#ppc-button-minicart',
      is_disabled: false,
      is_mini_cart_disabled: true,
      mini_cart_style: { height: 35 },
    });
    expect(settings!.simulate_cart).toEqual({ enabled: true, throttling: 5000 });
    for (const [key, entry] of Object.entries(settings!.ajax)) {
      if (key === 'update_customer_shipping' || key === 'cart_script_params') continue;
      expect(entry, key).toEqual(expect.objectContaining({ endpoint: expect.stringMatching(/^\/\?wc-ajax=ppc-/), nonce: expect.stringMatching(/^[a-f0-9]{10}$/) }));
    }
    expect(settings!.ajax.update_customer_shipping).toEqual({
      shipping_options: { endpoint: '/wp-json/wc/store/v1/cart/select-shipping-rate' },
      shipping_address: { cart_endpoint: '/wp-json/wc/store/v1/cart/', update_customer_endpoint: '/wp-json/wc/store/v1/cart/update-customer' },
      wp_rest_nonce: expect.stringMatching(/^[a-f0-9]{10}$/),
    });
    const buttons = doc.querySelector('form.cart sf-wallet-buttons[context=product]')!;
    expect(buttons.innerHTML).toBe('<div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div>');
    expect(buttons.previousElementSibling!.matches('.buy-now-button, .single_add_to_cart_button')).toBe(true);
    expect(doc.querySelector('sf-paylater-message[context=product]')!.innerHTML).toBe('<div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div>');
    // The global is in the page's globals script, after the consent blocker's.
    expect(pageGlobalsScript(doc)).toContain('var PayPalCommerceGateway=');
    expect(duplicateIds(text)).toEqual([]);
  });

  it('a variable product: in the variations form; an out-of-stock product: none', async () => {
    const variable = await pageSettings(shop.client, productPath(114));
    expect(variable.settings?.productType).toBe('variable');
    expect(variable.doc.querySelector('form.variations_form sf-wallet-buttons[context=product]')).not.toBeNull();
    const soldOut = await pageSettings(shop.client, productPath(107));
    expect(soldOut.settings).toBeUndefined();
    expect(soldOut.doc.querySelector('sf-wallet-buttons')).toBeNull();
  });

  it('cart page: context cart, the cart total; the buttons under proceed-to-checkout; an empty cart prints none', async () => {
    expect((await pageSettings(shop.client, '/cart/')).settings).toBeUndefined();
    await fillCart(shop.client, { 101: 1, 104: 1 });
    const { settings, doc } = await pageSettings(shop.client, '/cart/');
    expect(settings).toMatchObject({ context: 'cart', messages: { amount: 98.9, placement: 'cart' } });
    expect(doc.querySelector('.wc-proceed-to-checkout > sf-wallet-buttons[context=cart] > #ppc-button-ppcp-gateway')).not.toBeNull();
    expect(doc.querySelector('.wc-proceed-to-checkout > sf-paylater-message[context=cart] > #ppcp-messages')).not.toBeNull();
  });

  it('checkout: the ppcp-gateway method, the hidden fields and the buttons after the place-order button (axe: the browser walk)', async () => {
    await fillCart(shop.client, { 101: 1 });
    const { settings, doc, text } = await pageSettings(shop.client, '/checkout/');
    expect(settings).toMatchObject({ context: 'checkout', messages: { placement: 'payment' }, early_checkout_validation_enabled: true, separate_buttons: {} });
    expect(doc.querySelector('li.wc_payment_method.payment_method_ppcp-gateway label')!.textContent).toBe('PayPal');
    expect(doc.querySelector('.payment_method_ppcp-card-button-gateway')).toBeNull();
    const row = doc.querySelector('form.checkout .form-row.place-order')!;
    expect(row.querySelector('input[type=hidden][name=ppcp-resume-order]')).not.toBeNull();
    expect(row.querySelector('input[type=hidden][name=ppcp-funding-source]')).not.toBeNull();
    const area = row.querySelector('#place_order ~ sf-wallet-buttons[context=checkout]')!;
    expect(area.innerHTML).toBe('<div id="ppc-button-ppcp-gateway"></div>');
    expect(duplicateIds(text)).toEqual([]);
  });

  it("checkout (§ 312j BGB, pay-later): the buttons' style labels them 'buynow' (elsewhere 'paypal'); the message for the checkout's total (2 × 89,50 €) sits where the plugin prints it, between the order review and the payment area, outside what update_order_review replaces", async () => {
    await fillCart(shop.client, { 101: 2 });
    const { settings, doc, text } = await pageSettings(shop.client, '/checkout/');
    expect(settings!.button.style).toMatchObject({ label: 'buynow', layout: 'vertical', color: 'gold' });
    expect(settings!.messages).toMatchObject({ wrapper: '#ppcp-messages', amount: 179, is_hidden: false, placement: 'payment' });
    const message = doc.querySelector('#order_review > .woocommerce-checkout-review-order-table + sf-paylater-message[context=checkout]')!;
    expect(message).not.toBeNull();
    expect(message.innerHTML).toBe('<div id="ppcp-messages" data-partner-attribution-id="Woo_PPCP"></div>');
    expect(message.nextElementSibling!.id).toBe('payment');
    expect(doc.querySelectorAll('sf-paylater-message')).toHaveLength(1);
    expect(duplicateIds(text)).toEqual([]);
    expect((await pageSettings(shop.client, '/cart/')).settings!.button.style).toMatchObject({ label: 'paypal' });
  });

  it('separate buttons: the card button gateway and its wrapper at checkout, in separate_buttons', async () => {
    await shop.client.postJson('/__demo/wallet', { separateButtons: true });
    await fillCart(shop.client, { 101: 1 });
    const { settings, doc } = await pageSettings(shop.client, '/checkout/');
    expect(settings!.separate_buttons).toEqual({ 'card-button': { id: 'ppcp-card-button-gateway', wrapper: '#ppc-button-ppcp-card-button-gateway', style: expect.any(Object) } });
    expect(doc.querySelector('li.payment_method_ppcp-card-button-gateway label')!.textContent).toBe('Kredit- oder Debitkarte');
    expect(doc.querySelector('sf-wallet-buttons[context=checkout] #ppc-button-ppcp-card-button-gateway')).not.toBeNull();
  });

  it('mini-cart buttons (when switched on, with a cart): in the desktop dropdown once; pages without own buttons print the mini-cart context', async () => {
    await fillCart(shop.client, { 101: 1 });
    expect((await pageSettings(shop.client, '/shop/')).settings).toBeUndefined();
    await shop.client.postJson('/__demo/wallet', { miniCartButtons: true });
    const shopPage = await pageSettings(shop.client, '/shop/');
    expect(shopPage.settings).toMatchObject({ context: 'mini-cart', mini_cart_buttons_enabled: '1', button: { is_mini_cart_disabled: false } });
    expect(shopPage.doc.querySelectorAll('#ppc-button-minicart')).toHaveLength(1);
    expect(shopPage.doc.querySelector('#mini-cart-dropdown sf-wallet-buttons[context=mini-cart] > #ppc-button-minicart')).not.toBeNull();
    expect(duplicateIds(shopPage.text)).toEqual([]);
    // A page with its own buttons prints its own context (one global per page).
    const product = await pageSettings(shop.client, productPath(103));
    expect(product.settings!.context).toBe('product');
    expect(product.text.split('var PayPalCommerceGateway=')).toHaveLength(2);
  });

  it('pay-for-order: context pay-now with the order id, the wallet method and its area', async () => {
    const created = await shop.client.postJson('/__demo/orders', {});
    const order = ((await created.json()) as { order: { id: number; urls: { pay: string } } }).order;
    const { settings, doc } = await pageSettings(shop.client, order.urls.pay);
    expect(settings).toMatchObject({ context: 'pay-now', order_id: order.id });
    expect(doc.querySelector('#payment li.payment_method_ppcp-gateway')).not.toBeNull();
    expect(doc.querySelector('#order_review .form-row.place-order sf-wallet-buttons[context=pay-now] > #ppc-button-ppcp-gateway')).not.toBeNull();
  });

  it('switching a context off removes its buttons and global; pay-later off removes the message', async () => {
    await shop.client.postJson('/__demo/wallet', { product: false, cart: false, payLater: false });
    await fillCart(shop.client, { 101: 1 });
    const product = await pageSettings(shop.client, productPath(101));
    expect(product.settings).toBeUndefined();
    expect(product.doc.querySelector('sf-wallet-buttons, sf-paylater-message')).toBeNull();
    expect((await pageSettings(shop.client, '/cart/')).settings).toBeUndefined();
    const checkout = await pageSettings(shop.client, '/checkout/');
    expect(checkout.settings).toMatchObject({ messages: { is_hidden: true }, url_params: { 'disable-funding': 'card,paylater' } });
    expect(checkout.doc.querySelector('sf-paylater-message')).toBeNull();
  });

  it('pages without buttons print nothing of the wallet', async () => {
    await fillCart(shop.client, { 101: 1 });
    for (const path of ['/', '/shop/', '/my-account/', '/agb/', '/__demo/']) {
      const { settings, doc } = await pageSettings(shop.client, path);
      expect(settings, path).toBeUndefined();
      expect(doc.querySelector('sf-wallet-buttons, sf-paylater-message'), path).toBeNull();
    }
  });
});

describe('a shop without a third-party origin', () => {
  it('prints nothing wallet-related on any page and offers no wallet method', async () => {
    await fillCart(plain.client, { 101: 1 });
    for (const path of [productPath(101), '/cart/', '/checkout/', '/shop/']) {
      const { text } = await plain.client.getPage(path);
      expect(text, path).not.toMatch(/PayPalCommerceGateway|sf-wallet-buttons|sf-paylater-message|ppcp-/);
    }
  });
});
