/** The payment parsers on answers a shop should not send: each becomes one typed result, never an exception. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopAnswer } from '../../core/http/client';
import {
  ajaxRequest,
  PAYMENT_TIMEOUT_MS,
  sendPaymentRequest,
  parseApproveOrder,
  parseChangeCart,
  parseCreateOrder,
  parseDataClientId,
  parseSimulateCart,
  parseStoreCart,
  parseVaultWallet,
  storeRequest,
} from './contracts';

const answer = (body: unknown, status = 200): ShopAnswer<unknown> => ({ ok: true, status, body });
const unreadable = { kind: 'failed', reason: 'invalid_json' };

describe('payment answers', () => {
  it.each([
    ['a token object', answer({ user: 7, expiration: 1_900_000_000, token: 'abc' }), { kind: 'ok', data: { user: 7, expiration: 1_900_000_000, token: 'abc' } }],
    ['a user id as text', answer({ user: '7', expiration: 1, token: 'abc' }), { kind: 'ok', data: { user: 7, expiration: 1, token: 'abc' } }],
    ['no token', answer({ user: 0, expiration: 1 }), unreadable],
    ['a negative user', answer({ user: -1, expiration: 1, token: 'a' }), unreadable],
    ['an expiration that is no number', answer({ user: 0, expiration: 'bald', token: 'a' }), unreadable],
    ['the plugin’s refusal', answer({ success: false, data: { message: 'Could not validate nonce.' } }, 403), { kind: 'refused', message: 'Could not validate nonce.', nonceRefused: true }],
  ])('data_client_id: %s', (_name, given, expected) => {
    expect(parseDataClientId(given)).toMatchObject(expected);
  });

  it.each([
    [
      'same origin (relative)',
      { success: true, data: { order_received_url: '/checkout/order-received/1/?key=k' } },
      { kind: 'ok', data: { order_received_url: `${location.origin}/checkout/order-received/1/?key=k` } },
    ],
    ['no url (checkout)', { success: true, data: {} }, { kind: 'ok', data: {} }],
    ['another origin', { success: true, data: { order_received_url: 'https://evil.example/' } }, unreadable],
    ['javascript:', { success: true, data: { order_received_url: 'javascript:alert(1)' } }, unreadable],
    [
      'a refusal with code 100',
      { success: false, data: { code: 100, message: 'Nein.' } },
      { kind: 'refused', code: 100, message: 'Nein.', errors: [], details: [], messages: '', refresh: false, nonceRefused: false },
    ],
    ['a refusal with a fractional code', { success: false, data: { code: 1.5, message: 'x' } }, { kind: 'refused', message: 'x' }],
    ['neither success nor failure', { data: {} }, unreadable],
  ])('approve_order: %s', (_name, body, expected) => {
    const result = parseApproveOrder(answer(body));
    expect(result).toMatchObject(expected);
    if (expected.kind === 'refused' && !('code' in expected)) expect(result).not.toHaveProperty('code');
  });

  it('create_order: details and errors of a refusal; an id that is no text is unreadable', () => {
    expect(parseCreateOrder(answer({ success: false, data: { message: 'm', details: [{ issue: 'I', description: 'D' }, 'x'], errors: ['a', 1] }, messages: '<ul></ul>' }))).toEqual({
      kind: 'refused',
      message: 'm',
      errors: ['a'],
      details: [{ issue: 'I', description: 'D' }],
      messages: '<ul></ul>',
      refresh: false,
      nonceRefused: false,
    });
    expect(parseCreateOrder(answer({ success: true, data: { id: 5 } }))).toMatchObject(unreadable);
    expect(parseCreateOrder({ ok: false, reason: 'offline', message: 'Du bist wahrscheinlich offline.' })).toEqual({
      kind: 'failed',
      ok: false,
      reason: 'offline',
      message: 'Du bist wahrscheinlich offline.',
    });
  });

  it('purchase units: amounts must be EUR decimals; an item without a price makes the answer unreadable', () => {
    const unit = {
      reference_id: 'default',
      amount: { currency_code: 'EUR', value: '10.00' },
      items: [{ name: 'A', quantity: '1', unit_amount: { currency_code: 'EUR', value: '10.00' }, cart_item_key: 'k' }],
    };
    expect(parseChangeCart(answer({ success: true, data: [unit] }))).toMatchObject({ kind: 'ok', data: [{ items: [{ cart_item_key: 'k' }] }] });
    expect(parseChangeCart(answer({ success: true, data: [{ ...unit, amount: { currency_code: 'USD', value: '10.00' } }] }))).toMatchObject(unreadable);
    expect(parseChangeCart(answer({ success: true, data: [{ ...unit, items: [{ name: 'A', quantity: '1' }] }] }))).toMatchObject(unreadable);
    expect(parseChangeCart(answer({ success: true, data: [{ ...unit, amount: { currency_code: 'EUR', value: '1e3' } }] }))).toMatchObject(unreadable);
  });

  it('simulate_cart: funding flags are booleans, anything else is off', () => {
    expect(
      parseSimulateCart(answer({ success: true, data: { total: 5, button: { is_disabled: 'yes' }, messages: {}, funding: { paylater: { enabled: 'true' }, venmo: { enabled: true }, x: 1 } } })),
    ).toEqual({
      kind: 'ok',
      data: { total: 5, currency_code: 'EUR', button: { is_disabled: false }, messages: { is_hidden: false }, funding: { paylater: { enabled: false }, venmo: { enabled: true } } },
    });
  });

  it('vault_paypal: only an http(s) approve link', () => {
    expect(parseVaultWallet(answer({ success: true, data: { approve_link: 'https://provider.example/approve' } }))).toMatchObject({ kind: 'ok' });
    expect(parseVaultWallet(answer({ success: true, data: { approve_link: 'javascript:alert(1)' } }))).toMatchObject(unreadable);
  });

  it('store API: a WP REST error is a refusal; a cart without totals is unreadable', () => {
    expect(parseStoreCart(answer({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce', data: { status: 401 } }, 401))).toMatchObject({ kind: 'refused', nonceRefused: true });
    expect(parseStoreCart(answer({ shipping_address: {}, shipping_rates: [] }))).toMatchObject(unreadable);
  });

  it('requests: JSON with the nonce in the body (ppc), in the Nonce header (store API)', () => {
    expect(ajaxRequest({ endpoint: '/?wc-ajax=ppc-create-order', nonce: 'n1' }, { order_id: 'X' })).toEqual({
      url: '/?wc-ajax=ppc-create-order',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"order_id":"X","nonce":"n1"}',
    });
    expect(storeRequest('/wp-json/wc/store/v1/cart/', 'n2')).toEqual({ url: '/wp-json/wc/store/v1/cart/', method: 'GET', headers: { Nonce: 'n2' } });
  });
});

describe('sendPaymentRequest', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A shop that never answers: the fetch settles only when its signal aborts (as the browser's does). */
  function hangingShop() {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')))),
      ),
    );
  }
  const request = ajaxRequest({ endpoint: '/?wc-ajax=ppc-create-order', nonce: 'n' }, {});

  it.each([
    ['with AbortSignal.any', true],
    ['without AbortSignal.any (older browsers)', false],
  ])('a shop that never answers is a timeout after the time, on the page timers (%s)', async (_name, native) => {
    if (!native) vi.stubGlobal('AbortSignal', Object.assign(Object.create(AbortSignal), { any: undefined, timeout: undefined }));
    vi.useFakeTimers();
    hangingShop();
    let settled: unknown;
    void sendPaymentRequest(request, { signal: new AbortController().signal }).then((answer) => (settled = answer));
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // An AbortError, not a TimeoutError, from the fetch: the timeout is still told apart.
    expect(settled).toEqual({ ok: false, reason: 'timeout', message: 'Ein unbekannter Fehler ist aufgetreten.' });
  });

  it("the widget's own abort is 'aborted' (nothing to show), not a timeout", async () => {
    hangingShop();
    const abort = new AbortController();
    const answer = sendPaymentRequest(request, { signal: abort.signal });
    abort.abort();
    expect(await answer).toEqual({ ok: false, reason: 'aborted', message: '' });
  });

  it('no connection is offline, in German', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendPaymentRequest(request)).toEqual({ ok: false, reason: 'offline', message: 'Du bist wahrscheinlich offline.' });
  });
});
