import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { setFault, waitForWidgets } from '../support/shop';

const IMAGE_500 = /Failed to load resource: the server responded with a status of 500/;
const TRIGGER = 'Bildergalerie im Vollbildmodus anzeigen';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function openSpoiler(page: Page, hash = '') {
  await page.goto(productPath(PRODUCTS.frontSpoiler) + hash);
  await waitForWidgets(page, { require: ['sf-product-gallery'] });
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Bildergalerie' });
/** Open and taking input (PhotoSwipe binds its controls once the opening has finished). */
const lightboxReady = (page: Page) => expect(page.locator('.pswp[role="dialog"]:not([aria-busy])')).toBeVisible();
const counter = (page: Page) => page.locator('.pswp__counter');
const currentThumb = (page: Page) => page.locator('.sf-gallery__thumb[aria-current="true"] img');
const slide = (page: Page, n: number) => page.locator('.woocommerce-product-gallery__image').nth(n - 1);

/** A finger swipe to the left across `box` (real touch events, as a phone sends them). */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const client = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  let x = Math.round(box.x + box.width * 0.85);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 10; step++) {
    x -= Math.round(box.width * 0.065);
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

/** Tab until `target` has focus (the keyboard is the only way in). */
async function tabTo(page: Page, target: import('@playwright/test').Locator, max = 40) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('gallery slider', () => {
  test('keyboard: arrows and thumbnails slide, the shown picture is the only one reachable', { tag: '@smoke' }, async ({ page }) => {
    await openSpoiler(page);
    // The carousel is the widget's own element.
    const gallery = page.locator('sf-product-gallery').and(page.getByRole('group', { name: 'Produktbilder' }));
    await expect(gallery).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(page.getByRole('button', { name: 'Vorheriges Bild' })).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Nächstes Bild' }));
    await page.keyboard.press('Enter');
    await expect(currentThumb(page)).toHaveAttribute('alt', 'Bild 2 von 4 zeigen');
    await expect(page.locator('#sf-live-region')).toHaveText('Bild 2 von 4');
    // After the slide, picture 2 fills the gallery and the others are out of reach.
    await expect.poll(() => slide(page, 2).evaluate((element) => Math.round(element.getBoundingClientRect().left - element.parentElement!.getBoundingClientRect().left))).toBe(0);
    await expect(slide(page, 2)).not.toHaveAttribute('inert');
    await expect(slide(page, 1)).toHaveAttribute('inert', '');

    await tabTo(page, page.getByRole('button', { name: 'Bild 4 von 4 zeigen' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Nächstes Bild' })).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => slide(page, 4).evaluate((element) => Math.round(element.getBoundingClientRect().left - element.parentElement!.getBoundingClientRect().left))).toBe(0);
    await expectNoAxeViolations(page, 'gallery on picture 4');
  });

  test('a product with one picture has no slider', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.daytimeLights));
    await waitForWidgets(page, { require: ['sf-product-gallery'] });
    await expect(page.locator('sf-product-gallery')).not.toHaveAttribute('role');
    await expect(page.locator('.sf-gallery__arrow, .sf-gallery__thumbs')).toHaveCount(0);
    await expect(page.getByRole('button', { name: TRIGGER })).toBeVisible();
  });

  test('choosing a variation brings its picture to the front', async ({ page }) => {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-product-gallery', 'sf-variation-form'] });
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(slide(page, 1)).toHaveAttribute('inert', '');
    await page.getByLabel('Inhalt').selectOption('1-l');
    await expect(slide(page, 1)).not.toHaveAttribute('inert');
    await expect(currentThumb(page)).toHaveAttribute('alt', 'Bild 1 von 2 zeigen');
  });
});

test.describe('gallery on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, userAgent: IPHONE });

  test('a touch swipe moves to the next picture; no hover zoom on phones', async ({ page }) => {
    await openSpoiler(page);
    await swipeLeft(page, (await slide(page, 1).boundingBox())!);
    await expect(currentThumb(page)).toHaveAttribute('alt', 'Bild 2 von 4 zeigen');
    await expect(slide(page, 2)).not.toHaveAttribute('inert');
    await expect(page.locator('.sf-gallery__zoom-image')).toHaveCount(0);
    await expectNoAxeViolations(page, 'gallery at 375 px after a swipe');
  });

  test('in the lightbox a swipe moves to the next picture', async ({ page }) => {
    await openSpoiler(page);
    await page.getByRole('button', { name: TRIGGER }).tap();
    await lightboxReady(page);
    await expect(counter(page)).toHaveText('1 / 4');
    await swipeLeft(page, { x: 0, y: 200, width: 375, height: 300 });
    await expect(counter(page)).toHaveText('2 / 4');
    await expectNoAxeViolations(page, 'lightbox at 375 px');
  });
});

test.describe('hover zoom', () => {
  test('the large picture follows the mouse and goes when it leaves', async ({ page }) => {
    await openSpoiler(page);
    const box = (await slide(page, 1).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75, { steps: 4 });
    const zoom = page.locator('.sf-gallery__zoom-image[data-loaded]');
    await expect(zoom).toBeVisible();
    await expect(zoom).toHaveAttribute('aria-hidden', 'true');
    const at = await zoom.evaluate((image) => image.style.transform);
    expect(at).toMatch(/translate\(-\d+(\.\d+)?px, -\d+(\.\d+)?px\)/);
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25, { steps: 2 });
    await expect.poll(() => zoom.evaluate((image) => image.style.transform)).not.toBe(at);
    await page.mouse.move(box.x + box.width + 200, box.y);
    await expect(page.locator('.sf-gallery__zoom-image')).toHaveCount(0);
  });

  test('a zoom picture that fails says so for 2.5 s', async ({ page, consoleGuard }) => {
    consoleGuard.allow(IMAGE_500);
    await openSpoiler(page);
    // Every picture from now on fails (thumbnails may still be loading: a one-time fault could hit one of them).
    await setFault(page.request, { endpoint: 'images', mode: 'http500' });
    const box = (await slide(page, 1).boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.move(box.x + 60, box.y + 60, { steps: 2 });
    const message = page.getByRole('status').filter({ hasText: 'Das Bild konnte nicht geladen werden' });
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 5_000 });
  });
});

test.describe('lightbox', () => {
  // Not @smoke: the lightbox is PhotoSwipe's; the slider test is the widget's flow on the React build.
  test('keyboard: opens from the magnifier, moves, traps focus, closes and returns focus', async ({ page }) => {
    await openSpoiler(page);
    const trigger = page.getByRole('button', { name: TRIGGER });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText('1 / 4');
    await expect(page.locator('.pswp__sf-caption')).toHaveText('Frontansicht: die Lippe am Stoßfänger');
    expect(new URL(page.url()).hash).toBe('#&gid=1&pid=1');

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 4');
    await expect.poll(() => new URL(page.url()).hash).toBe('#&gid=1&pid=2');

    // Tab never reaches the page behind: every control it visits is in the lightbox.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || !!active.closest('.pswp');
      });
      expect(inside).toBe(true);
    }
    await expectNoAxeViolations(page, 'lightbox open');

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // The gallery shows the picture the lightbox ended on.
    await expect(currentThumb(page)).toHaveAttribute('alt', 'Bild 2 von 4 zeigen');
  });

  test('a click on a picture opens it; zoom, share with download, fullscreen', async ({ page }) => {
    await openSpoiler(page);
    await page.getByRole('button', { name: 'Bild 3 von 4 zeigen' }).click();
    await slide(page, 3).locator('a').click();
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText('3 / 4');
    await lightboxReady(page);

    await page.getByRole('button', { name: 'Vergrößern/Verkleinern' }).click();
    await expect(page.locator('.pswp')).toHaveClass(/pswp--zoomed-in/);
    await page.getByRole('button', { name: 'Vergrößern/Verkleinern' }).click();
    await expect(page.locator('.pswp')).not.toHaveClass(/pswp--zoomed-in/);

    const share = page.getByRole('button', { name: 'Teilen' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const download = page.getByRole('link', { name: 'Bild herunterladen' });
    await expect(download).toHaveAttribute('href', '/images/universal-frontspoiler-3-1200x1200.svg');
    await expect(download).toHaveAttribute('download', '');
    const facebook = page.getByRole('link', { name: 'Auf Facebook teilen' });
    await expect(facebook).toBeFocused();
    expect(decodeURIComponent((await facebook.getAttribute('href'))!)).toContain('/product/universal-frontspoiler/#&gid=1&pid=3');
    await expect(page.getByRole('link', { name: 'Auf X teilen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Auf Pinterest merken' })).toBeVisible();
    await expectNoAxeViolations(page, 'lightbox share menu open');
    // Escape closes the menu first, then the lightbox.
    await page.keyboard.press('Escape');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(share).toBeFocused();
    await expect(lightbox(page)).toBeVisible();

    const fullscreen = page.getByRole('button', { name: 'Vollbild ein/aus' });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Schließen (Esc)' }).click();
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('a shared address reopens the picture; the back button closes it', async ({ page }) => {
    await openSpoiler(page, '#&gid=1&pid=3');
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText('3 / 4');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    // Nothing had focus before: it lands on the gallery's magnifier, not on the page's start.
    await expect(page.getByRole('button', { name: TRIGGER })).toBeFocused();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe(productPath(PRODUCTS.frontSpoiler));

    await page.getByRole('button', { name: TRIGGER }).click();
    await expect(lightbox(page)).toBeVisible();
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(productPath(PRODUCTS.frontSpoiler));
  });

  test('a mouse drag moves to the next picture', async ({ page }) => {
    await openSpoiler(page);
    await page.getByRole('button', { name: TRIGGER }).click();
    await lightboxReady(page);
    await expect(counter(page)).toHaveText('1 / 4');
    // Farther than half the slide's width: PhotoSwipe then moves on whatever the drag's speed
    // (a slow drag on a loaded machine has almost none).
    await page.mouse.move(1200, 400);
    await page.mouse.down();
    await page.mouse.move(80, 400, { steps: 8 });
    await page.mouse.up();
    await expect(counter(page)).toHaveText('2 / 4');
  });

  test('in the quick view the lightbox opens above the popup', async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-quick-view'] });
    await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.quick-view`).click();
    const popup = page.locator('dialog.sf-quick-view[open]');
    await expect(popup.locator('sf-product-gallery[data-sf-upgraded]')).toBeVisible();
    await popup.getByRole('button', { name: TRIGGER }).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(popup).toBeVisible();
  });
});

test.describe('lightbox with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('opens without animation; keys, back button and focus work the same', async ({ page }) => {
    await openSpoiler(page);
    const trigger = page.getByRole('button', { name: TRIGGER });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await lightboxReady(page);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 4');
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('opened from a shared address, closing puts focus on the magnifier', async ({ page }) => {
    await openSpoiler(page, '#&gid=1&pid=2');
    await lightboxReady(page);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: TRIGGER })).toBeFocused();
  });
});
