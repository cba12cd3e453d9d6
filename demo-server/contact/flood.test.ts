/**
 * The contact form under a flood from one address: the first few sends go out, every further
 * one is answered with the plugin's spam status and message (the shape the widget shows as
 * 'spam' with that German text) and sends nothing; another address sends as usual, a post the
 * form refuses is still told why, and the page without JavaScript shows the same refusal.
 * Posts come "from elsewhere" (servedFrom), so the loopback budget of the other tests stays.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseFeedback } from '../../src/contact/contracts.ts';
import { Client, dom, servedFrom, testShop } from '../test-helpers.ts';
import { MESSAGES, UNIT_TAG } from './form.ts';
import { CONTACT_REST_BASE } from './register.ts';
import { CONTACT_SEND_BUDGET } from './send-budget.ts';
import { GOOD_POST, multipart } from './test-support.ts';

const shop = testShop();
const FEEDBACK = `${CONTACT_REST_BASE}/42/feedback`;
const good = GOOD_POST;

const from = {} as Record<'flooder' | 'neighbour', Awaited<ReturnType<typeof servedFrom>>>;
beforeAll(async () => {
  from.flooder = await servedFrom(shop.server.app!, '198.51.100.9');
  from.neighbour = await servedFrom(shop.server.app!, '198.51.100.10');
});
afterAll(async () => {
  await Promise.all([from.flooder.close(), from.neighbour.close()]);
});

async function send(base: string, fields: Record<string, string> = good): Promise<Record<string, unknown>> {
  const res = await new Client(base).request(FEEDBACK, { method: 'POST', body: multipart(fields), headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('the contact form under a flood from one address', () => {
  // The clock stands still while the posts come in: no send refills, however slow the machine.
  afterEach(() => vi.useRealTimers());

  it('30 posts at once: the budget’s few are sent, the rest answered spam in the plugin’s shape; another address still sends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(from.flooder.url)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'mail_sent')).toHaveLength(CONTACT_SEND_BUDGET.burst);
    expect(statuses.filter((status) => status === 'spam')).toHaveLength(30 - CONTACT_SEND_BUDGET.burst);
    const refused = answers.find((answer) => answer.status === 'spam')!;
    expect(refused).toEqual({ contact_form_id: 42, into: `#${UNIT_TAG}`, status: 'spam', message: MESSAGES.spam, posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/), invalid_fields: [] });
    // The widget's parser takes it as the plugin's answer (the widget then shows 'spam' and this message).
    expect(parseFeedback({ ok: true, status: 200, body: refused })).toEqual({ kind: 'answer', body: expect.objectContaining({ status: 'spam', message: MESSAGES.spam }) });

    // Still over the budget: a refused form is told why (nothing would be sent), a good one is refused.
    expect((await send(from.flooder.url, { ...good, 'your-email': 'x' })).status).toBe('validation_failed');
    expect((await send(from.flooder.url)).status).toBe('spam');
    // Without JavaScript, the page shows the refusal in the form.
    const page = await new Client(from.flooder.url).request('/kontakt/', { method: 'POST', body: multipart(good), headers: { Accept: 'text/html' } });
    const form = dom(await page.text()).querySelector('form.wpcf7-form')!;
    expect(form.getAttribute('data-status')).toBe('spam');
    expect(form.querySelector('.wpcf7-response-output')!.textContent).toBe(MESSAGES.spam);

    expect((await send(from.neighbour.url)).status).toBe('mail_sent');
  });
});
