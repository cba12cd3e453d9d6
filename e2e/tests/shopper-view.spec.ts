import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { GUEST_ADDRESS, logInAsDemoCustomer, placeOrderViaApi } from '../support/checkout';
import { expectNothingFloatingCovers, floatingOverlaps, scrollSettled, settleFrames } from '../support/floating';
import { addViaApi, waitForWidgets } from '../support/shop';

/**
 * What a shopper sees at 1280 and 375 px: nothing floating covers a
 * control or the order summary, a checkout error is not hidden under the sticky header, the
 * footer's year, the phone search placeholder and the account menu.
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 700 },
] as const;

/** The payment methods the demo checkout offers a guest, by their radio's label. */
const PAYMENT_METHODS = [
  ['Vorkasse', 'bacs'],
  ['Nachnahme', 'cod'],
  ['Rechnung', 'invoice'],
  ['Kredit- oder Debitkarte', 'ppcp-credit-card-gateway'],
] as const;

/** The back-to-top button is driven once the sticky header's code runs: it loads on the first scroll. */
async function driveBackToTop(page: Page): Promise<void> {
  await waitForWidgets(page, { require: ['sf-sticky-header'] });
  await expect(page.locator('.back-to-top.sf-back-to-top')).toHaveCount(1);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('nothing floating covers a control or the order summary: checkout, product page, cart, content page, shop', async ({ page }) => {
      await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await addViaApi(page.request, PRODUCTS.carbonFoil, '2.5');
      const shown: Record<string, number[]> = {};
      // The content page has the scroll-to bullets floating beside it from 850 px on.
      for (const path of ['/checkout/', productPath(PRODUCTS.daytimeLights), '/cart/', '/inhalte/', '/shop/']) {
        await page.goto(path);
        await waitForWidgets(page);
        await driveBackToTop(page);
        shown[path] = await expectNothingFloatingCovers(page, path);
      }
      // It steps aside, it does not go away: the shop's grid (the page open now) leaves its corner free now and then.
      expect(shown['/shop/']!.length, 'stops at which back-to-top showed on the shop').toBeGreaterThan(0);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), shown['/shop/']![0]!);
      await settleFrames(page);
      const backToTop = page.getByRole('link', { name: 'Nach oben' });
      await expect(backToTop).toBeVisible();
      expect(await floatingOverlaps(page)).toEqual([]);
      await expectNoAxeViolations(page, `shop with back-to-top shown at ${viewport.width} px`);
      // Keyboard: it takes the focus where it shows, and Enter goes to the top.
      await backToTop.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('a checkout error scrolls into view below the sticky header', async ({ page }) => {
      await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await page.goto('/checkout/');
      await waitForWidgets(page, { require: ['sf-checkout'] });
      // Everything but the postcode typed (the postcode would ask for a new review, which replaces the button).
      const billing = page.locator('.woocommerce-billing-fields');
      for (const [label, value] of Object.entries(GUEST_ADDRESS)) if (label !== 'Postleitzahl') await billing.getByLabel(label, { exact: false }).first().fill(value);
      await page.locator('input[name="terms"]').check();
      await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
      const placeOrder = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
      await page.evaluate(() => document.getElementById('place_order')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const before = await page.evaluate(() => window.scrollY);
      await placeOrder.click();
      const firstError = page.locator('sf-checkout .woocommerce-notices-wrapper [role="alert"] li').first();
      await expect(firstError).toContainText('Postleitzahl');
      // The scroll to the error is the page's own (smooth unless reduced motion): wait for its end.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
      await scrollSettled(page);
      // Scrolling up brings a header slid away back; it is drawn where it ends once that is done.
      await expect(page.locator('#header')).not.toHaveClass(/sf-header--away/);
      await page.locator('#header').evaluate((header) => Promise.all(header.getAnimations().map((animation) => animation.finished)));
      const { errorTop, headerBottom } = await firstError.evaluate((error) => ({
        errorTop: error.getBoundingClientRect().top,
        headerBottom: document.getElementById('header')!.getBoundingClientRect().bottom,
      }));
      expect(errorTop, `the first error line's top (${errorTop}) under the header's bottom (${headerBottom})`).toBeGreaterThanOrEqual(Math.max(0, headerBottom));
      await expect(firstError).toBeInViewport();
      await expectNoAxeViolations(page, `checkout with an error at ${viewport.width} px`);
    });

    test('§ 312j BGB: for each payment method the visible order button says „zahlungspflichtig bestellen“, under the terms and the order summary', async ({ page }) => {
      await addViaApi(page.request, PRODUCTS.frontSpoiler);
      await page.goto('/checkout/');
      await waitForWidgets(page, { require: ['sf-checkout'] });
      for (const [label, method] of PAYMENT_METHODS) {
        const radio = page.getByRole('radio', { name: label, exact: true });
        if (!(await radio.isChecked())) {
          const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
          await radio.check();
          await reviewed;
        }
        await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
        // What the method draws has drawn (the card fields load near the viewport).
        await page.evaluate(() => document.querySelector('.place-order')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
        if (method === 'ppcp-credit-card-gateway') await expect(page.locator('sf-card-fields .ppcp-dcc-order-button')).toBeHidden();
        const layout = await page.locator('#payment').evaluate((payment) => {
          const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
          const buttons = [...payment.querySelectorAll<HTMLElement>('button, [role="button"], input[type="submit"], input[type="button"]')].filter(shown);
          const terms = payment.querySelector('#terms')!;
          const summary = payment.querySelector('.sf-order-summary')!;
          const bottom = (element: Element) => element.getBoundingClientRect().bottom;
          return {
            buttons: buttons.map((button) => ({
              id: button.id,
              text: (button.getAttribute('aria-label') ?? button.textContent ?? '').trim(),
              top: button.getBoundingClientRect().top,
              afterTerms: !!(terms.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
              afterSummary: !!(summary.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
            })),
            termsBottom: bottom(terms),
            summaryBottom: bottom(summary),
            termsShown: shown(terms),
            summaryShown: shown(summary),
          };
        });
        expect([layout.termsShown, layout.summaryShown], `${label}: terms and summary shown`).toEqual([true, true]);
        expect(layout.buttons.length, `${label}: a button places the order`).toBeGreaterThan(0);
        for (const button of layout.buttons) {
          expect(button.text.toLowerCase(), `${label}: the button „${button.text}“`).toContain('zahlungspflichtig bestellen');
          expect([button.afterTerms, button.afterSummary], `${label}: „${button.text}“ after the terms and the summary`).toEqual([true, true]);
          expect(button.top, `${label}: „${button.text}“ below the summary`).toBeGreaterThanOrEqual(Math.max(layout.termsBottom, layout.summaryBottom));
        }
        // By its accessible name, as assistive technology finds it.
        await expect(page.getByRole('button', { name: /zahlungspflichtig bestellen/i })).toBeVisible();
        await expectNoAxeViolations(page, `checkout, ${label}, ${viewport.width} px`);
      }
    });

    test('the footer says the year the orders are dated; the search placeholder fits its field', async ({ page }) => {
      await addViaApi(page.request, PRODUCTS.frontSpoiler);
      const received = await placeOrderViaApi(page.request, 'bacs');
      await page.goto(received);
      const date = await page.locator('.woocommerce-order-overview__date strong').textContent();
      const orderYear = /\d{4}$/.exec(date!.trim())![0];
      for (const theme of ['flatsome', 'storefront']) {
        await page.goto(`/shop/?sf_theme=${theme}`);
        await expect(page.locator('footer')).toContainText(`© ${orderYear} Schaufenster Demo-Shop`);
        const search = page.getByRole('searchbox', { name: 'Suche nach:' });
        await expect(search).toBeVisible();
        const fit = await search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { placeholder: input.placeholder, text: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
        });
        expect(fit.text, `${theme}: „${fit.placeholder}“ needs ${fit.text} px, the field has ${fit.room}`).toBeLessThanOrEqual(fit.room);
        await expectNoAxeViolations(page, `shop (${theme}) at ${viewport.width} px`);
      }
    });

    test('the account menu: a list of links, the page shown marked, by keyboard; axe', async ({ page }) => {
      await logInAsDemoCustomer(page.request);
      for (const theme of ['flatsome', 'storefront']) {
        await page.goto(`/my-account/orders/?sf_theme=${theme}`);
        const menu = page.getByRole('navigation', { name: 'Kundenkonto' });
        const links = menu.getByRole('link');
        await expect(links).toHaveText(['Dashboard', 'Bestellungen', 'Adressen', 'Zahlungsmethoden', 'Konto-Details', 'Abmelden']);
        await expect(menu.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
        await expect(menu.locator('[aria-current]')).toHaveCount(1);
        const look = await menu.evaluate((nav) => {
          const items = [...nav.querySelectorAll('a')].map((link) => {
            const style = getComputedStyle(link);
            const box = link.getBoundingClientRect();
            return {
              current: link.hasAttribute('aria-current'),
              height: box.height,
              right: box.right,
              weight: style.fontWeight,
              background: style.backgroundColor,
              bar: style.borderInlineStartColor,
              decoration: style.textDecorationLine,
            };
          });
          return { bullets: getComputedStyle(nav.querySelector('li')!).listStyleType, items, width: document.documentElement.clientWidth };
        });
        expect(look.bullets, `${theme}: a menu, not a bulleted list`).toBe('none');
        for (const item of look.items) {
          expect(item.height, `${theme}: a link is a 44 px target`).toBeGreaterThanOrEqual(44);
          expect(item.right, `${theme}: within the page`).toBeLessThanOrEqual(look.width);
          expect(item.decoration).toBe('none');
        }
        const current = look.items.find((item) => item.current)!;
        const other = look.items.find((item) => !item.current)!;
        // Marked by more than colour: bold, and a bar or background of its own.
        expect(Number(current.weight)).toBeGreaterThan(Number(other.weight));
        expect([current.background, current.bar]).not.toEqual([other.background, other.bar]);
        await expectNoAxeViolations(page, `account menu (${theme}) at ${viewport.width} px`);
        // Keyboard: Tab goes through the menu's links in order, each with a visible focus ring.
        await menu.getByRole('link', { name: 'Dashboard' }).focus();
        for (const name of ['Bestellungen', 'Adressen', 'Zahlungsmethoden', 'Konto-Details']) {
          await page.keyboard.press('Tab');
          const link = menu.getByRole('link', { name });
          await expect(link).toBeFocused();
          expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
        }
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/my-account\/payment-methods\/$/);
        await expect(menu.getByRole('link', { name: 'Zahlungsmethoden' })).toHaveAttribute('aria-current', 'page');
      }
    });
  });
}
