/**
 * What the lazily loaded photo feed shows for the theme's answer (spec §7, §8: admin-ajax
 * `{theme}_load_instagram` → `{ success, data }`; the block is replaced by `data`; errors
 * only for logged-in users with the admin bar; an invalid response is only logged).
 */
import type { ShopAnswer } from '../../src/core/http/client';

/** Start loading this far before the block scrolls into view. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/** The theme says 'Instagram error: …'; the brand word is the feed's name (spec §8), here in German. */
export const FEED_ERROR_PREFIX = 'Fotofeed-Fehler: ';

/** Shown to admin-bar users when the shop does not answer in time (DEFAULT_TIMEOUT_MS). */
export const FEED_TIMEOUT_TEXT = 'Der Shop hat nicht rechtzeitig geantwortet.';

export type FeedOutcome =
  /** Replace the block with this HTML. */
  | { show: 'html'; html: string }
  /** Put this text in the block (admin-bar users only). */
  | { show: 'error'; text: string }
  /** Leave nothing broken: the block goes away. `log` is for the console. */
  | { show: 'nothing'; log?: string };

function errorMessage(data: unknown): string {
  if (typeof data === 'string' && data.trim()) return data.trim();
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : 'Unbekannter Fehler';
}

export function feedOutcome(answer: ShopAnswer<unknown>, adminBar: boolean): FeedOutcome {
  if (!answer.ok) {
    // No readable JSON is an invalid response: logged only (send() has logged the body already).
    if (answer.reason === 'invalid_json' || answer.reason === 'aborted') return { show: 'nothing' };
    // The client's timeout text speaks of the cart; the feed says its own.
    const message = answer.reason === 'timeout' ? FEED_TIMEOUT_TEXT : answer.message;
    return adminBar ? { show: 'error', text: `${FEED_ERROR_PREFIX}${message}` } : { show: 'nothing' };
  }
  const body = answer.body as { success?: unknown; data?: unknown } | null;
  if (body && typeof body === 'object' && body.success === true && typeof body.data === 'string') return { show: 'html', html: body.data };
  if (body && typeof body === 'object' && body.success === false) {
    const text = `${FEED_ERROR_PREFIX}${errorMessage(body.data)}`;
    return adminBar ? { show: 'error', text } : { show: 'nothing', log: text };
  }
  return { show: 'nothing', log: 'Schaufenster: the photo feed answer is not { success, data }' };
}
