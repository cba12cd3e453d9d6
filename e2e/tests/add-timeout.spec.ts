import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { quantityOf, setFault, waitForWidgets, pauseClockAhead } from '../support/shop';

/** An add the page gave up on may still land; the page must come to tell the truth. */
test('add times out while the shop still works on it: the shopper is told it may have gone through, and the header follows the shop', async ({ page }) => {
  // The shop adds 8 s (real time) after the request; the page's clock is stepped over the
  // 15 s client timeout at once, so the add lands after the client gave up.
  test.setTimeout(60_000);
  await page.clock.install();
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  await setFault(page.request, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 8_000, times: 1 });
  const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
  const button = item.locator('a.ajax_add_to_cart');
  const headerCart = page.locator('sf-mini-cart a.header-cart-link');
  const addRequest = page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
  await button.click();
  await addRequest;
  await pauseClockAhead(page, 250);
  await page.clock.runFor(15_000);
  await expect(item.getByRole('alert')).toHaveText(
    'Der Shop hat nicht rechtzeitig geantwortet. Deine Änderung wurde eventuell trotzdem übernommen – bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
  );
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: 0 Artikel/);

  // From here on the page's time runs as the shop's does.
  await page.clock.resume();

  // Trying again adds (the fault was for one call); the late add lands too, before or after it
  // (on a busy machine the 8 s may be over by now), and the page, re-reading the cart until
  // then, shows both without a reload.
  await button.click();
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: [12] Artikel/, { timeout: 15_000 });
  await expect(headerCart).toHaveAttribute('aria-label', /^Warenkorb: 2 Artikel/, { timeout: 30_000 });
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(2);
});
