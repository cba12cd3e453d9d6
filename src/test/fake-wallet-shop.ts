/** The shop's ppc endpoints behind a stubbed fetch, for element tests of the payment widgets (wallet buttons, card fields). */
import { vi } from 'vitest';
export type Route = (body: Record<string, unknown>) => unknown;
/** The shop's ppc endpoints behind fetch (JSON bodies), with every request kept. */
export function installWalletShop(routes: Record<string, Route>) {
  const requests: Array<{ endpoint: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // The payment calls fetch a URL with a JSON body; the checkout's ky a Request, form-encoded.
      const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const url = new URL(request.url);
      const name = url.searchParams.get('wc-ajax') ?? url.pathname;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const body = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
      requests.push({ endpoint: name, body });
      const route = routes[name];
      if (!route) return new Response(`no route ${name}`, { status: 404 });
      const answer = await route(body);
      return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { requests, sent: (name: string) => requests.filter((request) => request.endpoint === name) };
}
