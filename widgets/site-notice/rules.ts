/**
 * The shop's two dismissible notices (spec §2 Global, §4 Other page states, §7):
 * - the store notice bar (WooCommerce `p.woocommerce-store-notice`), dismissed with a cookie;
 * - the 'coming soon' footer banner, dismissed in the user's meta through a REST call.
 */

/** The cookie that hides store notice `noticeId` (WooCommerce woocommerce.js: `store_notice` + id). */
export const storeNoticeCookieName = (noticeId: string) => `store_notice${noticeId}`;

/** What dismissing sets: the shop prints the notice no more while this cookie is there (path /, a session cookie, as WooCommerce). */
export const storeNoticeDismissCookie = (noticeId: string) => `${storeNoticeCookieName(noticeId)}=hidden; path=/`;

/** Whether the cookie string (document.cookie or a Cookie header) hides notice `noticeId`. */
export function storeNoticeHidden(cookies: string, noticeId: string): boolean {
  const name = storeNoticeCookieName(noticeId);
  return cookies.split(';').some((part) => part.trim() === `${name}=hidden`);
}

/** The body of the dismissal call: the user meta WooCommerce's coming-soon banner sets (spec §7, {platform} brand word). */
export const comingSoonDismissBody = (platform: string) => ({ [`${platform}_meta`]: { coming_soon_banner_dismissed: 'yes' } });

/**
 * Whether the REST answer means "dismissed": a 2xx whose body is the user, not a WordPress
 * REST error (`{ code, message, data: { status } }`, e.g. rest_cookie_invalid_nonce with 403).
 */
export function dismissalAccepted(status: number, body: unknown): boolean {
  if (status < 200 || status >= 300) return false;
  return typeof body === 'object' && body !== null && !('code' in body && 'message' in body);
}
