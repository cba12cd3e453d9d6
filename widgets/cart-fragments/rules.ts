/**
 * When stored cart fragments may be shown instead of asking the shop (WooCommerce's
 * cart-fragments.js, spec §4 and §9): the stored hash must match the cart-hash cookie, a
 * stored cart must have a creation time, and fragments expire after their lifetime.
 */
export const FRAGMENTS_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const FRAGMENTS_TIMEOUT_MS = 5000;

export type StoredFragmentsVerdict = { use: true; refreshInMs: number } | { use: false; reason: 'No fragment' | 'No cart_created' | 'Fragment expired' } | { use: 'server-markup' };

export interface StoredFragments {
  fragments: Record<string, string> | null;
  storedHash: string | null;
  cookieHash: string | null;
  createdAt: number | null;
  now: number;
  lifetimeMs?: number;
  /** Every mini-cart region on the page was rendered by the server with content. */
  serverRenderedCart?: boolean;
}

export function judgeStoredFragments(stored: StoredFragments): StoredFragmentsVerdict {
  const lifetime = stored.lifetimeMs ?? FRAGMENTS_LIFETIME_MS;
  const storedHash = stored.storedHash ?? '';
  const cookieHash = stored.cookieHash ?? '';
  if (storedHash && !stored.createdAt) return { use: false, reason: 'No cart_created' };
  if (stored.createdAt && stored.createdAt + lifetime < stored.now) return { use: false, reason: 'Fragment expired' };
  // A visitor with no cart and nothing stored sees what the shop rendered for cookie-less
  // visitors (an empty cart), so a request could only confirm it. WooCommerce asks anyway;
  // we do not, when the shop did render its mini-cart (not an empty placeholder).
  if (!stored.fragments && !storedHash && !cookieHash && stored.serverRenderedCart) return { use: 'server-markup' };
  if (!stored.fragments?.['div.widget_shopping_cart_content'] || storedHash !== cookieHash) {
    return { use: false, reason: 'No fragment' };
  }
  return { use: true, refreshInMs: stored.createdAt ? stored.createdAt + lifetime - stored.now : lifetime };
}

/** The shop's cart widget shows only when the items-in-cart cookie says the cart has items. */
export function cartWidgetVisible(itemsInCartCookie: string | null): boolean {
  return Number(itemsInCartCookie) > 0;
}

/** What the fragments widget does when it mounts (it loads at idle, after the page may have changed the cart). */
export type MountDecision = { action: 'refresh' } | { action: 'keep-page-cart' } | { action: 'server-markup' } | { action: 'restore'; refreshInMs: number };

export interface MountFacts {
  /** Some widget asked for a refresh before this one mounted. */
  refreshAsked: boolean;
  /** The cart changed on this page before mount (an early add): newer than anything stored. */
  cartChangedOnPage: boolean;
  /** What storage holds, or null when storage is disabled (privacy mode). */
  stored: StoredFragments | null;
}

export function decideOnMount(facts: MountFacts): MountDecision {
  if (facts.refreshAsked) return { action: 'refresh' };
  if (facts.cartChangedOnPage) return { action: 'keep-page-cart' };
  if (!facts.stored) return { action: 'refresh' };
  const verdict = judgeStoredFragments(facts.stored);
  if (verdict.use === 'server-markup') return { action: 'server-markup' };
  return verdict.use ? { action: 'restore', refreshInMs: verdict.refreshInMs } : { action: 'refresh' };
}
