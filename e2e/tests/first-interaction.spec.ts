import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { exactText, waitForWidgets } from '../support/shop';

/**
 * The first add to cart waits for nothing but the shop. What its click needs (the
 * HTTP client's chunk) is fetched before it: at idle once the page has loaded, or as soon as
 * the shopper points at, focuses or touches the listing.
 */
const ADD_TO_CART = /[?&]wc-ajax=add_to_cart(&|$)/;

/**
 * Every script and every call to a server the page makes from now on (the pictures of the
 * product that the mini-cart then shows are its content, not something the click waits for).
 */
function requestsFromNow(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'fetch', 'xhr'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

async function addFrontSpoiler(page: Page) {
  const headerLink = page.locator('sf-mini-cart a.header-cart-link');
  const button = page.locator(`li.post-${PRODUCTS.frontSpoiler}`).getByRole('link', { name: 'In den Warenkorb legen: „Universal Frontspoiler“' });
  return { headerLink, button };
}

test('first add to cart: after the click the only request is the shop’s add_to_cart', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart', 'sf-cart-fragments'] });
  // The page has loaded and gone idle: the client and the mini-cart's quantity fields are
  // fetched. A shopper's pointer reaches the button before the click: the listing's quick
  // views load then (they wait for an interaction).
  await page.waitForFunction(() => performance.getEntriesByName('sf-idle-prefetch').length > 0);
  const { headerLink, button } = await addFrontSpoiler(page);
  await button.hover();
  await page.waitForLoadState('networkidle');
  const afterClick = requestsFromNow(page);
  await button.click();
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
  expect(afterClick.filter((url) => ADD_TO_CART.test(url))).toHaveLength(1);
  expect(afterClick.filter((url) => !ADD_TO_CART.test(url))).toEqual([]);
});

test('a busy page that never goes idle: pointing at the listing fetches the client before the click', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/shop/');
  // The header's mini-cart and the fragments load at idle: on this page, never.
  await expect(page.locator('sf-add-to-cart').first()).toHaveAttribute('data-sf-upgraded', '');
  await page.waitForLoadState('networkidle');
  const { headerLink, button } = await addFrontSpoiler(page);
  const pointed = page.waitForResponse((response) => /\/chunks\/ky-[^/]+\.js$/.test(response.url()));
  await button.hover();
  await pointed;
  const afterClick = requestsFromNow(page);
  await button.click();
  await expect(headerLink).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
  expect(afterClick.filter((url) => /\/chunks\/ky-/.test(url))).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('sf-idle-prefetch').length)).toBe(0);
});

test('the widgets a product page shows at once are upgraded by DOMContentLoaded (their scripts printed from the manifest)', { tag: '@smoke' }, async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const state = [...document.querySelectorAll('main :is(sf-product-gallery, sf-variation-form, sf-add-to-cart, sf-unit-price, sf-quantity, sf-product-tabs)')].map(
        (element) => `${element.localName}${element.hasAttribute('data-sf-upgraded') ? '' : ' (not upgraded)'}`,
      );
      document.documentElement.dataset.atDcl = [...new Set(state)].sort().join(', ');
    });
  });
  await page.goto('/product/felgenreiniger-konzentrat/');
  await expect(page.locator('html')).toHaveAttribute('data-at-dcl', 'sf-add-to-cart, sf-product-gallery, sf-product-tabs, sf-quantity, sf-unit-price, sf-variation-form');
  // The cart drawer (shown only up to 849 px) is preloaded with its media query; the header's
  // mini-cart loads at idle, so it is not preloaded, and the loader runs it once the page is idle.
  await expect(page.locator('body > link[rel="modulepreload"][media="(max-width: 849px)"]')).not.toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"][href*="widget-mini-cart-"]')).toHaveCount(0);
  await waitForWidgets(page, { require: ['sf-mini-cart'] });
});
