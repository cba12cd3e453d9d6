import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { countShopRequests, waitForWidgets } from '../support/shop';

/**
 * With real jQuery on the page (as in every WordPress shop), the lazy bridge relays our cart
 * events to jQuery listeners with WooCommerce's arguments, and jQuery triggers from shop
 * scripts reach our widgets.
 */
test('jQuery listeners get added_to_cart with fragments, hash and button; wc_fragment_refresh refetches', { tag: '@smoke' }, async ({ page }) => {
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

test('jQuery listeners on the variations form get found_variation with the variation, show_variation and reset_data', async ({ page }) => {
  await page.goto(`${productPath(PRODUCTS.rimCleaner)}?sf_jquery=1`);
  await waitForWidgets(page, { require: ['sf-variation-form'] });
  await page.evaluate(() => {
    type Handler = (event: { target: Element }, ...args: unknown[]) => void;
    const $ = (window as unknown as { jQuery: (target: unknown) => { on: (name: string, handler: Handler) => void } }).jQuery;
    const form = document.querySelector('form.variations_form')!;
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    $(form).on('found_variation', (event, variation) => {
      const { variation_id, sku } = variation as { variation_id: number; sku: string };
      seen.push(['found_variation', event.target === form, variation_id, sku]);
    });
    $(form).on('show_variation', (event, variation, purchasable) =>
      seen.push(['show_variation', (event.target as Element).className, (variation as { variation_id: number }).variation_id, purchasable]),
    );
    $(form).on('reset_data', (event) => seen.push(['reset_data', event.target === form]));
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: unknown[][] }).seen);

  await page.getByLabel('Inhalt').selectOption('500-ml');
  await expect(page.locator('input[name="variation_id"]')).toHaveValue('1141');
  const sku = await page.locator('.product_meta .sku').textContent();
  // Events of the page load may come first, when the bridge arrived after the listeners.
  await expect
    .poll(async () => (await seen()).filter(([name]) => name !== 'reset_data'))
    .toEqual([
      ['found_variation', true, 1141, sku],
      ['show_variation', 'woocommerce-variation single_variation', 1141, true],
    ]);

  // The bridge is there now (found_variation came through it): only the reset's events follow.
  await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.splice(0));
  await page.locator('.reset_variations').click();
  await expect.poll(seen).toEqual([['reset_data', true]]);
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
