/**
 * WordPress REST nonces (spec §7 Contact form and REST: "On error code rest_cookie_invalid_nonce:
 * GET {host}/wp-admin/admin-ajax.php?action=rest-nonce returns a fresh nonce as text; the
 * request is retried"). Pure rules; the call that uses them is ./rest.ts.
 *
 * What WordPress does, for the rules below:
 * - A REST call with a stale `X-WP-Nonce` is refused before its route runs (the cookie check
 *   of rest_cookie_check_errors), with 403 `{ code: 'rest_cookie_invalid_nonce', … }`.
 * - admin-ajax.php lists `rest-nonce` among its GET actions ($core_actions_get) for signed-in
 *   users only; its handler wp_ajax_rest_nonce() prints wp_create_nonce('wp_rest') as the whole
 *   body. A signed-out visitor has no `wp_ajax_nopriv_rest-nonce`, so admin-ajax answers
 *   `wp_die('0', 400)`: the body "0" (WordPress/WordPress wp-admin/admin-ajax.php and
 *   wp-admin/includes/ajax-actions.php).
 * - wp.apiFetch (WordPress/gutenberg packages/api-fetch/src/index.js) on that error code
 *   fetches `apiFetch.nonceEndpoint`, keeps the text as the nonce for later calls and sends the
 *   request again. It does so without a bound; we retry once.
 */

/** The admin-ajax action that answers a fresh wp_rest nonce. */
export const REST_NONCE_ACTION = 'rest-nonce';

/** Whether a REST answer is WordPress's refusal of a stale or missing nonce (the only one a fresh nonce can mend). */
export function isStaleNonceRefusal(status: number, body: unknown): boolean {
  return status === 403 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'rest_cookie_invalid_nonce';
}

/**
 * The nonce in the rest-nonce answer, or null when there is none to use: a failed answer,
 * WordPress's "0" (signed out) or "-1", an HTML page in its place, anything that could not go
 * into a header. wp_create_nonce gives 10 hex characters; a shop may plug in its own, so any
 * short token of letters, digits, '-' and '_' is taken.
 */
export function freshNonce(status: number, text: string): string | null {
  if (status < 200 || status >= 300) return null;
  const nonce = text.trim();
  return /^[A-Za-z0-9_-]{4,64}$/.test(nonce) ? nonce : null;
}

/** The rest-nonce URL: WordPress's own (`wp.apiFetch.nonceEndpoint`, when the page has wp-api-fetch), else admin-ajax's. */
export function nonceEndpointUrl(apiFetchEndpoint: unknown, adminAjaxUrl: string): string {
  if (typeof apiFetchEndpoint === 'string' && apiFetchEndpoint) return apiFetchEndpoint;
  return `${adminAjaxUrl}${adminAjaxUrl.includes('?') ? '&' : '?'}action=${REST_NONCE_ACTION}`;
}
