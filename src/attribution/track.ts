import { currentConsent } from '../consent/store';
import { attributionFields, parseAttributionState, recordPageView, type AttributionField, type AttributionState } from './session';

/** Where the state is kept between page views, only with consent to statistics. */
export const ATTRIBUTION_STORAGE_KEY = 'sf_order_attribution';
/** The checkout extension data key (spec §3: {platform}/order-attribution). */
export const extensionNamespace = (platform = 'woocommerce') => `${platform}/order-attribution`;

/**
 * Spec §3/§4: attribution needs statistics consent ('Statistik, Tracking' = analytics), or a
 * page without a consent system: the loader found none once the page was loaded and idle, and
 * marked the element it loaded for it (src/core/loader/consent-presence.ts).
 */
export const attributionAllowed = (withoutConsentSystem = false) => withoutConsentSystem || currentConsent().cookie.categories.analytics;

let thisPage: AttributionState | null = null;

/**
 * Records this page view once (the first widget on the page does it) and returns the fields;
 * null without consent, and then nothing is read or written.
 */
export function trackPageView(withoutConsentSystem = false): Record<AttributionField, string> | null {
  if (!attributionAllowed(withoutConsentSystem)) return null;
  if (!thisPage) {
    let previous: AttributionState | null;
    try {
      previous = parseAttributionState(localStorage.getItem(ATTRIBUTION_STORAGE_KEY));
    } catch {
      previous = null; // storage refused (privacy mode): this page alone
    }
    thisPage = recordPageView(previous, { url: location.href, referrer: document.referrer, now: Date.now(), userAgent: navigator.userAgent });
    try {
      localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(thisPage));
    } catch {
      // Quota or privacy mode: the fields still carry this page's data.
    }
  }
  return attributionFields(thisPage);
}

/** Consent withdrawn: forget everything kept. */
export function forgetAttribution(): void {
  thisPage = null;
  try {
    localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
