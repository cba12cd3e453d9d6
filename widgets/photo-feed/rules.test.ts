// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feedOutcome } from './rules';

const ok = (body: unknown) => ({ ok: true as const, status: 200, body });
const failed = (reason: 'http' | 'offline' | 'timeout' | 'invalid_json' | 'aborted', message = 'Du bist wahrscheinlich offline.') => ({ ok: false as const, reason, message });

describe('feedOutcome', () => {
  it.each([
    ['success: the HTML', ok({ success: true, data: '<ul></ul>' }), false, { show: 'html', html: '<ul></ul>' }],
    ['success for staff too', ok({ success: true, data: '<ul></ul>' }), true, { show: 'html', html: '<ul></ul>' }],
    ['refusal, admin bar: the message', ok({ success: false, data: 'Invalid data' }), true, { show: 'error', text: 'Fotofeed-Fehler: Invalid data' }],
    ['refusal with { message }', ok({ success: false, data: { message: 'Konto nicht gefunden' } }), true, { show: 'error', text: 'Fotofeed-Fehler: Konto nicht gefunden' }],
    ['refusal without a message', ok({ success: false }), true, { show: 'error', text: 'Fotofeed-Fehler: Unbekannter Fehler' }],
    ['refusal, visitor: nothing, logged', ok({ success: false, data: 'Invalid data' }), false, { show: 'nothing', log: 'Fotofeed-Fehler: Invalid data' }],
    ['offline, admin bar', failed('offline'), true, { show: 'error', text: 'Fotofeed-Fehler: Du bist wahrscheinlich offline.' }],
    ['server error, visitor', failed('http', 'Unbekannter Fehler.'), false, { show: 'nothing' }],
    ['timeout, admin bar', failed('timeout', 'Zeit abgelaufen.'), true, { show: 'error', text: 'Fotofeed-Fehler: Der Shop hat nicht rechtzeitig geantwortet.' }],
    ['invalid JSON: only logged, even for staff', failed('invalid_json'), true, { show: 'nothing' }],
    ['aborted (the block left the page)', failed('aborted', ''), true, { show: 'nothing' }],
    ['data not a string: invalid, logged', ok({ success: true, data: { html: 1 } }), true, { show: 'nothing', log: 'Schaufenster: the photo feed answer is not { success, data }' }],
    ['not an object', ok('<html>'), true, { show: 'nothing', log: 'Schaufenster: the photo feed answer is not { success, data }' }],
    ['null', ok(null), false, { show: 'nothing', log: 'Schaufenster: the photo feed answer is not { success, data }' }],
  ])('%s', (_name, answer, adminBar, expected) => expect(feedOutcome(answer, adminBar)).toEqual(expected));
});
