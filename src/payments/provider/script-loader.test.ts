// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadCustomScript, loadScript, originalErrorText, processMerchantId, processOptions, providerScriptOptions, sdkBaseUrl, toKebabCase } from './script-loader';
import { parseGatewaySettings } from '../settings';

describe('toKebabCase', () => {
  it.each([
    ['clientId', 'client-id'],
    ['client-id', 'client-id'],
    ['dataPageType', 'data-page-type'],
    ['dataPartnerAttributionId', 'data-partner-attribution-id'],
    ['enableFunding', 'enable-funding'],
    ['merchantIDList', 'merchant-id-list'],
    ['currency', 'currency'],
  ])('%s → %s', (name, expected) => expect(toKebabCase(name)).toBe(expected));
});

describe('processMerchantId', () => {
  it.each<[string, unknown, unknown, ReturnType<typeof processMerchantId>]>([
    ['one id', 'M1', undefined, { 'merchant-id': 'M1' }],
    ['comma list', 'M1,M2', undefined, { 'merchant-id': '*', 'data-merchant-id': 'M1,M2' }],
    ['comma list with spaces', 'M1, M2', undefined, { 'merchant-id': '*', 'data-merchant-id': 'M1,M2' }],
    ['array of two', ['M1', 'M2'], undefined, { 'merchant-id': '*', 'data-merchant-id': 'M1,M2' }],
    ['array of one', ['M1'], undefined, { 'merchant-id': 'M1' }],
    ['data-merchant-id alone', undefined, 'M1,M2', { 'merchant-id': '*', 'data-merchant-id': 'M1,M2' }],
    ['nothing', undefined, undefined, {}],
  ])('%s', (_name, id, data, expected) => expect(processMerchantId(id, data)).toEqual(expected));
});

describe('processOptions', () => {
  it('builds the query from camelCase and kebab-case names and moves data-* to attributes', () => {
    expect(
      processOptions({
        url: 'http://127.0.0.1:3001/sdk/js',
        clientId: 'abc',
        currency: 'EUR',
        components: 'buttons,messages',
        'enable-funding': 'paylater',
        dataPageType: 'product-details',
        'data-partner-attribution-id': 'Woo_PPCP',
        empty: '',
        missing: undefined,
        nothing: null,
        commit: true,
      }),
    ).toEqual({
      url: 'http://127.0.0.1:3001/sdk/js?client-id=abc&currency=EUR&components=buttons,messages&enable-funding=paylater&commit=true',
      attributes: { 'data-page-type': 'product-details', 'data-partner-attribution-id': 'Woo_PPCP' },
      namespace: 'paypal',
    });
  });

  it.each([
    [{ clientId: 'a' }, 'https://www.paypal.com/sdk/js?client-id=a', 'paypal'],
    [{ clientId: 'a', dataNamespace: 'wallet' }, 'https://www.paypal.com/sdk/js?client-id=a', 'wallet'],
    [{ clientId: 'a', merchantId: 'M1,M2' }, 'https://www.paypal.com/sdk/js?client-id=a&merchant-id=*', 'paypal'],
  ])('default url, namespace and merchant list (%o)', (options, url, namespace) => {
    const processed = processOptions(options);
    expect(processed.url).toBe(url);
    expect(processed.namespace).toBe(namespace);
  });
});

describe('argument errors (thrown as paypal-js throws them)', () => {
  it.each<[string, () => unknown, string]>([
    ['options not an object', () => loadScript(null as never), 'Expected an options object.'],
    ['options a string', () => loadScript('client-id=a' as never), 'Expected an options object.'],
    ['empty url', () => loadScript({ url: '' }), 'Invalid url.'],
    ['url not a string', () => loadScript({ url: 42 as never }), 'Invalid url.'],
    ['custom script without url', () => loadCustomScript({ url: '' }), 'Invalid url.'],
    ['attributes not an object', () => loadCustomScript({ url: '/x.js', attributes: 'a' as never }), 'Expected attributes to be an object.'],
    ['ponyfill not a function', () => loadScript({}, 'Promise' as never), 'Expected PromisePonyfill to be a function.'],
  ])('%s', (_name, call, message) => expect(call).toThrow(new Error(message)));

  it('resolves with null where there is no document (server rendering)', async () => {
    await expect(loadScript({ clientId: 'a' })).resolves.toBeNull();
  });
});

describe('originalErrorText', () => {
  it.each([
    ['throw new Error("SDK Validation error: \'x\'");\n/* Original Error:\n\nExpected client-id to be passed (debug id: f1)\n\n*/', 'Expected client-id to be passed (debug id: f1)'],
    ['/* Original Error:\nInvalid query value for currency: XYZ\nsecond line\n*/', 'Invalid query value for currency: XYZ second line'],
    ['Bad Request', null],
    ['/* Original Error: */', null],
  ])('%j', (body, expected) => expect(originalErrorText(body)).toBe(expected));
});

describe('provider script options from the gateway settings', () => {
  const settings = parseGatewaySettings({
    url: 'http://127.0.0.1:3001/sdk/js?client-id=abc&currency=EUR',
    url_params: { 'client-id': 'abc', currency: 'EUR', components: 'buttons,messages', 'disable-funding': 'card' },
    script_attributes: { 'data-partner-attribution-id': 'Woo_PPCP', 'data-page-type': 'cart' },
  });

  it('uses the settings url without its query as the base', () => {
    expect(sdkBaseUrl(settings)).toBe('http://127.0.0.1:3001/sdk/js');
    expect(sdkBaseUrl(parseGatewaySettings({}))).toBe('https://www.paypal.com/sdk/js');
  });

  it('puts url_params in the query and script_attributes plus the client token on the tag', () => {
    const processed = processOptions(providerScriptOptions(settings, 'TOKEN'));
    expect(processed.url).toBe('http://127.0.0.1:3001/sdk/js?client-id=abc&currency=EUR&components=buttons,messages&disable-funding=card');
    expect(processed.attributes).toEqual({ 'data-partner-attribution-id': 'Woo_PPCP', 'data-page-type': 'cart', 'data-client-token': 'TOKEN' });
  });

  it('leaves the client token out when there is none', () => {
    expect(processOptions(providerScriptOptions(settings, null)).attributes).not.toHaveProperty('data-client-token');
  });
});
