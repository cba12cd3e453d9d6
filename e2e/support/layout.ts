import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Elements whose right edge lies beyond the viewport, for a readable failure. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Content of an element that scrolls or clips on its own does not widen the page.
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

/**
 * The page does not scroll sideways (long German compound names wrap), nor does
 * a long name run out of its own box (a card's title into the next card).
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${where} is ${overflow.scrollWidth} px wide; beyond the edge: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
  const overflowingText = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, .woocommerce-loop-product__title, td, th, li')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible')
      .map((element) => element.textContent!.trim().slice(0, 40)),
  );
  expect(overflowingText, `text wider than its box on ${where}`).toEqual([]);
}
