// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freshNonce, isStaleNonceRefusal, nonceEndpointUrl } from './rest-nonce';

describe('isStaleNonceRefusal', () => {
  it.each([
    ['403 rest_cookie_invalid_nonce', 403, { code: 'rest_cookie_invalid_nonce', message: 'Nonce', data: { status: 403 } }, true],
    ['403 for another reason (no right to edit)', 403, { code: 'rest_forbidden', message: 'Nein', data: { status: 403 } }, false],
    ['the code with another status', 401, { code: 'rest_cookie_invalid_nonce' }, false],
    ['403 without a body', 403, null, false],
    ['403 with text', 403, 'rest_cookie_invalid_nonce', false],
    ['200 with the user', 200, { id: 1 }, false],
  ])('%s', (_name, status, body, stale) => expect(isStaleNonceRefusal(status, body)).toBe(stale));
});

describe('freshNonce', () => {
  it.each([
    ['a wp_create_nonce answer', 200, 'a1b2c3d4e5', 'a1b2c3d4e5'],
    ['with a line break after it', 200, 'a1b2c3d4e5\n', 'a1b2c3d4e5'],
    ['a plugged-in nonce of another shape', 200, 'Tok_en-42', 'Tok_en-42'],
    ['signed out: "0" with 400', 400, '0', null],
    ['"0" with 200 (an old WordPress)', 200, '0', null],
    ['"-1"', 200, '-1', null],
    ['empty', 200, '', null],
    ['an HTML page', 200, '<!doctype html><p>Fehler</p>', null],
    ['a header injection', 200, 'abc\r\nX-Evil: 1', null],
    ['a server error', 500, 'a1b2c3d4e5', null],
  ])('%s', (_name, status, text, nonce) => expect(freshNonce(status, text)).toBe(nonce));
});

describe('nonceEndpointUrl', () => {
  it.each([
    ['admin-ajax with the action', undefined, '/wp-admin/admin-ajax.php', '/wp-admin/admin-ajax.php?action=rest-nonce'],
    ['an admin-ajax URL with a query (a language plugin)', undefined, '/wp-admin/admin-ajax.php?lang=de', '/wp-admin/admin-ajax.php?lang=de&action=rest-nonce'],
    ['WordPress’s wp.apiFetch.nonceEndpoint first', 'https://shop.example/wp-admin/admin-ajax.php?action=rest-nonce', '/x', 'https://shop.example/wp-admin/admin-ajax.php?action=rest-nonce'],
    ['an empty nonceEndpoint is ignored', '', '/wp-admin/admin-ajax.php', '/wp-admin/admin-ajax.php?action=rest-nonce'],
  ])('%s', (_name, apiFetch, ajax, url) => expect(nonceEndpointUrl(apiFetch, ajax)).toBe(url));
});
