/**
 * The widgets run under the demo shop's strict Content-Security-Policy (demo-server/http/security.ts)
 * with no violation: every page and the flows that load more code or markup (variation choice,
 * lightbox, quick view, cart changes), on the module build, the classic script and with jQuery.
 * Violations are collected from `securitypolicyviolation` events in every frame from the first
 * script on (support/csp.ts); the console guard fails a test on the browser's CSP console errors as well.
 * The module build's pages are checked in the accessibility walk (accessibility.spec.ts), in the
 * page loads axe needs anyway, and its flows in their own specs; here the classic script's and
 * the jQuery pages' walks and flows.
 */
import { test, expect } from '../support/fixtures';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, waitForWidgets } from '../support/shop';
import { expectNoViolations, recordViolations, scriptSources } from '../support/csp';

const PAGES = [
  '/',
  '/shop/',
  '/product-category/beleuchtung/',
  productPath(PRODUCTS.frontSpoiler),
  productPath(PRODUCTS.rimCleaner),
  '/cart/',
  '/checkout/',
  '/my-account/',
  '/__demo/',
  '/versand/',
  '/impressum/',
  '/datenschutz/',
  '/agb/',
  '/widerrufsbelehrung/',
  '/gibt-es-nicht/',
];

const VARIANTS = [
  { name: 'module build', query: '' },
  { name: 'classic script', query: '?sf_bundle=classic' },
  { name: 'jQuery pages', query: '?sf_jquery=1' },
] as const;

for (const variant of VARIANTS) {
  test.describe(`CSP, ${variant.name}`, () => {
    // The module build's pages: in the accessibility walk.
    if (variant.query)
      test('the policy is sent and every page runs without a violation', async ({ page, consoleGuard, thirdPartyUrl }) => {
        consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
        await recordViolations(page);
        await addViaApi(page.request, PRODUCTS.frontSpoiler, 2);
        // The switch is sticky (a cookie): set it once, then visit every page.
        const first = await page.goto(`/versand/${variant.query}`);
        // The third-party origin (fake wallet provider) may serve scripts; nothing else beside the shop and the nonce.
        expect(first?.headers()['content-security-policy']).toContain(scriptSources(thirdPartyUrl));
        for (const path of PAGES) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(path === '/gibt-es-nicht/' ? 404 : 200);
          if (variant.query === '?sf_bundle=classic') await expect(page.locator('script[src$="/schaufenster.iife.js"]')).toHaveCount(1);
          if (variant.query === '?sf_jquery=1') expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery), path).toBe('function');
          await waitForWidgets(page, { require: ['sf-cart-fragments'] });
          await expectNoViolations(page, path);
        }
      });

    // The module build's flows run in their own specs (product page, gallery, quick view, cart),
    // where the console guard fails a test on the browser's CSP errors: not again here.
    if (variant.query)
      test('product flows: variation, lightbox, quick view, add and remove run without a violation', async ({ page }) => {
        await recordViolations(page);
        await page.goto(`${productPath(PRODUCTS.rimCleaner)}${variant.query}`);
        await waitForWidgets(page, { require: ['sf-variation-form', 'sf-product-gallery'] });
        await page.locator('main select[name="attribute_pa_inhalt"]').selectOption('1-l');
        await expect(page.locator('main input[name="variation_id"]')).toHaveValue('1142');
        await page.locator('main form.variations_form').getByRole('button', { name: 'In den Warenkorb' }).click();
        await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', /1 Artikel/);

        await page.getByRole('button', { name: 'Bildergalerie im Vollbildmodus anzeigen' }).first().click();
        const lightbox = page.locator('.pswp[role="dialog"]:not([aria-busy])');
        await expect(lightbox).toBeVisible();
        // PhotoSwipe's own stylesheet applies (its root is fixed and fills the screen).
        expect(await lightbox.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
        await page.keyboard.press('Escape');
        await expect(lightbox).toBeHidden();
        await expectNoViolations(page, 'variation and lightbox');

        await page.goto('/shop/');
        await waitForWidgets(page, { require: ['sf-quick-view'] });
        await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.quick-view`).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('sf-add-to-cart[data-sf-upgraded]')).toBeAttached();
        await dialog.locator('form.cart').getByRole('button', { name: 'In den Warenkorb' }).click();
        await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', /2 Artikel/);
        await expectNoViolations(page, 'quick view');

        await page.goto('/cart/');
        await waitForWidgets(page, { require: ['sf-cart-form'] });
        await page.locator('main').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
        await expect(page.locator('main tr.cart_item')).toHaveCount(1);
        await expectNoViolations(page, 'cart page');
      });
  });
}

test('the policy blocks what the widgets must not do: an inline script, a <style> element (the lightbox used one before it adopted its stylesheet)', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Content Security Policy/);
  await recordViolations(page);
  await page.goto('/versand/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.sfInjected = true;';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => page.evaluate(() => window.sfCspViolations?.map((text) => text.split(' ')[0]))).toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as { sfInjected?: boolean }).sfInjected)).toBeUndefined();
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
});
