import { CATEGORY_SLUGS, type Categories, type CategorySlug } from './categories';
import type { ConsentCookie } from './cookie';

/**
 * The public consent summary as the vendor exposes it through `window.getCkyConsent()`
 * (CookieYes docs: activeLaw, categories slug → boolean, isUserActionCompleted, consentID,
 * languageCode; https://www.cookieyes.com/documentation/retrieving-consent-data-using-api-getckyconsent/).
 */
export interface ConsentSummary {
  activeLaw: 'gdpr';
  categories: Categories;
  isUserActionCompleted: boolean;
  consentID: string;
  languageCode: string;
}

export function consentSummary(cookie: ConsentCookie, languageCode = 'de'): ConsentSummary {
  return {
    activeLaw: 'gdpr',
    categories: { ...cookie.categories, necessary: true },
    isUserActionCompleted: cookie.action,
    consentID: cookie.consentId,
    languageCode,
  };
}

/** The detail of the vendor's `cookieyes_consent_update` document event: accepted and rejected slugs. */
export interface ConsentUpdateDetail {
  accepted: CategorySlug[];
  rejected: CategorySlug[];
}

export const updateDetail = (categories: Categories): ConsentUpdateDetail => ({
  accepted: CATEGORY_SLUGS.filter((slug) => slug === 'necessary' || categories[slug]),
  rejected: CATEGORY_SLUGS.filter((slug) => slug !== 'necessary' && !categories[slug]),
});
