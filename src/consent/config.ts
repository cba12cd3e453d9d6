import type { SchaufensterConfigWindow } from '../core/config/schaufenster-config';
import { OPTIONAL_CATEGORIES, type CategoryCookies, type CategorySlug, type OptionalCategory } from './categories';

/**
 * A provider whose scripts, iframes, pixels and requests the blocker holds back until its
 * category is accepted. `match` is a URL prefix without scheme (host[:port][/path]), compared
 * with the request URL's host and path, so http and https and query strings do not matter.
 */
export interface ConsentProvider {
  match: string;
  category: Exclude<CategorySlug, 'necessary'>;
  /** Iframes of this provider are videos: held back behind a placeholder that offers consent. */
  video?: boolean;
  /** Shown in the placeholder, e.g. 'DemoTube'. */
  name?: string;
}

/**
 * What a shop configures, printed before the blocker as `window.schaufensterConfig.consent`
 * (with the brand word in `schaufensterConfig.brand.consentVendor`).
 */
export interface ConsentConfig {
  vendor: string;
  providers: readonly ConsentProvider[];
  cookies?: CategoryCookies;
  languageCode: string;
  /** Categories that start accepted before the visitor chose (the vendor's 'default consent' per category); none by default. */
  defaultConsent: readonly OptionalCategory[];
}

declare module '../core/config/schaufenster-config' {
  interface SchaufensterConfig {
    /** The consent banner and blocker: providers held back, cookies per category, language, default consent (widgets/consent-banner/README.md). */
    consent?: Partial<Omit<ConsentConfig, 'vendor'>>;
  }
}

export function consentConfig(): ConsentConfig {
  const config = (globalThis as SchaufensterConfigWindow).schaufensterConfig;
  const consent = config?.consent ?? {};
  return {
    vendor: config?.brand?.consentVendor ?? 'cookieyes',
    providers: Array.isArray(consent.providers) ? consent.providers.slice(0, 100) : [],
    cookies: consent.cookies,
    languageCode: typeof consent.languageCode === 'string' ? consent.languageCode : 'de',
    defaultConsent: Array.isArray(consent.defaultConsent) ? OPTIONAL_CATEGORIES.filter((slug) => consent.defaultConsent!.includes(slug)) : [],
  };
}

/** The vendor's data attribute value for a category: data-cookieyes="cookieyes-analytics". */
export const categoryAttributeValue = (vendor: string, category: CategorySlug) => `${vendor}-${category}`;
