/**
 * Small order-flow decisions the flows (src/payments/flows/) share (spec §4 Order
 * flow, §7 approve_order, §9).
 */

/** Spec §9: redirect after approval. */
export const REDIRECT_AFTER_APPROVAL_MS = 200;

/** Spec §9: funding sources that complete in the popup without a redirect. */
export const FUNDING_WITHOUT_REDIRECT: readonly string[] = ['paypal', 'paylater', 'venmo', 'card'];

/** approve_order's should_create_wc_order: false only with vaulting on for the peer-to-peer wallet. */
export function shouldCreateWcOrder(vaultingEnabled: boolean, fundingSource: string): boolean {
  return !(vaultingEnabled && fundingSource === 'venmo');
}

/**
 * Where to go after an approved order: order_received_url, else the configured redirect; null
 * when neither is a same-origin http(s) URL (a hostile answer must not send the shopper away).
 */
export function redirectTarget(orderReceivedUrl: unknown, configuredRedirect: string, pageOrigin: string): string | null {
  for (const candidate of [orderReceivedUrl, configuredRedirect]) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    try {
      const url = new URL(candidate, pageOrigin);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === pageOrigin) return url.href;
    } catch {
      // not a URL: try the next one
    }
  }
  return null;
}
