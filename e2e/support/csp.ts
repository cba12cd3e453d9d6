import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Content-Security-Policy violations (demo-server/http/security.ts) as the page reports them:
 * `securitypolicyviolation` events in every frame from the first script on. The console guard
 * fails a test on the browser's CSP console errors as well; this names the directive and source.
 */
declare global {
  interface Window {
    sfCspViolations?: string[];
  }
}

/** Records violations from the next page load on (an init script: every document of the page). */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sfCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.sfCspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
}

export async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Violations are reported in a task after the blocked load; a round trip to the page lets them land.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await page.evaluate(() => window.sfCspViolations ?? ['recorder missing']), where).toEqual([]);
}

/** The policy's script sources: the shop, the third-party origin (fake wallet provider) and the nonce, nothing else. */
export const scriptSources = (thirdPartyUrl: string) => `script-src 'self' ${thirdPartyUrl} 'nonce-`;
