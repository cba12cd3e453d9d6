import { describe, expect, it } from 'vitest';
import { asksForReviews, initialTab, tabIndexAfterKey } from './rules';

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

  it('asks for reviews only for review addresses', () => {
    expect(asksForReviews(at('#comment-3'))).toBe(true);
    expect(asksForReviews(at('#tab-additional_information'))).toBe(false);
    expect(asksForReviews(at(''))).toBe(false);
  });
});

describe('tabIndexAfterKey', () => {
  const horizontal = { vertical: false, rightToLeft: false };
  it.each([
    ['ArrowRight', 0, horizontal, 1],
    ['ArrowRight wraps', 3, horizontal, 0],
    ['ArrowLeft wraps', 0, horizontal, 3],
    ['Home', 2, horizontal, 0],
    ['End', 1, horizontal, 3],
    ['ArrowDown is not for horizontal tabs', 1, horizontal, null],
    ['ArrowLeft goes forward right-to-left', 0, { vertical: false, rightToLeft: true }, 1],
    ['ArrowDown in vertical tabs', 0, { vertical: true, rightToLeft: false }, 1],
    ['ArrowUp in vertical tabs', 0, { vertical: true, rightToLeft: false }, 3],
    ['ArrowRight is not for vertical tabs', 0, { vertical: true, rightToLeft: false }, null],
    ['other keys', 0, horizontal, null],
  ])('%s', (name, current, orientation, expected) => {
    const key = name.split(' ')[0];
    expect(tabIndexAfterKey(key, current, 4, orientation)).toBe(expected);
  });
});
