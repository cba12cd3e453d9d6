/**
 * The demo shop's consent configuration: which third parties (all on the demo's second origin,
 * demo-server/third-party/) belong to which category (spec §3), and the cookies each category's
 * rejection deletes. The wallet provider is not listed: a payment processor the shopper chooses
 * is necessary for the purchase (GDPR Art. 6(1)(b)), so its SDK is never held back.
 */
import { CATEGORY_COOKIES, type CategoryCookies } from '../../src/consent/categories.ts';
import type { ConsentProvider } from '../../src/consent/config.ts';

export function demoConsentProviders(thirdPartyOrigin: string | undefined): ConsentProvider[] {
  if (!thirdPartyOrigin) return [];
  const host = new URL(thirdPartyOrigin).host;
  return [
    { match: `${host}/analytics/`, category: 'analytics', name: 'Demo-Statistik' },
    { match: `${host}/tag-manager/`, category: 'advertisement', name: 'Demo-Tag-Manager' },
    { match: `${host}/pixel/`, category: 'advertisement', name: 'Demo-Werbepixel' },
    { match: `${host}/video/`, category: 'functional', name: 'DemoTube', video: true },
    { match: `${host}/photo-feed/`, category: 'functional', name: 'Demo-Fotofeed' },
  ];
}

/** The §3 table plus what the demo's fake third parties set. */
export const DEMO_CONSENT_COOKIES: CategoryCookies = {
  ...CATEGORY_COOKIES,
  analytics: [...(CATEGORY_COOKIES.analytics ?? []), '_sf_ga*'],
  advertisement: [...(CATEGORY_COOKIES.advertisement ?? []), '_sf_ad*'],
};
