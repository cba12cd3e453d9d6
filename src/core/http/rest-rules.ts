/**
 * What wp.apiFetch's middlewares do to a REST call, as pure rules (spec §7 Contact form and
 * REST; constants §9 "Media post-process retries / page size | 5 / 100"). The calls that use
 * them are ./rest.ts and ./media.ts. WordPress's own (the middlewares of WordPress/gutenberg's
 * api-fetch package):
 * - http-v1.js sends PATCH, PUT and DELETE as POST with `X-HTTP-Method-Override`; the REST
 *   server takes the method from that header (WP_REST_Server::serve_request), so hosts and
 *   proxies that refuse those methods still pass the call.
 * - media-upload.js: a POST to /wp/v2/media answered 5xx with `X-WP-Upload-Attachment-ID`
 *   means the file was stored but making its sub-sizes ran out of memory or time; it asks
 *   `POST /wp/v2/media/{id}/post-process {action: 'create-image-subsizes'}` up to 5 times,
 *   then deletes the attachment (`DELETE /wp/v2/media/{id}?force=true`) and reports the
 *   `post_process` error.
 * - fetch-all-middleware.js: `per_page=-1` becomes pages of 100 read along `Link: <…>;
 *   rel="next"`. It has no bound; we stop after MAX_PAGES, so a shop that links a page to
 *   itself cannot keep the page reading for ever.
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Post-process attempts after a failed upload before the attachment is deleted. */
export const MEDIA_POST_PROCESS_RETRIES = 5;
/** Items per page when a call asks for every item (per_page=-1). */
export const REST_PAGE_SIZE = 100;
/** Pages read at most for one per_page=-1 call (5 000 items). */
export const MAX_PAGES = 50;

const OVERRIDDEN = new Set<RestMethod>(['PUT', 'PATCH', 'DELETE']);

/** The method sent and the override header for the one meant: PUT, PATCH and DELETE go as POST. */
export function sentMethod(method: RestMethod): { method: 'GET' | 'POST'; headers: Record<string, string> } {
  if (OVERRIDDEN.has(method)) return { method: 'POST', headers: { 'X-HTTP-Method-Override': method } };
  return { method: method as 'GET' | 'POST', headers: {} };
}

/**
 * The attachment whose sub-sizes are to be made again: a 5xx upload answer that names it in
 * `X-WP-Upload-Attachment-ID` (a positive integer). Any other failure is the upload's answer.
 */
export function attachmentToPostProcess(status: number | undefined, header: string | null | undefined): number | null {
  if (status === undefined || status < 500 || status > 599) return null;
  const text = header?.trim() ?? '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  return Number(text);
}

/** Whether another post-process is sent after `failed` failed ones; after the last the attachment is deleted. */
export function retryPostProcess(failed: number): boolean {
  return failed < MEDIA_POST_PROCESS_RETRIES;
}

/**
 * The first page's URL of a call that asks for every item (`per_page=-1`): pages of
 * REST_PAGE_SIZE from page 1; null for any other call (it is sent as it is).
 */
export function firstPageUrl(url: string, base: string): string | null {
  const target = new URL(url, base);
  if (target.searchParams.get('per_page') !== '-1') return null;
  target.searchParams.set('per_page', String(REST_PAGE_SIZE));
  target.searchParams.set('page', '1');
  return target.href;
}

/**
 * The next page named by a `Link` header (`<url>; rel="next"`, among others), on the same
 * origin as the page that named it; null when there is none or it points elsewhere (the
 * nonce must not go to another host).
 */
export function nextPageUrl(link: string | null | undefined, current: string): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2])) continue;
    try {
      const next = new URL(match[1], current);
      return next.origin === new URL(current).origin ? next.href : null;
    } catch {
      return null;
    }
  }
  return null;
}
