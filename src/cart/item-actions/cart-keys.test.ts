// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quantityFieldKey, removeLinkKey } from './cart-keys';

describe('quantityFieldKey', () => {
  it.each([
    ['stock name', 'cart[c51ce410c124a10e0db5e4b97fc2af39][qty]', undefined, 'c51ce410c124a10e0db5e4b97fc2af39'],
    ['data attribute wins', 'cart[a][qty]', 'b', 'b'],
    ['empty data attribute stays empty', 'cart[a][qty]', '', ''],
    ['product page field', 'quantity', undefined, ''],
    ['other cart field', 'cart[a][note]', undefined, ''],
    ['empty key', 'cart[][qty]', undefined, ''],
    ['no name', null, undefined, ''],
  ])('%s', (_name, name, dataKey, expected) => expect(quantityFieldKey(name, dataKey)).toBe(expected));
});

describe('removeLinkKey', () => {
  it.each([
    ['stock link', 'http://127.0.0.1:8088/cart/?remove_item=7272bab2c6d57bd4068d920063763d34&_wpnonce=5a8c81ef8d', undefined, '7272bab2c6d57bd4068d920063763d34'],
    ['relative link', '/cart/?_wpnonce=n&remove_item=k1', undefined, 'k1'],
    ['data attribute wins', '/cart/?remove_item=k1', 'k2', 'k2'],
    ['empty data attribute: no key', '/cart/?remove_item=k1', '', ''],
    ['no remove_item', '/cart/', undefined, ''],
    ['no href', null, undefined, ''],
    ['remove_item only as a parameter', '/cart/remove_item=k1', undefined, ''],
    ['another parameter ending in remove_item', '/cart/?undo_remove_item=k1', undefined, ''],
  ])('%s', (_name, href, dataKey, expected) => expect(removeLinkKey(href, dataKey)).toBe(expected));
});
