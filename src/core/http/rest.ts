import { adminAjaxUrl } from '../config/page-globals';
import { absolute, DEFAULT_TIMEOUT_MS, send, shopHttp, type ShopAnswer } from './client';
import { freshNonce, isStaleNonceRefusal, nonceEndpointUrl } from './rest-nonce';

/**
 * A nonce fetched after a refusal, for every later REST call of the page (the printed one has
 * gone stale for all of them), as wp.apiFetch keeps it in its nonce middleware.
 */
let refreshed: string | undefined;

/** Only for tests: forget the refreshed nonce. */
export function forgetRefreshedNonce(): void {
  refreshed = undefined;
}

/**
 * POST JSON to a WordPress REST route with `X-WP-Nonce` (the printed nonce, or a fresher one
 * this page got). On WordPress's stale-nonce refusal (403 rest_cookie_invalid_nonce) it asks
 * admin-ajax `rest-nonce` for a fresh one and sends the call once more (./rest-nonce.ts for
 * what WordPress does). Retrying this POST is safe where others are not: WordPress refuses a
 * stale nonce before the route runs, so the first call changed nothing. No fresh nonce (signed
 * out: "0") or a second refusal: the refusal is the answer.
 */
export function postRest(url: string, json: unknown, printedNonce: string): Promise<ShopAnswer<unknown>> {
  return withFreshNonce(printedNonce, (nonce) =>
    send(async () => (await shopHttp()).post(absolute(url), { json, headers: { 'X-WP-Nonce': nonce }, timeout: DEFAULT_TIMEOUT_MS })),
  );
}

/**
 * A REST read (GET) or a multipart POST (a form's fields and files, as FormData), with the
 * same nonce handling as postRest. An empty nonce (a visitor who is not signed in: WordPress
 * checks none) sends no header.
 */
export function sendRest(url: string, printedNonce: string, body?: FormData): Promise<ShopAnswer<unknown>> {
  return withFreshNonce(printedNonce, (nonce) =>
    send(async () => {
      const http = await shopHttp();
      const headers = nonce ? { 'X-WP-Nonce': nonce } : undefined;
      const options = { headers, timeout: DEFAULT_TIMEOUT_MS };
      return body ? http.post(absolute(url), { ...options, body }) : http.get(absolute(url), options);
    }),
  );
}

async function withFreshNonce(printedNonce: string, call: (nonce: string) => Promise<ShopAnswer<unknown>>): Promise<ShopAnswer<unknown>> {
  const answer = await call(refreshed ?? printedNonce);
  if (!answer.ok || !isStaleNonceRefusal(answer.status, answer.body)) return answer;
  const nonce = await fetchFreshNonce();
  if (!nonce) return answer;
  refreshed = nonce;
  return call(nonce);
}

async function fetchFreshNonce(): Promise<string | null> {
  const wp = (globalThis as { wp?: { apiFetch?: { nonceEndpoint?: unknown } } }).wp;
  try {
    const http = await shopHttp();
    const response = await http.get(absolute(nonceEndpointUrl(wp?.apiFetch?.nonceEndpoint, adminAjaxUrl())), {
      headers: { Accept: 'text/plain, */*' },
      timeout: DEFAULT_TIMEOUT_MS,
    });
    return freshNonce(response.status, await response.text());
  } catch {
    return null; // offline or timed out: the refusal stands, the shopper may try again
  }
}
