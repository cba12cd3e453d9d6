/**
 * The fake provider's routes on the third-party origin, against the real servers startDemoShop
 * starts: the SDK's answers and headers, the order API, the approval popup's pages and posts
 * (they change the shared FakeProvider; CSRF checked; bad input is 4xx, never 5xx).
 */
import { describe, expect, it } from 'vitest';
import { Client, axeViolations, dom, testShop } from '../../test-helpers.ts';
import { popupToken } from './popup.ts';
import type { FakeProvider } from './orders.ts';

const shop = testShop();
const thirdParty = () => new Client(shop.server.thirdPartyUrl);
const SDK = '/sdk/js?client-id=abc&currency=EUR&components=buttons,messages&enable-funding=paylater&disable-funding=card&locale=de_DE';

function newOrder(provider: FakeProvider = shop.server.provider) {
  return provider.createOrder({
    intent: 'CAPTURE',
    amount: { currency_code: 'EUR', value: '89.49' },
    custom_id: 'wc-7',
    funding_source: 'paypal',
    shipping: {
      options: [
        { id: 'flat_rate:1', label: 'DHL Paket', type: 'SHIPPING', selected: true, amount: { currency_code: 'EUR', value: '4.90' } },
        { id: 'local_pickup:2', label: 'Abholung', type: 'PICKUP', selected: false, amount: { currency_code: 'EUR', value: '0.00' } },
      ],
    },
  });
}

describe('GET /sdk/js', () => {
  it('a good query: the SDK script, cached like a CDN script, readable by the shop origin only', async () => {
    const res = await thirdParty().get(SDK, { headers: { origin: shop.server.baseUrl } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('access-control-allow-origin')).toBe(shop.server.baseUrl);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    expect(text).toContain('installFakeSdk');
    // Transpiled: no TypeScript left for the browser to choke on.
    expect(text).not.toMatch(/: HTMLScriptElement|interface ButtonsOptions/);

    const foreign = await thirdParty().get(SDK, { headers: { origin: 'http://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    await foreign.arrayBuffer();
  });

  it.each([
    ['/sdk/js', 'Expected client-id to be passed'],
    ['/sdk/js?client-id=abc&currency=XYZ', 'Invalid query value for currency: XYZ'],
    ['/sdk/js?client-id=abc&components=buttons,stars', 'Invalid query value for components[1]: stars'],
    ['/sdk/js?client-id=abc&enable-funding=card&disable-funding=card', 'Can not pass card in both enable-funding and disable-funding'],
    ['/sdk/js?client-id=abc&unknown=1', 'Invalid query key: unknown'],
  ])('%s → 400 with the error comment paypal-js shows (%s)', async (path, message) => {
    const res = await thirdParty().get(path, { headers: { origin: shop.server.baseUrl } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe(shop.server.baseUrl);
    expect(await res.text()).toContain(`/* Original Error:\n\n${message}\n\n*/`);
  });
});

describe('order API', () => {
  it('GET an order: the v2 shape for the shop origin; an unknown one is RESOURCE_NOT_FOUND', async () => {
    const order = newOrder();
    const res = await thirdParty().get(`/v2/checkout/orders/${order.id}`, { headers: { origin: shop.server.baseUrl } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(shop.server.baseUrl);
    expect(await res.json()).toMatchObject({ id: order.id, status: 'CREATED', intent: 'CAPTURE', purchase_units: [{ amount: { value: '89.49' }, custom_id: 'wc-7' }] });
    for (const id of ['AAAAAAAAAAAAAAAAA', 'nope', '%00']) {
      const missing = await thirdParty().get(`/v2/checkout/orders/${id}`);
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });
    }
  });

  it('restart: only from the shop origin; an approved order is CREATED again, a completed one is refused', async () => {
    const order = newOrder();
    shop.server.provider.approve(order.id, { payer_id: 'P', email_address: 'e@example.test', name: { given_name: 'E', surname: 'M' }, address: { country_code: 'DE' } }, true);
    const path = `/v2/checkout/orders/${order.id}/restart`;
    expect((await thirdParty().request(path, { method: 'POST' })).status).toBe(403);
    expect((await thirdParty().request(path, { method: 'POST', headers: { origin: 'http://evil.example' } })).status).toBe(403);
    const res = await thirdParty().request(path, { method: 'POST', headers: { origin: shop.server.baseUrl } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: order.id, status: 'CREATED' });
    expect(shop.server.provider.getOrder(order.id)!.instrument_declined).toBe(false);

    shop.server.provider.approve(order.id, { payer_id: 'P', email_address: 'e@example.test', name: { given_name: 'E', surname: 'M' }, address: { country_code: 'DE' } });
    expect(shop.server.provider.capture(order.id).ok).toBe(true);
    const completed = await thirdParty().request(path, { method: 'POST', headers: { origin: shop.server.baseUrl } });
    expect(completed.status).toBe(422);
    await completed.arrayBuffer();
  });
});

describe('approval popup', () => {
  const open = (id: string, origin = shop.server.baseUrl) => thirdParty().get(`/checkoutnow?token=${id}&origin=${encodeURIComponent(origin)}`);

  async function form(id: string): Promise<Record<string, string>> {
    const doc = dom(await (await open(id)).text());
    const action = doc.querySelector('form[action="/checkoutnow/action"]')!;
    return Object.fromEntries([...action.querySelectorAll('input[type=hidden]')].map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]));
  }

  // axe is CPU-bound: on the busy 2-core machine one run can take seconds.
  it('the loading page: German, a status, axe clean', { timeout: 20_000 }, async () => {
    const loading = await thirdParty().get('/checkoutnow/loading');
    expect(loading.status).toBe(200);
    const loadingHtml = await loading.text();
    expect(loadingHtml).toContain('lang="de"');
    expect(dom(loadingHtml).querySelector('[role=status]')?.textContent).toBe('Verbindung zum Shop wird hergestellt …');
    expect(await axeViolations(loadingHtml)).toEqual([]);
  });

  it('the order page: German, the amount and the shop, the decisions and shipping options, axe clean', { timeout: 20_000 }, async () => {
    const order = newOrder();
    const res = await open(order.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const text = await res.text();
    const doc = dom(text);
    expect(doc.querySelector('h1')?.textContent).toBe('Zahlung prüfen');
    expect(doc.getElementById('fw-amount')?.textContent).toBe('89,49\u00a0€');
    expect(text).toContain(new URL(shop.server.baseUrl).host);
    expect([...doc.querySelectorAll('button[name=action]')].map((b) => b.textContent)).toEqual(['Zahlung bestätigen', 'Mit abgelehnter Karte bestätigen', 'Anbieterfehler auslösen', 'Abbrechen']);
    expect([...doc.querySelectorAll('input[name=option]')].map((r) => [r.getAttribute('value'), r.hasAttribute('checked')])).toEqual([
      ['flat_rate:1', true],
      ['local_pickup:2', false],
    ]);
    expect(await axeViolations(text)).toEqual([]);
  });

  it('an unknown or malformed order is a German 404 page; an unknown opener origin is 400', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAA', 'x', '']) {
      const res = await open(id);
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain('Zahlung nicht gefunden');
    }
    const res = await open(newOrder().id, 'http://evil.example');
    expect(res.status).toBe(400);
    await res.arrayBuffer();
  });

  it.each([
    ['approve', { status: 'APPROVED', instrument_declined: false, popup_action: 'approve' }, { type: 'approve', payerID: 'FAKEPAYER0DEMO01' }],
    ['decline', { status: 'APPROVED', instrument_declined: true, popup_action: 'decline' }, { type: 'approve', payerID: 'FAKEPAYER0DEMO01' }],
    ['cancel', { status: 'CREATED', popup_action: 'cancel' }, { type: 'cancel' }],
    ['error', { status: 'CREATED', popup_action: 'error' }, { type: 'error', message: 'Simulierter Anbieterfehler (Demo)' }],
  ])('%s changes the FakeProvider and answers the message for the opener', async (action, state, message) => {
    const order = newOrder();
    const res = await thirdParty().post('/checkoutnow/action', { ...(await form(order.id)), action });
    expect(res.status).toBe(200);
    expect(shop.server.provider.getOrder(order.id)).toMatchObject(state);
    if (action === 'approve') expect(shop.server.provider.getOrder(order.id)!.payer?.email_address).toBe('erika@example.test');
    const doc = dom(await res.text());
    expect(JSON.parse(doc.getElementById('fw-result')!.textContent!)).toEqual({
      origin: shop.server.baseUrl,
      message: { source: 'fake-wallet', orderID: order.id, ...message },
    });
    expect(doc.querySelector('script[src="/checkoutnow/popup.js"]')).not.toBeNull();
  });

  it('posts without a valid CSRF token for this order are 403 and change nothing', async () => {
    const order = newOrder();
    const other = newOrder();
    const fields = await form(order.id);
    for (const csrf of [undefined, '', 'x.y', popupToken(other.id), `${fields.csrf}x`]) {
      const body: Record<string, string> = { ...fields, action: 'approve' };
      if (csrf === undefined) delete body.csrf;
      else body.csrf = csrf;
      const res = await thirdParty().post('/checkoutnow/action', body);
      expect(res.status, String(csrf)).toBe(403);
      await res.arrayBuffer();
    }
    expect(shop.server.provider.getOrder(order.id)!.status).toBe('CREATED');
    expect(shop.server.provider.getOrder(order.id)!.popup_action).toBeUndefined();
  });

  it('bad input is 4xx, never 5xx', async () => {
    const order = newOrder();
    const fields = await form(order.id);
    const cases: [string, RequestInit | Record<string, string>, number][] = [
      ['/checkoutnow/action', { ...fields, action: 'refund' }, 400],
      ['/checkoutnow/action', { ...fields, action: 'toString' }, 400],
      ['/checkoutnow/action', { ...fields, action: 'approve', token: 'short' }, 400],
      ['/checkoutnow/action', { ...fields, action: 'approve', origin: 'http://evil.example' }, 400],
      ['/checkoutnow/action', { ...fields, action: 'approve', token: 'AAAAAAAAAAAAAAAAA', csrf: popupToken('AAAAAAAAAAAAAAAAA') }, 404],
      ['/checkoutnow/action', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"approve"' }, 400],
      ['/checkoutnow/action', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=approve&x=${'a'.repeat(10_000)}` }, 413],
      ['/checkoutnow/shipping-address', { ...fields, country: 'XX', postcode: '12345', city: 'Köln' }, 400],
      ['/checkoutnow/shipping-address', { ...fields, country: 'DE', postcode: '<b>', city: 'Köln' }, 400],
      ['/checkoutnow/shipping-address', { ...fields, country: 'DE', postcode: '12345', city: '' }, 400],
      ['/checkoutnow/shipping-option', { ...fields, option: 'free_shipping:9' }, 400],
      ['/checkoutnow/shipping-option', { ...fields }, 400],
    ];
    for (const [path, init, status] of cases) {
      const res = 'method' in init ? await thirdParty().request(path, init as RequestInit) : await thirdParty().post(path, init as Record<string, string>);
      expect(res.status, `${path} ${JSON.stringify(init).slice(0, 120)}`).toBe(status);
      await res.arrayBuffer();
    }
    expect(shop.server.provider.getOrder(order.id)!.status).toBe('CREATED');
    expect(shop.server.provider.getOrder(order.id)!.popup_action).toBeUndefined();
  });

  it('odd urls are 4xx, never 5xx', async () => {
    const origin = encodeURIComponent(shop.server.baseUrl);
    for (const [path, status] of [
      ['/v2/checkout/orders/%E0%A4%A', 400],
      [`/checkoutnow?token[]=x&origin=${origin}`, 404],
      [`/checkoutnow?token=a&token=b&origin=${origin}`, 404],
      ['/checkoutnow?origin[x]=1', 400],
      ['/sdk/js?client-id=%E0', 400],
      ['/%E0', 404],
    ] as const) {
      const res = await thirdParty().get(path);
      expect(res.status, path).toBe(status);
      await res.arrayBuffer();
    }
  });

  it('shipping changes are recorded on the order and show the order again', async () => {
    const order = newOrder();
    const fields = await form(order.id);
    const address = await thirdParty().post('/checkoutnow/shipping-address', { ...fields, country: 'AT', postcode: '1010', city: 'Wien' });
    expect(address.status).toBe(303);
    expect(address.headers.get('location')).toBe(`/checkoutnow?token=${order.id}&origin=${encodeURIComponent(shop.server.baseUrl)}`);
    expect(shop.server.provider.getOrder(order.id)!.shipping!.address).toEqual({ country_code: 'AT', postal_code: '1010', admin_area_2: 'Wien' });
    const option = await thirdParty().post('/checkoutnow/shipping-option', { ...fields, option: 'local_pickup:2' });
    expect(option.status).toBe(303);
    expect(shop.server.provider.getOrder(order.id)!.shipping!.options.map((o) => o.selected)).toEqual([false, true]);
    expect(shop.server.provider.getOrder(order.id)!.shipping!.address?.country_code).toBe('AT');
  });
});

describe('QA sandbox', () => {
  it('renders a page that loads the SDK; only the sandbox page may create its orders', { timeout: 20_000 }, async () => {
    const res = await thirdParty().get('/__sandbox/buttons');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/<script src="\/sdk\/js\?client-id=sandbox&amp;currency=EUR[^"]*" data-namespace="paypal"/);
    expect(await axeViolations(text)).toEqual([]);
    expect((await thirdParty().request('/__sandbox/orders', { method: 'POST' })).status).toBe(403);
    const created = await thirdParty().request('/__sandbox/orders', { method: 'POST', headers: { origin: shop.server.thirdPartyUrl } });
    const { id } = (await created.json()) as { id: string };
    expect(shop.server.provider.getOrder(id)?.amount.value).toBe('89.49');
  });
});
