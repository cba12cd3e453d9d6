/**
 * The fake provider's card fields (card-fields.ts, card-field-client.ts): the field page may be
 * framed by the shop only, the confirm takes the card from the provider's own origin only and
 * answers by test card (approve, decline), and the fields' validity while typing.
 */
import { describe, expect, it } from 'vitest';
import { Client, testShop } from '../../test-helpers.ts';
import { brandOf, fieldValidity, luhn } from './card-field-client.ts';
import { CARD_BRANDS, TEST_CARDS } from './test-cards.ts';

const shop = testShop();
const thirdParty = () => new Client(shop.server.thirdPartyUrl);
// The client file gets the brands at transpile time; here the global stands in for esbuild's define.
Object.assign(globalThis, { __CARD_BRANDS__: CARD_BRANDS });

const newOrder = () => shop.server.provider.createOrder({ intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '24.80' }, custom_id: 'wc-9', funding_source: 'card' });
const confirm = (body: Record<string, unknown>, origin = shop.server.thirdPartyUrl) =>
  thirdParty().request('/card-fields/confirm', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
const card = (orderID: string, number: string, more: Record<string, unknown> = {}) => ({
  orderID,
  number,
  expiry: '12/30',
  cvv: '123',
  name: 'Erika Mustermann',
  contingencies: ['SCA_WHEN_REQUIRED'],
  ...more,
});

describe('GET /card-fields/field', () => {
  it("a field for the shop's page: framed by the shop only, an input named by its label, the field's script", async () => {
    const query = new URLSearchParams({ type: 'number', channel: 'cf1abc', origin: shop.server.baseUrl, label: 'Kartennummer' });
    const res = await thirdParty().get(`/card-fields/field?${query.toString()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${shop.server.baseUrl} ${shop.server.thirdPartyUrl}`);
    const text = await res.text();
    expect(text).toContain('aria-label="Kartennummer"');
    expect(text).toContain('autocomplete="cc-number"');
    expect(text).toContain('<script src="/card-fields/field.js" defer></script>');
  });

  it.each([
    ['an unknown field', { type: 'pin', channel: 'cf1', origin: 'SHOP' }],
    ['a foreign page', { type: 'number', channel: 'cf1', origin: 'http://evil.example' }],
    ['a bad channel', { type: 'number', channel: '<x>', origin: 'SHOP' }],
  ])('refuses %s (400, not framed)', async (_name, params) => {
    const query = new URLSearchParams({ ...params, origin: params.origin === 'SHOP' ? shop.server.baseUrl : params.origin });
    const res = await thirdParty().get(`/card-fields/field?${query.toString()}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    await res.arrayBuffer();
  });

  it('serves the field script transpiled, with the brands put in', async () => {
    const res = await thirdParty().get('/card-fields/field.js');
    const text = await res.text();
    expect(text).toContain('master-card');
    expect(text).not.toContain('__CARD_BRANDS__');
    expect(text).not.toMatch(/: HTMLInputElement/);
  });
});

describe('POST /card-fields/confirm', () => {
  it('a test Visa approves the order once, with the card and the contingency recorded', async () => {
    const order = newOrder();
    const res = await confirm(card(order.id, '4111111111111111'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: order.id, status: 'APPROVED', liability_shift: 'POSSIBLE', payment_source: { card: { last_digits: '1111', brand: 'visa' } } });
    expect(shop.server.provider.getOrder(order.id)).toMatchObject({
      status: 'APPROVED',
      card: { brand: 'visa', contingencies: ['SCA_WHEN_REQUIRED'] },
      payer: { name: { given_name: 'Erika', surname: 'Mustermann' } },
    });
    const again = await confirm(card(order.id, '4111111111111111'));
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_APPROVED' }] });
  });

  it('the declining test card: 422 INSTRUMENT_DECLINED, the order stays open for another card', async () => {
    const order = newOrder();
    const res = await confirm(card(order.id, '4000000000000002'));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect(shop.server.provider.getOrder(order.id)!.status).toBe('CREATED');
    const mastercard = await confirm(card(order.id, '5555555555554444'));
    expect(mastercard.status).toBe(200);
    await mastercard.arrayBuffer();
  });

  it.each<[string, () => Promise<Response>, number]>([
    ["from the shop's page (the card never goes there)", () => confirm(card(newOrder().id, '4111111111111111'), shop.server.baseUrl), 403],
    ['an unknown order', () => confirm(card('AAAAAAAAAAAAAAAAA', '4111111111111111')), 404],
    ['no cvv', () => confirm(card(newOrder().id, '4111111111111111', { cvv: '' })), 400],
    ['not a number', () => confirm(card(newOrder().id, '4111-x')), 400],
    ['a number no test card has', () => confirm(card(newOrder().id, '4242424242424242')), 422],
  ])('refuses %s', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    await res.arrayBuffer();
  });
});

describe('the card field while typing', () => {
  const now = new Date(2026, 10, 27);
  it.each<[Parameters<typeof fieldValidity>[0], string, boolean, boolean]>([
    ['number', '', false, true],
    ['number', '4111 1111 1111 1111', true, true],
    ['number', '4111 1111 1111 1112', false, true],
    ['number', '4111', false, true],
    ['number', '3782 822463 10005', true, true],
    ['number', '9999 9999', false, true],
    ['expiry', '12/30', true, true],
    ['expiry', '11/26', true, true],
    ['expiry', '10/26', false, false],
    ['expiry', '13/30', false, false],
    ['cvv', '123', true, true],
    ['cvv', '12', false, true],
    ['cvv', '12a', false, false],
  ])('%s %j: valid %s', (field, value, valid, potentially) => {
    const result = fieldValidity(field, value, now);
    expect([result.isValid, result.isPotentiallyValid, result.isEmpty]).toEqual([valid, potentially, value === '']);
  });

  it('every test card passes the Luhn check and is detected as its brand', () => {
    for (const testCard of TEST_CARDS) {
      expect(luhn(testCard.number)).toBe(true);
      expect(brandOf(testCard.number)?.type).toBe(testCard.type);
    }
  });
});
