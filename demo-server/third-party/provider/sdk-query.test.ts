/** Which SDK queries the fake provider refuses, and with which message (the real SDK's wording). */
import { describe, expect, it } from 'vitest';
import { sdkErrorScript, validateSdkQuery } from './sdk-query.ts';

const GOOD = 'client-id=abc&currency=EUR&components=buttons,messages,funding-eligibility&intent=capture&commit=true&enable-funding=paylater&disable-funding=card&locale=de_DE';

describe('validateSdkQuery', () => {
  it("the plugin's query is accepted and read", () => {
    expect(validateSdkQuery(`?${GOOD}&vault=false`)).toEqual({
      ok: true,
      query: {
        clientId: 'abc',
        merchantId: undefined,
        currency: 'EUR',
        intent: 'capture',
        commit: true,
        vault: false,
        components: ['buttons', 'messages', 'funding-eligibility'],
        enableFunding: ['paylater'],
        disableFunding: ['card'],
        locale: 'de_DE',
      },
    });
  });

  it('defaults as the real SDK: USD, capture, commit, buttons', () => {
    expect(validateSdkQuery('client-id=abc')).toMatchObject({ ok: true, query: { currency: 'USD', intent: 'capture', commit: true, vault: false, components: ['buttons'] } });
  });

  it.each([
    ['', 'Expected client-id to be passed'],
    ['currency=EUR', 'Expected client-id to be passed'],
    ['client-id=', 'Expected client-id to be passed'],
    ['client-id=a%20b', 'Invalid query value for client-id: a b'],
    ['client-id=abc&currency=XYZ', 'Invalid query value for currency: XYZ'],
    ['client-id=abc&currency=eur', 'Invalid query value for currency: eur'],
    ['client-id=abc&components=buttons,foo', 'Invalid query value for components[1]: foo'],
    ['client-id=abc&intent=sale', 'Invalid query value for intent: sale'],
    ['client-id=abc&commit=yes', 'Invalid query value for commit: yes'],
    ['client-id=abc&vault=1', 'Invalid query value for vault: 1'],
    ['client-id=abc&enable-funding=paylater,bitcoin', 'Invalid query value for enable-funding[1]: bitcoin'],
    ['client-id=abc&disable-funding=nope', 'Invalid query value for disable-funding[0]: nope'],
    ['client-id=abc&enable-funding=paylater,venmo&disable-funding=venmo', 'Can not pass venmo in both enable-funding and disable-funding'],
    ['client-id=abc&locale=de-DE', 'Invalid query value for locale: de-DE'],
    ['client-id=abc&locale=deutsch', 'Invalid query value for locale: deutsch'],
    ['client-id=abc&merchant-id=a%20b', 'Invalid query value for merchant-id: a b'],
    ['client-id=abc&foo=bar', 'Invalid query key: foo'],
    ['client-id=abc&clientId=abc', 'Invalid query key: clientId'],
    ['client-id=abc&client-id=def', 'Duplicate query key: client-id'],
    [`client-id=abc&locale=${'a'.repeat(300)}`, 'Invalid query value for locale: too long'],
    [`client-id=abc&enable-funding=${Array(31).fill('paypal').join(',')}`, 'Invalid query value for enable-funding: too many'],
    [`client-id=abc&components=${Array(31).fill('buttons').join(',')}`, 'Invalid query value for components: too many'],
    [`client-id=abc&${'debug=false&'.repeat(200)}`, 'Query string too long'],
  ])('%s → %s', (query, error) => {
    expect(validateSdkQuery(query)).toEqual({ ok: false, error });
  });

  it('every known component and intent is accepted', () => {
    expect(validateSdkQuery('client-id=a&components=buttons,messages,funding-eligibility,card-fields,hosted-fields,googlepay,applepay,marks').ok).toBe(true);
    for (const intent of ['capture', 'authorize', 'subscription', 'tokenize']) expect(validateSdkQuery(`client-id=a&intent=${intent}`).ok, intent).toBe(true);
  });
});

describe('sdkErrorScript', () => {
  it("has the real SDK's shape: a throw, then the comment paypal-js reads", () => {
    const body = sdkErrorScript('Invalid query value for currency: XYZ');
    expect(body).toBe(`throw new Error("SDK Validation error: 'Invalid query value for currency: XYZ'");\n\n/* Original Error:\n\nInvalid query value for currency: XYZ\n\n*/\n`);
    // What paypal-js does with it: the text after the marker, without line breaks and the comment end.
    expect(body.split('/* Original Error:')[1]!.replace(/\n/g, '').replace('*/', '').trim()).toBe('Invalid query value for currency: XYZ');
  });

  it('a message cannot end the comment or the string early', () => {
    const body = sdkErrorScript('Invalid query key: x*/alert(1)//"\n');
    expect(body.match(/\*\//g)).toHaveLength(1);
    expect(() => new Function(body)()).toThrow("SDK Validation error: 'Invalid query key: x* /alert(1)//\"?'");
  });
});
