import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { setFault, waitForWidgets, pauseClockAhead } from '../support/shop';

/**
 * The theme's content blocks on /inhalte/ (spec §2 Global, §6, §7, §9): tabbed content and
 * accordions with the hash rules and keyboard (sf-content-tabs), count-up and animate-on-scroll
 * with and without reduced motion (sf-animate), the lazily loaded photo feed under consent
 * (sf-photo-feed), and the staff edit links (sf-edit-links). Several checks per page load.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const question = (page: Page, name: string) => page.getByRole('button', { name });
// Chromium does not report the body of a fetch made from a Request: on /inhalte/ the feed is
// the only admin-ajax POST (see fault-table.spec.ts).
const isFeedCall = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php') && request.method() === 'POST';

async function asStaff(page: Page) {
  await page.request.post('/__demo/theme', { data: { adminBar: true } });
}

test.describe('tabbed content and accordions', () => {
  test('hash opens a tab on load; arrow keys, Home/End; accordion by Enter and Space; hash changes; axe at 1280 and 375 px @smoke', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/#tab_rueckgabe');
    await waitForWidgets(page, { require: ['sf-content-tabs'] });

    // Tabs: the fragment names the Rückgabe tab.
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(tab(page, 'Rückgabe')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Rückgabe' })).toContainText('14 Tage');
    await expect(page.locator('#tab_versand')).toBeHidden();
    await tab(page, 'Rückgabe').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Montage')).toBeFocused();
    await expect(tab(page, 'Montage')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab_montage')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Versand')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Montage')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Versand')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Rückgabe')).toHaveAttribute('tabindex', '-1');

    // Accordion: closed, headings of level 3 hold the buttons; Tab reaches them.
    const first = question(page, 'Wie lange dauert die Lieferung?');
    const second = question(page, 'Wie kann ich bezahlen?');
    await expect(page.getByRole('heading', { level: 3, name: 'Wie lange dauert die Lieferung?' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-lieferzeit .accordion-inner')).toBeHidden();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Wie lange dauert die Lieferung?' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // Clicking a title does not change the address.
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).hash).toBe('#tab_rueckgabe');

    // Later address changes: an accordion item by its anchor, a tab by its link; other fragments change nothing.
    await page.evaluate(() => (location.hash = '#faq-tuev'));
    await expect(question(page, 'Brauchen die Teile eine Abnahme?')).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => (location.hash = '#tab_montage'));
    await expect(tab(page, 'Montage')).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => (location.hash = '#main'));
    await expect(tab(page, 'Montage')).toHaveAttribute('aria-selected', 'true');
    await expect(question(page, 'Brauchen die Teile eine Abnahme?')).toHaveAttribute('aria-expanded', 'true');

    await expectNoAxeViolations(page, '/inhalte/ 1280 px');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, '/inhalte/ 375 px');
  });

  test('an accordion item named by the hash is open on load, the others closed; the tab the server marked stays', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/inhalte/#faq-zahlung');
    await waitForWidgets(page, { require: ['sf-content-tabs'] });
    await expect(question(page, 'Wie kann ich bezahlen?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-zahlung .accordion-inner')).toBeVisible();
    await expect(question(page, 'Wie lange dauert die Lieferung?')).toHaveAttribute('aria-expanded', 'false');
    await expect(tab(page, 'Versand')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('count-up and animate-on-scroll', () => {
  test('final values before the code, then 0 → 1.250 over 4 s on the page clock, the final value for screen readers throughout @smoke', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/');
    const count = page.locator('.count-up').first();
    const item = page.locator('.sf-counts li').first();
    // Before the first scroll the code is not there: final values, nothing hidden.
    await expect(page.locator('sf-animate')).not.toHaveAttribute('data-sf-upgraded', '');
    await expect(count).toHaveText('1.250');
    await expect(item).toHaveCSS('opacity', '1');

    await waitForWidgets(page, { require: ['sf-animate'] });
    await pauseClockAhead(page, 250);
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('.sf-counts .screen-reader-text').first()).toHaveText('1.250');
    expect(Number((await count.textContent())!.replaceAll('.', ''))).toBeLessThan(1250);
    await expect(item).toHaveAttribute('data-animated', 'true');
    await page.clock.runFor(1_000);
    const during = Number((await count.textContent())!.replaceAll('.', ''));
    expect(during).toBeGreaterThan(0);
    expect(during).toBeLessThan(1250);
    await page.clock.runFor(3_200);
    await expect(count).toHaveText('1.250');
    await expect(page.locator('.count-up').nth(1)).toHaveText('98 %');
    await expect(page.locator('.count-up').nth(2)).toHaveText('3.400+');
    await expect(count).not.toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('.sf-counts .screen-reader-text')).toHaveCount(0);
  });

  test('reduced motion: final values at once, nothing hidden or moving', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-animate'] });
    await expect(page.locator('.count-up').first()).toHaveText('1.250');
    await expect(page.locator('.count-up').first()).not.toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('.sf-counts li[data-animated="true"]')).toHaveCount(3);
    await expect(page.locator('.sf-counts li').last()).toHaveCSS('opacity', '1');
    await expect(page.locator('.sf-counts li').last()).toHaveCSS('transform', 'none');
  });
});

test.describe('photo feed', () => {
  test('asked for only near the viewport; photos held without consent, with a way to consent; they load once functional cookies are allowed @smoke', async ({ page, thirdPartyUrl }) => {
    const calls: Request[] = [];
    const photos: string[] = [];
    page.on('request', (request) => {
      if (isFeedCall(request)) calls.push(request);
      if (request.url().startsWith(`${thirdPartyUrl}/photo-feed/`)) photos.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-photo-feed'] });
    expect(calls).toHaveLength(0);
    const answer = page.waitForResponse((response) => isFeedCall(response.request()));
    await page.locator('sf-photo-feed').scrollIntoViewIfNeeded();
    expect(await (await answer).json()).toMatchObject({ success: true });
    // Rejected functional cookies (the default visitor): the photos are held, a note says why.
    await expect(page.locator('.sf-photo-feed img[data-sf-consent-held]')).toHaveCount(4);
    const note = page.locator('.sf-photo-feed__consent');
    await expect(note).toBeVisible();
    expect(photos).toHaveLength(0);
    await expectNoAxeViolations(page, '/inhalte/ photo feed held');
    // The note's button opens the consent banner; allowing everything brings the photos.
    await note.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => photos.length).toBe(4);
    await expect(page.locator('.sf-photo-feed img[src]')).toHaveCount(4);
    await expect(note).toBeHidden();
    // The next view inserts the answer with consent given already: the photos load at once.
    photos.length = 0;
    await page.reload();
    await waitForWidgets(page, { require: ['sf-photo-feed'] });
    await page.locator('sf-photo-feed').scrollIntoViewIfNeeded();
    await expect.poll(() => photos.length).toBe(4);
    await expect(page.locator('.sf-photo-feed img[src]')).toHaveCount(4);
  });

  test('a failed load shows a visitor nothing broken (errors are for admin-bar users: fault table)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    consoleGuard.allow(/Schaufenster: the shop sent no JSON/);
    await setFault(page.request, { endpoint: 'flatsome_load_instagram', mode: 'http500' });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-photo-feed'] });
    const answer = page.waitForResponse((response) => isFeedCall(response.request()));
    await page.locator('sf-photo-feed').scrollIntoViewIfNeeded();
    expect((await answer).status()).toBe(500);
    await expect(page.locator('.sf-photo-feed-block')).toBeHidden();
    await expect(page.locator('.sf-photo-feed__error')).toHaveCount(0);
    await expect(page.getByText(/Fehler/)).toHaveCount(0);
  });
});

test.describe('staff edit links', () => {
  test('a staff user gets labelled builder (menu_id) and backend links, reachable by Tab; the reduced-motion notice; axe at 1280 and 375 px @smoke', async ({ page }) => {
    const notices: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') notices.push(message.text());
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await asStaff(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-edit-links'] });
    const group = page.getByRole('group', { name: 'Block „Versand und Rückgabe“ bearbeiten' });
    await expect(group.getByRole('link', { name: 'Im Page-Builder bearbeiten' })).toHaveAttribute('href', /\/wp-admin\/post\.php\?post=42&action=edit&app=uxbuilder&type=editor&menu_id=7$/);
    await expect(group.getByRole('link', { name: 'Im Backend bearbeiten' })).toHaveAttribute('href', /\/wp-admin\/post\.php\?post=42&action=edit$/);
    await expect(page.getByRole('group', { name: /^Block „.*“ bearbeiten$/ })).toHaveCount(3);
    await expect(page.locator('body')).toHaveClass(/admin-bar/);
    expect(notices.filter((text) => text.includes('Bewegung reduzieren'))).toHaveLength(1);
    // Keyboard: the first builder link comes right after the intro's content in tab order.
    const firstBuilder = page.getByRole('group', { name: 'Block „Schaufenster in Zahlen“ bearbeiten' }).getByRole('link', { name: 'Im Page-Builder bearbeiten' });
    await firstBuilder.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Block „Schaufenster in Zahlen“ bearbeiten' }).getByRole('link', { name: 'Im Backend bearbeiten' })).toBeFocused();
    await expectNoAxeViolations(page, '/inhalte/ staff 1280 px');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, '/inhalte/ staff 375 px');
  });

  test('visitors get no edit links; the footer links the page', async ({ page }) => {
    await page.goto('/versand/');
    await page.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link', { name: 'Ratgeber & Inhalte' }).click();
    await expect(page).toHaveURL(/\/inhalte\/$/);
    await waitForWidgets(page, { require: ['sf-edit-links'] });
    await expect(page.locator('.sf-edit-links')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /bearbeiten/ })).toHaveCount(0);
  });
});

test.describe('scroll-to bullets', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Abschnitte dieser Seite' });
  const bullet = (page: Page, name: string) => nav(page).getByRole('link', { name });
  const currentBullet = (page: Page) => nav(page).locator('a[aria-current="location"]');

  test('a bullet per section beside the content, reached by keyboard; Enter scrolls there under the header, the bullet read is marked; axe; none on a phone @smoke', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-scroll-to'] });
    await expect(nav(page).getByRole('link')).toHaveText(['Schaufenster in Zahlen', 'Versand und Rückgabe', 'Häufige Fragen', 'Fotos unserer Kundschaft']);
    await expect(nav(page)).toBeVisible();
    await expect(currentBullet(page)).toHaveCount(0);

    // Keyboard only: Tab to the bullet, Enter.
    const faq = bullet(page, 'Häufige Fragen');
    for (let step = 0; step < 30 && !(await faq.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(faq).toBeFocused();
    await expect(faq).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#fragen$/);
    await expect(currentBullet(page)).toHaveText('Häufige Fragen');
    // The section's heading is in view, not under the sticky header.
    await expect
      .poll(async () => {
        const [header, heading] = await Promise.all([page.locator('header#header').boundingBox(), page.getByRole('heading', { name: 'Häufige Fragen' }).boundingBox()]);
        return heading!.y >= header!.y + header!.height - 1 && heading!.y < 800;
      })
      .toBe(true);
    await expectNoAxeViolations(page, '/inhalte/ bullets 1280 px');

    await page.setViewportSize(PHONE);
    await expect(nav(page)).toBeHidden();
    await expectNoAxeViolations(page, '/inhalte/ bullets 375 px');
  });
});

test.describe('slider', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Aktuelle Aktionen' });
  const control = (page: Page, name: string) => page.locator('sf-slider').getByRole('button', { name, exact: true });

  test('a carousel with previous, slide picker and next, by keyboard; autoplay stops with its button; the slides do not move when the controls come; axe at 1280 and 375 px @smoke', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
        (window as { sliderTop?: number }).sliderTop = top('.slider') - top('.slider-wrapper');
      });
    });
    await page.setViewportSize(DESKTOP);
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-slider'] });
    // The slides sit where they sat before the controls came (their room was kept).
    const slidesTop = () => page.evaluate(() => document.querySelector('.slider')!.getBoundingClientRect().top - document.querySelector('.slider-wrapper')!.getBoundingClientRect().top);
    expect(await slidesTop()).toBe(await page.evaluate(() => (window as { sliderTop?: number }).sliderTop));
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(carousel(page).getByRole('group')).toHaveCount(3);
    await expect(carousel(page).getByRole('group').first()).toHaveAttribute('aria-label', '1 von 3');

    // The autoplay turns until stopped; stopped, it stays.
    const stop = control(page, 'Automatisches Weiterblättern anhalten');
    await stop.click();
    await expect(control(page, 'Automatisches Weiterblättern starten')).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('aria-live', 'polite');

    // Keyboard: Tab to next, Enter; the second slide is the one shown.
    const next = control(page, 'Nächste Folie');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(control(page, 'Folie 2')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Neu eingetroffen' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: 'Frühjahrs-Check' })).not.toBeInViewport();
    await control(page, 'Folie 3').click();
    await expect(page.getByRole('heading', { name: 'Versand frei' })).toBeInViewport({ ratio: 1 });
    await control(page, 'Nächste Folie').click();
    await expect(control(page, 'Folie 1')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, '/inhalte/ slider 1280 px');
    await page.setViewportSize(PHONE);
    // The browser snaps the row again once the narrower page is laid out: a click before that
    // frame has its scroll undone by the snap (what a shopper resizing the window never meets).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await control(page, 'Vorherige Folie').click();
    await expect(control(page, 'Folie 3')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, '/inhalte/ slider 375 px');
  });

  test('with reduced motion the slider does not turn by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-slider'] });
    await expect(control(page, 'Automatisches Weiterblättern starten')).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('aria-live', 'polite');
  });
});
