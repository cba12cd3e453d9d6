import { describe, expect, it } from 'vitest';
import { addNoticeGroup, noticeOffset, noticePlaces, noticesWrapper, removeNotices } from './notices';

/*
 * Pages shaped like the stock shop's (Storefront: the page's notices in the `div.woocommerce` at
 * the top of `#content .col-full`, WooCommerce's wrappers further down empty) and the seed
 * theme's. `#near` is the element asking (wallet buttons, checkout); ids name the places.
 */
const storefront = (top: string, main: string) => `
<div id="page" class="hfeed site"><header id="masthead" class="site-header"><div class="col-full">
  <sf-mini-cart><ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="/cart/">0,00 €</a></li>
  <li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><span id="header-near"></span></div></div></li></ul></sf-mini-cart>
</div></header>
<div id="content" class="site-content"><div class="col-full">${top}<div id="primary"><main id="main">${main}</main></div></div></div></div>`;

const PAGES = {
  'Storefront product page': storefront(
    '<div class="woocommerce" id="theme"><div class="woocommerce-message" role="alert">„Spoiler“ wurde hinzugefügt.</div></div>',
    '<div class="woocommerce-notices-wrapper" id="loop-wrapper"></div><div class="product"><div class="summary"><span id="near"></span></div></div>',
  ),
  'Storefront cart page': storefront(
    '<div class="woocommerce" id="theme"></div>',
    '<article><div class="entry-content"><sf-cart-form><div class="woocommerce"><div class="woocommerce-notices-wrapper" id="cart-wrapper"></div><form class="woocommerce-cart-form"><span id="near"></span></form></div></sf-cart-form></div></article>',
  ),
  'Storefront checkout (no theme block there)': storefront(
    '',
    '<div class="woocommerce"><div class="woocommerce-notices-wrapper" id="checkout-wrapper"></div><div class="woocommerce-notices-wrapper" id="second"></div><sf-checkout><form class="checkout"><span id="near"></span></form></sf-checkout></div>',
  ),
  'the element’s own wrapper': `<main><div class="woocommerce-notices-wrapper" id="page-wrapper"></div><sf-checkout id="host"><div class="woocommerce-notices-wrapper" id="own"></div><span id="near"></span></sf-checkout></main>`,
  'seed theme: body.woocommerce is no block, the page’s first wrapper': `<main><div class="woocommerce-notices-wrapper" id="page-wrapper"></div><div class="product"><span id="near"></span></div></main>`,
};

/** Shop pages (product, shop loop) carry the class `woocommerce` on the body, as WooCommerce prints it. */
const show = (page: keyof typeof PAGES) => {
  document.body.className = /product|seed/.test(page) ? 'woocommerce woocommerce-page' : 'woocommerce-page';
  document.body.innerHTML = PAGES[page];
};

describe('noticePlaces / noticesWrapper', () => {
  it.each([
    ['Storefront product page', '#near', ['theme', 'loop-wrapper']],
    ['Storefront product page', '#header-near', ['theme', 'loop-wrapper']],
    ['Storefront cart page', '#near', ['cart-wrapper', 'theme']],
    ['Storefront checkout (no theme block there)', '#near', ['checkout-wrapper']],
    ['the element’s own wrapper', '#host', ['own', 'page-wrapper']],
    ['seed theme: body.woocommerce is no block, the page’s first wrapper', '#near', ['page-wrapper']],
  ] as const)('%s, asked from %s', (page, near, ids) => {
    show(page);
    const element = document.querySelector(near)!;
    expect(noticePlaces(element).map((place) => place.id)).toEqual(ids);
    expect(noticesWrapper(element, document.body).id).toBe(ids[0]);
  });

  it('makes a wrapper at the top of `home` when the page has no place for notices', () => {
    document.body.className = '';
    document.body.innerHTML = '<main><p>Inhalt</p><span id="near"></span></main>';
    const main = document.querySelector('main')!;
    const wrapper = noticesWrapper(document.querySelector('#near')!, main);
    expect(main.firstElementChild).toBe(wrapper);
    expect(wrapper.className).toBe('woocommerce-notices-wrapper');
    // Found again, not made twice.
    expect(noticesWrapper(document.querySelector('#near')!, main)).toBe(wrapper);
  });
});

describe('removeNotices', () => {
  it('clears the theme’s notices and ours in every place, nothing else', () => {
    show('Storefront product page');
    const near = document.querySelector('#near')!;
    const group = addNoticeGroup(noticesWrapper(near, document.body), 'sf-wallet-notices', { errors: ['Zahlung abgelehnt.'] });
    document.querySelector('#loop-wrapper')!.innerHTML = '<ul class="woocommerce-error"><li>alt</li></ul><div class="woocommerce-info" id="info">Info</div>';
    expect(group.parentElement?.id).toBe('theme');
    removeNotices(near, '.woocommerce-error, .woocommerce-message, .sf-wallet-notices');
    expect(document.querySelectorAll('.woocommerce-error, .woocommerce-message, .sf-wallet-notices')).toHaveLength(0);
    expect(document.querySelector('#info')).not.toBeNull();
    expect(document.querySelector('.summary #near')).not.toBeNull();
  });
});

describe('noticeOffset: 100 px above the notices, the same air under a taller covered top', () => {
  it.each([
    [0, 100],
    [70, 100],
    [32, 100],
    [124, 154],
    [124 + 32, 186],
  ])('covered %i px → %i px', (covered, offset) => expect(noticeOffset(covered)).toBe(offset));
});
