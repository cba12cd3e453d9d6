/**
 * Properties of the contact form's feedback route: whatever a client posts as multipart (any
 * text in any field, odd names, repeated fields, files of any name and type), the route never
 * answers 5xx, and a 200 is always the plugin's shape with one of its statuses, whose invalid
 * fields name fields of the form. The parser of the widget reads every such answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFeedback, SERVER_STATUSES } from '../../src/contact/contracts.ts';
import { CONTACT_SCHEMA } from './form.ts';
import { CONTACT_REST_BASE } from './register.ts';
import { testShop } from '../test-helpers.ts';

const shop = testShop();
const RUNS = { numRuns: 40 };

const text = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', 'anna@example.com', 'anna@example.invalid', '+49 30 1234567', 'Sonstiges', '1', 'SPAM-TEST', 'Mailfehler', '<script>'),
);
const names = fc.constantFrom('your-name', 'your-email', 'your-phone', 'your-subject', 'kontaktweg', 'kontaktweg[]', 'your-message', 'datenschutz', '_wpcf7', '__proto__', 'constructor', 'x');
const fields = fc.array(fc.tuple(names, text), { maxLength: 12 });
const files = fc.array(fc.tuple(fc.constantFrom('your-file', 'x'), fc.string({ maxLength: 20 }), fc.constantFrom('application/pdf', 'image/png', 'text/html', ''), fc.nat({ max: 2048 })), {
  maxLength: 2,
});
const formFields = new Set(CONTACT_SCHEMA.rules.map((rule) => rule.field));

describe('feedback request parsing', () => {
  it('never answers 5xx; a 200 is the plugin’s answer with a known status', async () => {
    await fc.assert(
      fc.asyncProperty(fields, files, async (pairs, attachments) => {
        const data = new FormData();
        for (const [name, value] of pairs) data.append(name, value);
        for (const [name, fileName, type, size] of attachments) data.append(name, new Blob(['x'.repeat(size)], { type }), fileName);
        const res = await shop.client.request(`${CONTACT_REST_BASE}/42/feedback`, { method: 'POST', body: data });
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as { status?: string; invalid_fields?: Array<{ field: string }> };
        if (res.status !== 200) return;
        expect(SERVER_STATUSES).toContain(body.status);
        for (const entry of body.invalid_fields ?? []) expect(formFields.has(entry.field)).toBe(true);
        expect(parseFeedback({ ok: true, status: 200, body }).kind).toBe('answer');
      }),
      RUNS,
    );
  });
});
