import { CATEGORY_SLUGS, OPTIONAL_CATEGORIES, isCategorySlug, type Categories, type OptionalCategory } from './categories';

/**
 * The consent cookie in the vendor's raw format (spec §3): comma-separated `key:value` pairs,
 * not URL-encoded, so the shop's PHP can read it with explode():
 *   consentid:<id>,consent:no,action:no,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no
 * 365 days (spec §9), path /, SameSite=Lax.
 */
export interface ConsentCookie {
  consentId: string;
  /** 'consent:yes': the visitor agreed to at least one optional category. */
  consent: boolean;
  /** 'action:yes': the visitor acted on the banner (any button). */
  action: boolean;
  categories: Categories;
}

export const CONSENT_COOKIE_DAYS = 365;
export const CONSENT_ID_LENGTH = 32;
/** A real cookie is ~150 characters; anything far beyond is not ours and is not parsed. */
export const MAX_COOKIE_VALUE_LENGTH = 1024;
const MAX_PAIRS = 32;
const CONSENT_ID_PATTERN = /^[A-Za-z0-9+/=_-]{1,88}$/;

export const consentCookieName = (vendor = 'cookieyes') => `${vendor}-consent`;

const yes = (value: boolean) => (value ? 'yes' : 'no');

export function serializeConsentCookie(cookie: ConsentCookie): string {
  const pairs = [`consentid:${cookie.consentId}`, `consent:${yes(cookie.consent)}`, `action:${yes(cookie.action)}`];
  for (const slug of CATEGORY_SLUGS) pairs.push(`${slug}:${yes(slug === 'necessary' || cookie.categories[slug])}`);
  return pairs.join(',');
}

/**
 * Reads the raw value tolerantly: unknown keys and malformed pairs are skipped, a missing
 * category counts as not accepted, `necessary` is always on (spec §5), a value some tool
 * URL-encoded is decoded once. Null when there is no usable consent id (not our cookie).
 */
export function parseConsentCookie(raw: string | null | undefined): ConsentCookie | null {
  if (!raw || raw.length > MAX_COOKIE_VALUE_LENGTH) return null;
  let value = raw.trim();
  if (/%3A/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const fields = new Map<string, string>();
  for (const pair of value.split(',').slice(0, MAX_PAIRS)) {
    const colon = pair.indexOf(':');
    if (colon <= 0) continue;
    const key = pair.slice(0, colon).trim();
    if (!fields.has(key)) fields.set(key, pair.slice(colon + 1).trim());
  }
  const consentId = fields.get('consentid') ?? '';
  if (!CONSENT_ID_PATTERN.test(consentId)) return null;
  const categories = { necessary: true } as Categories;
  for (const slug of OPTIONAL_CATEGORIES) categories[slug] = fields.get(slug) === 'yes';
  return { consentId, consent: fields.get('consent') === 'yes', action: fields.get('action') === 'yes', categories };
}

/** The consent cookie's raw value in a `document.cookie` / Cookie header string. */
export function readConsentCookieValue(cookieHeader: string, vendor = 'cookieyes'): string | null {
  const name = consentCookieName(vendor);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The `document.cookie` assignment that stores the cookie (host-only, as the vendor writes it). */
export function consentCookieString(cookie: ConsentCookie, vendor = 'cookieyes', secure = false): string {
  const maxAge = CONSENT_COOKIE_DAYS * 24 * 60 * 60;
  return `${consentCookieName(vendor)}=${serializeConsentCookie(cookie)}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The vendor's consent id: 32 random characters from [A-Za-z0-9], then base64-encoded (btoa),
 * which gives 44 characters ending in '=' (32 bytes → 43 base64 digits + one pad). The id
 * identifies the consent record, so it comes from crypto randomness. `randomBytes` is injected
 * for tests; the rejection-free modulo bias of 256 % 62 is irrelevant for an identifier.
 */
export function generateConsentId(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(CONSENT_ID_LENGTH);
  let id = '';
  for (let i = 0; i < CONSENT_ID_LENGTH; i++) id += ID_ALPHABET[bytes[i]! % ID_ALPHABET.length];
  return btoa(id);
}

/**
 * The initial cookie of a first view (spec §4): consent no; every optional category no unless
 * the shop gave it default consent (the vendor's per-category 'default consent' setting, for
 * categories the shop's legal basis allows without a choice), which starts yes.
 */
export function initialConsentCookie(consentId: string, defaultConsent: readonly OptionalCategory[] = []): ConsentCookie {
  const categories = { necessary: true } as Categories;
  for (const slug of OPTIONAL_CATEGORIES) categories[slug] = defaultConsent.includes(slug);
  return { consentId, consent: false, action: false, categories };
}

export { isCategorySlug };
