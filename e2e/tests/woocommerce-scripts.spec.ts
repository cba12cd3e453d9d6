import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { countShopRequests, demoState, waitForWidgets } from '../support/shop';

/**
 * A shop that installs the bundle without the WordPress plugin keeps WooCommerce's own scripts,
 * whose handlers are delegated to `document.body` (add-to-cart.js: a click on
 * `.add_to_cart_button` posts add_to_cart; ../shared/real-woocommerce/README.md point 10). The
 * page gets jQuery and a handler of that shape; the widget that upgraded the button owns its
 * click, so one click is one request and one item.
 */
test("WooCommerce's delegated add-to-cart handler left on the page: one click, one add_to_cart, one item", async ({ page }) => {
  await page.goto('/shop/?sf_jquery=1');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  await page.evaluate(() => {
    type JQuery = { on: (name: string, selector: string, handler: (event: { currentTarget: HTMLElement; preventDefault(): void }) => void) => void };
    const $ = (window as unknown as { jQuery: (target: unknown) => JQuery }).jQuery;
    (window as unknown as { delegatedClicks: number }).delegatedClicks = 0;
    $(document.body).on('click', '.add_to_cart_button', (event) => {
      (window as unknown as { delegatedClicks: number }).delegatedClicks++;
      event.preventDefault();
      const body = new URLSearchParams({ product_id: event.currentTarget.dataset.product_id ?? '', quantity: '1' });
      void fetch('/?wc-ajax=add_to_cart', { method: 'POST', body });
    });
  });
  const requests = countShopRequests(page);
  await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
  await expect(page.locator(`li.post-${PRODUCTS.frontSpoiler} a.added_to_cart`)).toBeVisible();
  // The widget's add has been answered: a second request from the same click would have been sent before it.
  expect(requests.urls.filter((url) => url.includes('wc-ajax=add_to_cart'))).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { delegatedClicks: number }).delegatedClicks)).toBe(0);
  expect((await demoState(page.request)).count).toBe(1);
});
