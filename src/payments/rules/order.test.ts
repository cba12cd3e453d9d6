// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redirectTarget, shouldCreateWcOrder } from './order';

describe('shouldCreateWcOrder', () => {
  it.each([
    [true, 'venmo', false],
    [false, 'venmo', true],
    [true, 'paypal', true],
    [false, 'card', true],
  ])('vaulting %s, source %s → %s', (vaulting, source, expected) => expect(shouldCreateWcOrder(vaulting, source)).toBe(expected));
});

describe('redirectTarget', () => {
  const origin = 'http://127.0.0.1:3000';
  it.each<[string, unknown, string, string | null]>([
    ['order received url', '/kasse/order-received/12/?key=wc_order_x', '/danke', 'http://127.0.0.1:3000/kasse/order-received/12/?key=wc_order_x'],
    ['configured redirect when none', undefined, '/danke', 'http://127.0.0.1:3000/danke'],
    ['absolute same-origin', 'http://127.0.0.1:3000/x', '', 'http://127.0.0.1:3000/x'],
    ['other origin refused, falls back', 'https://evil.example/x', '/danke', 'http://127.0.0.1:3000/danke'],
    ['javascript: refused', 'javascript:alert(1)', '', null],
    ['nothing', '', '', null],
  ])('%s', (_name, received, configured, expected) => expect(redirectTarget(received, configured, origin)).toBe(expected));
});
