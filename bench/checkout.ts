/**
 * Checkout figures (issue 10), printed, never asserted:
 * - update_order_review requests per burst of field changes (country, postcode, city and the
 *   shipping method changed within a moment, as autofill or a quick shopper does): target 1;
 * - time from pressing 'Zahlungspflichtig bestellen' to the order-received page loaded,
 *   4× CPU throttling, median of `runs` per build.
 *
 *   npx tsx bench/checkout.ts        (after `npm run build`; `npm run bench` runs it too)
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GUEST_BILLING_FIELDS } from '../demo-server/checkout/sample-address';
import { launch, startShop, widgetsUpgraded } from './lib';

async function checkoutPage(browser: Browser, baseUrl: string, build: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sf_build', value: build, url: baseUrl }]);
  const added = await context.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } });
  if (!added.ok()) throw new Error(`add to cart: HTTP ${added.status()}`);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/checkout/`, { waitUntil: 'networkidle' });
  await widgetsUpgraded(page);
  return { context, page };
}

/** Requests per burst, one number per run. */
export async function reviewRequestsPerBurst(browser: Browser, baseUrl: string, build: string, runs = 5): Promise<number[]> {
  const counts: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await checkoutPage(browser, baseUrl, build);
    let requests = 0;
    page.on('request', (request) => request.url().includes('wc-ajax=update_order_review') && requests++);
    // One burst, as fast as the page takes it: each change fires its own change event.
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    await page.evaluate(
      (changes) => {
        const form = document.querySelector('form.checkout')!;
        for (const [name, value] of changes) {
          const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
          if (!field) continue;
          field.value = value;
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
        form.querySelector<HTMLInputElement>('input[name="shipping_method[0]"][type="radio"]:not(:checked)')?.click();
      },
      [
        ['billing_country', 'AT'],
        ['billing_postcode', '1010'],
        ['billing_city', 'Wien'],
        ['billing_country', 'DE'],
        ['billing_postcode', '10115'],
        ['billing_city', 'Berlin'],
      ],
    );
    await page.waitForResponse(/wc-ajax=update_order_review/, { timeout: 15_000 });
    // Quiet for three debounce periods: a later request of the burst would have gone out.
    await page.waitForTimeout(1000);
    counts.push(requests);
    await context.close();
  }
  return counts;
}

/** Milliseconds from the press to the order-received page's DOMContentLoaded, one per run. */
export async function placeOrderToReceived(browser: Browser, baseUrl: string, build: string, runs = 11): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await checkoutPage(browser, baseUrl, build);
    const { billing_country: _country, ...billing } = GUEST_BILLING_FIELDS;
    for (const [name, value] of Object.entries(billing)) await page.locator(`[name="${name}"]`).fill(value);
    await page.locator('input[name="terms"]').check();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await Promise.all([page.waitForURL(/\/checkout\/order-received\//, { waitUntil: 'domcontentloaded' }), page.locator('#place_order').click()]);
    samples.push(Date.now() - start);
    await context.close();
  }
  return samples;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export async function checkoutFigures(browser: Browser, baseUrl: string) {
  const figures: Record<string, { reviewRequestsPerBurst: number[]; placeOrderToReceivedMs: { median: number; min: number; max: number } }> = {};
  for (const build of ['preact', 'react'] as const) {
    const burst = await reviewRequestsPerBurst(browser, baseUrl, build);
    const times = await placeOrderToReceived(browser, baseUrl, build);
    figures[build] = { reviewRequestsPerBurst: burst, placeOrderToReceivedMs: { median: median(times), min: Math.min(...times), max: Math.max(...times) } };
    console.log(
      `checkout ${build.padEnd(6)} update_order_review per burst: ${burst.join(', ')} (target 1); place order → order received: median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)}, 4× CPU)`,
    );
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const shop = await startShop();
  const browser = await launch();
  try {
    await checkoutFigures(browser, shop.baseUrl);
  } finally {
    await browser.close();
    await shop.stop();
  }
}
