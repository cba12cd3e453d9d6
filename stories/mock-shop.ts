/**
 * A small fake shop for the stories: replaces `window.fetch` while a story is shown and
 * answers the shop's cart endpoints with the demo shop's own markup (stories/fixtures). No
 * story makes a real network request; anything that is not a shop endpoint is passed on.
 *
 * Modes (story parameter `shop.mode`, or `mockShop.mode = …` from a play function):
 * - `ok`: answers at once (after `delayMs`, default 0).
 * - `slow`: answers after `delayMs` (default 1500 ms).
 * - `never`: never answers, to show the loading state. The widget's own timeout still applies
 *   (15 s for cart changes, 5 s for fragments), as it would in a real shop.
 * - `error`: HTTP 500 with an HTML error page.
 * - `error-body`: HTTP 400 with the shop's error body (`{error: true, product_url: '', message}`
 *   for add to cart, `{success: false, data: {message}}` for other cart changes).
 * - `invalid-json`: HTTP 200 with a PHP notice in place of JSON.
 *
 * Product endpoints, answered from the same fixtures:
 * - `get_variation`: the variation object whose attributes match the posted `attribute_*`
 *   fields, or `false` (also for the ids in `shop.missingVariations`: gone since the page was
 *   printed).
 * - `gzd_refresh_unit_price`: `{products: {<key>: {product_id, unit_price_html}}}` with the
 *   shop's unit price for each posted price (without `unit_price_html` for prices the fixtures
 *   do not know, which the widget treats as a failure).
 * - admin-ajax `action=flatsome_quickview`: the quick-view HTML of `product`, or HTTP 400.
 * - GET admin-ajax `action=flatsome_ajax_search_products`: the demo shop's suggestions for the
 *   fixture queries ('led', 'reiniger', 'reiniger' in 'pflege', 'xyz'); any other query: none.
 *
 * Checkout endpoints (markup from src/test/checkout-html.ts):
 * - `update_order_review`: the review table and payment area, with Austria's shipping for
 *   `country=AT`.
 * - `checkout`: the order-received address; in `error-body` mode the shop's refusal with its
 *   HTML message list.
 * - GET `/agb/`: the terms page.
 *
 * Storefront (story parameter `shop.theme: 'storefront'`): the cart endpoints answer with
 * WooCommerce's fragments for Storefront's header (src/test/storefront-header.ts): `cart`
 * 'filled' is two lines, anything else none; a removal drops the line, an add adds one.
 *
 * Contact form (REST under /wp-json/contact-form-7/v1/contact-forms/42/): the schema, an empty
 * refill, and for feedback the demo shop's answer named by `shop.contact` (default 'sent').
 */
import '../src/cart/contracts';
import '../src/product/contracts';
import '../src/checkout/contracts';
import '../src/search/contracts';
import { paymentArea, reviewTable, termsPage } from '../src/test/checkout-html';
import { FELGENREINIGER, FRONTSPOILER, stockFragmentsBody, type StockCartLine } from '../src/test/storefront-header';
import { withWalletMethod } from '../src/test/fake-wallet-sdk';
import type { Endpoint, ResponseOf } from '../src/core/http/contracts';
import type { UnitPriceRefreshBody, Variation } from '../src/product/contracts';
import { withImages } from './fixtures/images';
import { cartPages, contactForm, fragments, liveSearch, quickView, transitions, unitPriceAnswers, variations } from './fixtures/shop-html';

export type ShopMode = 'ok' | 'slow' | 'never' | 'error' | 'error-body' | 'invalid-json';
export type CartName = keyof typeof fragments;

export interface ShopParameters {
  mode?: ShopMode;
  /** The cart the shop has when the story starts. */
  cart?: CartName;
  delayMs?: number;
  /** Variation ids get_variation answers `false` for. */
  missingVariations?: number[];
  /** The wallet gateway is on: the payment area update_order_review sends back carries its method and buttons. */
  wallet?: boolean;
  /** Which of the demo shop's contact form answers feedback gives. */
  contact?: ContactAnswer;
  /** The cart endpoints answer for the seed theme's markup (default) or Storefront's. */
  theme?: 'seed' | 'storefront';
}

export type ContactAnswer = keyof typeof contactForm.answers;

export interface ShopRequest {
  endpoint: string;
  method: string;
  fields: Record<string, string>;
}

interface MockShop {
  mode: ShopMode;
  cart: CartName;
  delayMs: number | undefined;
  missingVariations: number[];
  wallet: boolean;
  contact: ContactAnswer;
  theme: 'seed' | 'storefront';
  /** Storefront's cart (theme 'storefront'). */
  stockLines: StockCartLine[];
  /** Every shop request the story made, for play functions. */
  requests: ShopRequest[];
}

/** The running fake shop; play functions may change `mode` between steps. */
export const mockShop: MockShop = { mode: 'ok', cart: 'empty', delayMs: undefined, missingVariations: [], wallet: false, contact: 'sent', theme: 'seed', stockLines: [], requests: [] };

const ADD_ERROR = 'Von „LED-Tagfahrlicht Set“ sind nicht genügend Artikel vorrätig. Bitte wähle eine kleinere Menge.';
const CHANGE_ERROR = 'Die maximale Menge für „Carbon-Folie Meterware“ ist 10.';

/** The endpoint's answer as its contract says (src/<domain>/contracts.ts). */
const reply = <E extends Endpoint>(_endpoint: E, body: ResponseOf<E>, status = 200) =>
  new Response(withImages(JSON.stringify(body)), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
const htmlResponse = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** Which shop endpoint a URL is, or null when it is none of the shop's. */
function endpointOf(url: URL, method: string): string | null {
  const wcAjax = url.searchParams.get('wc-ajax');
  if (wcAjax) return wcAjax;
  if (url.pathname.endsWith('/wp-admin/admin-ajax.php')) return 'admin-ajax';
  if (method === 'POST' && url.pathname.endsWith('/wp-json/wp/v2/users/me')) return 'coming-soon-dismiss';
  if (method === 'GET' && /\/cart\/?$/.test(url.pathname)) return 'cart-page';
  if (method === 'GET' && /\/agb\/?$/.test(url.pathname)) return 'terms-page';
  const contact = /\/contact-form-7\/v1\/contact-forms\/\d+\/(feedback\/schema|feedback|refill)$/.exec(url.pathname);
  if (contact) return `contact-${contact[1]!.replace('feedback/schema', 'schema')}`;
  return null;
}

function cartPageDocument(cart: CartName): string {
  return `<!doctype html><html lang="de"><head><title>Warenkorb – Schaufenster Demo-Shop</title></head><body><main id="main">${withImages(cartPages[cart])}</main></body></html>`;
}

/** The cookies the shop sets with every cart answer (WooCommerce's Set-Cookie headers). */
function setCartCookies(cart: CartName): void {
  const hash = fragments[cart].cart_hash;
  const cookie = (name: string, value: string) => (document.cookie = value ? `${name}=${value}; path=/` : `${name}=; path=/; max-age=0`);
  cookie('woocommerce_items_in_cart', hash ? '1' : '');
  cookie('woocommerce_cart_hash', hash);
}

/** The shop's answer in `mode` (the mode when the request was sent). */
function answer(request: ShopRequest, mode: ShopMode): Response {
  const { endpoint, fields } = request;
  if (mode === 'error') return htmlResponse('<!doctype html><title>500 Internal Server Error</title><h1>Internal Server Error</h1>', 500);
  if (mode === 'invalid-json') return htmlResponse('<br /><b>Notice</b>: Undefined index: quantity in <b>/var/www/html/wp-content/plugins/demo.php</b> on line <b>42</b><br />');
  const checkout = checkoutAnswer(endpoint, fields, mode);
  if (checkout) return checkout;
  if (endpoint.startsWith('contact-')) {
    const body = { 'contact-schema': contactForm.schema, 'contact-refill': {}, 'contact-feedback': contactForm.answers[mockShop.contact] }[endpoint];
    return new Response(JSON.stringify(body ?? {}), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
  }
  if (endpoint === 'coming-soon-dismiss') {
    // WordPress REST: the user (dismissed), or a refusal a fresh nonce cannot mend (a stale nonce would be renewed and sent again).
    const body =
      mode === 'error-body'
        ? { code: 'rest_cannot_edit', message: 'Du bist leider nicht berechtigt, diesen Benutzer zu bearbeiten.', data: { status: 403 } }
        : { id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
    return new Response(JSON.stringify(body), { status: mode === 'error-body' ? 403 : 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
  }
  if (mode === 'error-body' && endpoint !== 'cart-page' && endpoint !== 'get_refreshed_fragments') {
    return endpoint === 'add_to_cart'
      ? reply('add_to_cart', { error: true, product_url: '', message: ADD_ERROR }, 400)
      : reply('flatsome_ajax_cart_item_alter_quantity', { success: false, data: { message: CHANGE_ERROR } }, 400);
  }
  const product = productAnswer(endpoint, fields);
  if (product) return product;
  const stock = mockShop.theme === 'storefront' ? storefrontAnswer(endpoint, fields) : null;
  if (stock) return stock;
  const current = mockShop.cart;
  const response = cartAnswer(endpoint, fields, current);
  if (endpoint !== 'cart-page' && response.ok) setCartCookies(mockShop.cart);
  return response;
}

/** Storefront's cart endpoints (WooCommerce's own answers, as the recorded stock shop gives them), or null for another endpoint. */
function storefrontAnswer(endpoint: string, fields: Record<string, string>): Response | null {
  const lines = mockShop.stockLines;
  switch (endpoint) {
    case 'get_refreshed_fragments':
      return reply('get_refreshed_fragments', stockFragmentsBody(lines));
    case 'remove_from_cart': {
      const left = lines.filter((line) => line.key !== fields.cart_item_key);
      // An unknown key: the stock shop's body, which the contract's type does not name.
      if (left.length === lines.length) return new Response('{"success":false}', { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
      mockShop.stockLines = left;
      return reply('remove_from_cart', stockFragmentsBody(left));
    }
    case 'add_to_cart':
      mockShop.stockLines = lines.some((line) => line.key === FRONTSPOILER.key) ? lines : [...lines, { ...FRONTSPOILER, quantity: 1 }];
      return reply('add_to_cart', stockFragmentsBody(mockShop.stockLines));
    default:
      return null;
  }
}

/** The product endpoints' answers, or null for a cart endpoint. */
function productAnswer(endpoint: string, fields: Record<string, string>): Response | null {
  if (endpoint === 'get_variation') {
    const list = ((variations as Record<string, readonly Variation[]>)[fields.product_id ?? ''] ?? []) as readonly Variation[];
    const match = list.find((v) => Object.entries(v.attributes).every(([name, value]) => fields[name] && (value === '' || fields[name] === value)));
    return reply('get_variation', match && !mockShop.missingVariations.includes(match.variation_id) ? match : false);
  }
  if (endpoint === 'gzd_refresh_unit_price') {
    const products: UnitPriceRefreshBody['products'] = {};
    for (let i = 0; fields[`products[${i}][product_id]`] !== undefined; i++) {
      const field = (name: string) => fields[`products[${i}][${name}]`] ?? '';
      const id = field('product_id');
      const html = (unitPriceAnswers as Record<string, string>)[`${id}|${field('price')}|${field('price_sale')}`];
      products[field('key') || id] = html ? { product_id: Number(id), unit_price_html: html } : { product_id: Number(id) };
    }
    return reply('gzd_refresh_unit_price', { products });
  }
  if (endpoint === 'admin-ajax' && fields.action === 'flatsome_ajax_search_products') {
    // The demo shop's answers for the fixture queries; any other query finds nothing, as the theme says it.
    const answers = liveSearch.answers as unknown as Record<string, ResponseOf<'flatsome_ajax_search_products'>>;
    const none = { suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] };
    return reply('flatsome_ajax_search_products', answers[`${fields.product_cat ?? ''}|${fields.query ?? ''}`] ?? none);
  }
  if (endpoint === 'admin-ajax' && fields.action === 'flatsome_quickview') {
    const html = (quickView as Record<string, string>)[fields.product ?? ''];
    return html ? htmlResponse(withImages(html)) : new Response('Das Produkt wurde nicht gefunden.', { status: 400 });
  }
  return null;
}

/** Message of the shop's refusal to place an order (`error-body`). */
export const CHECKOUT_REFUSAL = 'Nachnahme ist für Lieferungen nach Österreich nicht verfügbar. Bitte wähle eine andere Zahlungsart.';

/** The checkout endpoints' answers, or null for another endpoint. */
function checkoutAnswer(endpoint: string, fields: Record<string, string>, mode: ShopMode): Response | null {
  switch (endpoint) {
    case 'update_order_review': {
      const austria = fields.s_country === 'AT';
      const fragments = {
        '.woocommerce-checkout-review-order-table': reviewTable(austria ? '9,90 €' : '4,90 €', austria ? '29,80 €' : '24,80 €'),
        '.woocommerce-checkout-payment': mockShop.wallet ? withWalletMethod(paymentArea()) : paymentArea(),
      };
      return reply('update_order_review', { result: 'success', messages: '', reload: false, fragments });
    }
    case 'checkout':
      return mode === 'error-body'
        ? reply('checkout', { result: 'failure', messages: `<ul class="woocommerce-error" role="alert"><li>${CHECKOUT_REFUSAL}</li></ul>`, refresh: false, reload: false })
        : reply('checkout', { result: 'success', redirect: `${window.location.origin}/checkout/order-received/1001/?key=wc_order_storybook` });
    case 'terms-page':
      return htmlResponse(termsPage);
    default:
      return null;
  }
}

function cartAnswer(endpoint: string, fields: Record<string, string>, current: CartName): Response {
  switch (endpoint) {
    case 'add_to_cart':
      mockShop.cart = (transitions.add[current] ?? current) as CartName;
      return reply('add_to_cart', fragments[mockShop.cart]);
    case 'remove_from_cart': {
      const next = (transitions.remove[current] as Record<string, string>)[fields.cart_item_key ?? ''];
      if (!next) return reply('remove_from_cart', { success: false });
      mockShop.cart = next as CartName;
      return reply('remove_from_cart', fragments[mockShop.cart]);
    }
    case 'admin-ajax': {
      if (fields.quantity !== undefined && Number(fields.quantity) === 0) {
        const next = (transitions.remove[current] as Record<string, string>)[fields.cart_item_key ?? ''];
        if (next) mockShop.cart = next as CartName;
      }
      // Quantities are canned: the shop answers with the cart it has.
      return reply('flatsome_ajax_cart_item_alter_quantity', fragments[mockShop.cart]);
    }
    case 'get_refreshed_fragments':
      return reply('get_refreshed_fragments', fragments[current]);
    case 'cart-page':
      return htmlResponse(cartPageDocument(current));
    default:
      return new Response(JSON.stringify({ success: false, data: { message: `Unbekannter Endpunkt ${endpoint}` } }), { status: 400 });
  }
}

const abortError = () => new DOMException('The fake shop was taken down with the story.', 'AbortError');

/** Time the widgets of a story that ends get to react to their aborted requests. */
const WIND_DOWN_MS = 50;

/**
 * Replace window.fetch for one story. Returns the uninstall function: it ends every request
 * still pending (as aborted), so a `never` story does not block the cart queue of the next
 * story, and for a moment aborts whatever the widgets send in reaction (a cart page reload,
 * a fragment refresh), so none of it reaches the next story's fake shop.
 */
export function installMockShop(parameters: ShopParameters = {}): () => Promise<void> {
  const realFetch = window.fetch;
  const pending = new Set<(error: DOMException) => void>();
  let closed = false;
  Object.assign(mockShop, {
    mode: parameters.mode ?? 'ok',
    cart: parameters.cart ?? 'empty',
    delayMs: parameters.delayMs,
    missingVariations: parameters.missingVariations ?? [],
    wallet: parameters.wallet ?? false,
    contact: parameters.contact ?? 'sent',
    theme: parameters.theme ?? 'seed',
    stockLines: parameters.cart === 'filled' ? [FRONTSPOILER, FELGENREINIGER] : [],
    requests: [],
  });
  // A shopper with this cart already has the shop's cart cookies when the page loads.
  setCartCookies(mockShop.cart);

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.href);
    const endpoint = endpointOf(url, request.method);
    if (!endpoint || url.origin !== window.location.origin) return realFetch.call(window, input, init);

    if (closed) throw abortError();
    // GET endpoints (the live search) send their fields in the query.
    const fields = Object.fromEntries(request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text()));
    const shopRequest: ShopRequest = { endpoint, method: request.method, fields };
    mockShop.requests.push(shopRequest);

    const mode = mockShop.mode;
    const delay = mode === 'slow' ? (mockShop.delayMs ?? 1500) : (mockShop.delayMs ?? 0);
    await new Promise<void>((resolve, reject) => {
      if (request.signal.aborted) return reject(request.signal.reason ?? abortError());
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        pending.delete(end);
        request.signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      };
      const end = (error: DOMException) => settle(error);
      const onAbort = () => settle(request.signal.reason ?? abortError());
      const timer = mode === 'never' ? undefined : setTimeout(() => settle(), delay);
      pending.add(end);
      request.signal.addEventListener('abort', onAbort);
    });
    return answer(shopRequest, mode);
  }

  window.fetch = fakeFetch as typeof window.fetch;
  return async () => {
    closed = true;
    for (const end of [...pending]) end(abortError());
    await new Promise((resolve) => setTimeout(resolve, WIND_DOWN_MS));
    if (window.fetch === fakeFetch) window.fetch = realFetch;
  };
}
