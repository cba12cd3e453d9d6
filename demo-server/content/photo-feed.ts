/**
 * The theme's lazily loaded photo feed: POST admin-ajax `action=flatsome_load_instagram`
 * with `data` (the block's settings as a string) → `{ success, data }` (spec §7), where `data`
 * is the feed's HTML or the error. As the theme does, data that is not a string answers
 * `{ success: false, data: 'Invalid data' }`; the demo also refuses settings it cannot read the
 * same way. Always status 200 (wp_send_json_error), never a 5xx.
 *
 * The pictures come from the fake photo service (demo-server/third-party/photo-feed/, consent
 * category 'functional'). The answer prints them in the consent blocker's held form: injected
 * HTML's images would load before any script could hold them, and the endpoint does not know
 * the visitor's choice at the moment they are inserted. The blocker releases them at once
 * when the category is accepted, or later when it is.
 */
import type { AjaxResult } from '../http/ajax.ts';
import type { RequestFields } from '../http/request.ts';
import { html } from '../shared/html.ts';

export const INVALID_DATA = 'Invalid data';
/** The only account the fake service knows. */
export const DEMO_FEED_ACCOUNT = 'schaufenster_demo';
/** The fake service has four photos. */
export const PHOTOS_AVAILABLE = 4;
const MAX_DATA_LENGTH = 2000;

export interface FeedAnswer {
  success: boolean;
  data: string;
}

/** The block's settings, or null when the string is not what the block prints. */
export function readFeedSettings(data: string): { username: string; limit: number } | null {
  if (data.length > MAX_DATA_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { username, limit } = parsed as Record<string, unknown>;
  if (typeof username !== 'string' || !/^[a-z0-9_.]{1,30}$/i.test(username)) return null;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 12) return null;
  return { username, limit };
}

export function answerPhotoFeed(fields: RequestFields, thirdPartyOrigin: string | undefined): AjaxResult<FeedAnswer> {
  const data = fields.data;
  const refuse = (message: string): AjaxResult<FeedAnswer> => ({ status: 200, body: { success: false, data: message } });
  if (typeof data !== 'string') return refuse(INVALID_DATA);
  const settings = readFeedSettings(data);
  if (!settings) return refuse(INVALID_DATA);
  if (settings.username.toLowerCase() !== DEMO_FEED_ACCOUNT) return refuse(`Kein Konto „${settings.username}“ gefunden.`);
  if (!thirdPartyOrigin) return refuse('Der Fotodienst ist nicht erreichbar.');
  const count = Math.min(settings.limit, PHOTOS_AVAILABLE);
  const photos = Array.from({ length: count }, (_, i) => i + 1);
  const markup = html`<div class="sf-photo-feed" data-photo-feed-loaded><ul class="sf-photo-feed__list" aria-label="Fotos von @${settings.username}">${photos.map(
    (n) =>
      html`<li><img data-sf-src="${thirdPartyOrigin}/photo-feed/photo-${n}.svg" data-cookieyes="cookieyes-functional" alt="Kundenfoto ${n}: Auto mit Schaufenster-Teilen" width="150" height="150"></li>`,
  )}</ul><p class="sf-photo-feed__consent">Die Fotos kommen vom Demo-Fotofeed und erscheinen, sobald du funktionale Cookies erlaubst. <button type="button" class="button sf-photo-feed__settings" data-sf-consent-revisit aria-controls="sf-consent">Cookie-Einstellungen</button></p></div>`;
  return { status: 200, body: { success: true, data: markup.value } };
}
