/** What the payments tests share: a shop with a third-party origin and a provider, the printed settings, ppc calls. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp, type AppOptions } from '../app.ts';
import type { GatewaySettings, PaymentAjax } from '../../src/payments/provider/contracts.ts';
import { getProduct } from '../product/catalogue.ts';
import { productUrl } from '../shared/markup.ts';
import { Client, dom, type TestServer } from '../test-helpers.ts';
import { FakeProvider, type ProviderPayer } from '../third-party/provider/orders.ts';

/** Never contacted: the shop only prints it (the SDK url). */
export const THIRD_PARTY = 'http://127.0.0.1:9';

/**
 * A shop made with exactly these app options (testShop() always starts the third-party origin
 * beside it; these tests need a provider they hold, or no third party at all), and a new
 * visitor per test.
 */
export function appShop(options: AppOptions): { readonly server: TestServer; readonly client: Client } {
  const shop = {} as { server: TestServer; client: Client };
  beforeAll(async () => {
    const app = createApp(options);
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    // A test may idle past Node's 5 s keep-alive (axe on a busy machine): the client's pooled
    // connection must not be closed under its next request (ECONNRESET).
    server.keepAliveTimeout = 60_000;
    shop.server = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      thirdPartyUrl: options.thirdPartyOrigin ?? '',
      provider: options.provider ?? new FakeProvider(),
      close: () =>
        new Promise<void>((resolve) => {
          (app.locals.releaseHungRequests as () => void)();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  });
  afterAll(() => shop.server.close());
  beforeEach(() => {
    shop.client = new Client(shop.server.baseUrl);
  });
  return shop;
}

/** A shop with a third-party origin (printed, never contacted) and its provider. */
export function walletShop() {
  const provider = new FakeProvider();
  const shop = appShop({ distDir: '/nonexistent-dist', thirdPartyOrigin: THIRD_PARTY, provider });
  return { shop, provider };
}

export const productPath = (id: number) => productUrl(getProduct(id)!);

/** `window.PayPalCommerceGateway` as a page printed it, or undefined when it printed none. */
export function settingsIn(text: string): GatewaySettings | undefined {
  const line = text.split('\n').find((l) => l.startsWith('var PayPalCommerceGateway='));
  return line ? (JSON.parse(line.slice('var PayPalCommerceGateway='.length).replace(/;(<\/script>)?$/, '')) as GatewaySettings) : undefined;
}

export async function pageSettings(client: Client, path: string): Promise<{ settings: GatewaySettings | undefined; text: string; doc: Document }> {
  const { res, text } = await client.getPage(path);
  expect(res.status, path).toBe(200);
  return { settings: settingsIn(text), text, doc: dom(text) };
}

/** The settings of a page that must print them. */
export async function requireSettings(client: Client, path: string): Promise<GatewaySettings> {
  const { settings } = await pageSettings(client, path);
  expect(settings, path).toBeDefined();
  return settings!;
}

type Key = Exclude<keyof PaymentAjax, 'cart_script_params' | 'update_customer_shipping'>;

/** A ppc call as the plugin's script sends it: JSON, the endpoint's nonce in the body. */
export async function ppc(client: Client, settings: GatewaySettings, key: Key, body: Record<string, unknown> = {}): Promise<{ status: number; json: Record<string, any> }> {
  const { endpoint, nonce } = settings.ajax[key];
  const res = await client.postJson(endpoint, { nonce, ...body });
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

export const PAYER: ProviderPayer = {
  payer_id: 'PAYER0000001',
  email_address: 'kim@example.test',
  name: { given_name: 'Kim', surname: 'Käufer' },
  address: { address_line_1: 'Ringstraße 7', admin_area_2: 'Köln', postal_code: '50667', country_code: 'DE' },
};

export const line = (id: number, quantity = 1) => ({ id, quantity, variations: null });
