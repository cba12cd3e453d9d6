import { absolute, DEFAULT_TIMEOUT_MS, formBody, send, shopHttp, type FormFields, type RequestOptions, type ShopAnswer } from './client';

/**
 * GET with query fields, answered with JSON (admin-ajax reads such as the theme's live search,
 * spec §7): the same answers-as-values and failures as postForm. Reads are safe to abort, so a
 * caller passes the signal of the request that supersedes this one. A module of its own: only
 * the domains that read this way carry it, not the runtime every page loads.
 */
export function getJson(url: string, query: FormFields, options: RequestOptions = {}): Promise<ShopAnswer<unknown>> {
  const target = new URL(absolute(url));
  for (const [name, value] of formBody(query)) target.searchParams.append(name, value);
  return send(async () => (await shopHttp()).get(target.href, { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: options.signal }));
}
