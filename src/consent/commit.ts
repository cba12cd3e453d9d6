import type { Categories } from './categories';
import { consentCookieString, generateConsentId, parseConsentCookie, readConsentCookieValue, type ConsentCookie } from './cookie';
import { consentConfig, type ConsentConfig } from './config';
import { cookieDeletions, cookieNames, deletionString } from './deletions';
import { emit } from './events';
import type { ConsentEffect } from './machine';
import { consentSummary } from './summary';

/**
 * Carries out the consent machine's effects in the page: the cookie, the deletions, and the
 * two events (the vendor's `<vendor>_consent_update` on document, ours `sf:consent-changed`).
 * Shared by the banner and the blocker's placeholders, so both act the same way.
 */
export function runConsentEffects(effects: readonly ConsentEffect[], previous: Categories | null, config: ConsentConfig = consentConfig()): void {
  let written: ConsentCookie | null = null;
  for (const effect of effects) {
    if (effect.type === 'write-cookie') {
      written = effect.cookie;
      document.cookie = consentCookieString(effect.cookie, config.vendor, location.protocol === 'https:');
    } else if (effect.type === 'delete-cookies') {
      const present = cookieNames(document.cookie);
      for (const deletion of cookieDeletions(effect.categories, { host: location.hostname, pathname: location.pathname, present, cookies: config.cookies })) {
        document.cookie = deletionString(deletion);
      }
    } else {
      document.dispatchEvent(new CustomEvent(`${config.vendor}_consent_update`, { detail: { accepted: effect.accepted, rejected: effect.rejected } }));
      const cookie = written ?? storedConsent(config);
      if (cookie) emit('sf:consent-changed', { summary: consentSummary(cookie, config.languageCode), previous });
    }
  }
}

/** The consent stored in this page's cookie now, or null. */
export const storedConsent = (config: Pick<ConsentConfig, 'vendor'> = consentConfig()) => parseConsentCookie(readConsentCookieValue(document.cookie, config.vendor));

export const newConsentId = () => generateConsentId((length) => crypto.getRandomValues(new Uint8Array(length)));

/** `?cky_preview=true` forces the banner (spec §2). */
export const previewRequested = () => new URLSearchParams(location.search).get('cky_preview') === 'true';
