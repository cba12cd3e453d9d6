/**
 * The fake provider's card fields on the third-party origin (spec §3 Hosted card fields): the
 * page each field's iframe shows (GET /card-fields/field), its script, and the confirm the
 * number field posts with the card's data (POST /card-fields/confirm, same origin: the shop's
 * page never sees the card). A test card (test-cards.ts) approves the order or is declined; a
 * declined card leaves the order open for another card.
 */
import { fileURLToPath } from 'node:url';
import express, { type Response, type Router } from 'express';
import { html } from '../../shared/html.ts';
import type { ThirdPartyContext } from '../context.ts';
import { browserScript } from '../http/browser-script.ts';
import { providerId } from './orders.ts';
import { CARD_BRANDS, cardOutcome, TEST_CARDS } from './test-cards.ts';

const CLIENT_FILE = fileURLToPath(new URL('./card-field-client.ts', import.meta.url));
const ORDER_ID = /^[A-Z0-9]{17}$/;
const FIELDS = {
  number: { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
  expiry: { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7 },
  cvv: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 },
  name: { autocomplete: 'cc-name', inputmode: 'text', maxlength: 100 },
} as const;
const INPUT_STYLE = 'box-sizing:border-box;width:100%;height:40px;margin:0;padding:0 10px;border:1px solid #767676;border-radius:3px;font:16px/1.2 sans-serif;color:#111;background:#fff';

/** The provider's error body (v2 API shape) for a refused confirm. */
const refusal = (res: Response, status: number, issue: string, description: string) =>
  void res.status(status).json({ name: status === 422 ? 'UNPROCESSABLE_ENTITY' : 'INVALID_REQUEST', message: 'The requested action could not be performed.', details: [{ issue, description }] });

export function registerCardFields(router: Router, ctx: ThirdPartyContext): void {
  router.get('/card-fields/field.js', (_req, res) => {
    res
      .set('Cache-Control', 'no-cache')
      .type('application/javascript')
      .send(browserScript(CLIENT_FILE, { __CARD_BRANDS__: CARD_BRANDS }));
  });
  router.get('/card-fields/field', (req, res) => {
    const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
    const type = q('type') as keyof typeof FIELDS;
    const origin = q('origin');
    const channel = q('channel');
    res.set('Cache-Control', 'no-store');
    if (!Object.hasOwn(FIELDS, type) || !ctx.isAllowedPageOrigin(origin) || !/^[a-z0-9]{1,32}$/.test(channel)) return void res.status(400).type('text').send('Bad card field request');
    // Framed by the shop's page that asked for it (and this origin's sandbox), nobody else.
    res.set('Content-Security-Policy', `default-src 'self'; style-src-attr 'unsafe-inline'; frame-ancestors ${origin} ${ctx.origin}`);
    res.removeHeader('X-Frame-Options');
    const field = FIELDS[type];
    const label = q('label').slice(0, 80) || type;
    res
      .type('html')
      .send(
        html`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${label}</title><script src="/card-fields/field.js" defer></script></head><body style="margin:0;padding:2px"><input id="field" type="text" aria-label="${label}" placeholder="${q('placeholder').slice(0, 40)}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}" maxlength="${field.maxlength}" spellcheck="false" data-field="${type}" data-channel="${channel}" data-origin="${origin}" style="${INPUT_STYLE}"></body></html>`
          .value,
      );
  });
  router.post('/card-fields/confirm', express.json({ limit: '4kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    // Only the card fields themselves (this origin) confirm a card: never the shop's page.
    if (req.get('origin') !== ctx.origin) return void res.status(403).json({ name: 'NOT_AUTHORIZED', message: 'Origin not allowed.' });
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const id = text('orderID');
    const order = ORDER_ID.test(id) ? ctx.provider.getOrder(id) : undefined;
    if (!order) return refusal(res, 404, 'INVALID_RESOURCE_ID', 'Die Zahlung gibt es nicht oder sie ist abgelaufen.');
    if (order.status !== 'CREATED') return refusal(res, 422, 'ORDER_ALREADY_APPROVED', 'Diese Zahlung wurde schon bestätigt.');
    const number = text('number');
    if (!/^\d{12,19}$/.test(number) || !/^\d{1,2}\s*\/\s*\d{2,4}$/.test(text('expiry')) || !/^\d{3,4}$/.test(text('cvv'))) {
      return refusal(res, 400, 'INVALID_PARAMETER_VALUE', 'Die Kartendaten sind unvollständig.');
    }
    if (cardOutcome(number) === 'decline') return refusal(res, 422, 'INSTRUMENT_DECLINED', 'Die Karte wurde vom Kartenaussteller abgelehnt.');
    const contingencies = Array.isArray(body.contingencies) ? body.contingencies.filter((c): c is string => typeof c === 'string').slice(0, 4) : [];
    const [given = '', ...rest] = text('name').trim().slice(0, 100).split(/\s+/);
    const brand = TEST_CARDS.find((card) => card.number === number)!.type;
    ctx.provider.approve(order.id, { payer_id: providerId(13), email_address: '', name: { given_name: given, surname: rest.join(' ') }, address: { country_code: 'DE' } });
    order.card = { last_digits: number.slice(-4), brand, contingencies };
    res.json({ id: order.id, status: order.status, liability_shift: contingencies.length ? 'POSSIBLE' : 'NO', payment_source: { card: { last_digits: number.slice(-4), brand } } });
  });
}
