/**
 * The demo shop on this machine answers to both loopback names: opened as localhost or as
 * 127.0.0.1 (whichever it printed), the consent-governed video embed from the third-party
 * origin plays in its frame. Before, the provider's frame-ancestors named only the printed
 * origin and Chromium refused the frame under the other name.
 */
import { DECIDED_CONSENT, expect, test } from '../support/fixtures';

/** A returning visitor who accepted the functional category (the video's). */
const FUNCTIONAL = DECIDED_CONSENT.replace('functional:no', 'functional:yes');
test.use({ consentCookie: FUNCTIONAL });

test('the video embed plays with the shop opened as localhost and as 127.0.0.1', async ({ page, context, baseURL, sfBuild }) => {
  const printed = new URL(baseURL!);
  const other = new URL(baseURL!);
  other.hostname = printed.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  for (const origin of [printed.origin, other.origin]) {
    await context.addCookies([
      { name: 'sf_build', value: sfBuild, url: origin },
      { name: 'cookieyes-consent', value: FUNCTIONAL, url: origin },
    ]);
    await page.goto(`${origin}/`);
    const frame = page.locator('iframe[title^="Video"]');
    // The frame loads lazily: bring it near the viewport.
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title^="Video"]').getByRole('heading', { name: 'Frontspoiler montieren' }), origin).toBeVisible();
  }
});
