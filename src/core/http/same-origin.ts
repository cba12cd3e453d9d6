/**
 * A same-origin http(s) address from a shop's answer, else null: a redirect or an order-received
 * URL that points elsewhere (or at `javascript:`) is never followed. Shared by the checkout's and
 * the payments' parsers; pure, with the page's base and origin as defaults.
 */
export function sameOriginUrl(value: unknown, base: string = document.baseURI, origin: string = location.origin): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, base);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
