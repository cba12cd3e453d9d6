import { waitFor } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import '../cart/contracts';
import '../product/contracts';
import '../checkout/contracts';
import '../search/contracts';
import type { Endpoint, ResponseOf } from '../core/http/contracts';
import type { Fragments } from '../cart/events';
import { cartStore } from '../cart/store';

/** One request the widgets sent, as the shop would see it. */
export interface SeenRequest {
  method: string;
  url: URL;
  form: URLSearchParams;
}

type Answer<Body> = Body | Response | 'never' | Promise<Body | Response>;

/**
 * A route per endpoint. The answer is the endpoint's contract body (src/<domain>/contracts.ts,
 * sent as JSON with status 200; HTML for HTML endpoints), or a Response for what the contract
 * does not allow (failures, broken bodies), or 'never' to leave the request hanging.
 */
export type FakeRoutes = { [E in Endpoint]?: (request: SeenRequest) => Answer<ResponseOf<E>> } & {
  /** Pages by path (e.g. '/cart/' for the cart page's reload): their HTML. */
  [path: `/${string}`]: (request: SeenRequest) => Answer<string>;
};

/**
 * A fake shop behind `fetch` for element tests: routes by wc-ajax endpoint or admin-ajax
 * action, records every request, and answers with what the test gives.
 */
export function installFakeShop(routes: FakeRoutes) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://shop.test');
    const form = new URLSearchParams(request.method === 'GET' ? '' : await request.clone().text());
    const seen = { method: request.method, url, form };
    requests.push(seen);
    const route = url.searchParams.get('wc-ajax') ?? form.get('action') ?? url.searchParams.get('action') ?? url.pathname;
    const handler = (routes as Record<string, ((request: SeenRequest) => Answer<unknown>) | undefined>)[route];
    if (!handler) return new Response(`no route ${route}`, { status: 404 });
    const answer = await handler(seen);
    if (answer === 'never') {
      return new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'))));
    }
    if (answer instanceof Response) return answer;
    return typeof answer === 'string' ? new Response(answer, { headers: { 'Content-Type': 'text/html' } }) : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, restore: () => vi.unstubAllGlobals() };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The fragments a shop answers with for a cart of `count` items. */
export function cartFragments(count: number, items = ''): Fragments {
  return {
    'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${
      count ? `<ul class="woocommerce-mini-cart">${items}</ul>` : '<p class="woocommerce-mini-cart__empty-message">leer</p>'
    }</div>`,
    'a.header-cart-link': `<a href="/cart/" class="header-cart-link" aria-label="Warenkorb: ${count} Artikel">${count}</a>`,
  };
}

/**
 * Wait until the shop has seen a request and no cart request is running or waiting. Cart
 * requests go out one at a time, in order, so by then any request queued before or beside
 * the awaited one has been sent too: the point to assert that nothing else was sent.
 */
export function cartRequestsSettled(shop: { requests: unknown[] }, timeout?: number): Promise<void> {
  return waitFor(
    () => {
      expect(shop.requests).not.toHaveLength(0);
      expect(cartStore.getState().pendingRequests).toBe(0);
    },
    { timeout },
  );
}
