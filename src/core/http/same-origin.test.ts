// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './same-origin';

const BASE = 'https://shop.example/checkout/';
const ORIGIN = 'https://shop.example';

describe('sameOriginUrl', () => {
  it.each([
    ['an absolute URL of the shop', 'https://shop.example/checkout/order-received/7/?key=wc_order_a', 'https://shop.example/checkout/order-received/7/?key=wc_order_a'],
    ['a path, resolved against the base', '/checkout/order-received/7/', 'https://shop.example/checkout/order-received/7/'],
    ['a relative path', 'order-received/7/', 'https://shop.example/checkout/order-received/7/'],
    ['another host', 'https://evil.example/checkout/', null],
    ['a protocol-relative URL to another host', '//evil.example/', null],
    ['the shop on another port', 'https://shop.example:8443/', null],
    ['http where the shop is https', 'http://shop.example/', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:text/html,x', null],
    ['an empty string', '', null],
    ['not a string', 42, null],
    ['null', null, null],
    ['an unparsable URL', 'https://[::1', null],
  ])('%s', (_name, value, expected) => expect(sameOriginUrl(value, BASE, ORIGIN)).toBe(expected));
});
