import { defineConfig } from '@playwright/test';
import { chromiumUse } from './support/chromium';

/**
 * Browser flows on a real WordPress + WooCommerce + Storefront shop with our plugin
 * (e2e/real-shop/, e2e/README.md "The real shop"). Needs REAL_WOOCOMMERCE_SRC and PHP; the
 * global setup installs a fresh shop and starts PHP's server, and stops it at the end.
 * One worker: the shop's PHP server and the browser share the machine's cores.
 *
 * Run: REAL_WOOCOMMERCE_SRC=… npx playwright test -c e2e/real-shop.config.ts   (after `npm run build`)
 */
export default defineConfig({
  testDir: './real-shop/tests',
  // Without our plugin only the stock shop's own checks make sense.
  testIgnore: process.env.SF_REAL_SHOP_PLUGIN === 'off' ? ['**/flows.spec.ts'] : [],
  globalSetup: './real-shop/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  outputDir: './test-results/real-shop',
  use: chromiumUse(),
});
