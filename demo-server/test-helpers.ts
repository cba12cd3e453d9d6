/** Test helpers: start the shop and its third-party origin on port 0, and a fetch client with a cookie jar. */
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createRequire } from 'node:module';
import type { AppOptions } from './app.ts';
import { startDemoShop } from './start.ts';
import type { FakeProvider } from './third-party/provider/orders.ts';

export interface TestServer {
  baseUrl: string;
  /** The third-party origin (fake wallet provider), started beside the shop. */
  thirdPartyUrl: string;
  /** The provider state both origins share. */
  provider: FakeProvider;
  /** The shop's and the third-party origin's request handlers (to serve them as seen from elsewhere: servedFrom); startServer's only. */
  app?: RequestListener;
  thirdPartyApp?: RequestListener;
  close(): Promise<void>;
}

/** The shop and its third-party origin, both on free loopback ports (demo-server/start.ts). */
export async function startServer(options: Pick<AppOptions, 'distDir' | 'demoControl'> = {}): Promise<TestServer> {
  const shop = await startDemoShop({ distDir: options.distDir, demoControl: options.demoControl });
  return { baseUrl: shop.url, thirdPartyUrl: shop.thirdPartyUrl, provider: shop.provider, app: shop.app, thirdPartyApp: shop.thirdPartyApp, close: () => shop.close() };
}

/**
 * The same app (and its state) behind a second loopback listener whose connections report
 * `address` as the client's: requests as a client on another machine makes them.
 */
export async function servedFrom(app: RequestListener, address: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(app);
  server.on('connection', (socket) => Object.defineProperty(socket, 'remoteAddress', { value: address, configurable: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * One demo shop for a test file, without widget bundles, and a new visitor (cookie jar) for
 * every test: `shop.client`, `shop.server`.
 */
export function testShop(options: Pick<AppOptions, 'distDir' | 'demoControl'> = { distDir: '/nonexistent-dist' }): { readonly server: TestServer; readonly client: Client } {
  const shop = {} as { server: TestServer; client: Client };
  beforeAll(async () => {
    shop.server = await startServer(options);
  });
  afterAll(() => shop.server.close());
  beforeEach(() => {
    shop.client = new Client(shop.server.baseUrl);
  });
  return shop;
}

/** Node's own fetch, kept before any test stubs the global (routeWidgetRequestsTo does). */
const nodeFetch = globalThis.fetch;

export class Client {
  readonly jar = new Map<string, string>();
  /** Set-Cookie headers of the last response. */
  lastSetCookies: string[] = [];

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // A fresh connection per request: the shop and this client share one process, and while a
    // test blocks it (jsdom, axe) the shop's 5 s keep-alive timer can close a socket the client
    // reuses at that moment (ECONNRESET, "other side closed"), more so beside other stages.
    headers.set('connection', 'close');
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await nodeFetch(this.baseUrl + path, { redirect: 'manual', ...init, headers });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.split('=');
        return k.trim().toLowerCase() === 'expires' && new Date(v.trim()).getTime() < Date.now();
      });
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  get(path: string, init: RequestInit = {}): Promise<Response> {
    return this.request(path, { ...init, method: 'GET' });
  }

  /** Form-encoded POST (what the widgets and WooCommerce send). */
  post(path: string, form: Record<string, string | number> = {}, init: RequestInit = {}): Promise<Response> {
    const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
    return this.request(path, {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(init.headers as Record<string, string>) },
      body,
    });
  }

  postJson(path: string, body: unknown, method = 'POST'): Promise<Response> {
    return this.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  /** GET and follow redirects (keeping cookies). Returns the final response and its text. */
  async getPage(path: string): Promise<{ res: Response; text: string; url: string }> {
    let url = path;
    for (let i = 0; i < 5; i++) {
      const res = await this.get(url);
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location')!, this.baseUrl + url).pathname + new URL(res.headers.get('location')!, this.baseUrl).search;
        await res.arrayBuffer();
        continue;
      }
      return { res, text: await res.text(), url };
    }
    throw new Error('too many redirects');
  }

  /** GET a page that must answer 200 (after redirects), parsed. */
  async pageDocument(path: string): Promise<Document> {
    const { res, text } = await this.getPage(path);
    expect(res.status, path).toBe(200);
    return dom(text);
  }

  async state(): Promise<{ items: { key: string; productId: number; variationId: number; quantity: number }[]; count: number; cartHash: string }> {
    const res = await this.get('/__demo/state');
    return (await res.json()) as never;
  }

  /** The cart form's `woocommerce-cart-nonce` of this visitor (the cart must hold an item). */
  async cartNonce(): Promise<string> {
    const { text } = await this.getPage('/cart/');
    return /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(text)![1]!;
  }

  addToCart(form: Record<string, string | number>): Promise<Response> {
    return this.post('/?wc-ajax=add_to_cart', form);
  }
}

// jsdom ships without type declarations here (@types/jsdom is not installed); type what we use.
type TestWindow = Window & typeof globalThis & { eval(code: string): unknown; close(): void };
type JsdomConstructor = new (html: string, options?: Record<string, unknown>) => { window: TestWindow };
// Loaded on first use: a test file that parses no page does not pay for jsdom.
let jsdom: JsdomConstructor | undefined;
function loadJsdom(): JsdomConstructor {
  return (jsdom ??= (createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor }).JSDOM);
}

/** Parse a page the server sent. */
export function dom(text: string): Document {
  return new (loadJsdom())(text).window.document;
}

// Read on first use: only a few test files run axe.
let axeSource: string | undefined;

/** axe-core on a page in jsdom (colour contrast needs a browser: the e2e suite checks it). */
export async function axeViolations(html: string): Promise<string[]> {
  const { window } = new (loadJsdom())(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  window.eval(axeSource);
  const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
  const result = await axe.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
  window.close();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** Ids that occur more than once on a page. */
export function duplicateIds(html: string): string[] {
  const ids = [...dom(html).querySelectorAll('[id]')].map((el) => el.id);
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

/**
 * Point the widgets' own HTTP client (src/core/http/client.ts) at the demo shop, as this
 * visitor: contract tests run the client's request functions and parsers on real answers.
 * Call in a node test after `testShop()`; globals are restored after each test.
 */
export function routeWidgetRequestsTo(shop: { readonly server: TestServer; readonly client: Client }): void {
  beforeEach(() => {
    vi.stubGlobal('document', { baseURI: `${shop.server.baseUrl}/` });
    // The page is on the shop: same-origin checks (a checkout's redirect) compare with it.
    vi.stubGlobal('location', new URL(`${shop.server.baseUrl}/checkout/`));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
      return shop.client.request(url.pathname + url.search, { method: request.method, headers: request.headers, body, signal: request.signal });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * The text of the page's globals script (woocommerce_params, the wallet's settings, …): the last
 * nonce'd inline script in <head>. The consent blocker's inline script comes first, before
 * anything else can run (widgets/consent-banner/README.md).
 */
export function pageGlobalsScript(doc: Document): string {
  const inline = [...doc.querySelectorAll('head script[nonce]:not([src])')];
  return inline.at(-1)?.textContent ?? '';
}

/**
 * A request whose target is sent exactly as given (`curl --path-as-is`): fetch and URL would
 * resolve `//host/x` or `/\host/x` against the base before sending. Answers status and headers.
 */
export function rawRequest(baseUrl: string, target: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, method, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
