import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import type { ShopOptions } from './support/fixtures';

/**
 * Browser flows in real Chromium against the demo shop (started in-process per worker, see
 * support/fixtures.ts). Both widget builds run every test: the `preact` project (default
 * build) and the `react` project (cookie sf_build=react on every context).
 *
 * Run: npx playwright test -c e2e/playwright.config.ts   (after `npm run build`)
 */

export default defineConfig<ShopOptions>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    { name: 'preact', use: { sfBuild: 'preact' } },
    { name: 'react', use: { sfBuild: 'react' } },
  ],
});
