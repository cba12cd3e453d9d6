import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, setFault, ADD_ERROR, waitForWidgets } from '../support/shop';
import { expectNoViolations, recordViolations, scriptSources } from '../support/csp';
import { expectNoSidewaysScroll } from '../support/layout';
import { logInAsDemoCustomer, pendingOrderPayUrl, placeOrderViaApi } from '../support/checkout';
import type { APIRequestContext, Page } from '@playwright/test';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/** A cart with the special cases: decimal quantity, sold individually, a variation. */
async function fillCart(request: APIRequestContext) {
  await addViaApi(request, PRODUCTS.frontSpoiler, 2);
  await addViaApi(request, PRODUCTS.carbonFoil, '2.5');
  await addViaApi(request, PRODUCTS.inspection);
  await addViaApi(request, 1141);
}

/** axe 4.14 keeps its duplicate-id rules off (deprecated), so ids are checked here, in the live page. */
async function expectUniqueIds(page: Page, label: string): Promise<void> {
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  expect(duplicates, `duplicate ids on ${label}`).toEqual([]);
}

async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await expectUniqueIds(page, label);
}

/** The legal special cases of the catalogue (demo-server/README.md, "Catalogue"). */
const LEGAL_CASES = { coolant: 104, lights: 108, ambientLights: 110, washerFluid: 119, seatCovers: 123, sausages: 124 } as const;

/** Product pages by case: the widgets' special cases, then the legal special cases of the catalogue. */
const productPages: Record<string, number> = {
  simple: PRODUCTS.frontSpoiler,
  variable: PRODUCTS.rimCleaner,
  'sold individually': PRODUCTS.inspection,
  'decimal quantity': PRODUCTS.carbonFoil,
  'out of stock': PRODUCTS.outOfStock,
  '32 variations (get_variation)': PRODUCTS.touchUpPen,
  'deposit and units': LEGAL_CASES.coolant,
  'safety documents and power supply': LEGAL_CASES.lights,
  'manufacturer and safety instructions': LEGAL_CASES.ambientLights,
  'alcohol content': LEGAL_CASES.washerFluid,
  'defect description, no reviews': LEGAL_CASES.seatCovers,
  'food information': LEGAL_CASES.sausages,
};

// `smoke`: also on the react build (the rest run on the build the demo serves).
/** The theme's switches (/__demo/theme) of a staff user on a store in coming-soon mode: every notice, the admin bar, the edit links. */
const STAFF_WITH_NOTICES = { storeNotice: true, comingSoonBanner: true, adminBar: true };

const pages: Array<{
  name: string;
  path: string;
  filled?: boolean;
  status?: number;
  smoke?: boolean;
  theme?: Record<string, boolean>;
  /** Widgets that load later (at idle) and draw something to check. */ require?: string[];
}> = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'category', path: '/product-category/beleuchtung/' },
  ...Object.entries(productPages).map(([name, id]) => ({ name: `product, ${name}`, path: productPath(id), smoke: name === 'variable' })),
  { name: 'cart, empty', path: '/cart/' },
  { name: 'cart, filled', path: '/cart/', filled: true, smoke: true },
  { name: 'checkout', path: '/checkout/', filled: true },
  { name: 'my account', path: '/my-account/' },
  { name: 'demo control', path: '/__demo/' },
  { name: '404 page', path: '/gibt-es-nicht/', status: 404 },
  { name: 'shipping', path: '/versand/' },
  { name: 'content (theme blocks)', path: '/inhalte/' },
  { name: 'content, staff: store notice, coming-soon banner, admin bar, edit links', path: '/inhalte/', theme: STAFF_WITH_NOTICES, require: ['sf-edit-links'] },
  { name: 'contact form', path: '/kontakt/', require: ['sf-contact-form'] },
  { name: 'imprint', path: '/impressum/' },
  { name: 'privacy policy', path: '/datenschutz/' },
  { name: 'terms', path: '/agb/' },
  { name: 'withdrawal instructions', path: '/widerrufsbelehrung/' },
  { name: 'product, sold out (listing note, no delivery time)', path: '/product-category/universal/' },
];

/** Queues an error notice (an out-of-stock add) and a success notice (the demo control's apply) for the next page view, cart unchanged. */
async function queueNotices(request: APIRequestContext): Promise<void> {
  const refused = await request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(PRODUCTS.outOfStock) } });
  expect(await refused.json()).toHaveProperty('error', true);
  // Not followed: the page it leads to would show the notices and use them up.
  const applied = await request.post('/__demo/', { form: { demo_action: 'apply' }, maxRedirects: 0 });
  expect(applied.status()).toBe(303);
}

/**
 * Pages that show the shop's notices get an error and a success notice in the same view: the
 * page with its notices is the page plus the notices, so one load checks both (a separate
 * notices test per page cost 10 page loads).
 */
const withNotices = new Set(['home', 'shop', 'product, simple', 'product, variable', 'cart, empty', 'cart, filled', 'checkout', 'my account', 'demo control', '404 page']);

/**
 * The walk also checks, in the same page load, what every demo page must hold besides axe: the
 * Content-Security-Policy header and no violation of it (the module build; the classic script
 * and jQuery pages in security-headers.spec.ts), and at 375 px no sideways scrolling (the pages
 * walked here with a filled cart are left out of phone-width.spec.ts, which fills the cart on
 * every page; a filled cart on every page here cost more time than those page loads saved).
 */
test.describe('axe: no violations on every demo page at 1280 px and 375 px (with an error and a success notice where the page shows notices); the CSP without a violation; no sideways scrolling at 375 px', () => {
  for (const { name, path, filled, status = 200, smoke, theme, require = [] } of pages) {
    test(`${name} (${path})`, { tag: smoke ? ['@smoke'] : [] }, async ({ page, consoleGuard, thirdPartyUrl }) => {
      if (status === 404) consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      if (theme) expect((await page.request.post('/__demo/theme', { data: theme })).status()).toBe(200);
      // Shop pages show the sidebar mini-cart only with items; test them with a cart too.
      if (filled || path === '/shop/' || path.startsWith('/product-category/')) await fillCart(page.request);
      const notices = withNotices.has(name);
      if (notices) await queueNotices(page.request);
      await recordViolations(page);
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expect(response?.headers()['content-security-policy']).toContain(scriptSources(thirdPartyUrl));
      if (notices) {
        await expect(page.locator('.woocommerce-error li')).toContainText('nicht vorrätig');
        await expect(page.locator('.woocommerce-message')).toHaveText('Einstellungen übernommen.');
      }
      await waitForWidgets(page, { require: ['sf-cart-fragments', 'sf-mini-cart', ...require] });
      if (require.includes('sf-edit-links')) await expect(page.getByRole('group', { name: /^Block „.*“ bearbeiten$/ })).toHaveCount(3);
      if (theme) {
        await expect(page.locator('#wpadminbar')).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Shop-Hinweis' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Shop-Status' })).toBeVisible();
      }
      await expectAccessible(page, `${path}${notices ? ' with notices' : ''}${theme ? ' (staff, notices on)' : ''} at 1280 px`);

      await page.setViewportSize(PHONE);
      await waitForWidgets(page, { require: ['sf-cart-drawer'] });
      await expectAccessible(page, `${path}${notices ? ' with notices' : ''}${theme ? ' (staff, notices on)' : ''} at 375 px`);
      await expectNoSidewaysScroll(page, `${path} at 375 px`);
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe: no violations after a review and on the refused review', () => {
  test("product page after a review: success notice and the visitor's review (1280 px)", async ({ page }) => {
    const review = { rating: '4', comment: 'Passt gut.', author: 'Erika Muster', email: 'erika@example.test', comment_post_ID: String(PRODUCTS.frontSpoiler) };
    const saved = await page.request.post('/wp-comments-post.php', { form: review, maxRedirects: 0 });
    expect(saved.status()).toBe(303);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await expect(page.locator('.woocommerce-message')).toHaveText('Deine Bewertung wurde gespeichert.');
    await expect(page.locator('.commentlist')).toContainText('Passt gut.');
    await waitForWidgets(page, { require: ['sf-product-tabs'] });
    await expectAccessible(page, 'product page after a review');
  });

  test('the refused review: German error page with status 400 (1280 px)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    // The form as a browser without JavaScript posts it: no star, no text.
    const answer = page.waitForResponse((response) => response.url().endsWith('/wp-comments-post.php'));
    await page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector<HTMLFormElement>('#commentform')));
    expect((await answer).status()).toBe(400);
    await expect(page.locator('h1')).toHaveText('Deine Bewertung konnte nicht gespeichert werden');
    await waitForWidgets(page, { require: ['sf-cart-fragments'] });
    await expectAccessible(page, 'refused review');
  });
});

test.describe('axe: checkout states and the pages after the order (1280 px and 375 px)', () => {
  const states: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
    {
      name: 'checkout with errors after a post',
      open: async (page) => {
        await page.goto('/checkout/');
        // The form as a browser without JavaScript posts it: nothing filled in.
        await page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector<HTMLFormElement>('form.checkout')));
        await expect(page.locator('.woocommerce-notices-wrapper [role=alert] li').first()).toHaveText('Rechnung: Vorname ist ein Pflichtfeld.');
      },
    },
    { name: 'order received, Vorkasse', open: async (page) => void (await page.goto(await placeOrderViaApi(page.request, 'bacs'))) },
    { name: 'order received, wrong key (404)', open: async (page) => void (await page.goto((await placeOrderViaApi(page.request, 'invoice')).replace(/key=.*/, 'key=falsch'))) },
    { name: 'pay for order', open: async (page) => void (await page.goto(await pendingOrderPayUrl(page.request))) },
    {
      name: 'order received of a customer’s order, seen signed out: the sign-in prompt',
      open: async (page) => {
        await logInAsDemoCustomer(page.request);
        const received = await placeOrderViaApi(page.request, 'bacs');
        // Another visitor with the link: no session, the build and consent cookies kept.
        await page.context().clearCookies({ name: 'sf_demo_session' });
        await page.goto(received);
        await expect(page.locator('.woocommerce-info')).toHaveText('Bitte melde dich in deinem Kundenkonto an, um diese Bestellung anzusehen.');
      },
    },
    {
      name: 'my account, logged in: orders, one order, addresses',
      open: async (page) => {
        await logInAsDemoCustomer(page.request);
        const received = await placeOrderViaApi(page.request, 'bacs');
        const id = /order-received\/(\d+)\//.exec(received)![1];
        await page.goto('/my-account/orders/');
        await expect(page.locator('table.woocommerce-orders-table')).toBeVisible();
        await expectAccessible(page, 'account orders');
        await page.goto('/my-account/edit-address/');
        await expectAccessible(page, 'account addresses');
        await page.goto(`/my-account/view-order/${id}/`);
        await expect(page.locator('table.woocommerce-table--order-details')).toBeVisible();
      },
    },
    {
      name: 'demo control with orders',
      open: async (page) => {
        await placeOrderViaApi(page.request, 'cod');
        await page.goto('/__demo/');
        await expect(page.locator('table.demo-orders tbody tr').first()).toBeVisible();
      },
    },
  ];
  for (const { name, open } of states) {
    test(name, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      await fillCart(page.request);
      await page.setViewportSize(DESKTOP);
      await open(page);
      await waitForWidgets(page, { require: ['sf-cart-fragments'] });
      await expectAccessible(page, `${name} at 1280 px`);
      await page.setViewportSize(PHONE);
      await waitForWidgets(page, { require: ['sf-cart-drawer'] });
      await expectAccessible(page, `${name} at 375 px`);
    });
  }
});

test.describe('axe: no violations in interactive states', () => {
  for (const [label, id] of [
    ['simple product', PRODUCTS.frontSpoiler],
    ['variable product', PRODUCTS.rimCleaner],
    ['product with more than 30 variations', PRODUCTS.touchUpPen],
  ] as const) {
    test(`quick view of a ${label} open (1280 px)`, async ({ page }) => {
      await page.goto('/shop/');
      await waitForWidgets(page, { require: ['sf-quick-view'] });
      await page.locator(`li.post-${id} a.quick-view`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('sf-add-to-cart[data-sf-upgraded]')).toBeAttached();
      await expectAccessible(page, `quick view of product ${id}`);
    });
  }

  test('mini-cart dropdown open (1280 px)', async ({ page }) => {
    await fillCart(page.request);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-mini-cart'] });
    const miniCart = page.locator('sf-mini-cart');
    await miniCart.getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    await expect(miniCart.locator('.nav-dropdown')).toBeVisible();
    await expect(miniCart.locator('.nav-dropdown sf-quantity').first()).toHaveAttribute('data-sf-upgraded', '');
    await expectAccessible(page, 'mini-cart dropdown open');
  });

  test('cart drawer open (375 px)', async ({ page }) => {
    await fillCart(page.request);
    await page.setViewportSize(PHONE);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    await page.locator('sf-cart-drawer a.header-cart-link').click();
    await expect(page.locator('dialog#cart-popup')).toBeVisible();
    await expect(page.locator('dialog#cart-popup sf-quantity').first()).toHaveAttribute('data-sf-upgraded', '');
    await expectAccessible(page, 'cart drawer open');
  });

  test('after an add: view-cart link, revealed mini-cart, live region (1280 px)', async ({ page }) => {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-mini-cart'] });
    const item = page.locator(`li.post-${PRODUCTS.frontSpoiler}`);
    await item.locator('a.ajax_add_to_cart').click();
    await expect(item.locator('a.added_to_cart')).toBeVisible();
    await expect(page.locator('sf-mini-cart .nav-dropdown')).toBeVisible();
    await expect(page.locator('#sf-live-region')).not.toHaveText('');
    await expectAccessible(page, 'after an add');
  });

  test('add-to-cart error alert shown (1280 px and 375 px)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    consoleGuard.allow(/Schaufenster: the shop sent no JSON/);
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-quantity'] });
    await setFault(page.request, { endpoint: 'add_to_cart', mode: 'http500' });
    await page.locator('form.cart').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert')).toHaveText(ADD_ERROR);
    await expectAccessible(page, 'add-to-cart error at 1280 px');
    await page.setViewportSize(PHONE);
    await waitForWidgets(page, { require: ['sf-cart-drawer'] });
    await expect(page.getByRole('alert')).toHaveText(ADD_ERROR);
    await expectAccessible(page, 'add-to-cart error at 375 px');
  });
});
