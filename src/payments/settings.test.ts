// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_THROTTLING_MS, parseButtonStyle, parseGatewaySettings, readGatewaySettings } from './settings';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).schaufensterConfig;
});

describe('readGatewaySettings', () => {
  it.each([
    ['missing', {}],
    ['null', { PayPalCommerceGateway: null }],
    ['a string', { PayPalCommerceGateway: '{}' }],
    ['an array', { PayPalCommerceGateway: [] }],
  ])('%s → console error and null', (_name, win) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readGatewaySettings(win)).toBeNull();
    expect(error).toHaveBeenCalledWith('PAYPAL button could not be configured.');
  });

  it('names the configured wallet brand in the error', () => {
    (globalThis as Record<string, unknown>).schaufensterConfig = { brand: { wallet: 'walletly' } };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    readGatewaySettings({});
    expect(error).toHaveBeenCalledWith('WALLETLY button could not be configured.');
  });

  it('parses a present object without an error', () => {
    const error = vi.spyOn(console, 'error');
    expect(readGatewaySettings({ PayPalCommerceGateway: { context: 'checkout' } })?.context).toBe('checkout');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('parseGatewaySettings', () => {
  it('gives every field a default for an empty object', () => {
    const s = parseGatewaySettings({});
    expect(s.context).toBe('cart');
    expect(s.button).toMatchObject({ wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', is_disabled: false });
    expect(s.messages).toMatchObject({ wrapper: '#ppcp-messages', amount: 0, is_hidden: false });
    expect(s.simulate_cart).toEqual({ enabled: true, throttling: 5000 });
    expect(s.ajax.create_order).toBeNull();
    expect(s.url_params).toEqual({});
    expect(s.separate_buttons).toEqual({});
  });

  it('reads the plugin fields, PHP booleans and brand-named keys', () => {
    const s = parseGatewaySettings({
      context: 'mini-cart',
      url_params: { 'client-id': 'abc', commit: true, bogus: { nested: 1 } },
      ajax: { create_order: { endpoint: '/?wc-ajax=ppc-create-order', nonce: 'n' }, vault_paypal: { endpoint: '/v', nonce: 'v' } },
      button: { is_disabled: '1', style: { layout: 'vertical', color: 'gold', height: '45' } },
      messages: { amount: '89.5', is_hidden: '' },
      simulate_cart: { enabled: '', throttling: '2500' },
      vaulted_paypal_email: 'a@example.de',
      data_client_id: { paypal_subscriptions_enabled: 1, user: '12' },
      separate_buttons: { 'card-button-gateway': { id: 'ppcp-card-button-gateway', wrapper: '#ppc-button-ppcp-card-button-gateway', style: { shape: 'pill' } } },
      labels: { error: { generic: 'Fehler' } },
    });
    expect(s.context).toBe('mini-cart');
    expect(s.url_params).toEqual({ 'client-id': 'abc', commit: 'true' });
    expect(s.ajax.create_order).toEqual({ endpoint: '/?wc-ajax=ppc-create-order', nonce: 'n' });
    expect(s.ajax.vault_paypal?.nonce).toBe('v');
    expect(s.button.is_disabled).toBe(true);
    expect(s.button.style).toEqual({ layout: 'vertical', color: 'gold', height: 45 });
    expect(s.messages.amount).toBe(89.5);
    expect(s.simulate_cart).toEqual({ enabled: false, throttling: 2500 });
    expect(s.vaulted_paypal_email).toBe('a@example.de');
    expect(s.data_client_id).toMatchObject({ paypal_subscriptions_enabled: true, user: 12 });
    expect(s.separate_buttons['card-button-gateway']).toEqual({ id: 'ppcp-card-button-gateway', wrapper: '#ppc-button-ppcp-card-button-gateway', style: { shape: 'pill' } });
    expect(s.labels.error.generic).toBe('Fehler');
  });

  it.each([
    ['unknown context', { context: 'admin' }, (s: ReturnType<typeof parseGatewaySettings>) => s.context, 'cart'],
    ['huge throttle', { simulate_cart: { throttling: 1e12 } }, (s: ReturnType<typeof parseGatewaySettings>) => s.simulate_cart.throttling, MAX_THROTTLING_MS],
    ['negative throttle', { simulate_cart: { throttling: -5 } }, (s: ReturnType<typeof parseGatewaySettings>) => s.simulate_cart.throttling, 0],
    ['NaN amount', { messages: { amount: 'abc' } }, (s: ReturnType<typeof parseGatewaySettings>) => s.messages.amount, 0],
    ['endpoint without url', { ajax: { approve_order: { nonce: 'x' } } }, (s: ReturnType<typeof parseGatewaySettings>) => s.ajax.approve_order, null],
    ['order id 0 is none', { order_id: 0 }, (s: ReturnType<typeof parseGatewaySettings>) => s.order_id, ''],
    ['order id as number', { order_id: 123 }, (s: ReturnType<typeof parseGatewaySettings>) => s.order_id, '123'],
    ['settings not an object', 'x', (s: ReturnType<typeof parseGatewaySettings>) => s.button.is_disabled, false],
  ])('bounds and defaults a bad value: %s', (_name, input, pick, expected) => expect(pick(parseGatewaySettings(input))).toEqual(expected));
});

describe('client token settings', () => {
  const endpoint = { endpoint: '/?wc-ajax=ppc-data-client-id', nonce: 'n' };
  it.each<[string, unknown, ReturnType<typeof parseGatewaySettings>['data_client_id']]>([
    ['no endpoint, nothing said', {}, { set_attribute: false, user: 0, has_subscriptions: false, paypal_subscriptions_enabled: false }],
    [
      'endpoint in ajax (demo shop)',
      { ajax: { data_client_id: { ...endpoint, has_subscriptions: true, paypal_subscriptions_enabled: false } } },
      { set_attribute: true, user: 0, has_subscriptions: true, paypal_subscriptions_enabled: false },
    ],
    [
      'the demo shop: the user beside the endpoint in ajax',
      { ajax: { data_client_id: { ...endpoint, user: 1 } } },
      { set_attribute: true, user: 1, has_subscriptions: false, paypal_subscriptions_enabled: false },
    ],
    [
      'plugin: top-level fields win',
      { ajax: { data_client_id: endpoint }, data_client_id: { set_attribute: false, user: 5 } },
      { set_attribute: false, user: 5, has_subscriptions: false, paypal_subscriptions_enabled: false },
    ],
    ['bad user id', { data_client_id: { user: -3 } }, { set_attribute: false, user: 0, has_subscriptions: false, paypal_subscriptions_enabled: false }],
  ])('%s', (_name, input, expected) => expect(parseGatewaySettings(input).data_client_id).toEqual(expected));
});

describe('parseButtonStyle', () => {
  it.each([
    [{ layout: 'diagonal', color: 'pink', shape: 'rect' }, { shape: 'rect' }],
    [{ height: 5 }, { height: 25 }],
    [{ height: 99 }, { height: 55 }],
    [{ height: 'x' }, {}],
    [
      { tagline: 'false', label: 'buynow' },
      { tagline: false, label: 'buynow' },
    ],
    [null, {}],
  ])('%j → %j', (input, expected) => expect(parseButtonStyle(input)).toEqual(expected));
});
