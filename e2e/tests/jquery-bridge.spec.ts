import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { countShopRequests, waitForWidgets } from '../support/shop';

/**
 * With real jQuery on the page (as in every WordPress shop), the lazy bridge relays our cart
 * events to jQuery listeners with WooCommerce's arguments, and jQuery triggers from shop
 * scripts reach our widgets.
 */
test('jQuery listeners get added_to_cart with fragments, hash and button; wc_fragment_refresh refetches', async ({ page }) => {
  await page.goto('/shop/?sf_jquery=1');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: unknown) => { on: (name: string, handler: (...args: unknown[]) => void) => void } }).jQuery;
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    $(document.body).on('adding_to_cart', (_event, $button) => seen.push(['adding_to_cart', ($button as { attr: (n: string) => string }).attr('data-product_id')]));
    $(document.body).on('added_to_cart', (_event, fragments, hash, $button) =>
      seen.push(['added_to_cart', Object.keys(fragments as object).sort(), typeof hash, ($button as { attr: (n: string) => string }).attr('data-product_id')]),
    );
  });

  await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
  await expect(page.locator(`li.post-${PRODUCTS.frontSpoiler} a.added_to_cart`)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
    .toEqual([
      ['adding_to_cart', String(PRODUCTS.frontSpoiler)],
      ['added_to_cart', ['a.header-cart-link', 'div.widget_shopping_cart_content'], 'string', String(PRODUCTS.frontSpoiler)],
    ]);

  const requests = countShopRequests(page);
  await page.evaluate(() => (window as unknown as { jQuery: (t: unknown) => { trigger: (n: string) => void } }).jQuery(document.body).trigger('wc_fragment_refresh'));
  await expect.poll(() => requests.urls.filter((url) => url.includes('get_refreshed_fragments')).length).toBe(1);
});

test('pages without jQuery never load the bridge', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart'] });
  await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
  await expect(page.locator(`li.post-${PRODUCTS.frontSpoiler} a.added_to_cart`)).toBeVisible();
  expect(scripts.some((url) => url.includes('jquery'))).toBe(false);
});
