/**
 * The checkout with the wallet chosen, as a shopper sees it at 1280 and 375 px: the control
 * that places the order says so unambiguously (§ 312j Abs. 3 BGB: the provider's button
 * labelled 'buynow', „Jetzt kaufen“), with the terms and the order summary above it; the
 * pay-later message for the checkout's total where the wallet plugin prints it.
 */
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { addViaApi, waitForWidgets } from '../support/shop';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 700 },
] as const;

/** Wording that says paying is owed (the law's own, or what its reasoning names as as clear). */
const UNAMBIGUOUS = /zahlungspflichtig bestellen|jetzt kaufen/i;

test('checkout with the wallet: every order button says „Jetzt kaufen“ under the terms and the summary; the pay-later message for 2 × 89,50 € (§ 312j BGB, axe at 1280 and 375 px)', async ({
  page,
}) => {
  await addViaApi(page.request, PRODUCTS.frontSpoiler, 2);
  await page.goto('/checkout/');
  await waitForWidgets(page, { require: ['sf-checkout'] });

  // Printed before the payment area (outside what the order review replaces), for the total.
  const message = page.locator('#order_review > sf-paylater-message[context="checkout"] #ppcp-messages .ppcp-message');
  await page.evaluate(() => document.querySelector('sf-paylater-message')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(message).toHaveText(/^Später bezahlen: 3 Raten zu je 59,67\s€$/);
  await expect(message).toHaveAttribute('id', /^ppcp-message-[0-9a-z]{9}$/);

  const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await reviewed;
  await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => document.querySelector('.place-order')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(page.locator('sf-wallet-buttons[context="checkout"]').getByRole('button', { name: 'Jetzt kaufen mit PayPal' })).toBeVisible();
  // The review's swap left the message as it was.
  await expect(message).toHaveText(/3 Raten zu je 59,67\s€/);

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.querySelector('.place-order')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const layout = await page.locator('#payment').evaluate((payment) => {
      const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const terms = payment.querySelector('#terms')!;
      const summary = payment.querySelector('.sf-order-summary')!;
      const after = (element: Element) =>
        !!(terms.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) && !!(summary.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      const lowest = Math.max(terms.getBoundingClientRect().bottom, summary.getBoundingClientRect().bottom);
      return {
        termsAndSummaryShown: shown(terms) && shown(summary),
        buttons: [...payment.querySelectorAll<HTMLElement>('button, [role="button"], input[type="submit"], input[type="button"]')].filter(shown).map((button) => ({
          element: button.outerHTML.slice(0, 80),
          after: after(button),
          below: button.getBoundingClientRect().top >= lowest,
        })),
      };
    });
    expect(layout.termsAndSummaryShown, `${viewport.width} px: terms and summary shown`).toBe(true);
    expect(layout.buttons.length, `${viewport.width} px: a button places the order`).toBeGreaterThan(0);
    for (const button of layout.buttons) expect([button.after, button.below], `${viewport.width} px: ${button.element} after and below the terms and the summary`).toEqual([true, true]);
    // Each by its accessible name, as assistive technology announces it.
    for (const button of await page.locator('#payment').getByRole('button').all()) {
      if (await button.isVisible()) await expect(button, `${viewport.width} px: every shown button's name`).toHaveAccessibleName(UNAMBIGUOUS);
    }
    await expect(message).toBeVisible();
    await expectNoAxeViolations(page, `checkout with the wallet at ${viewport.width} px`);
  }
});
