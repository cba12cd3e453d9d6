import { randomUUID } from 'node:crypto';
import { test as base, expect, type ConsoleMessage, type Dialog } from '@playwright/test';
import { startDemoShop } from '../../demo-server/start';
import type { FakeProvider } from '../../demo-server/third-party/provider/orders';

export type Build = 'preact' | 'react';

export interface ShopOptions {
  /** Which widget build the demo shop serves to this project's contexts. */
  sfBuild: Build;
  /**
   * The consent cookie every context starts with. By default a visitor who has already decided
   * (everything optional rejected), so the banner, first in the page, does not shift what the
   * other flows measure and tab through; the consent tests start without one (`null`).
   */
  consentCookie: string | null;
}

/** A returning visitor who rejected everything optional (widgets/consent-banner/README.md). */
export const DECIDED_CONSENT = `consentid:${Buffer.from('e2e'.repeat(11).slice(0, 32)).toString('base64')},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no`;

interface ShopServer {
  url: string;
  /** The third-party origin (fake wallet provider: SDK, popup, QA sandbox). */
  thirdPartyUrl: string;
  /** The provider state both origins share. */
  provider: FakeProvider;
  /** Ends requests the `hang` fault holds open. */
  releaseHungRequests: () => void;
}

/** Collects console errors and page errors; unexpected ones fail the test at teardown. */
export interface ConsoleGuard {
  /** Allow console errors (and page errors) matching `pattern` in this test. */
  allow(pattern: RegExp): void;
  /** Everything collected so far (allowed or not), for assertions on expected errors. */
  readonly messages: readonly string[];
}

interface TestFixtures {
  consoleGuard: ConsoleGuard;
  /** The third-party origin of this worker's demo shop, e.g. http://127.0.0.1:41234. */
  thirdPartyUrl: string;
}

interface WorkerFixtures {
  shopServer: ShopServer;
}

/**
 * Runs in every document before its scripts: the first document of an origin in a test empties
 * that origin's sessionStorage left by the test before, and marks it as this test's.
 */
function startSessionStorageOfTest(testRun: string): void {
  const key = 'e2e-test-run';
  try {
    if (sessionStorage.getItem(key) === testRun) return;
    sessionStorage.clear();
    sessionStorage.setItem(key, testRun);
  } catch {
    // Documents without storage (opaque origins, about:blank) have nothing to clear.
  }
}

export const test = base.extend<ShopOptions & TestFixtures, WorkerFixtures>({
  sfBuild: ['preact', { option: true }],
  consentCookie: [DECIDED_CONSENT, { option: true }],

  // One demo shop per worker, with its third-party origin, on free ports. Sessions are per
  // cookie, and the context's cookies are cleared between tests, so tests never see each other's carts or faults.
  shopServer: [
    async ({}, use) => {
      const shop = await startDemoShop();
      await use({ url: shop.url, thirdPartyUrl: shop.thirdPartyUrl, provider: shop.provider, releaseHungRequests: shop.releaseHungRequests });
      await shop.close();
    },
    { scope: 'worker' },
  ],

  thirdPartyUrl: async ({ shopServer }, use) => {
    await use(shopServer.thirdPartyUrl);
  },

  baseURL: async ({ shopServer }, use) => {
    await use(shopServer.url);
  },

  // The build switch is the demo shop's cookie (see demo-server/README.md, "Bundle switch").
  context: async ({ context, sfBuild, consentCookie, baseURL }, use) => {
    // Tests share one context and page per worker (playwright.config.ts, `reuseContext`), whose
    // reset clears cookies and storage but not a tab's sessionStorage: each test starts without it.
    await context.addInitScript(startSessionStorageOfTest, randomUUID());
    await context.addCookies([{ name: 'sf_build', value: sfBuild, url: baseURL! }]);
    if (consentCookie) await context.addCookies([{ name: 'cookieyes-consent', value: consentCookie, url: baseURL! }]);
    await use(context);
  },

  // The reused tab is the context's first page after the reset; when a test closed its own tab,
  // that is a popup it opened (the wallet's), whose window name survives the reset: the next
  // window.open with that name would load into this tab instead of opening a popup.
  page: async ({ page, context }, use) => {
    if (await page.evaluate(() => window.name !== '')) {
      await page.close();
      page = await context.newPage();
    }
    await use(page);
  },

  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      const unexpected: string[] = [];
      const record = (text: string) => {
        messages.push(text);
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      };
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        record(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
      };
      /** Where each page error was thrown, for the failure message. */
      const stacks = new Map<string, string>();
      const onWebError = (error: { error(): Error }) => {
        const thrown = error.error();
        const text = `pageerror: ${thrown.name}: ${thrown.message}`;
        stacks.set(text, thrown.stack ?? '');
        record(text);
      };
      // No widget may open a browser dialog (alert/confirm) on failure.
      const onDialog = (dialog: Dialog) => {
        record(`dialog: ${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => {});
      };
      context.on('console', onConsole);
      context.on('weberror', onWebError);
      context.on('dialog', onDialog);
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      context.off('console', onConsole);
      context.off('weberror', onWebError);
      context.off('dialog', onDialog);
      // Allow patterns registered late in the test apply to earlier messages too.
      const left = unexpected.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (left.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Unexpected console errors or page errors:\n  ${left.map((text) => (stacks.get(text) ? `${text}\n    ${stacks.get(text)!.replace(/\n/g, '\n    ')}` : text)).join('\n  ')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
