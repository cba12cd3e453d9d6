import { defineConfig } from '@playwright/test';
import { chromiumUse } from './support/chromium';
import type { ShopOptions } from './support/fixtures';

/**
 * Browser flows in real Chromium against the demo shop (started in-process per worker, see
 * support/fixtures.ts). The `preact` project runs every test on the build the demo serves;
 * the `react` project (cookie sf_build=react on every context) runs the tests tagged @smoke,
 * which cover every widget, the jQuery bridge, the classic bundle and axe on a few pages
 * (e2e/smoke-coverage.test.ts checks that in the unit tests).
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
  // Budgets, not waits: a test ends as soon as what it waits for happens. They are wide enough for
  // the 2-core machine running both workers beside the stories' axe stage at its slowest.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  outputDir: './test-results',
  // One context and page per worker, reset between tests (cookies, storage, cache, routes, init
  // scripts, extra pages; e2e/support/fixtures.ts also empties sessionStorage): a new Chromium
  // context and tab for each test cost more CPU than most tests' own work on the 2-core machine.
  use: { ...chromiumUse(), reuseContext: true },
  projects: [
    { name: 'preact', use: { sfBuild: 'preact' } },
    { name: 'react', use: { sfBuild: 'react' }, grep: /@smoke/ },
  ],
});
