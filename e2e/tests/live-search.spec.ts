/**
 * sf-live-search in Chromium: the header search as a WAI-ARIA combobox (APG "combobox with
 * listbox popup") on a content page, by keyboard and pointer, its category filter, untrusted
 * text, its load policy, axe with the list open, and the GET form without JavaScript. The
 * endpoint's faults are walked in fault-table.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { setFault, waitForWidgets, pauseClockAhead } from '../support/shop';
import { productsInCategory } from '../../demo-server/product/catalogue';

const PAGE = '/versand/';
const field = (page: Page) => page.locator('sf-live-search input[name="s"]');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge' });
const options = (page: Page) => listbox(page).getByRole('option');
const region = (page: Page) => page.locator('#sf-live-region');

async function openSearch(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await field(page).focus();
  await waitForWidgets(page, { require: ['sf-live-search'] });
}

/** The option the field names as active. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('sf-live-search input[name="s"]')?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.querySelector('.sf-live-search__name')?.textContent ?? null) : null;
  });

test('sf-live-search typed by keyboard: suggestions with name, image and price, announced; arrows wrap, Enter opens the product', { tag: '@smoke' }, async ({ page }) => {
  await openSearch(page);
  await expect(field(page)).toHaveAttribute('role', 'combobox');
  await page.keyboard.type('le');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('d');
  await expect(options(page).first()).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  const names = await options(page).locator('.sf-live-search__name').allTextContents();
  expect(names.slice(0, 3).every((name) => name.startsWith('LED'))).toBe(true);
  await expect(region(page)).toHaveText(`${names.length} Vorschläge verfügbar.`);
  await expect(options(page).first().locator('img')).toHaveAttribute('alt', '');
  await expect(options(page).first().locator('.sf-live-search__price')).toHaveText(/^\d+,\d\d\s€$|Preis/);

  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(names[0]);
  await page.keyboard.press('ArrowUp');
  expect(await activeOption(page)).toBe(names[names.length - 1]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(names[1]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1]!);
  expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
});

test('Escape closes the list, a second Escape clears the field; Tab closes it too', async ({ page }) => {
  await openSearch(page);
  await page.keyboard.type('reiniger');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toHaveValue('reiniger');
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveValue('');
  await page.keyboard.type('reiniger');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(listbox(page)).toBeHidden();
  await expect(page.locator('sf-live-search button[type="submit"]')).toBeFocused();
});

test('hidden 200 ms after focus leaves the form, not before; a click on an option opens it', async ({ page }) => {
  await page.clock.install();
  await openSearch(page);
  await page.keyboard.type('schaltknauf');
  await expect(options(page)).toHaveCount(1);
  // The page's clock stops (a busy machine must not run the 200 ms before they are checked),
  // focus leaves for the page's main region (a click outside the form), then time steps on.
  await pauseClockAhead(page, 1_000);
  await page.locator('main').evaluate((main: HTMLElement) => main.focus());
  await page.clock.runFor(150);
  await expect(listbox(page)).toBeVisible();
  await page.clock.runFor(100);
  await expect(listbox(page)).toBeHidden();
  await page.clock.resume();

  await field(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page)).toBeVisible();
  await options(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schaltknauf Aluminium');
});

test('the category select narrows the suggestions and asks again', async ({ page }) => {
  await openSearch(page);
  await page.keyboard.type('set');
  await expect(options(page).nth(1)).toBeVisible();
  const asked = page.waitForRequest((request) => request.url().includes('action=flatsome_ajax_search_products') && request.url().includes('product_cat=innenraum'));
  await page.locator('sf-live-search select[name="product_cat"]').selectOption('innenraum');
  await asked;
  await expect(options(page).locator('.sf-live-search__name')).toHaveText(['Fußmatten-Set Velours']);
  await expect(region(page)).toHaveText('1 Vorschlag verfügbar.');
  await field(page).focus();
  await field(page).fill('LED-Tag');
  await expect(options(page)).toHaveText(['Keine Produkte gefunden.']);
  await expect(region(page)).toHaveText('Keine Vorschläge.');
});

test('a newer query aborts the one still running', async ({ page }) => {
  await openSearch(page);
  await setFault(page.request, { endpoint: 'flatsome_ajax_search_products', mode: 'slow', delayMs: 3_000, times: 1 });
  const isFirst = (request: { url(): string }) => request.url().endsWith('query=led');
  const failed = page.waitForEvent('requestfailed', isFirst);
  const sent = page.waitForRequest(isFirst);
  await page.keyboard.type('led');
  await expect(field(page)).toHaveAttribute('aria-busy', 'true');
  // Sent (the HTTP client may still have been loading when the field went busy), then superseded.
  await sent;
  await page.keyboard.type('-blinker');
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText('LED-Blinker dynamisch');
});

test('a markup payload executes nothing and shows as text', async ({ page, consoleGuard }) => {
  await openSearch(page);
  const payload = '<img src=x onerror=alert(1)>';
  await field(page).fill(payload);
  await expect(options(page)).toHaveText(['Keine Produkte gefunden.']);
  await expect(field(page)).toHaveValue(payload);

  // A shop (or something between) answering with markup in the name, price, URL and image.
  consoleGuard.allow(/ERR_/);
  await page.route(/admin-ajax\.php\?action=flatsome_ajax_search_products/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        suggestions: [
          {
            id: 7,
            value: '<img src=x onerror="window.__pwned=1">Böse',
            url: 'javascript:window.__pwned=2',
            img: 'javascript:window.__pwned=3',
            price: '<img src=y onerror="window.__pwned=4"><b>9,90&nbsp;€</b>',
          },
        ],
      }),
    }),
  );
  await field(page).fill('boese');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first().locator('.sf-live-search__name')).toHaveText('<img src=x onerror="window.__pwned=1">Böse');
  await expect(options(page).first().locator('.sf-live-search__price')).toHaveText('9,90\u00a0€');
  await expect(listbox(page).locator('img, b')).toHaveCount(0);
  // Its javascript: URL leads nowhere: a click does nothing (Enter would search the classic way).
  await options(page).first().click({ force: true }); // it is aria-disabled: Playwright would wait for it
  await expect(listbox(page)).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page).toHaveURL(PAGE);
});

test('loads on the first interaction, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(PAGE);
  await waitForWidgets(page);
  await expect(page.locator('sf-live-search')).not.toHaveAttribute('data-sf-upgraded', '');
  expect(scripts.some((url) => url.includes('widget-live-search'))).toBe(false);
  await field(page).hover();
  await expect(page.locator('sf-live-search')).toHaveAttribute('data-sf-upgraded', '');
  expect(scripts.some((url) => url.includes('widget-live-search'))).toBe(true);
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 740 }],
] as const) {
  test(`axe clean with the list open and an option active, ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSearch(page);
    await page.keyboard.type('led');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations(page, `live search open, ${label}`);
    // The list stays within the window at phone width.
    const box = await listbox(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form searches with the GET form, in a category too', async ({ page }) => {
    await page.goto(PAGE);
    await field(page).fill('kühl');
    await field(page).press('Enter');
    await expect(page).toHaveURL('/?product_cat=&s=k%C3%BChl&post_type=product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „kühl“');
    await expect(page.locator('ul.products .woocommerce-loop-product__title')).toHaveText(['Kühlmittel-Konzentrat 1 l']);
    await expect(field(page)).toHaveValue('kühl');

    await page.locator('sf-live-search select[name="product_cat"]').selectOption('pflege');
    await field(page).fill('reiniger');
    await page.locator('sf-live-search').getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „reiniger“');
    const titles = await page.locator('ul.products .woocommerce-loop-product__title').allTextContents();
    const care = productsInCategory('pflege').map((product) => product.name);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.every((title) => care.includes(title) && /reiniger/i.test(title))).toBe(true);
    await expect(page.locator('sf-live-search select[name="product_cat"]')).toHaveValue('pflege');
    await expect(page.locator('[data-sf-upgraded]')).toHaveCount(0);
  });
});
