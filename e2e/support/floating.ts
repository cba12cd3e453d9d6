import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a floating element must never cover: a control the shopper uses and
 * the order summary § 312j BGB puts directly above the order button.
 */
export const UNCOVERABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, label, iframe, [role="button"], .sf-order-summary';

/** Until the page has drawn what its scroll handlers changed (two frames: the handler's and the paint after it). */
export async function settleFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Until the page's scroll position has stood still for three frames (a smooth scroll has ended). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)));
    let still = 0;
    for (let last = await frame(); still < 3;) {
      const now = await frame();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Floating elements shown now that cover something of UNCOVERABLE: each shown `position: fixed`
 * element narrower than half the viewport (a button in a corner, scroll bullets; not a bar
 * across the page, a dialog or the admin bar, which the page keeps room for) against the seen
 * part of each visible control outside it, box against box.
 */
export async function floatingOverlaps(page: Page): Promise<string[]> {
  return page.evaluate((uncoverable) => {
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const floating = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (element.closest('dialog, [role="dialog"], #wpadminbar')) return false;
      if (getComputedStyle(element).position !== 'fixed' || !shown(element)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.width < window.innerWidth / 2;
    });
    const name = (element: Element) =>
      `${element.localName}${element.id ? `#${element.id}` : ''} „${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}“`;
    // The part of a control one sees: a slider's slides beyond its frame are cut off by it.
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      let [top, right, bottom, left] = [box.top, box.right, box.bottom, box.left];
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [top, right, bottom, left] = [Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom), Math.max(left, clip.left)];
      }
      return { top, right, bottom, left };
    };
    const found: string[] = [];
    for (const float of floating) {
      const a = float.getBoundingClientRect();
      for (const control of document.querySelectorAll(uncoverable)) {
        if (float.contains(control) || control.contains(float) || !shown(control)) continue;
        const b = seen(control);
        if (b.right <= b.left || b.bottom <= b.top) continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) found.push(`${name(float)} covers ${name(control)}`);
      }
    }
    return found;
  }, UNCOVERABLE);
}

/**
 * Scrolls the page from top to bottom in steps of half a screen and, at each stop, once the
 * page has drawn it, expects no floating element to cover a control or the order summary.
 * Returns the stops at which `shown` (a floating element's selector) showed, so a test can tell
 * an element that steps aside from one that never shows.
 */
export async function expectNothingFloatingCovers(page: Page, where: string, shown = '.back-to-top'): Promise<number[]> {
  const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: window.innerHeight }));
  const stops: number[] = [];
  for (let y = 0; y < height - viewport; y += Math.round(viewport / 2)) stops.push(y);
  stops.push(height - viewport);
  const showing: number[] = [];
  for (const y of stops) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await settleFrames(page);
    expect(await floatingOverlaps(page), `${where}, scrolled to ${y} px`).toEqual([]);
    if (await page.locator(shown).first().isVisible()) showing.push(y);
  }
  return showing;
}
