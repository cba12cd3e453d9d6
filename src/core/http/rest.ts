import { adminAjaxUrl } from '../config/page-globals';
import { t } from '../i18n/i18n';
import { absolute, DEFAULT_TIMEOUT_MS, send, shopHttp, type ShopAnswer } from './client';
import { freshNonce, isStaleNonceRefusal, nonceEndpointUrl } from './rest-nonce';
import { firstPageUrl, MAX_PAGES, nextPageUrl, sentMethod, type RestMethod } from './rest-rules';

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
  return withFreshNonce(printedNonce, (nonce) => send(async () => (await shopHttp()).post(absolute(url), { json, headers: { 'X-WP-Nonce': nonce }, timeout: DEFAULT_TIMEOUT_MS })));
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

/** A REST answer with the response's headers (the upload's attachment id, the pages' `Link`); none when no response came. */
export type RestAnswer = ShopAnswer<unknown> & { headers?: Headers };

/**
 * Any REST call, as wp.apiFetch sends it (./rest-rules.ts): PUT, PATCH and DELETE as POST with
 * `X-HTTP-Method-Override`, a JSON or multipart body, the nonce handling of postRest, and the
 * answer's headers kept.
 */
export function restCall(method: RestMethod, url: string, printedNonce: string, body?: { json: unknown } | { form: FormData }): Promise<RestAnswer> {
  const sent = sentMethod(method);
  return withFreshNonce(printedNonce, async (nonce) => {
    let headers: Headers | undefined;
    const answer = await send(async () => {
      const http = await shopHttp();
      const response = await http(absolute(url), {
        method: sent.method,
        headers: { ...sent.headers, ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
        timeout: DEFAULT_TIMEOUT_MS,
        ...(body && 'json' in body ? { json: body.json } : body ? { body: body.form } : {}),
      });
      headers = response.headers;
      return response;
    });
    return { ...answer, headers };
  });
}

/** Every item of a list, or the failure of the first page that failed. */
export type AllPages = { ok: true; items: unknown[]; complete: boolean } | Extract<ShopAnswer<unknown>, { ok: false }>;

/**
 * GET a list with `per_page=-1`: pages of 100 read along `Link: rel="next"` to the end, at most
 * MAX_PAGES of them (`complete: false` when the bound stopped the reading). A URL without
 * per_page=-1 is one page. An answer that is not a list ends the reading as a refusal.
 */
export async function getAllPages(url: string, printedNonce: string): Promise<AllPages> {
  const first = firstPageUrl(url, document.baseURI);
  const paged = first !== null;
  let page: string | null = first ?? absolute(url);
  const items: unknown[] = [];
  for (let read = 0; page; read++) {
    if (read === MAX_PAGES) return { ok: true, items, complete: false };
    const answer = await restCall('GET', page, printedNonce);
    if (!answer.ok) return answer;
    if (!Array.isArray(answer.body)) return { ok: false, reason: 'http', status: answer.status, message: restMessage(answer.body) || t('An unknown error occurred.') };
    items.push(...(answer.body as unknown[]));
    page = paged ? nextPageUrl(answer.headers?.get('Link'), page) : null;
  }
  return { ok: true, items, complete: true };
}

async function withFreshNonce<A extends ShopAnswer<unknown>>(printedNonce: string, call: (nonce: string) => Promise<A>): Promise<A> {
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

/** The message of a WordPress REST error (`{ code, message, data }`), or ''. */
export function restMessage(body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}
