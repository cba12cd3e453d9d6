/**
 * Order attribution in Chromium (spec §3 Order attribution): with statistics consent the 16
 * `wc_order_attribution_*` inputs of the checkout carry the session's source and counts, and the
 * order keeps them (QA orders page); without it nothing is stored and the order has none.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// First views: no consent cookie (the other flows start as a visitor who has decided).
test.use({ consentCookie: null });
import { fillBillingAddress } from '../support/checkout';
import { addViaApi, waitForWidgets } from '../support/shop';
import { PRODUCTS } from '../support/catalogue';

const field = (page: Page, key: string) => page.locator(`sf-order-attribution input[name="wc_order_attribution_${key}"]`);

async function placeOrder(page: Page): Promise<Record<string, string>> {
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await page.goto('/checkout/');
  await waitForWidgets(page, { require: ['sf-checkout'] });
  await fillBillingAddress(page);
  await page.locator('input[name="terms"]').check();
  const inputs = Object.fromEntries(
    await page.locator('sf-order-attribution input').evaluateAll((all) => all.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
  ) as Record<string, string>;
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/checkout\/order-received\//);
  return inputs;
}

async function newestOrderAttribution(page: Page): Promise<Record<string, string>> {
  const answer = (await (await page.request.get('/__demo/orders')).json()) as { orders: Array<{ attribution: Record<string, string> }> };
  return answer.orders[0]!.attribution;
}

test.describe('order attribution', () => {
  test('with statistics consent: utm source, pages and session count in the inputs and the order @smoke', async ({ page }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => page.evaluate('localStorage.getItem("sf_order_attribution") !== null')).toBe(true);
    await page.goto('/shop/');
    await expect(page.locator('sf-order-attribution[data-sf-upgraded]')).toHaveCount(1);
    const inputs = await placeOrder(page);
    expect(Object.keys(inputs)).toHaveLength(16);
    expect(inputs).toMatchObject({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: 'herbst',
      wc_order_attribution_utm_content: '(none)',
      wc_order_attribution_session_pages: '3',
      wc_order_attribution_session_count: '1',
      wc_order_attribution_referrer: '(none)',
    });
    expect(inputs.wc_order_attribution_session_entry).toMatch(/\/\?utm_source=newsletter/);
    expect(inputs.wc_order_attribution_session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(inputs.wc_order_attribution_user_agent).toContain('Chrome');
    expect(await newestOrderAttribution(page)).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '3' });
  });

  test('without consent: nothing stored, the inputs stay empty, the order has no attribution', async ({ page }) => {
    await page.goto('/?utm_source=newsletter');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    const inputs = await placeOrder(page);
    expect(Object.values(inputs).every((value) => value === '')).toBe(true);
    await expect(field(page, 'source_type')).toHaveCount(0); // the order-received page has no form
    expect(await page.evaluate('localStorage.getItem("sf_order_attribution")')).toBeNull();
    expect(await newestOrderAttribution(page)).toEqual({});
  });
});
