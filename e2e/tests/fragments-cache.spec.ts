import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { addViaApi, countShopRequests, exactText, waitForWidgets } from '../support/shop';

// Not @smoke: the cache is the widget's rules (sessionStorage, cart hash), the same for both builds;
// sf-cart-fragments runs on the React build in the buying path and the first add.
test('repeat page views with an unchanged cart send no request to the shop', async ({ page }) => {
  const shopRequests = countShopRequests(page);

  // A first-time visitor with an empty cart: the server-rendered mini-cart is the truth.
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-cart-fragments', 'sf-add-to-cart'] });
  expect(shopRequests.urls).toEqual([]);

  await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
  await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
  expect(shopRequests.urls).toEqual([expect.stringContaining('wc-ajax=add_to_cart')]);

  // The fragments of that add are stored; later views of any page reuse them.
  for (const path of ['/versand/', '/shop/', '/versand/']) {
    shopRequests.urls.length = 0;
    await page.goto(path);
    await waitForWidgets(page, { require: ['sf-cart-fragments'] });
    await page.waitForLoadState('networkidle');
    expect(shopRequests.urls, `shop requests on ${path}`).toEqual([]);
    await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
  }
});

test('a cart changed elsewhere is fetched once, then served from storage again', async ({ page }) => {
  const shopRequests = countShopRequests(page);
  await page.goto('/versand/');
  await waitForWidgets(page, { require: ['sf-cart-fragments'] });
  await addViaApi(page.request, PRODUCTS.daytimeLights, 2);

  shopRequests.urls.length = 0;
  await page.reload();
  await expect.poll(() => shopRequests.urls).toEqual([expect.stringContaining('wc-ajax=get_refreshed_fragments')]);
  await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 2 Artikel, 99,80 €'));

  // Wait for the fetched fragments to be stored before the next view.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('wc_fragments_')))).toBe(true);
  shopRequests.urls.length = 0;
  await page.goto('/');
  await waitForWidgets(page, { require: ['sf-cart-fragments'] });
  await page.waitForLoadState('networkidle');
  expect(shopRequests.urls).toEqual([]);
});
