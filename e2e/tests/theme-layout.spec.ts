/**
 * Theme behaviours (layout part) in Chromium: the header's mega menus kept within the viewport
 * (sf-mega-menu), the sticky sidebar (sf-sticky-sidebar), the drag threshold of the gallery
 * slider in the quick view (sf-product-gallery) and the variation form's reset time
 * (sf-variation-form), spec §9. Several checks per page load; the reset's 300 ms on the page clock.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { pauseClockAhead, waitForWidgets } from '../support/shop';

const headerMenu = (page: Page) => page.locator('header#header').getByRole('navigation', { name: 'Hauptmenü' });
const box = async (locator: Locator) => (await locator.boundingBox())!;

test(
  'mega menu by keyboard within the header row at 1280 px (Escape, ArrowDown); sticky sidebar under the header, off the footer; neither at 800 px; axe at 1280 and 375 px',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-mega-menu'] });
    const menu = headerMenu(page);
    const innenraum = menu.getByRole('link', { name: 'Innenraum', exact: true });
    const panel = menu.locator('li.has-dropdown:has(> a[href$="/innenraum/"]) > .nav-dropdown');
    const first = menu.getByRole('link', { name: 'Bestseller in Innenraum' });

    // Keyboard only, from the item before it: its panel opens on the way, then Innenraum's.
    await menu.getByRole('link', { name: 'Pflege', exact: true }).focus();
    for (let step = 0; step < 6 && !(await innenraum.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(innenraum).toBeFocused();
    await expect(innenraum).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The last category's 640 px panel would end past the header row (1224 px): moved left, all of it in view.
    const row = await page.locator('.header-inner').evaluate((element) => element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight));
    const shown = await box(panel);
    expect(shown.x + shown.width).toBeLessThanOrEqual(row);
    expect(shown.x).toBeLessThan((await box(innenraum)).x);
    expect(shown.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expectNoAxeViolations(page, '/shop/ mega menu open, 1280 px');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(innenraum).toBeFocused();
    await expect(innenraum).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');

    // The sidebar (cart widget, categories) sticks 30 px under the header once the page scrolls.
    const sidebar = page.locator('sf-sticky-sidebar');
    await page.mouse.wheel(0, 1500);
    await waitForWidgets(page, { require: ['sf-sticky-sidebar'] });
    await expect(sidebar).toHaveAttribute('data-sf-sticky', '');
    const header = await page.locator('header#header').evaluate((element) => Math.max(70, (element as HTMLElement).offsetHeight));
    await expect.poll(async () => Math.round((await box(sidebar)).y)).toBe(header + 30);
    // At the end of the page it stays in its column, above the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await box(sidebar)).y + (await box(sidebar)).height).toBeLessThanOrEqual((await box(page.locator('footer.site-footer'))).y);

    // 800 px: medium, the sidebar under the content and the header row's menu in the off-canvas panel.
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(sidebar).not.toHaveAttribute('data-sf-sticky', '');
    await expect(innenraum).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sidebar).not.toHaveAttribute('data-sf-sticky', '');
    await expectNoAxeViolations(page, '/shop/ 375 px');
  },
);

test('quick view gallery: a mouse press moved up to 15 px opens the picture, further it drags to the next; the variation reset is announced 300 ms after it', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-quick-view'] });
  await page.locator(`li.post-${PRODUCTS.rimCleaner} a.quick-view`).click();
  const dialog = page.getByRole('dialog', { name: /Felgenreiniger Konzentrat/ });
  await expect(dialog.locator('sf-product-gallery[data-sf-slider]')).toBeAttached();
  const pictures = await box(dialog.locator('.woocommerce-product-gallery__wrapper'));
  const [x, y] = [pictures.x + pictures.width / 2, pictures.y + pictures.height / 2];

  // 16 px and on: a drag; released, the next picture, and no lightbox. The drag's code comes
  // with the hover zoom's, on the first mouse over the pictures.
  await page.mouse.move(x, y);
  await expect(dialog.locator('sf-product-gallery')).toHaveAttribute('data-sf-draggable', '');
  await page.mouse.down();
  await page.mouse.move(x - 15, y);
  await expect(dialog.locator('sf-product-gallery')).not.toHaveAttribute('data-sf-dragging', '');
  await page.mouse.move(x - 60, y, { steps: 3 });
  await expect(dialog.locator('sf-product-gallery')).toHaveAttribute('data-sf-dragging', '');
  await page.mouse.up();
  await expect(dialog.getByRole('button', { name: 'Bild 2 von 2 zeigen' })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.locator('sf-product-gallery')).not.toHaveAttribute('data-sf-dragging', '');
  // Once the 500 ms slide has ended: a press during it starts on one picture and ends on the other.
  await expect(dialog.locator('sf-product-gallery')).not.toHaveAttribute('data-sf-sliding', '');

  // 15 px: a click, which opens the picture shown (the second) in the lightbox.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 15, y, { steps: 3 });
  await page.mouse.up();
  const lightbox = page.getByRole('dialog', { name: 'Bildergalerie' });
  await expect(lightbox).toBeVisible();
  await expect(page).toHaveURL(/gid=\d+&pid=2$/);
  await expect(lightbox).not.toHaveAttribute('aria-busy', 'true');
  await lightbox.getByRole('button', { name: 'Schließen (Esc)' }).click();
  await expect(lightbox).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Bild 2 von 2 zeigen' })).toHaveAttribute('aria-current', 'true');

  // The reset: focus on the first select at once, the announcement 300 ms later (spec §9 swatch reset time).
  await dialog.getByLabel('Inhalt').selectOption('1-l');
  const announcement = dialog.locator('.reset_variations_alert');
  await pauseClockAhead(page, 250);
  await dialog.locator('.reset_variations').dispatchEvent('click');
  await expect(dialog.getByLabel('Inhalt')).toBeFocused();
  await expect(dialog.getByLabel('Inhalt')).toHaveValue('');
  await page.clock.runFor(299);
  await expect(announcement).toHaveText('');
  await page.clock.runFor(1);
  await expect(announcement).toHaveText(/^Deine Auswahl wurde zurückgesetzt\./);
});
