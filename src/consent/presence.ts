/**
 * Whether the page has a consent system (spec §4: analytics loads once statistics consent is
 * given, "or when no consent system exists"): the vendor's API `getCkyConsent` (our blocker
 * defines it first thing in <head>, the vendor's own script when it has loaded) or the vendor's
 * consent cookie from an earlier page. Ask it only once the page has loaded: a vendor script
 * loaded async defines its API late, and until then the page counts as having one.
 */
export const hasConsentSystem = (vendor: string, cookie: string): boolean =>
  typeof (globalThis as { getCkyConsent?: unknown }).getCkyConsent === 'function' || new RegExp(`(^|;) ?${vendor}-consent=`).test(cookie);
