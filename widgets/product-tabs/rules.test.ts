// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asksForReviews, initialTab, tabNamedBy } from './rules';

const tabs = ['tab-description', 'tab-additional_information', 'tab-reviews', 'tab-product_safety'];
const at = (hash: string, path = '/product/x/') => ({ hash, href: `https://shop.test${path}${hash}` });

describe('initialTab', () => {
  it.each([
    ['no hash: first tab', at(''), 'tab-description'],
    ['#reviews', at('#reviews'), 'tab-reviews'],
    ['#comments', at('#comments'), 'tab-reviews'],
    ['#tab-reviews', at('#tab-reviews'), 'tab-reviews'],
    ['#comment-12', at('#comment-12'), 'tab-reviews'],
    ['comment-page- in the URL', at('', '/product/x/comment-page-2/'), 'tab-reviews'],
    ['cpage= in the URL', at('', '/product/x/?cpage=2'), 'tab-reviews'],
    ['#tab-additional_information', at('#tab-additional_information'), 'tab-additional_information'],
    ['another tab by its fragment', at('#tab-product_safety'), 'tab-product_safety'],
    ['an unrelated fragment: first tab', at('#main'), 'tab-description'],
  ])('%s', (_name, address, expected) => expect(initialTab(tabs, address)).toBe(expected));

  it('falls back to the first tab when reviews are off', () => {
    expect(initialTab(['tab-description'], at('#reviews'))).toBe('tab-description');
  });

  it('names no tab for an address without one (the accordion then leaves its sections alone)', () => {
    expect(tabNamedBy(tabs, at(''))).toBeUndefined();
    expect(tabNamedBy(tabs, at('#main'))).toBeUndefined();
    expect(tabNamedBy(tabs, at('#comments'))).toBe('tab-reviews');
  });

  it('asks for reviews only for review addresses', () => {
    expect(asksForReviews(at('#comment-3'))).toBe(true);
    expect(asksForReviews(at('#tab-additional_information'))).toBe(false);
    expect(asksForReviews(at(''))).toBe(false);
  });
});
