import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { loadProviderSdk } from '../../src/payments/provider/script-loader';
import { reviewTable, validBilling } from '../../src/test/checkout-html';
import { emit } from '../../src/payments/events';
import { fakeWalletSdk, walletCheckoutPage } from '../../src/test/fake-wallet-sdk';
import { installWalletShop, type Route } from '../../src/test/fake-wallet-shop';
import '../checkout/element';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../src/payments/provider/script-loader', () => ({ loadProviderSdk: vi.fn() }));

const endpoint = (name: string) => ({ endpoint: `/?wc-ajax=${name}`, nonce: `nonce-${name}` });
const settings = (context: string, more: Record<string, unknown> = {}) => ({
  url: 'http://127.0.0.1:3001/sdk/js?client-id=test',
  url_params: { 'client-id': 'test', currency: 'EUR', components: 'buttons,messages', intent: 'capture', commit: 'true', 'disable-funding': 'card' },
  context,
  redirect: 'http://shop.test/checkout/',
  ajax: Object.fromEntries(
    ['simulate_cart', 'change_cart', 'create_order', 'approve_order', 'save_checkout_form', 'validate_checkout'].map((name) => [name, endpoint(`ppc-${name.replace(/_/g, '-')}`)]),
  ),
  button: { wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal', height: 40 } },
  simulate_cart: { enabled: false, throttling: 5000 },
  labels: { error: { generic: '' } },
  basic_checkout_validation_enabled: true,
  ...more,
});

/** The shop's own page: an order-received URL elsewhere is not followed (contracts.ts). */
const RECEIVED = `${location.origin}/checkout/order-received/7/?key=wc_order_x`;
const unit = {
  reference_id: 'default',
  amount: { currency_code: 'EUR', value: '89.50' },
  items: [{ name: 'Frontspoiler', unit_amount: { currency_code: 'EUR', value: '89.50' }, quantity: '1', cart_item_key: 'k1' }],
};
const shopRoutes = (more: Record<string, Route> = {}) => ({
  'ppc-change-cart': () => ({ success: true, data: [unit] }),
  'ppc-create-order': () => ({ success: true, data: { id: 'ORDER-1', custom_id: 'wc-77' } }),
  'ppc-approve-order': () => ({ success: true, data: { order_received_url: RECEIVED } }),
  'ppc-save-checkout-form': () => ({ success: true, data: null }),
  checkout: () => ({ result: 'success', redirect: RECEIVED }),
  ...more,
});

const productPage = (price = '89,50') => `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="product"><div class="summary">
<p class="price"><span class="woocommerce-Price-amount amount"><bdi>${price}&nbsp;€</bdi></span></p>
<form class="cart" action="/product/universal-frontspoiler/" method="post"><div class="quantity"><input type="number" name="quantity" value="1" min="1"></div>
<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">In den Warenkorb</button>
<sf-wallet-buttons context="product"><div id="ppc-button-ppcp-gateway" class="ppc-button-wrapper"></div></sf-wallet-buttons></form></div></div></div>`;

/** The wallet checkout upgraded, filled validly, terms ticked, the wallet chosen. */
async function validWalletCheckout() {
  // WooCommerce's checkout page global: the order review's nonce.
  Object.assign(window, { PayPalCommerceGateway: settings('checkout'), wc_checkout_params: { update_order_review_nonce: 'review-nonce' } });
  document.body.innerHTML = walletCheckoutPage();
  await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
  for (const [name, value] of Object.entries(validBilling)) (document.getElementById(name) as HTMLInputElement).value = value;
  (document.getElementById('terms') as HTMLInputElement).checked = true;
  fireEvent.click(document.getElementById('payment_method_ppcp-gateway')!);
}

const buttonFor = (source: string) =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`sf-wallet-buttons .fake-wallet-button[data-funding-source="${source}"]`);
    expect(button).not.toBeNull();
    return button!;
  });

describe('sf-wallet-buttons', () => {
  let sdk: ReturnType<typeof fakeWalletSdk>;
  beforeEach(() => {
    sdk = fakeWalletSdk();
    vi.mocked(loadProviderSdk).mockReset().mockResolvedValue(sdk.namespace);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.mocked(navigate).mockClear();
    delete (window as { PayPalCommerceGateway?: unknown }).PayPalCommerceGateway;
    document.body.className = '';
  });

  it('renders one button per eligible funding source into the wrapper, styled per source, with a width class', async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage();
    await buttonFor('paylater');
    const wrapper = document.getElementById('ppc-button-ppcp-gateway')!;
    await waitFor(() => expect(wrapper.className).toMatch(/ppcp-width-/));
    expect([...wrapper.querySelectorAll<HTMLElement>('.ppc-button-source')].map((c) => [c.dataset.fundingSource, c.style.marginTop])).toEqual([
      ['paypal', '0px'],
      ['paylater', '12px'],
    ]);
    expect(wrapper.className).toMatch(/ppcp-width-min/); // jsdom lays out nothing: 0 px wide
    const styles = sdk.rendered.map(({ source }) => source);
    expect(styles).toEqual(['paypal', 'paylater']);
    expect(loadProviderSdk).toHaveBeenCalledTimes(1);
  });

  it('product page: changes the cart, creates, approves, and goes to the order-received page', async () => {
    const shop = installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage();
    fireEvent.click(await buttonFor('paypal'));
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    expect(shop.sent('ppc-change-cart')[0].body).toMatchObject({ nonce: 'nonce-ppc-change-cart', products: [{ id: 101, quantity: 1, variations: null }] });
    expect(shop.sent('ppc-create-order')[0].body).toMatchObject({ purchase_units: [unit], payer: null, funding_source: 'paypal', context: 'product', payment_method: 'ppcp-gateway' });
    await sdk.approve();
    expect(shop.sent('ppc-approve-order')[0].body).toMatchObject({ order_id: 'ORDER-1', funding_source: 'paypal', should_create_wc_order: true });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
  });

  it("product page: a subscription add-on's subscribe option chosen hides the buttons, unchosen shows them again (spec §4)", async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage().replace(
      '<div class="quantity">',
      '<ul class="wcsatt-options-product"><li><label><input type="radio" class="wcsatt-options-radio" name="convert_to_sub_101" value="0" checked> Einmalig kaufen</label></li><li><label><input type="radio" class="wcsatt-options-radio" name="convert_to_sub_101" value="1_month"> Monatlich abonnieren</label></li></ul><div class="quantity">',
    );
    await buttonFor('paypal');
    const [once, monthly] = document.querySelectorAll<HTMLInputElement>('.wcsatt-options-radio');
    fireEvent.click(monthly!);
    await waitFor(() => expect(document.querySelector('sf-wallet-buttons .fake-wallet-button')).toBeNull());
    fireEvent.click(once!);
    await buttonFor('paypal');
  });

  it('one approval is one order: a double click opens one popup, a repeated approve approves once', async () => {
    const shop = installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-proceed-to-checkout"><sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons></div></div>`;
    const button = await buttonFor('paypal');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    expect(sdk.popups()).toBe(1);
    await Promise.all([sdk.approve(), sdk.approve()]);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(shop.sent('ppc-create-order')).toHaveLength(1);
    expect(shop.sent('ppc-approve-order')).toHaveLength(1);
    expect(shop.sent('ppc-change-cart')).toHaveLength(0); // the cart pays for the cart as it is
  });

  it("a declined approval (code 100) shows the shop's message as an alert at the top and restarts the payment", async () => {
    installWalletShop(
      shopRoutes({
        'ppc-approve-order': () =>
          new Response(JSON.stringify({ success: false, data: { code: 100, message: 'Die Karte wurde abgelehnt.' } }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
      }),
    );
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons></div>`;
    fireEvent.click(await buttonFor('paypal'));
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    await sdk.approve();
    const alert = await waitFor(() => {
      const list = document.querySelector('.woocommerce-notices-wrapper [role="alert"]');
      expect(list?.textContent).toBe('Die Karte wurde abgelehnt.');
      return list!;
    });
    expect(alert.querySelector('ul.woocommerce-error > li')?.textContent).toBe('Die Karte wurde abgelehnt.');
    await waitFor(() => expect(sdk.restarts).toEqual(['ORDER-1']));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("Storefront's product page: the theme's notices at the top are cleared when a payment starts, the error goes there (not to the empty wrapper further down)", async () => {
    installWalletShop(
      shopRoutes({
        'ppc-approve-order': () =>
          new Response(JSON.stringify({ success: false, data: { code: 100, message: 'Die Karte wurde abgelehnt.' } }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
      }),
    );
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.className = 'single-product woocommerce woocommerce-page';
    document.body.innerHTML = `<div id="content" class="site-content"><div class="col-full"><div class="woocommerce" id="theme-notices"><div class="woocommerce-message" role="alert">„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt.</div></div>
<div id="primary"><main id="main">${productPage().replace('<div class="woocommerce">', '<div>')}</main></div></div></div>`;
    fireEvent.click(await buttonFor('paypal'));
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    expect(document.querySelector('.woocommerce-message')).toBeNull();
    await sdk.approve();
    await waitFor(() => expect(document.querySelector('#theme-notices > [role="alert"]')?.textContent).toBe('Die Karte wurde abgelehnt.'));
    expect(document.querySelector('.woocommerce-notices-wrapper')?.childElementCount).toBe(0);
  });

  it('a provider error shows the generic error in German; the buttons take a new click', async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons></div>`;
    const button = await buttonFor('paypal');
    fireEvent.click(button);
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.fail();
    expect(logged).toHaveBeenCalled(); // no silent failure: the provider's error is logged
    logged.mockRestore();
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.'));
    fireEvent.click(button);
    await waitFor(() => expect(sdk.popups()).toBe(2));
  });

  it('back from the provider app (resume flow): the buttons resume, the approval goes to the shop once, the hash is cleaned', async () => {
    sdk = fakeWalletSdk({ returnedOrder: 'ORDER-9' });
    vi.mocked(loadProviderSdk).mockResolvedValue(sdk.namespace);
    const shop = installWalletShop(shopRoutes());
    history.replaceState(null, '', '/cart/#switch_initiated_time=1700000000&token=ORDER-9&PayerID=PAYER1&onApprove=1&keep=1');
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons></div>`;
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
    expect(sdk.resumed).toEqual(['paypal', 'paylater']);
    expect(sdk.rendered).toEqual([]);
    expect(shop.sent('ppc-approve-order').map((request) => request.body.order_id)).toEqual(['ORDER-9']);
    expect(location.hash).toBe('#keep=1');
    history.replaceState(null, '', '/');
  });

  it('product form changes: simulate-cart once per throttle; its answer disables the buttons and a new funding list loads the script again', async () => {
    const shop = installWalletShop(
      shopRoutes({
        'ppc-simulate-cart': () => ({ success: true, data: { total: 179, currency_code: 'EUR', button: { is_disabled: true }, messages: { is_hidden: true }, funding: { venmo: { enabled: true } } } }),
      }),
    );
    Object.assign(window, { PayPalCommerceGateway: settings('product', { simulate_cart: { enabled: true, throttling: 60000 } }) });
    document.body.innerHTML = productPage();
    await buttonFor('paylater');
    await waitFor(() => expect(shop.sent('ppc-simulate-cart')).toHaveLength(1));
    expect(shop.sent('ppc-simulate-cart')[0].body).toMatchObject({ products: [{ id: 101, quantity: 1 }] });
    // venmo joined enable-funding: the script loads again with it, the buttons render again, disabled.
    await waitFor(() => expect(vi.mocked(loadProviderSdk).mock.calls.at(-1)![0].url_params['enable-funding']).toBe('venmo'));
    await waitFor(() => expect(document.getElementById('ppc-button-ppcp-gateway')!.classList.contains('ppcp-disabled')).toBe(true));
    const quantity = document.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    quantity.value = '2';
    fireEvent.change(quantity);
    quantity.value = '3';
    fireEvent.input(quantity);
    // The form change re-rendered (a further close), but the throttle holds the next simulation.
    const closedBefore = sdk.closed();
    await waitFor(() => expect(sdk.closed()).toBeGreaterThan(closedBefore));
    expect(shop.sent('ppc-simulate-cart')).toHaveLength(1);
  });

  it('mini-cart: the buttons render again when the fragments refresh', async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, {
      PayPalCommerceGateway: settings('mini-cart', { button: { wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', style: {}, mini_cart_style: { height: 35 } } }),
    });
    document.body.innerHTML = `<div class="widget_shopping_cart"><sf-wallet-buttons context="mini-cart"><div id="ppc-button-minicart"></div></sf-wallet-buttons></div>`;
    await buttonFor('paylater');
    emit('sf:fragments-refreshed', { fragments: {}, cartHash: 'h2' });
    await waitFor(() => expect(sdk.closed()).toBe(2));
    await waitFor(() => expect(sdk.rendered).toHaveLength(4));
    expect(document.querySelectorAll('#ppc-button-minicart .fake-wallet-button')).toHaveLength(2);
    // Mini-cart buttons are 35 px high: max(11, round(0.3 × 35)) between them.
    await waitFor(() => expect(document.querySelector<HTMLElement>('#ppc-button-minicart .ppc-button-source:nth-child(2)')!.style.marginTop).toBe('11px'));
  });

  it('checkout: Enter in a field places no order while the wallet is chosen', async () => {
    const shop = installWalletShop(shopRoutes());
    await validWalletCheckout();
    await waitFor(() => expect(document.getElementById('place_order')!.hidden).toBe(true));
    const field = document.getElementById('billing_city')!;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    fireEvent.click(document.getElementById('payment_method_bacs')!);
    await waitFor(() => expect(document.getElementById('place_order')!.hidden).toBe(false));
    const again = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(shop.sent('checkout')).toHaveLength(0);
  });

  it.each([
    ['add to cart disabled (no variation chosen): the click goes to add to cart, so the shop says why', 'disabled wc-variation-selection-needed', '0,00', 1],
    ['add to cart enabled: nothing is submitted', '', '0,00', 0],
  ])('product page, a click on the disabled buttons (spec §4), %s', async (_name, buttonClass, price, clicks) => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage(price).replace('class="single_add_to_cart_button button alt"', `class="single_add_to_cart_button button alt ${buttonClass}"`);
    await buttonFor('paypal');
    const wrapper = document.getElementById('ppc-button-ppcp-gateway')!;
    await waitFor(() => expect(wrapper.classList.contains('ppcp-disabled')).toBe(true));
    const addToCart = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('.single_add_to_cart_button')!.addEventListener('click', addToCart);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form.cart')!.addEventListener('submit', submitted);
    fireEvent.click(wrapper.querySelector('.ppc-button-source')!);
    expect(addToCart).toHaveBeenCalledTimes(clicks);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('product page with a zero price: disabled (class, no pointer events), and the change is announced', async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('product') });
    document.body.innerHTML = productPage('0,00');
    await buttonFor('paylater');
    const wrapper = document.getElementById('ppc-button-ppcp-gateway')!;
    await waitFor(() => expect(wrapper.className).toMatch(/ppcp-width-/));
    expect(wrapper.classList.contains('ppcp-disabled')).toBe(true);
    const container = wrapper.querySelector<HTMLElement>('.ppc-button-source')!;
    expect(container.style.pointerEvents).toBe('none');
    expect(container.inert).toBe(true);
    document.querySelector('.price bdi')!.textContent = '89,50 €';
    fireEvent.change(document.querySelector('input[name="quantity"]')!);
    await waitFor(() => expect(wrapper.classList.contains('ppcp-disabled')).toBe(false));
    await waitFor(() => expect(document.getElementById('sf-live-region')?.textContent).toBe('Die Bezahlbuttons sind verfügbar.'));
  });

  it('checkout: an empty required field or unticked terms opens no popup and shows the messages', async () => {
    const shop = installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('checkout') });
    document.body.innerHTML = walletCheckoutPage();
    await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
    fireEvent.click(document.getElementById('payment_method_ppcp-gateway')!);
    fireEvent.click(await buttonFor('paypal'));
    // The messages are the click's answer: by then a popup would have opened.
    await waitFor(() => expect(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent).toContain('Rechnung: Vorname ist ein Pflichtfeld.'));
    expect(sdk.popups()).toBe(0);
    expect(shop.requests).toHaveLength(0);
    const alert = document.querySelector('.woocommerce-notices-wrapper [role="alert"]')!;
    expect(alert.textContent).toContain('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen');
    expect(document.getElementById('billing_first_name')!.getAttribute('aria-invalid')).toBe('true');
  });

  it("checkout with the order label 'buynow' (§ 312j BGB): only the wallet's own button, which carries it; the pay-for-order page keeps every source", async () => {
    installWalletShop(shopRoutes());
    const buynow = { layout: 'vertical', color: 'gold', shape: 'rect', label: 'buynow', height: 40 };
    const withStyle = (context: string, style: Record<string, unknown>) => settings(context, { button: { wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', style } });
    Object.assign(window, { PayPalCommerceGateway: withStyle('checkout', buynow) });
    document.body.innerHTML = walletCheckoutPage();
    await buttonFor('paypal');
    await waitFor(() => expect(sdk.rendered.map(({ source }) => source)).toEqual(['paypal']));
    expect(sdk.styles).toEqual([buynow]);
    expect(document.querySelectorAll('#ppc-button-ppcp-gateway .ppc-button-source')).toHaveLength(1);
    document.body.innerHTML = '';
    Object.assign(window, { PayPalCommerceGateway: withStyle('pay-now', buynow) });
    document.body.innerHTML = walletCheckoutPage().replace('context="checkout"', 'context="pay-now"');
    await buttonFor('paylater');
  });

  it('checkout: a valid form is saved, the order created and approved, then placed with the wallet', async () => {
    const shop = installWalletShop(shopRoutes());
    await validWalletCheckout();
    // The wallet's own button pays: the shop's place-order button is hidden while it is chosen.
    await waitFor(() => expect(document.getElementById('place_order')!.hidden).toBe(true));
    fireEvent.click(await buttonFor('paypal'));
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    expect(shop.requests.map((request) => request.endpoint)).toEqual(['ppc-save-checkout-form', 'ppc-create-order']);
    expect(String(shop.sent('ppc-create-order')[0].body.form_encoded)).toContain('billing_email=anna%40example.de');
    expect(shop.sent('ppc-create-order')[0].body).toMatchObject({ order_id: '0', createaccount: false, save_payment_method: false });
    // Spec §3 Payer from the billing fields (payerFrom), country from the form's select.
    expect(shop.sent('ppc-create-order')[0].body.payer).toEqual({
      email_address: 'anna@example.de',
      name: { given_name: 'Anna', surname: 'Muster' },
      phone: { phone_type: 'HOME', phone_number: { national_number: '0301234567' } },
      address: expect.objectContaining({ address_line_1: 'Hauptstraße 1', admin_area_2: 'Berlin', postal_code: '10115' }),
    });
    expect((document.querySelector('input[name="ppcp-funding-source"]') as HTMLInputElement).value).toBe('paypal');
    expect((document.querySelector('input[name="ppcp-resume-order"]') as HTMLInputElement).value).toBe('wc-77');
    await sdk.approve();
    await waitFor(() => expect(shop.sent('checkout')).toHaveLength(1));
    expect(shop.sent('checkout')[0].body).toMatchObject({ payment_method: 'ppcp-gateway', 'ppcp-funding-source': 'paypal', 'ppcp-resume-order': 'wc-77' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(RECEIVED));
  });

  it('checkout: an order review answered during a payment waits until it is over (the popup is not taken away)', async () => {
    installWalletShop(
      shopRoutes({
        update_order_review: () => ({
          result: 'success',
          messages: '',
          reload: false,
          fragments: {
            '.woocommerce-checkout-review-order-table': reviewTable('4,90 €', '27,80 €'),
            '.woocommerce-checkout-payment': walletCheckoutPage()
              .match(/<div id="payment"[\s\S]*<\/sf-wallet-buttons><\/div><\/div>/)![0]
              .replace('Vorkasse', 'Vorkasse (neu)'),
          },
        }),
      }),
    );
    await validWalletCheckout();
    fireEvent.click(await buttonFor('paypal'));
    await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
    emit('sf:update-checkout', {});
    await waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order')!.getAttribute('aria-busy')).toBe('true'));
    // The answer's totals show at once (the held path's sign that the answer came); its payment area waits.
    await waitFor(() => expect(document.querySelector('.order-total .amount')!.textContent).toBe('27,80 €'));
    expect(document.querySelector('label[for="payment_method_bacs"]')!.textContent).toBe('Vorkasse');
    expect(sdk.closed()).toBe(0);
    await sdk.cancel();
    await waitFor(() => expect(document.querySelector('label[for="payment_method_bacs"]')!.textContent).toBe('Vorkasse (neu)'));
  });

  it('checkout: the provider script failing shows the place-order button again', async () => {
    vi.mocked(loadProviderSdk).mockRejectedValue(new Error('The script "http://127.0.0.1:3001/sdk/js" failed to load.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('checkout') });
    document.body.innerHTML = walletCheckoutPage();
    await waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
    fireEvent.click(document.getElementById('payment_method_ppcp-gateway')!);
    await waitFor(() => expect(loadProviderSdk).toHaveBeenCalled());
    await waitFor(() => expect(document.getElementById('place_order')!.hidden).toBe(false));
    vi.mocked(console.error).mockRestore();
  });

  it('markup replaced (fragments, order review): the old buttons close, the new element renders its own', async () => {
    installWalletShop(shopRoutes());
    Object.assign(window, { PayPalCommerceGateway: settings('cart') });
    document.body.innerHTML = `<div class="woocommerce"><div class="cart-collaterals"><sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons></div></div>`;
    await buttonFor('paylater');
    document.querySelector('.cart-collaterals')!.innerHTML = '<sf-wallet-buttons context="cart"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons>';
    await waitFor(() => expect(document.querySelectorAll('.fake-wallet-button')).toHaveLength(2));
    await waitFor(() => expect(sdk.closed()).toBe(2));
    // Asked with the same parameters, the loader answers from its one script per page (script-loader.ts).
    expect(vi.mocked(loadProviderSdk).mock.calls.map(([asked]) => JSON.stringify(asked.url_params))).toEqual(Array(2).fill(JSON.stringify(settings('cart').url_params)));
  });

  describe('a payment under way when the page redraws its area', () => {
    const GENERIC_DE = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';
    /** An answer the test gives when it chooses (held routes, never a wait for time). */
    const held = <T,>(answer: T) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      return { route: async () => (await released, answer), release };
    };

    it('a funding change from simulate-cart while the order is being made waits: the popup gets its order, the buttons follow after', async () => {
      const simulation = held({
        success: true,
        data: { total: 89.5, currency_code: 'EUR', button: { is_disabled: false }, messages: { is_hidden: false }, funding: { paylater: { enabled: false } } },
      });
      const cartChange = held({ success: true, data: [unit] });
      const shop = installWalletShop(shopRoutes({ 'ppc-simulate-cart': simulation.route, 'ppc-change-cart': cartChange.route }));
      Object.assign(window, { PayPalCommerceGateway: settings('product', { simulate_cart: { enabled: true, throttling: 60000 } }) });
      document.body.innerHTML = productPage();
      const simulated = new Promise((resolve) => document.addEventListener('sf:wallet-simulated', resolve, { once: true }));
      fireEvent.click(await buttonFor('paypal'));
      await waitFor(() => expect(shop.sent('ppc-change-cart')).toHaveLength(1));
      // The answer that wants a new script and new buttons comes while the cart is being changed.
      simulation.release();
      await simulated;
      cartChange.release();
      await waitFor(() => expect(sdk.payments[0]?.orderId).toBe('ORDER-1'));
      expect(sdk.payments[0]!.popupClosed).toBeUndefined();
      expect(sdk.closed()).toBe(0);
      expect(loadProviderSdk).toHaveBeenCalledTimes(1);
      // The shopper cancels: now the script loads with the new lists and the buttons render anew.
      await sdk.cancel();
      await waitFor(() => expect(vi.mocked(loadProviderSdk).mock.calls.at(-1)![0].url_params['disable-funding']).toBe('card,paylater'));
      await waitFor(() => expect(document.querySelectorAll('sf-wallet-buttons .fake-wallet-button')).toHaveLength(1));
      expect(document.querySelector('[role="alert"]')).toBeNull();
    });

    it('the flow giving up before the order exists refuses the pending order ask: the popup closes, the German message shows, a new click pays', async () => {
      const cartChange = held({ success: true, data: [unit] });
      let changes = 0;
      const shop = installWalletShop(shopRoutes({ 'ppc-change-cart': () => (++changes === 1 ? cartChange.route() : { success: true, data: [unit] }) }));
      Object.assign(window, { PayPalCommerceGateway: settings('product') });
      document.body.innerHTML = productPage();
      const button = await buttonFor('paypal');
      fireEvent.click(button);
      await waitFor(() => expect(shop.sent('ppc-change-cart')).toHaveLength(1));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      sdk.fail(new Error('Anbieterfehler'), sdk.payments[0]);
      await waitFor(() => expect(sdk.payments[0]!.popupClosed).toBe(true));
      await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe(GENERIC_DE));
      cartChange.release();
      fireEvent.click(button);
      await waitFor(() => expect(sdk.payments[1]?.orderId).toBe('ORDER-1'));
      expect(sdk.payments[1]!.popupClosed).toBeUndefined();
      logged.mockRestore();
    });

    it('the area leaving the page (mini-cart fragments) while the order is being made: the popup closes, the German message shows on the page', async () => {
      const creation = held({ success: true, data: { id: 'ORDER-1', custom_id: 'wc-77' } });
      const shop = installWalletShop(shopRoutes({ 'ppc-create-order': creation.route }));
      Object.assign(window, {
        PayPalCommerceGateway: settings('mini-cart', { button: { wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', style: {}, mini_cart_style: {} } }),
      });
      document.body.innerHTML = `<main><div class="woocommerce-notices-wrapper"></div><div class="widget_shopping_cart_content"><sf-wallet-buttons context="mini-cart"><div id="ppc-button-minicart"></div></sf-wallet-buttons></div></main>`;
      fireEvent.click(await buttonFor('paypal'));
      await waitFor(() => expect(shop.sent('ppc-create-order')).toHaveLength(1));
      document.querySelector('.widget_shopping_cart_content')!.innerHTML = '<p>Neuer Inhalt</p>';
      await waitFor(() => expect(sdk.payments[0]!.popupClosed).toBe(true));
      await waitFor(() => expect(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent).toBe(GENERIC_DE));
      creation.release();
    });
  });
});
