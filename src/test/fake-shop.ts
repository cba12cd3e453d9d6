import { waitFor } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import { cartStore } from '../store/cart-store';

/** One request the widgets sent, as the shop would see it. */
export interface SeenRequest {
  method: string;
  url: URL;
  form: URLSearchParams;
}

type Answer = Response | Promise<Response> | 'never';
type Handler = (request: SeenRequest) => Answer;

/**
 * A fake shop behind `fetch` for element tests: routes by wc-ajax endpoint or admin-ajax
 * action, records every request, and answers with what the test gives.
 */
export function installFakeShop(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://shop.test');
    const form = new URLSearchParams(request.method === 'GET' ? '' : await request.clone().text());
    const seen = { method: request.method, url, form };
    requests.push(seen);
    const route = url.searchParams.get('wc-ajax') ?? form.get('action') ?? url.pathname;
    const handler = routes[route];
    if (!handler) return new Response(`no route ${route}`, { status: 404 });
    const answer = handler(seen);
    if (answer === 'never') {
      return new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'))),
      );
    }
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, restore: () => vi.unstubAllGlobals() };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The fragments a shop answers with for a cart of `count` items. */
export function cartFragments(count: number, items = '') {
  return {
    'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${
      count ? `<ul class="woocommerce-mini-cart">${items}</ul>` : '<p class="woocommerce-mini-cart__empty-message">leer</p>'
    }</div>`,
    'a.header-cart-link': `<a href="/cart/" class="header-cart-link" aria-label="Warenkorb: ${count} Artikel">${count}</a>`,
  };
}

/** Wait until React/Preact have rendered and microtasks have run. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

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
