// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentCookieString, generateConsentId, initialConsentCookie, parseConsentCookie, readConsentCookieValue, serializeConsentCookie } from './cookie';

const ID = btoa('a'.repeat(32));
const RAW = `consentid:${ID},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no`;

describe('consent cookie', () => {
  it('serialises in the vendor raw format, necessary always yes', () => {
    const cookie = { ...initialConsentCookie(ID), categories: { necessary: false, functional: false, analytics: true, performance: false, advertisement: false }, consent: true, action: true };
    expect(serializeConsentCookie(cookie)).toBe(RAW);
  });

  it('round-trips', () => {
    expect(serializeConsentCookie(parseConsentCookie(RAW)!)).toBe(RAW);
  });

  it.each([
    ['empty', '', null],
    ['no consent id', 'consent:yes,action:yes', null],
    ['consent id with a comma-free junk value', 'consentid:<script>,consent:yes', null],
    ['too long', `consentid:${ID},${'x:y,'.repeat(300)}`, null],
    ['unknown keys and broken pairs skipped', `consentid:${ID},foo:bar,,nocolon,:x,analytics:yes`, { analytics: true, action: false }],
    ['missing categories are no, necessary forced on', `consentid:${ID},action:yes,necessary:no`, { necessary: true, functional: false, action: true }],
    ['yes only when exactly yes', `consentid:${ID},analytics:YES,functional:true`, { analytics: false, functional: false }],
    ['first occurrence wins', `consentid:${ID},analytics:yes,analytics:no`, { analytics: true }],
    ['URL-encoded by another tool', encodeURIComponent(RAW), { analytics: true, action: true }],
    ['broken escape', 'consentid%3A%E0%A4%A', null],
    ['spaces around pairs', ` consentid:${ID} , consent:yes , analytics:yes `, { consent: true, analytics: true }],
  ])('parses tolerantly: %s', (_name, raw, expected) => {
    const parsed = parseConsentCookie(raw);
    if (expected === null) return expect(parsed).toBeNull();
    expect(parsed).not.toBeNull();
    const flat = { ...parsed!.categories, consent: parsed!.consent, action: parsed!.action };
    expect(flat).toMatchObject(expected);
  });

  it('finds the cookie by exact name in a cookie header', () => {
    expect(readConsentCookieValue(`a=1; xcookieyes-consent=bad; cookieyes-consent=${RAW}; b=2`)).toBe(RAW);
    expect(readConsentCookieValue('a=1')).toBeNull();
    expect(readConsentCookieValue(`shop-consent=${RAW}`, 'shop')).toBe(RAW);
  });

  it('is stored for 365 days on path /, not URL-encoded', () => {
    const text = consentCookieString(parseConsentCookie(RAW)!);
    expect(text).toBe(`cookieyes-consent=${RAW}; path=/; max-age=31536000; SameSite=Lax`);
    expect(consentCookieString(parseConsentCookie(RAW)!, 'cookieyes', true)).toMatch(/; Secure$/);
  });

  it('makes the id from 32 alphanumeric characters, base64-encoded', () => {
    const id = generateConsentId((n) => Uint8Array.from({ length: n }, (_, i) => i * 7));
    expect(id).toHaveLength(44);
    expect(atob(id)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(parseConsentCookie(`consentid:${id}`)?.consentId).toBe(id);
    const other = generateConsentId((n) => Uint8Array.from({ length: n }, (_, i) => 255 - i));
    expect(other).not.toBe(id);
  });
});
