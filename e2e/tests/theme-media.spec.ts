import type { Page, Route } from '@playwright/test';
import { test, expect, DECIDED_CONSENT } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { waitForWidgets } from '../support/shop';

/**
 * The page loader (sf-page-loader) and the background video sections (sf-background-video) on
 * /ueber-uns/ (spec §2 Global, §9 'Page loader removed after 1 s'): the loader's 1 s on the page
 * clock, the videos by keyboard with and without reduced motion, and the provider's video under
 * consent (nothing from the provider before it).
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };
const OWN_VIDEO = '**/assets/media/werkstatt.webm';

const toggle = (page: Page, section: string) => page.getByRole('region', { name: section }).getByRole('button', { name: /^Hintergrundvideo (abspielen|anhalten)$/ });
const ownVideo = (page: Page) => page.locator('video.video-bg');
const playerState = (page: Page) => page.frameLocator('iframe.video-bg__frame').locator('[data-player]');

/** Holds the page's own video (the page's `load` waits for it) until the returned release is called. */
async function holdOwnVideo(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(OWN_VIDEO, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The page clock stopped before the page comes: its timers run only when the test says. */
async function stopClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01+01:00'));
}

test('page loader while the page loads, gone after 1 s on the page clock; own video plays and pauses by keyboard; the provider’s video only after consent; axe at 1280 and 375 px @smoke', async ({
  page,
  thirdPartyUrl,
}) => {
  const provider: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(thirdPartyUrl)) provider.push(request.url());
  });
  await stopClock(page);
  const release = await holdOwnVideo(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/ueber-uns/', { waitUntil: 'domcontentloaded' });
  await waitForWidgets(page, { require: ['sf-page-loader'] });

  // The loader covers the page while it loads, never for screen readers or the pointer.
  const loader = page.locator('.page-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toHaveAttribute('aria-hidden', 'true');
  await expect(loader).toHaveCSS('pointer-events', 'none');
  await page.clock.runFor(999);
  await expect(loader).toBeVisible();
  await page.clock.runFor(1);
  await expect(loader).toBeHidden();
  release();
  // Time flows again (axe waits on timers).
  await page.clock.resume();

  // The own video plays by itself (muted); Tab from the section's last link reaches its button.
  await waitForWidgets(page, { require: ['sf-background-video'] });
  await expect.poll(() => ownVideo(page).evaluate((video: HTMLVideoElement) => !video.paused && video.muted && video.currentTime > 0)).toBe(true);
  await page.getByRole('link', { name: 'Zum Shop' }).focus();
  await page.keyboard.press('Tab');
  const own = toggle(page, 'Unsere Werkstatt');
  await expect(own).toBeFocused();
  await expect(own).toHaveText('Hintergrundvideo anhalten');
  await page.keyboard.press('Enter');
  await expect(own).toHaveText('Hintergrundvideo abspielen');
  expect(await ownVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

  // The provider's video: held behind the blocker's offer, below the text; nothing asked of the provider.
  const offer = page.getByRole('group', { name: 'Blockiertes Video: Hintergrundvideo: Felgen richtig pflegen (DemoTube)' });
  await expect(offer).toBeVisible();
  await expect(toggle(page, 'Felgen richtig pflegen')).toBeHidden();
  expect(provider).toEqual([]);
  await expectNoAxeViolations(page, '/ueber-uns/ 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, '/ueber-uns/ 375 px');

  // Consent from the offer, by keyboard: the embed comes, started, muted, looping.
  await offer.getByRole('button', { name: 'Inhalt laden und Einwilligung erteilen' }).focus();
  await page.keyboard.press('Enter');
  await expect(playerState(page)).toHaveText('Hintergrundvideo läuft (stumm, in Schleife)');
  expect(provider).toEqual([`${thirdPartyUrl}/video/embed/pflege/?autoplay=1&mute=1&loop=1&controls=0&background=1`]);
  await toggle(page, 'Felgen richtig pflegen').press('Enter');
  await expect(playerState(page)).toHaveText('Hintergrundvideo angehalten');
});

test.describe('with reduced motion', () => {
  test.use({ consentCookie: DECIDED_CONSENT.replace('functional:no', 'functional:yes') });

  test('no loader, nothing starts by itself; the buttons play both videos; the stock theme too', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page);
    const release = await holdOwnVideo(page);
    await page.goto('/ueber-uns/?sf_theme=storefront', { waitUntil: 'domcontentloaded' });
    // Hidden by the stylesheet from the first paint, and by the code once it came.
    await expect(page.locator('.page-loader')).toBeHidden();
    await waitForWidgets(page, { require: ['sf-page-loader', 'sf-background-video'] });
    await expect(page.locator('.page-loader')).toHaveAttribute('hidden', '');
    await expect(page.locator('#masthead')).toBeVisible();
    release();
    await page.clock.resume();

    const own = toggle(page, 'Unsere Werkstatt');
    await expect(own).toHaveText('Hintergrundvideo abspielen');
    expect(await ownVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await own.press('Enter');
    await expect(own).toHaveText('Hintergrundvideo anhalten');
    await expect.poll(() => ownVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime > 0)).toBe(true);

    // Functional cookies accepted: the embed loads at once, stopped until asked.
    await expect(playerState(page)).toHaveText('Hintergrundvideo angehalten');
    await toggle(page, 'Felgen richtig pflegen').press('Enter');
    await expect(playerState(page)).toHaveText('Hintergrundvideo läuft (stumm, in Schleife)');
  });
});
