// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartWidgetVisible, decideOnMount, FRAGMENTS_LIFETIME_MS, judgeStoredFragments } from './rules';

const now = 1_700_000_000_000;
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

describe('judgeStoredFragments', () => {
  it.each([
    ['same hash, fresh: use them', { fragments, storedHash: 'abc', cookieHash: 'abc', createdAt: now - 1000 }, { use: true, refreshInMs: FRAGMENTS_LIFETIME_MS - 1000 }],
    ['empty cart both sides: use them', { fragments, storedHash: '', cookieHash: null, createdAt: null }, { use: true, refreshInMs: FRAGMENTS_LIFETIME_MS }],
    ['hash changed elsewhere', { fragments, storedHash: 'abc', cookieHash: 'def', createdAt: now }, { use: false, reason: 'No fragment' }],
    ['hash without creation time', { fragments, storedHash: 'abc', cookieHash: 'abc', createdAt: null }, { use: false, reason: 'No cart_created' }],
    ['older than 24 h', { fragments, storedHash: 'abc', cookieHash: 'abc', createdAt: now - FRAGMENTS_LIFETIME_MS - 1 }, { use: false, reason: 'Fragment expired' }],
    ['nothing stored, shop has a cart', { fragments: null, storedHash: null, cookieHash: 'abc', createdAt: null }, { use: false, reason: 'No fragment' }],
    ['stored without the mini-cart region', { fragments: { 'a.x': '' }, storedHash: '', cookieHash: '', createdAt: null }, { use: false, reason: 'No fragment' }],
    ['no cart, nothing stored, server rendered the cart', { fragments: null, storedHash: null, cookieHash: null, createdAt: null, serverRenderedCart: true }, { use: 'server-markup' }],
    ['no cart, nothing stored, empty placeholder', { fragments: null, storedHash: null, cookieHash: null, createdAt: null, serverRenderedCart: false }, { use: false, reason: 'No fragment' }],
  ])('%s', (_name, stored, expected) => {
    expect(judgeStoredFragments({ ...stored, now })).toEqual(expected);
  });
});

describe('decideOnMount', () => {
  const fresh = { fragments, storedHash: 'abc', cookieHash: 'abc', createdAt: now - 1000, now };
  const stale = { ...fresh, cookieHash: 'def' };
  const untouched = { fragments: null, storedHash: null, cookieHash: null, createdAt: null, now, serverRenderedCart: true };
  it.each([
    ['a refresh asked before mount wins over everything', { refreshAsked: true, cartChangedOnPage: true, stored: fresh }, { action: 'refresh' }],
    ['a cart changed on this page is kept, not judged', { refreshAsked: false, cartChangedOnPage: true, stored: stale }, { action: 'keep-page-cart' }],
    ['storage disabled: ask the shop', { refreshAsked: false, cartChangedOnPage: false, stored: null }, { action: 'refresh' }],
    ['fresh stored fragments: restore, refresh when they expire', { refreshAsked: false, cartChangedOnPage: false, stored: fresh }, { action: 'restore', refreshInMs: FRAGMENTS_LIFETIME_MS - 1000 }],
    ['stored hash differs from the cookie: ask the shop', { refreshAsked: false, cartChangedOnPage: false, stored: stale }, { action: 'refresh' }],
    ['no cart anywhere, the server rendered the mini-cart: nothing to do', { refreshAsked: false, cartChangedOnPage: false, stored: untouched }, { action: 'server-markup' }],
  ])('%s', (_name, facts, expected) => {
    expect(decideOnMount(facts)).toEqual(expected);
  });
});

describe('cartWidgetVisible', () => {
  it.each([
    [null, false],
    ['0', false],
    ['1', true],
    ['', false],
  ])('items cookie %j → %s', (cookie, expected) => expect(cartWidgetVisible(cookie)).toBe(expected));
});
