// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShopAnswer } from '../core/http/client';
import { parseGetVariation, parseQuickView } from './contracts';

const ok = (body: string): ShopAnswer<string> => ({ ok: true, status: 200, body });
const POPUP = '<div class="product-quick-view-container"><div class="row product post-101"><h2 class="product-title">Spoiler</h2></div></div>';

describe('parseQuickView', () => {
  it.each<[string, ShopAnswer<string>, ReturnType<typeof parseQuickView>]>([
    ['the popup', ok(POPUP), { kind: 'html', html: POPUP }],
    ['the popup after white space', ok(`\n  ${POPUP}`), { kind: 'html', html: `\n  ${POPUP}` }],
    ["admin-ajax's '0' (an action that died without output)", ok('0'), { kind: 'failed', aborted: false }],
    ["admin-ajax's '-1' (a failed check)", ok('-1'), { kind: 'failed', aborted: false }],
    ['a PHP error page', ok('<html><body><b>Fatal error</b>: Uncaught Error in /var/www/html/wp-content/plugins/demo.php:42</body></html>'), { kind: 'failed', aborted: false }],
    ['a PHP notice before the popup', ok(`<br /><b>Notice</b>: Undefined index${POPUP}`), { kind: 'failed', aborted: false }],
    ['nothing', ok(''), { kind: 'failed', aborted: false }],
    ['HTTP 500', { ok: false, reason: 'http', status: 500, message: 'x' }, { kind: 'failed', aborted: false }],
    ['superseded (aborted)', { ok: false, reason: 'aborted', message: '' }, { kind: 'failed', aborted: true }],
  ])('%s', (_name, answer, expected) => expect(parseQuickView(answer)).toEqual(expected));
});

describe('parseGetVariation', () => {
  const variation = { variation_id: 1141, attributes: { attribute_pa_inhalt: '500-ml' } };
  const answer = (body: unknown, status = 200): ShopAnswer<unknown> => ({ ok: true, status, body });
  it.each<[string, ShopAnswer<unknown>, ReturnType<typeof parseGetVariation>]>([
    ['a variation', answer(variation), { kind: 'found', variation }],
    ['false: no variation matches', answer(false), { kind: 'none' }],
    ['an error body (wp_send_json_error) is a failure, not "no match"', answer({ success: false, data: { message: 'Fehler' } }), { kind: 'failed', aborted: false }],
    ['a variation without an id', answer({ ...variation, variation_id: 0 }), { kind: 'failed', aborted: false }],
    ['null', answer(null), { kind: 'failed', aborted: false }],
    ['a 400 with a body', answer({ success: false, data: { message: 'Kein Produkt' } }, 400), { kind: 'failed', aborted: false }],
    ['false with a 400', answer(false, 400), { kind: 'failed', aborted: false }],
    ['HTTP 500', { ok: false, reason: 'http', status: 500, message: 'x' }, { kind: 'failed', aborted: false }],
    ['superseded (aborted)', { ok: false, reason: 'aborted', message: '' }, { kind: 'failed', aborted: true }],
  ])('%s', (_name, given, expected) => expect(parseGetVariation(given)).toEqual(expected));
});
