import type { KyInstance } from 'ky';
import { t } from '../i18n/i18n';
import { whenIdleAfterLoad } from '../idle';

/**
 * The one HTTP client. Answers become values, never exceptions: a widget gets either the
 * parsed body or a failure with a German message it can show. No request is retried here:
 * most shop calls are non-idempotent POSTs.
 */
export type FailureReason = 'timeout' | 'offline' | 'http' | 'invalid_json' | 'aborted';

export interface ShopFailure {
  ok: false;
  reason: FailureReason;
  status?: number;
  message: string;
}
export type ShopAnswer<T> = { ok: true; status: number; body: T } | ShopFailure;

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Default time a shop call may take before the shopper is told. */
export const DEFAULT_TIMEOUT_MS = 15_000;

let client: Promise<KyInstance> | undefined;

/**
 * ky is loaded on the first request, not with the page: a repeat view with an unchanged cart
 * makes no request at all, so it never pays for the HTTP library.
 */
export function shopHttp(): Promise<KyInstance> {
  client ??= import('ky').then(({ default: ky }) =>
    ky.create({
      credentials: 'same-origin',
      retry: 0,
      throwHttpErrors: false,
      headers: { Accept: 'application/json, text/plain, */*' },
    }),
  );
  // A failed chunk load (offline) must be retried on the next request, not cached.
  client.catch(() => (client = undefined));
  return client;
}

/**
 * What the first interaction needs, fetched before it: the HTTP client once the shopper
 * points at, focuses or touches `host` (a tap gives about 100 ms, a mouse more), or else once
 * the page has loaded and the browser is idle. The click then sends the shop's request
 * without first waiting for a chunk. Returns a function that stops waiting.
 */
export function warmShopHttpFor(host: HTMLElement): () => void {
  const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
  const warm = () => {
    stop();
    void shopHttp().catch(() => {}); // offline: the request that needs it tries again and says so
  };
  const cancelIdle = whenIdleAfterLoad(warm);
  const waiting = new AbortController();
  function stop() {
    waiting.abort();
    cancelIdle();
  }
  for (const type of INTENT) host.addEventListener(type, warm, { passive: true, signal: waiting.signal });
  return stop;
}

export type FormFields = Record<string, string | number | undefined>;

/** POST form-encoded fields, as WooCommerce's wc-ajax and admin-ajax expect. */
export function postForm(url: string, fields: FormFields, options: RequestOptions = {}): Promise<ShopAnswer<unknown>> {
  const body = formBody(fields);
  return send(async () => (await shopHttp()).post(absolute(url), { body, timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: options.signal }));
}

/**
 * Ask the shop for HTML (a page to swap regions from, a quick-view popup): GET, or POST with
 * form-encoded fields (a form's own, repeated names and all, as URLSearchParams).
 */
export async function requestHtml(url: string, fields?: FormFields | URLSearchParams, options: RequestOptions = {}): Promise<ShopAnswer<string>> {
  return sendForHtml(async () => {
    const http = await shopHttp();
    const settings = { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: options.signal, headers: { Accept: 'text/html' } };
    return fields ? http.post(absolute(url), { ...settings, body: fields instanceof URLSearchParams ? fields : formBody(fields) }) : http.get(absolute(url), settings);
  });
}

/** Send a request and read its answer as HTML (or text): a 4xx or 5xx is a failure with its status. */
export async function sendForHtml(request: () => Promise<Response>): Promise<ShopAnswer<string>> {
  try {
    const response = await request();
    if (!response.ok) return failure('http', t('An unknown error occurred.'), response.status);
    return { ok: true, status: response.status, body: await response.text() };
  } catch (error) {
    return fromThrown(error);
  }
}

export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, String(value));
  return body;
}

/** Shop URLs are often relative ('/?wc-ajax=…'); fetch outside a page needs them absolute. */
export const absolute = (url: string) => new URL(url, document.baseURI).href;

/** Send a request and read its JSON answer as a value (for the request helpers here and in ./get-json.ts). */
export async function send(request: () => Promise<Response>): Promise<ShopAnswer<unknown>> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    return fromThrown(error);
  }
  // A superseded read (the live search's previous query) is aborted while its body arrives:
  // that is an abort, not a broken answer.
  const text = await response.text().catch((error: unknown) => ((error as { name?: string })?.name === 'AbortError' ? null : ''));
  if (text === null) return failure('aborted', '');
  // WooCommerce's handlers that return without answering send an empty 200 (add_to_cart
  // without product_id): no JSON, but no broken answer either; the parsers read it as refused.
  if (text.trim() === '' && response.status < 500) return { ok: true, status: response.status, body: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A PHP notice or an HTML error page in place of JSON: report it for the integrator.
    console.error('Schaufenster: the shop sent no JSON', response.status, text.slice(0, 200));
    return failure(response.ok ? 'invalid_json' : 'http', t(response.ok ? 'The response is not a valid JSON response.' : 'An unknown error occurred.'), response.status);
  }
  // Shops answer rule failures with 4xx and a JSON error body; the contract parsers read it.
  if (response.status >= 500) return failure('http', t('An unknown error occurred.'), response.status);
  return { ok: true, status: response.status, body };
}

function fromThrown(error: unknown): ShopFailure {
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError') return failure('timeout', t('The shop did not answer in time. Your change may have gone through anyway: please check your cart before trying again.'));
  if (name === 'AbortError') return failure('aborted', '');
  return failure('offline', t('You are probably offline.'));
}

function failure(reason: FailureReason, message: string, status?: number): ShopFailure {
  return { ok: false, reason, status, message };
}
