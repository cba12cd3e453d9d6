// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAddToCart, parseCartChange } from './contracts';
import type { ShopAnswer } from '../core/http/client';

const ok = (body: unknown): ShopAnswer<unknown> => ({ ok: true, status: 200, body });
const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };

describe('parseAddToCart', () => {
  it.each([
    ['fragments: updated', ok({ fragments, cart_hash: 'h1' }), { kind: 'updated', fragments, cartHash: 'h1' }],
    ['error with product_url: go there', ok({ error: true, product_url: '/product/x/' }), { kind: 'go-to-product', productUrl: '/product/x/' }],
    ['error with message only: rejected with it', ok({ error: true, product_url: '', message: 'Gibt es nicht.' }), { kind: 'rejected', message: 'Gibt es nicht.' }],
    ['error without message: German fallback', ok({ error: true }), { kind: 'rejected', message: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.' }],
    ['unexpected body: rejected', ok('0'), { kind: 'rejected', message: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.' }],
  ])('%s', (_name, answer, expected) => expect(parseAddToCart(answer)).toEqual(expected));

  it('passes failures through', () => {
    expect(parseAddToCart({ ok: false, reason: 'timeout', message: 'x' })).toEqual({ kind: 'failed', ok: false, reason: 'timeout', message: 'x' });
  });
});

describe('parseCartChange', () => {
  it.each([
    ['fragments', ok({ fragments, cart_hash: '' }), { kind: 'updated', fragments, cartHash: '' }],
    ['wp_send_json_error with message', ok({ success: false, data: { message: 'Weg.' } }), { kind: 'rejected', message: 'Weg.' }],
    ['non-string fragments are dropped', ok({ fragments: { a: 1, b: '<b></b>' } }), { kind: 'updated', fragments: { b: '<b></b>' }, cartHash: '' }],
    [
      'stock WooCommerce refusal without a message: German fallback',
      ok({ success: false }),
      { kind: 'rejected', message: 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.' },
    ],
  ])('%s', (_name, answer, expected) => expect(parseCartChange(answer)).toEqual(expected));

  it.each([
    ['a bare refusal takes the caller’s words', ok({ success: false }), { kind: 'rejected', message: 'Weg.' }],
    ['the shop’s own message still wins', ok({ success: false, data: { message: 'Nicht da.' } }), { kind: 'rejected', message: 'Nicht da.' }],
  ])('%s', (_name, answer, expected) => expect(parseCartChange(answer, 'Weg.')).toEqual(expected));
});
