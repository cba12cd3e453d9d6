/**
 * Whether the page has a consent system (spec §4: analytics loads once statistics consent is
 * given, "or when no consent system exists"): the vendor's API `getCkyConsent` (our blocker
 * defines it first thing in <head>, the vendor's own script when it has loaded) or the vendor's
 * consent cookie from an earlier page. Ask it only once the page has loaded: a vendor script
 * loaded async defines its API late, and until then the page counts as having one.
 *
 * The loader asks it, on every page, and marks an element it loads for that reason with
 * WITHOUT_CONSENT_SYSTEM; the widget's code reads the mark instead of importing this: a module
 * the loader and a domain's code both import ends up in the domain's chunk, and the loader
 * would pull that chunk and the runtime into every first view (the content page's size budget,
 * bench/size-budget.ts, would fail).
 */
export const WITHOUT_CONSENT_SYSTEM = 'data-sf-without-consent-system';

export const hasConsentSystem = (vendor: string, cookie: string): boolean =>
  typeof (globalThis as { getCkyConsent?: unknown }).getCkyConsent === 'function' || new RegExp(`(^|;) ?${vendor}-consent=`).test(cookie);
