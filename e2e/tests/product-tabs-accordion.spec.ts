import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { waitForWidgets } from '../support/shop';

/**
 * sf-product-tabs on a phone: the same server markup as the WAI-ARIA accordion (spec §9
 * "small", ≤ 549 px), with the tabs' hash rules and review link, and across the breakpoint.
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const widget = (page: Page) => page.locator('sf-product-tabs');
const header = (page: Page, name: string | RegExp) => widget(page).getByRole('button', { name });
const panel = (page: Page, key: string) => page.locator(`#tab-${key}`);

async function openProduct(page: Page, hash = '') {
  await page.goto(`${productPath(PRODUCTS.frontSpoiler)}${hash}`);
  await waitForWidgets(page, { require: ['sf-product-tabs'] });
  await expect(widget(page)).toHaveAttribute('data-sf-presentation', 'accordion');
}

/** Tab forward until `target` has focus (panel content may hold links in between). */
async function tabTo(page: Page, target: ReturnType<typeof header>) {
  for (let step = 0; step < 15 && !(await target.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('product tabs as an accordion at 375 px', () => {
  test.use({ viewport: PHONE });

  test('keyboard: Tab reaches each header, Enter and Space open and close, several stay open; axe-clean', async ({ page }) => {
    await openProduct(page);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.locator('ul.wc-tabs')).toBeHidden();
    const description = header(page, 'Beschreibung');
    const additional = header(page, 'Zusätzliche Informationen');
    await expect(description).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Beschreibung' })).toBeVisible();
    await expect(additional).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page, 'additional_information')).toBeHidden();
    expect(await additional.evaluate((button) => button.parentElement!.localName)).toBe('h2');

    await description.focus();
    await tabTo(page, additional);
    await page.keyboard.press('Enter');
    await expect(additional).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Zusätzliche Informationen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beschreibung' })).toBeVisible();
    await expectNoAxeViolations(page, 'product tabs as accordion, two items open');

    await description.focus();
    await page.keyboard.press('Space');
    await expect(description).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page, 'description')).toBeHidden();
    await expect(additional).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'product tabs as accordion, description closed');
  });

  test('the address opens its item: on load, and on a later hash change', async ({ page }) => {
    await openProduct(page, '#tab-additional_information');
    await expect(header(page, 'Zusätzliche Informationen')).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page, 'Beschreibung')).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page, /^Bewertungen/)).toHaveAttribute('aria-expanded', 'false');

    await page.evaluate(() => (location.hash = '#comments'));
    await expect(header(page, /^Bewertungen/)).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page, 'Zusätzliche Informationen')).toHaveAttribute('aria-expanded', 'true');

    // A review address on load opens only Reviews and scrolls there.
    await openProduct(page, '#reviews');
    await expect(header(page, /^Bewertungen/)).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page, 'Beschreibung')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#reviews')).toBeInViewport();
  });

  test('the review link opens Reviews, pushes #reviews and scrolls there', async ({ page }) => {
    await openProduct(page);
    await page.locator('a.woocommerce-review-link').click();
    const reviews = header(page, /^Bewertungen/);
    await expect(reviews).toHaveAttribute('aria-expanded', 'true');
    await expect(reviews).toBeFocused();
    await expect(header(page, 'Beschreibung')).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.locator('#reviews')).toBeInViewport();
    // Spec §9: 15 px under what covers the top, once the scroll has ended, though the wallet's
    // buttons above grow the summary while it scrolls; the theme's header does not stick on a phone.
    await expect.poll(() => page.locator('#reviews').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(15);
  });
});

test('crossing the breakpoint switches tabs and accordion, keeping the open section and focus', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(productPath(PRODUCTS.frontSpoiler));
  await waitForWidgets(page, { require: ['sf-product-tabs'] });
  await expect(widget(page)).toHaveAttribute('data-sf-presentation', 'tabs');
  const reviewsTab = page.getByRole('tab', { name: /^Bewertungen/ });
  await reviewsTab.click();
  await expect(reviewsTab).toBeFocused();

  await page.setViewportSize(PHONE);
  await expect(widget(page)).toHaveAttribute('data-sf-presentation', 'accordion');
  await expect(header(page, /^Bewertungen/)).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page, /^Bewertungen/)).toBeFocused();
  await expect(header(page, 'Beschreibung')).toHaveAttribute('aria-expanded', 'false');
  await header(page, 'Zusätzliche Informationen').click();

  // Medium screens (550–849 px) show tabs again: the item opened last is the tab selected.
  await page.setViewportSize({ width: 550, height: 800 });
  await expect(widget(page)).toHaveAttribute('data-sf-presentation', 'tabs');
  await expect(page.getByRole('tab', { name: 'Zusätzliche Informationen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.locator('.sf-accordion__heading')).toHaveCount(0);
  await expectNoAxeViolations(page, 'product tabs back from the accordion');
});
