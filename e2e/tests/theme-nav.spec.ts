/**
 * Theme behaviours (navigation part) in Chromium: the store notice and the
 * coming-soon banner (sf-site-notice), the login popup (sf-popup), the sticky header, scroll
 * links and back-to-top (sf-sticky-header). Several checks per page load; timers on the page clock.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { waitForWidgets, pauseClockAhead } from '../support/shop';
import { STORE_NOTICE_ID } from '../../demo-server/theme/markup';
import { LOGIN_FAILED } from '../../demo-server/account/register';

const theme = (page: Page, settings: Record<string, boolean>) => page.request.post('/__demo/theme', { data: settings });
const storeNotice = (page: Page) => page.getByRole('complementary', { name: 'Shop-Hinweis' });
const banner = (page: Page) => page.getByRole('region', { name: 'Shop-Status' });
const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'Anmelden' });
const loginLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Anmelden' });
const header = (page: Page) => page.locator('header#header');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('store notice: shown by the script, dismissed by keyboard, cookie store_notice{id}=hidden on /, hidden on the next page', { tag: '@smoke' }, async ({ page, context }) => {
  await theme(page, { storeNotice: true });
  await page.goto('/versand/');
  // Printed hidden, as WooCommerce prints it: the widget shows it to a visitor who has not dismissed it.
  await expect(storeNotice(page)).toBeVisible();
  await expect(storeNotice(page)).toContainText('Demo-Shop: Bestellungen werden nicht ausgeliefert');
  // Keyboard only: Tab to the dismiss link, Enter dismisses.
  const dismiss = storeNotice(page).getByRole('button', { name: 'Ausblenden' });
  for (let step = 0; step < 5 && !(await dismiss.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(dismiss).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(storeNotice(page)).toBeHidden();
  await expect(page.locator('main#main')).toBeFocused();
  const cookie = (await context.cookies()).find((c) => c.name === `store_notice${STORE_NOTICE_ID}`);
  expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
  await page.goto('/shop/');
  await expect(page.locator('sf-site-notice')).toHaveAttribute('data-sf-upgraded', '');
  await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
});

test('coming-soon banner: hidden once the REST call is done; a nonce gone stale is renewed through admin-ajax rest-nonce and the call sent once more', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 403/);
  await theme(page, { comingSoonBanner: true });
  await page.goto('/versand/');
  const printed = await banner(page).getByRole('button', { name: 'Ausblenden' }).getAttribute('data-nonce');
  expect(printed).toMatch(/^[0-9a-f]{10}$/);
  // A day later (QA's switch): the page holds a nonce WordPress no longer takes.
  expect((await page.request.post('/__demo/theme/expire-nonce')).status()).toBe(200);
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/wp-json/wp/v2/users/me' || url.searchParams.get('action') === 'rest-nonce') {
      calls.push(`${response.request().method()} ${url.pathname}${url.search} ${response.status()} ${response.request().headers()['x-wp-nonce'] ?? ''}`.trim());
    }
  });
  const fresh = page.waitForResponse((response) => response.url().endsWith('action=rest-nonce'));
  await banner(page).getByRole('button', { name: 'Ausblenden' }).click();
  const nonce = await (await fresh).text();
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  expect(nonce).not.toBe(printed);
  await expect(banner(page)).toBeHidden();
  expect(calls).toEqual([`POST /wp-json/wp/v2/users/me 403 ${printed}`, 'GET /wp-admin/admin-ajax.php?action=rest-nonce 200', `POST /wp-json/wp/v2/users/me 200 ${nonce}`]);
  // Chromium does not report the body of a fetch made from a Request: the shop's side says what it got.
  expect(await (await page.request.get('/__demo/theme')).json()).toMatchObject({ comingSoonDismissed: true });
  await page.reload();
  await expect(page.locator('.woocommerce-coming-soon-banner-container')).toHaveCount(0);
});

test('coming-soon banner: a stale nonce and no fresh one (signed out: "0") keep it with a German alert', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 403/);
  consoleGuard.allow(/status of 400/);
  await theme(page, { comingSoonBanner: true });
  await page.goto('/versand/');
  await page.request.post('/__demo/theme/expire-nonce');
  // Signed out in another tab: admin-ajax has no rest-nonce for visitors.
  await theme(page, { comingSoonBanner: false });
  const refused = page.waitForResponse((response) => response.url().endsWith('/wp-json/wp/v2/users/me'));
  const noNonce = page.waitForResponse((response) => response.url().endsWith('action=rest-nonce'));
  await banner(page).getByRole('button', { name: 'Ausblenden' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  expect([(await noNonce).status(), await (await noNonce).text()]).toEqual([400, '0']);
  await expect(banner(page).getByRole('alert')).toHaveText('Der Hinweis konnte nicht ausgeblendet werden. Bitte versuche es erneut.');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).not.toHaveAttribute('aria-busy', 'true');
});

for (const width of [1280, 375]) {
  test(`login popup at ${width} px: opened by its link, modal (focus in, page inert), Escape closes, focus back; axe with it open`, { tag: width === 1280 ? '@smoke' : [] }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await theme(page, { storeNotice: true, comingSoonBanner: true });
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-popup'] });
    const link = loginLink(page);
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(loginPopup(page)).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(await loginPopup(page).evaluate((dialog) => dialog.contains(document.activeElement) && dialog.matches(':modal'))).toBe(true);
    // The page behind is inert: nothing there takes focus.
    expect(
      await page.evaluate(() => {
        const logo = document.querySelector<HTMLElement>('.site-logo')!;
        logo.focus();
        return document.activeElement === logo;
      }),
    ).toBe(false);
    await expectNoAxeViolations(page, `/versand/ login popup open, ${width} px`);
    await page.keyboard.press('Escape');
    await expect(loginPopup(page)).toBeHidden();
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('aria-expanded', 'false');
  });
}

test('login popup: a refused login there comes back to the page with the popup open and the notice in it', async ({ page }) => {
  await page.goto('/versand/');
  await waitForWidgets(page, { require: ['sf-popup'] });
  await loginLink(page).click();
  await loginPopup(page).getByLabel('Benutzername oder E-Mail-Adresse').fill('kundin@example.test');
  await loginPopup(page).getByLabel('Passwort').fill('falsch');
  await loginPopup(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/versand/');
  await waitForWidgets(page, { require: ['sf-popup'] });
  await expect(loginPopup(page)).toBeVisible();
  await expect(loginPopup(page).getByRole('alert')).toContainText(LOGIN_FAILED);
  expect(await loginPopup(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  // The page's own notices are not where the popup's went.
  await expect(page.locator('main .woocommerce-notices-wrapper')).not.toContainText(LOGIN_FAILED);
  await page.keyboard.press('Escape');
  await expect(loginPopup(page)).toBeHidden();
});

test('sticky header: stuck past its bottom edge, away scrolling down, back scrolling up and when an add reveals the mini-cart', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart'] });
  await expect(header(page)).not.toHaveClass(/stuck/);
  await page.mouse.wheel(0, 600);
  await waitForWidgets(page, { require: ['sf-sticky-header'] });
  await page.mouse.wheel(0, 300);
  await expect(header(page)).toHaveClass(/(^|\s)stuck(\s|$)/);
  await expect(header(page)).toHaveClass(/sf-header--away/);
  await page.mouse.wheel(0, -100);
  await expect(header(page)).not.toHaveClass(/sf-header--away/);
  await page.mouse.wheel(0, 200);
  await expect(header(page)).toHaveClass(/sf-header--away/);
  // An add to cart reveals the header (its mini-cart opens on the same event).
  await page.locator('ul.products a.ajax_add_to_cart').nth(6).click();
  await expect(header(page)).not.toHaveClass(/sf-header--away/);
  await expect(header(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).not.toHaveClass(/stuck/);
});

test('scroll links and back-to-top: 1000 ms animation on the page clock, offset header (its real height, at least 70) + admin bar (32), focus moved; none with reduced motion', async ({ page }) => {
  await theme(page, { adminBar: true });
  await page.clock.install();
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-add-to-cart'] });
  const backToTop = page.getByRole('link', { name: 'Nach oben' });
  await page.mouse.wheel(0, 2400);
  await waitForWidgets(page, { require: ['sf-sticky-header'] });
  await expect(backToTop).toBeVisible();
  // A scroll link to a product in the middle (the content page's bullets link the same way).
  await page.evaluate(() => {
    document.querySelectorAll('ul.products > li')[12]!.id = 'ziel';
    const link = Object.assign(document.createElement('a'), { href: '#ziel', className: 'scroll-to-link', textContent: 'Zum Ziel' });
    document.querySelector('main')!.prepend(link);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The clock stands still from here: the animation moves only when the test runs it.
  await pauseClockAhead(page, 250);
  await page.getByRole('link', { name: 'Zum Ziel' }).dispatchEvent('click');
  await page.clock.runFor(500);
  const halfway = await scrollY(page);
  expect(halfway).toBeGreaterThan(0);
  await page.clock.runFor(600);
  const top = await page.locator('#ziel').evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // The header's real height where it is taller than the configured 70 (its two rows here).
  const covered = Math.max(70, await header(page).evaluate((element) => (element as HTMLElement).offsetHeight)) + 32;
  expect(top).toBe(covered);
  expect(halfway).toBeLessThan(await scrollY(page));
  await expect(page.locator('#ziel')).toBeFocused();
  await expect(page).toHaveURL(/#ziel$/);

  await backToTop.dispatchEvent('click');
  await page.clock.runFor(500);
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.clock.runFor(600);
  expect(await scrollY(page)).toBe(0);
  await expect(header(page)).toBeFocused();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('link', { name: 'Zum Ziel' }).dispatchEvent('click');
  expect(await page.locator('#ziel').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(covered);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login link goes to the account page; a refused popup login shows the popup in place, closable; back-to-top is a footer link', async ({ page }) => {
    await page.goto('/versand/');
    await expect(page.locator('footer').getByRole('link', { name: 'Nach oben' })).toHaveAttribute('href', '#top');
    await expect(loginPopup(page)).toBeHidden();
    // A refused login posted from the popup (as a script-less browser would, had it opened): the page comes back with it open.
    const nonce = (await page.locator('#login-form-popup input[name="woocommerce-login-nonce"]').getAttribute('value'))!;
    await page.request.post('/my-account/', {
      form: { username: 'kundin@example.test', password: 'falsch', login: 'Anmelden', 'woocommerce-login-nonce': nonce, redirect: '/versand/', login_popup: '1' },
      maxRedirects: 0,
    });
    await page.goto('/versand/');
    await expect(loginPopup(page)).toBeVisible();
    await expect(loginPopup(page).getByRole('alert')).toContainText(LOGIN_FAILED);
    await loginPopup(page).getByRole('button', { name: 'Anmeldung schließen' }).click();
    await expect(loginPopup(page)).toBeHidden();
    await loginLink(page).click();
    await expect(page).toHaveURL('/my-account/');
  });
});
