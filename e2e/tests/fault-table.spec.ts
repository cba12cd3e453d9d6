/**
 * Walks the fault table (e2e/fault-table.ts): for every endpoint the demo shop registers and
 * every way it can fail, set the fault, make the call the way a shopper does, and assert the
 * outcome the table names. The single place for fault outcomes in the browser.
 *
 * - `slow`: the browser holds the call (page.route) until the scenario's `pending` has checked
 *   that nothing of the outcome shows yet, then lets it go to the shop, which answers as usual. As
 *   the demo's `slow` fault (a delay on the server, tested in demo-server/faults) looks to the
 *   page, but as long as the check needs and no longer: no real wait, no race with a fixed delay.
 *   The busy state is recorded when it appears (a MutationObserver), so the final check never
 *   races the answer.
 * - `hang` cells with a client timeout run on the page's clock: the clock stops shortly after
 *   the call went out, steps to just before the timeout (nothing may have happened yet), then
 *   past it. No real 15 s wait. Images have no timeout: that cell asserts the waiting state.
 * - `offline`: the browser fails that one call (`route.abort('internetdisconnected')`), so a
 *   fallback link still loads. Chromium does not report the body of a fetch made from a
 *   Request, so admin-ajax calls are told apart by their page: each scenario's page makes only
 *   one kind of admin-ajax call.
 */
import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { test, expect, type ConsoleGuard } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { addViaApi, countShopRequests, demoState, exactText, quantityOf, setFault, waitForWidgets, type FaultEndpoint, pauseClockAhead } from '../support/shop';
import { demoOrders, fillBillingAddress, GUEST_ADDRESS } from '../support/checkout';
import { FAULT_TABLE, SHOWN, TABLE_MODES, type TableMode } from '../fault-table';

type Endpoint = Exclude<FaultEndpoint, '*'>;

const ALLOWED_CONSOLE: Record<TableMode, RegExp[]> = {
  http500: [/status of 500/, /Schaufenster: the shop sent no JSON/],
  invalid_json: [/Schaufenster: the shop sent no JSON/],
  error_body: [/status of 404/],
  slow: [],
  hang: [],
  offline: [/ERR_INTERNET_DISCONNECTED/],
};

interface Walk {
  page: Page;
  consoleGuard: ConsoleGuard;
  /** The shop calls the page made since the action (wc-ajax, admin-ajax). */
  shopRequests: { readonly urls: string[] };
}

interface Scenario {
  /** Opens the page and brings it one action away from the call. */
  arrange(walk: Walk): Promise<void>;
  /** The shopper's action that makes the call. */
  act(walk: Walk): Promise<void>;
  /** Elements whose busy state (`.loading`, `aria-busy="true"`) shows the wait, if any. */
  busy?: string;
  /** While the shop takes its time (slow; hung, before the timeout): nothing of the outcome yet. */
  pending?(walk: Walk): Promise<void>;
  outcomes: Record<TableMode, Outcome>;
  /** Console errors the scenario's failures log in every mode (the wallet says why in the console). */
  console?: RegExp[];
}

type Outcome = (walk: Walk) => Promise<void>;

/** The outcomes of a call whose failures all look alike to the shopper: only `slow` differs. */
const sameForEveryFailure = (failed: Outcome, slow: Outcome): Record<TableMode, Outcome> => ({
  http500: failed,
  invalid_json: failed,
  error_body: failed,
  slow,
  hang: failed,
  offline: failed,
});

/**
 * Whether a request is the endpoint's call (see the file comment for admin-ajax). From a URL
 * alone the cart page's fetch and a visit to the cart look alike; a Request tells them apart.
 */
function isCall(endpoint: Endpoint, request: Request | URL): boolean {
  const url = request instanceof URL ? request : new URL(request.url());
  if (endpoint === 'images') return url.pathname.startsWith('/images/') && url.pathname.endsWith('-1200x1200.svg');
  if (endpoint === 'cart_page') return url.pathname === '/cart/' && !url.search && (request instanceof URL || request.resourceType() === 'fetch');
  if (endpoint === 'coming_soon_banner_dismiss') return url.pathname === '/wp-json/wp/v2/users/me';
  if (endpoint === 'contact_form_feedback') return url.pathname === '/wp-json/contact-form-7/v1/contact-forms/42/feedback';
  if (endpoint.startsWith('flatsome_')) return url.pathname === '/wp-admin/admin-ajax.php';
  return url.searchParams.get('wc-ajax') === endpoint;
}

/** Handles the endpoint's calls in the browser; a request its URL alone cannot tell apart goes on. */
const routeCalls = (page: Page, endpoint: Endpoint, handle: (route: Route) => Promise<void>) =>
  page.route(
    (url) => isCall(endpoint, url),
    (route) => (isCall(endpoint, route.request()) ? handle(route) : route.fallback()),
  );

/** Sets the cell's fault; for `slow`, returns what lets the held calls go on. */
async function fail(page: Page, endpoint: Endpoint, mode: TableMode): Promise<() => void> {
  if (mode === 'offline') {
    await routeCalls(page, endpoint, (route) => route.abort('internetdisconnected'));
    return () => {};
  }
  if (mode === 'slow') {
    // Every call is held until released (a page may ask for one picture twice); the route stays,
    // so interception is never turned off under a held request (see routeFirst in support/shop).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await routeCalls(page, endpoint, async (route) => {
      await released;
      // The page may have left meanwhile (a scenario that navigates): the call is gone then.
      await route.continue().catch(() => {});
    });
    return release;
  }
  // Images fail from now on (a page may ask for one picture twice); every other call once.
  const times = endpoint === 'images' ? undefined : 1;
  await setFault(page.request, { endpoint, mode, times });
  return () => {};
}

/** Records from now on whether an element matching `selector` shows it is busy. */
async function watchBusy(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __sfBusySeen: boolean };
    w.__sfBusySeen = false;
    const busy = (element: Element) => element.matches(selector) && (element.classList.contains('loading') || element.getAttribute('aria-busy') === 'true');
    new MutationObserver((records) => {
      if (records.some((record) => busy(record.target as Element))) w.__sfBusySeen = true;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
  }, selector);
}

const sawBusy = (page: Page) => page.evaluate(() => (window as unknown as { __sfBusySeen?: boolean }).__sfBusySeen === true);

/** A marker on the window: gone after a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __sfMarker: number }).__sfMarker = 1));
const samePageLoad = (page: Page) => page.evaluate(() => (window as unknown as { __sfMarker?: number }).__sfMarker === 1);

const NOT_LOADING_OR_ADDED = /(^|\s)(added|loading)(\s|$)/;

// ---- the scenarios, one per row ----------------------------------------------------------------

const addButton = (page: Page) => page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`);
const addAlert = (page: Page) => page.locator(`li.post-${PRODUCTS.frontSpoiler}`).getByRole('alert');

async function addFailedInPlace({ page }: Walk, text: string = SHOWN.addFailed): Promise<void> {
  await expect(addAlert(page)).toHaveText(text);
  await expect(addButton(page)).not.toHaveClass(NOT_LOADING_OR_ADDED);
  await expect(page.locator(`li.post-${PRODUCTS.frontSpoiler} a.added_to_cart`)).toHaveCount(0);
  expect((await demoState(page.request)).count).toBe(0);
  await expect(page).toHaveURL('/shop/');
}

const addToCart: Scenario = {
  async arrange({ page }) {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-add-to-cart', 'sf-cart-fragments'] });
  },
  act: ({ page }) => addButton(page).click(),
  busy: `li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`,
  async pending({ page }) {
    await expect(addButton(page)).toHaveClass(/(^|\s)loading(\s|$)/);
    await expect(addAlert(page)).toHaveCount(0);
  },
  outcomes: {
    async http500(walk) {
      const { page, consoleGuard } = walk;
      await addFailedInPlace(walk);
      // The alert follows the button.
      expect(await addButton(page).evaluate((b) => Boolean(b.compareDocumentPosition(b.parentElement!.querySelector('[role="alert"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 0 Artikel, 0,00 €'));
      // For the integrator, the console says what came instead of JSON.
      expect(consoleGuard.messages.some((text) => /the shop sent no JSON/.test(text))).toBe(true);
      // The fault was for one call: the next try adds and clears the alert.
      await addButton(page).click();
      await expect(addButton(page)).toHaveClass(/(^|\s)added(\s|$)/);
      await expect(addAlert(page)).toHaveCount(0);
      expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
    },
    invalid_json: (walk) => addFailedInPlace(walk),
    async error_body({ page }) {
      await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universal Frontspoiler');
      await expect(page.locator('.woocommerce-error')).toContainText(SHOWN.addRefusedNotice);
      expect((await demoState(page.request)).count).toBe(0);
    },
    async slow({ page }) {
      await expect(addButton(page)).toHaveClass(/(^|\s)added(\s|$)/);
      await expect(addButton(page)).not.toHaveClass(/(^|\s)loading(\s|$)/);
      expect(await sawBusy(page)).toBe(true);
      expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
    },
    async hang(walk) {
      await addFailedInPlace(walk, SHOWN.noAnswerInTime);
      // The add may have reached the shop: the page asks for the real cart.
      await expect.poll(() => walk.shopRequests.urls.some((url) => url.includes('wc-ajax=get_refreshed_fragments'))).toBe(true);
    },
    offline: (walk) => addFailedInPlace(walk),
  },
};

const removeLink = (page: Page) => page.locator('main').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' });

async function removedClassically({ page }: Walk): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: SHOWN.removedClassically })).toBeVisible();
  await expect(page).toHaveURL('/cart/');
  expect(await samePageLoad(page)).toBe(false);
  await expect(page.locator('tr.cart_item')).toHaveCount(1);
  await expect(page.locator('tr.cart_item')).toContainText('LED-Tagfahrlicht Set');
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
  expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);
}

const removeFromCart: Scenario = {
  async arrange({ page }) {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/cart/');
    await waitForWidgets(page, { require: ['sf-cart-form'] });
    await markWindow(page);
  },
  act: ({ page }) => removeLink(page).click(),
  busy: 'main tr.cart_item, main tr.cart_item a.remove',
  async pending({ page }) {
    expect(await samePageLoad(page)).toBe(true);
    await expect(page.locator('tr.cart_item')).toHaveCount(2);
  },
  outcomes: {
    ...sameForEveryFailure(removedClassically, async ({ page }) => {
      await expect(page.locator('tr.cart_item')).toHaveCount(1);
      await expect(page.locator('tr.cart_item')).toContainText('LED-Tagfahrlicht Set');
      expect(await samePageLoad(page)).toBe(true);
      expect(await sawBusy(page)).toBe(true);
      expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
    }),
    // A refusal is said, not followed: stock WooCommerce's link would show the cart without a word.
    async error_body({ page }) {
      await expect(page.locator('sf-cart-form').getByRole('alert')).toHaveText(SHOWN.shopRefusal);
      await expect(page.locator('tr.cart_item')).toHaveCount(2);
      await expect(page.locator('sf-cart-form')).not.toHaveAttribute('aria-busy', 'true');
      await expect(removeLink(page)).not.toHaveAttribute('aria-busy', 'true');
      expect(await samePageLoad(page)).toBe(true);
      expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(1);
    },
  },
};

type FragmentEvents = { errors: unknown[]; refreshed: number };
const fragmentEvents = (page: Page) => page.evaluate(() => (window as unknown as { __sfFragments: FragmentEvents }).__sfFragments);

async function keepsPrintedCart({ page }: Walk, reason: string): Promise<void> {
  await expect.poll(async () => (await fragmentEvents(page)).errors).toEqual([{ reason }]);
  expect((await fragmentEvents(page)).refreshed).toBe(0);
  await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
  await expect(page.locator('sf-mini-cart a.header-cart-link')).toHaveAttribute('aria-label', exactText('Warenkorb: 1 Artikel, 89,50 €'));
}

const refreshFragments: Scenario = {
  async arrange({ page }) {
    await page.addInitScript(() => {
      const record: FragmentEvents = { errors: [], refreshed: 0 };
      (window as unknown as { __sfFragments: FragmentEvents }).__sfFragments = record;
      document.addEventListener('sf:fragments-ajax-error', (event) => record.errors.push((event as CustomEvent).detail));
      document.addEventListener('sf:fragments-refreshed', () => record.refreshed++);
    });
    // The cart changed elsewhere: nothing the page stored matches the cart-hash cookie.
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
  },
  // The call goes out while the page loads; waiting for the whole load here would eat into the
  // margin before a hung call's timeout.
  act: async ({ page }) => void (await page.goto('/', { waitUntil: 'commit' })),
  async pending({ page }) {
    expect(await fragmentEvents(page)).toEqual({ errors: [], refreshed: 0 });
  },
  outcomes: {
    http500: (walk) => keepsPrintedCart(walk, 'http'),
    invalid_json: (walk) => keepsPrintedCart(walk, 'invalid_json'),
    error_body: (walk) => keepsPrintedCart(walk, 'rejected'),
    async slow({ page }) {
      await expect.poll(async () => (await fragmentEvents(page)).refreshed).toBe(1);
      expect((await fragmentEvents(page)).errors).toEqual([]);
      await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
    },
    async hang(walk) {
      const { page } = walk;
      await keepsPrintedCart(walk, 'timeout');
      // Usable: adding works (and refreshes the header).
      await waitForWidgets(page, { require: ['sf-add-to-cart'] });
      const button = page.locator('a.ajax_add_to_cart').first();
      await button.click();
      await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
      expect((await demoState(page.request)).count).toBe(2);
    },
    offline: (walk) => keepsPrintedCart(walk, 'offline'),
  },
};

const miniCartDropdown = (page: Page) => page.locator('sf-mini-cart .nav-dropdown');

async function quantityRestored({ page }: Walk, text: string): Promise<void> {
  await expect(miniCartDropdown(page).getByRole('alert')).toHaveText(text);
  await expect(miniCartDropdown(page).getByRole('spinbutton')).toHaveValue('1');
  expect(await quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(1);
  await expect(page).toHaveURL('/versand/');
}

const alterQuantity: Scenario = {
  async arrange({ page }) {
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await page.goto('/versand/');
    await waitForWidgets(page, { require: ['sf-mini-cart'] });
    await page.locator('sf-mini-cart').getByRole('button', { name: 'Warenkorb-Vorschau anzeigen' }).click();
    await expect(miniCartDropdown(page).locator('sf-quantity')).toHaveAttribute('data-sf-upgraded', '');
  },
  act: ({ page }) => miniCartDropdown(page).getByRole('button', { name: 'Menge erhöhen' }).click(),
  busy: 'sf-mini-cart .nav-dropdown li',
  async pending({ page }) {
    await expect(miniCartDropdown(page).locator('li:has([data-cart_item_key])')).toHaveAttribute('aria-busy', 'true');
    await expect(miniCartDropdown(page).getByRole('alert')).toHaveCount(0);
  },
  outcomes: {
    http500: (walk) => quantityRestored(walk, SHOWN.cartNotUpdated),
    invalid_json: (walk) => quantityRestored(walk, SHOWN.cartNotUpdated),
    error_body: (walk) => quantityRestored(walk, SHOWN.shopRefusal),
    async slow({ page }) {
      await expect.poll(() => quantityOf(page.request, PRODUCTS.daytimeLights)).toBe(2);
      await expect(miniCartDropdown(page).getByRole('spinbutton')).toHaveValue('2');
      await expect(miniCartDropdown(page).getByRole('alert')).toHaveCount(0);
      expect(await sawBusy(page)).toBe(true);
    },
    hang: (walk) => quantityRestored(walk, SHOWN.noAnswerInTime),
    offline: (walk) => quantityRestored(walk, SHOWN.offline),
  },
};

const cartFormAlert = (page: Page) => page.locator('sf-cart-form').getByRole('alert');

async function cartTableStale({ page }: Walk): Promise<void> {
  await expect(cartFormAlert(page)).toHaveText(SHOWN.cartNotUpdated);
  await expect(page.locator('sf-cart-form')).not.toHaveAttribute('aria-busy', 'true');
  // The removal went through; only the view is stale (a reload shows it all).
  expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
  await expect(page.locator('tr.cart_item')).toHaveCount(2);
  await expect(page.getByText('Fatal error')).toHaveCount(0);
  expect(await samePageLoad(page)).toBe(true);
}

const cartPageReload: Scenario = {
  arrange: removeFromCart.arrange,
  act: removeFromCart.act,
  busy: 'sf-cart-form',
  async pending({ page }) {
    await expect(page.locator('sf-cart-form')).toHaveAttribute('aria-busy', 'true');
    await expect(cartFormAlert(page)).toHaveCount(0);
  },
  outcomes: sameForEveryFailure(cartTableStale, async ({ page }) => {
    await expect(page.locator('tr.cart_item')).toHaveCount(1);
    await expect(page.locator('sf-cart-form')).not.toHaveAttribute('aria-busy', 'true');
    await expect(cartFormAlert(page)).toHaveCount(0);
    expect(await samePageLoad(page)).toBe(true);
    expect(await sawBusy(page)).toBe(true);
  }),
};

const variationAddButton = (page: Page) => page.locator('.single_add_to_cart_button');

const variationAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const NO_MATCH = 'Es entsprechen leider keine Produkte';

async function lookupFailed({ page }: Walk): Promise<void> {
  await expect(variationAlert(page, SHOWN.variationFailed)).toBeVisible();
  await expect(variationAlert(page, NO_MATCH)).toHaveCount(0);
  await expect(variationAddButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('input[name="variation_id"]')).toHaveValue('0');
}

const getVariation: Scenario = {
  async arrange({ page }) {
    await page.goto(productPath(PRODUCTS.touchUpPen));
    await waitForWidgets(page, { require: ['sf-variation-form'] });
    await page.getByLabel('Farbe').selectOption({ index: 1 });
  },
  act: async ({ page }) => void (await page.getByLabel('Inhalt').selectOption({ index: 1 })),
  async pending({ page }) {
    await expect(variationAlert(page, SHOWN.variationFailed)).toHaveCount(0);
    await expect(variationAddButton(page)).toHaveAttribute('aria-disabled', 'true');
  },
  outcomes: sameForEveryFailure(lookupFailed, async ({ page }) => {
    await expect.poll(async () => Number(await page.locator('input[name="variation_id"]').inputValue())).toBeGreaterThan(11800);
    await expect(variationAddButton(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(variationAlert(page, SHOWN.variationFailed)).toHaveCount(0);
    await expect(variationAlert(page, NO_MATCH)).toHaveCount(0);
  }),
};

const unitPrice = (page: Page) => page.locator('sf-unit-price .price-unit').first();
const announced = (page: Page) => page.locator('#sf-live-region');
const unitPriceText = async (page: Page) => (await unitPrice(page).textContent())?.replace(/\s+/g, ' ') ?? '';

async function unitPriceRestored({ page }: Walk): Promise<void> {
  await expect.poll(() => sawBusy(page)).toBe(true);
  await expect(unitPrice(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => unitPriceText(page)).toContain('14,90 € / 1 l');
  // Nothing new was announced: the live region still holds the 500 ml unit price, if anything.
  await expect(announced(page)).not.toContainText('14,90');
}

const refreshUnitPrice: Scenario = {
  async arrange({ page }) {
    await page.goto(productPath(PRODUCTS.rimCleaner));
    await waitForWidgets(page, { require: ['sf-unit-price'] });
    const first = page.waitForResponse((response) => isCall('gzd_refresh_unit_price', new URL(response.url())));
    await page.getByLabel('Inhalt').selectOption('500-ml');
    await first;
    await expect(unitPrice(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => unitPriceText(page)).toContain('17,90 € / 1 l');
  },
  act: async ({ page }) => void (await page.getByLabel('Inhalt').selectOption('1-l')),
  busy: 'sf-unit-price .price-unit',
  async pending({ page }) {
    await expect(unitPrice(page)).toHaveAttribute('aria-busy', 'true');
  },
  outcomes: sameForEveryFailure(unitPriceRestored, async ({ page }) => {
    await expect(announced(page)).toHaveText(exactText(`${SHOWN.unitPriceAnnounced} 14,90 € / 1 l`));
    await expect(unitPrice(page)).not.toHaveAttribute('aria-busy', 'true');
    expect(await sawBusy(page)).toBe(true);
  }),
};

const quickViewLink = (page: Page) => page.locator(`li.post-${PRODUCTS.frontSpoiler} a.quick-view`);

async function followsQuickViewLink({ page }: Walk): Promise<void> {
  await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universal Frontspoiler');
  await expect(page.locator('dialog.sf-quick-view')).toHaveCount(0);
  await expect(page.getByText('Fatal error')).toHaveCount(0);
}

const quickView: Scenario = {
  async arrange({ page }) {
    await page.goto('/shop/');
    await waitForWidgets(page, { require: ['sf-quick-view'] });
  },
  act: ({ page }) => quickViewLink(page).click(),
  busy: `li.post-${PRODUCTS.frontSpoiler} a.quick-view`,
  async pending({ page }) {
    await expect(quickViewLink(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL('/shop/');
    await expect(page.locator('dialog.sf-quick-view[open]')).toHaveCount(0);
  },
  outcomes: sameForEveryFailure(followsQuickViewLink, async ({ page }) => {
    const popup = page.locator('dialog.sf-quick-view[open]');
    await expect(popup.locator('h2.product-title')).toHaveText('Universal Frontspoiler');
    await expect(page).toHaveURL('/shop/');
    expect(await sawBusy(page)).toBe(true);
  }),
};

const lightboxSlide = (page: Page): Locator => page.locator('.pswp__item[aria-hidden="false"]');

async function imageFailed({ page }: Walk): Promise<void> {
  const failure = page.getByRole('alert').filter({ hasText: SHOWN.imageFailed });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('link', { name: 'Bild 1 direkt öffnen' })).toHaveAttribute('href', '/images/universal-frontspoiler-1200x1200.svg');
}

const lightboxImage: Scenario = {
  async arrange({ page }) {
    // The context's HTTP cache is the row's: the large picture a `slow` cell let through
    // (max-age 3600) would load from it in a later cell that hangs or fails it. Cleared here
    // only: the other rows fault uncacheable calls, and their pages keep V8's code cache.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    await page.goto(productPath(PRODUCTS.frontSpoiler));
    await waitForWidgets(page, { require: ['sf-product-gallery'] });
    // Every picture of the page is in before the fault, which applies to every image request.
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  },
  act: ({ page }) => page.getByRole('button', { name: 'Bildergalerie im Vollbildmodus anzeigen' }).click(),
  async pending({ page }) {
    // Open, showing the smaller picture of the page, the large one still on its way.
    await expect(page.locator('.pswp[role="dialog"]:not([aria-busy])')).toBeVisible();
    await expect(lightboxSlide(page).locator('img.pswp__img--placeholder')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SHOWN.imageFailed })).toHaveCount(0);
  },
  outcomes: {
    async http500(walk) {
      await imageFailed(walk);
      await expect(walk.page.locator('.pswp[role="dialog"]:not([aria-busy])')).toBeVisible();
      await expectNoAxeViolations(walk.page, 'lightbox image failure');
    },
    invalid_json: imageFailed,
    error_body: imageFailed,
    async slow({ page }) {
      await expect
        .poll(() =>
          lightboxSlide(page)
            .locator('img.pswp__img:not(.pswp__img--placeholder)')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      await expect(page.getByRole('alert').filter({ hasText: SHOWN.imageFailed })).toHaveCount(0);
    },
    // No timeout to step over: the lightbox keeps waiting, the large picture not in.
    async hang(walk) {
      await lightboxImage.pending!(walk);
      const large = lightboxSlide(walk.page).locator('img.pswp__img:not(.pswp__img--placeholder)');
      expect(await large.evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.naturalWidth > 0).length)).toBe(0);
    },
    offline: imageFailed,
  },
};

// The checkout: a guest's address typed, a note, the terms ticked; nothing typed may get lost.
const checkoutForm = (page: Page) => page.locator('form.checkout');
const placeButton = (page: Page) => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const checkoutNotices = (page: Page) => page.locator('sf-checkout .woocommerce-notices-wrapper [role="alert"]');
const orderReview = (page: Page) => page.locator('#order_review');
const orderTotal = (page: Page) => page.locator('.woocommerce-checkout-review-order-table tr.order-total');
const reviewAlert = (page: Page) => page.getByRole('alert').filter({ hasText: SHOWN.reviewFailed });
const NOTE = 'Bitte beim Nachbarn abgeben.';
/** The total for Germany (free shipping from 50 €) and for Austria (12,90 € shipping below 100 €). */
const TOTAL_DE = '89,50';
const TOTAL_AT = '102,40';
/** Orders of the worker's shop before the call (its tests run one after another). */
let ordersBefore = 0;

async function openFilledCheckout({ page }: Walk): Promise<void> {
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await page.goto('/checkout/');
  await waitForWidgets(page, { require: ['sf-checkout'] });
  await fillBillingAddress(page);
  await page.locator('[name="order_comments"]').fill(NOTE);
  await page.locator('input[name="terms"]').check();
  // The reviews the typed address asks for: the debounce stepped over, their answers in, before
  // the fault is set (it is for the next call only).
  await page.clock.runFor(1_000);
  await expect(orderReview(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(orderTotal(page)).toContainText(TOTAL_DE);
  ordersBefore = (await demoOrders(page.request)).length;
}

async function everyValueKept(page: Page, country = 'DE'): Promise<void> {
  const billing = page.locator('.woocommerce-billing-fields');
  for (const [label, value] of Object.entries(GUEST_ADDRESS)) await expect(billing.getByLabel(label, { exact: false }).first()).toHaveValue(value);
  await expect(page.locator('[name="billing_country"]')).toHaveValue(country);
  await expect(page.locator('[name="order_comments"]')).toHaveValue(NOTE);
  await expect(page.locator('input[name="terms"]')).toBeChecked();
  await expect(page.getByText('Fatal error')).toHaveCount(0);
}

async function reviewKept(walk: Walk, shown: Locator): Promise<void> {
  const { page } = walk;
  await expect(shown).toBeVisible();
  await expect(orderReview(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(orderTotal(page)).toContainText(TOTAL_DE);
  await everyValueKept(page, 'AT');
  await expect(placeButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL('/checkout/');
}

const updateOrderReview: Scenario = {
  arrange: openFilledCheckout,
  act: async ({ page }) => void (await page.locator('[name="billing_country"]').selectOption('AT')),
  busy: '#order_review',
  async pending({ page }) {
    await expect(orderReview(page)).toHaveAttribute('aria-busy', 'true');
    await expect(reviewAlert(page)).toHaveCount(0);
    await expect(orderTotal(page)).toContainText(TOTAL_DE);
  },
  outcomes: {
    ...sameForEveryFailure(
      (walk) => reviewKept(walk, reviewAlert(walk.page)),
      async ({ page }) => {
        await expect(orderTotal(page)).toContainText(TOTAL_AT);
        await expect(orderReview(page)).not.toHaveAttribute('aria-busy', 'true');
        await expect(reviewAlert(page)).toHaveCount(0);
        expect(await sawBusy(page)).toBe(true);
      },
    ),
    async error_body(walk) {
      await reviewKept(walk, checkoutNotices(walk.page).filter({ hasText: SHOWN.reviewRefused }));
      await expect(reviewAlert(walk.page)).toHaveCount(0);
    },
  },
};

async function orderNotPlaced({ page }: Walk, text: string): Promise<void> {
  await expect(checkoutNotices(page)).toHaveText(text);
  await expect(checkoutNotices(page)).toBeFocused();
  await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(checkoutForm(page)).not.toHaveAttribute('aria-busy', 'true');
  await everyValueKept(page);
  await expect(page).toHaveURL('/checkout/');
  expect(await demoOrders(page.request)).toHaveLength(ordersBefore);
  expect((await demoState(page.request)).count).toBe(1);
}

const ORDER_RECEIVED = /\/checkout\/order-received\/\d+\/\?key=/;

const placeOrder: Scenario = {
  arrange: openFilledCheckout,
  act: ({ page }) => placeButton(page).click(),
  busy: 'form.checkout',
  async pending({ page }) {
    await expect(checkoutForm(page)).toHaveAttribute('aria-busy', 'true');
    await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(checkoutNotices(page)).toHaveCount(0);
    await expect(page).toHaveURL('/checkout/');
  },
  outcomes: {
    async http500(walk) {
      await orderNotPlaced(walk, SHOWN.orderFailed);
      // The fault was for one call: the next click places the order, once.
      await placeButton(walk.page).click();
      await expect(walk.page).toHaveURL(ORDER_RECEIVED);
      expect(await demoOrders(walk.page.request)).toHaveLength(ordersBefore + 1);
    },
    invalid_json: (walk) => orderNotPlaced(walk, SHOWN.orderFailed),
    error_body: (walk) => orderNotPlaced(walk, SHOWN.orderRefused),
    async slow({ page }) {
      // The busy form was asserted while the shop took its time (pending); the page has left since.
      await expect(page).toHaveURL(ORDER_RECEIVED);
      expect(await demoOrders(page.request)).toHaveLength(ordersBefore + 1);
    },
    hang: (walk) => orderNotPlaced(walk, SHOWN.orderTimedOut),
    offline: (walk) => orderNotPlaced(walk, SHOWN.orderOffline),
  },
};

// ---- the wallet (fake provider on the second origin, its approval popup) ----------------------

/** The wallet's own button: 'Mit PayPal bezahlen', at the checkout labelled 'buynow' (§ 312j BGB). */
const walletButton = (page: Page) => page.locator('sf-wallet-buttons').getByRole('button', { name: /^(Mit PayPal bezahlen|Jetzt kaufen mit PayPal)$/ });
const walletWrapper = (page: Page) => page.locator('#ppc-button-ppcp-gateway');
const walletNotices = (page: Page) => page.locator('.woocommerce-notices-wrapper [role="alert"]');
const payLaterMessage = (page: Page) => page.locator('#ppcp-messages .ppcp-message');
const walletOrders = async (page: Page) => (await demoOrders(page.request)).filter((order) => order.paymentMethod === 'ppcp-gateway').length;
const reviewHeading = (popup: Page) => popup.getByRole('heading', { name: 'Zahlung prüfen', level: 1 });
/** What every wallet failure may log: the widget says why, the SDK reports the rejected order. */
const WALLET_CONSOLE = [/could not be|Client token|was refused|Error: |status of 5\d\d|Failed to load resource/];

/** The popup the next click opens (opened in the click, before the shop is asked). */
let popup: Promise<Page> = Promise.reject(new Error('no popup yet'));
popup.catch(() => {});
const expectPopup = (page: Page) => {
  popup = page.context().waitForEvent('page');
  popup.catch(() => {});
};
/** The wallet orders of the worker's shop before the call. */
let walletOrdersBefore = 0;

/** The shopper's cart on the product page's scenarios: a buy now must leave it as it was. */
async function openProductWithCart(page: Page, go: boolean): Promise<void> {
  await addViaApi(page.request, PRODUCTS.daytimeLights, 2);
  walletOrdersBefore = await walletOrders(page);
  if (!go) return;
  await page.goto(productPath(PRODUCTS.frontSpoiler));
  await expect(walletButton(page)).toBeVisible();
}

async function cartAsBefore(page: Page): Promise<void> {
  await expect.poll(async () => (await demoState(page.request)).items.map((item) => [item.productId, item.quantity])).toEqual([[PRODUCTS.daytimeLights, 2]]);
}

/** The buttons take a new click: the popup opens again (and is closed, a cancel). */
async function buttonsUsableAgain(page: Page): Promise<void> {
  // Back online: `offline` fails every call of the endpoint, not just the first.
  await page.unrouteAll();
  expectPopup(page);
  await walletButton(page).click();
  const again = await popup;
  await expect(reviewHeading(again)).toBeVisible();
  await again.close();
}

async function noWalletAlert(page: Page): Promise<void> {
  await expect(walletNotices(page)).toHaveCount(0);
  await expect(page.getByText('Fatal error')).toHaveCount(0);
}

async function buttonsShown({ page }: Walk): Promise<void> {
  await expect(walletButton(page)).toBeVisible();
  await expect(walletWrapper(page)).not.toHaveClass(/(^|\s)ppcp-disabled(\s|$)/);
  await noWalletAlert(page);
}

const dataClientId: Scenario = {
  arrange: ({ page }) => openProductWithCart(page, false),
  // The token is asked for once the payment area is near; waiting for the whole load would eat
  // into the margin before a hung call's timeout.
  act: async ({ page }) => void (await page.goto(productPath(PRODUCTS.frontSpoiler), { waitUntil: 'commit' })),
  async pending({ page }) {
    await expect(walletButton(page)).toHaveCount(0);
    await noWalletAlert(page);
  },
  outcomes: {
    async http500(walk) {
      await buttonsShown(walk);
      expect(walk.consoleGuard.messages.some((text) => /Client token could not be fetched/.test(text))).toBe(true);
      await buttonsUsableAgain(walk.page);
    },
    invalid_json: buttonsShown,
    error_body: buttonsShown,
    slow: buttonsShown,
    hang: buttonsShown,
    offline: buttonsShown,
  },
  console: WALLET_CONSOLE,
};

async function simulationIgnored(walk: Walk): Promise<void> {
  await buttonsShown(walk);
  await expect(payLaterMessage(walk.page)).toBeVisible();
}

const simulateCart: Scenario = {
  arrange: ({ page }) => openProductWithCart(page, false),
  act: async ({ page }) => void (await page.goto(productPath(PRODUCTS.frontSpoiler), { waitUntil: 'commit' })),
  async pending(walk) {
    // Asked once the buttons show: they are usable while the shop takes its time.
    await buttonsShown(walk);
  },
  outcomes: {
    ...sameForEveryFailure(simulationIgnored, simulationIgnored),
    async http500(walk) {
      await simulationIgnored(walk);
      await buttonsUsableAgain(walk.page);
      await cartAsBefore(walk.page);
    },
  },
  console: WALLET_CONSOLE,
};

async function buyNowNotStarted(walk: Walk, text: string = SHOWN.walletGeneric): Promise<void> {
  const { page } = walk;
  const opened = await popup;
  await expect.poll(() => opened.isClosed()).toBe(true);
  await expect(walletNotices(page)).toHaveText(text);
  await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
  expect(await walletOrders(page)).toBe(walletOrdersBefore);
  await cartAsBefore(page);
  // The header shows the cart given back, not the one the payment was for.
  await expect(page.locator('sf-mini-cart .header-cart-count')).toHaveText('2');
  await buttonsUsableAgain(page);
  await cartAsBefore(page);
}

async function popupShowsOrder(): Promise<void> {
  const opened = await popup;
  await expect(reviewHeading(opened)).toBeVisible();
  await opened.close();
}

const buyNowClick: Pick<Scenario, 'arrange' | 'act' | 'pending' | 'console'> = {
  arrange: ({ page }) => openProductWithCart(page, true),
  act: async ({ page }) => {
    expectPopup(page);
    await walletButton(page).click();
  },
  async pending({ page }) {
    const opened = await popup;
    expect(opened.isClosed()).toBe(false);
    await expect(reviewHeading(opened)).toHaveCount(0);
    await expect(walletNotices(page)).toHaveCount(0);
  },
  console: WALLET_CONSOLE,
};

const buyNowSlow: Outcome = async ({ page }) => {
  await popupShowsOrder();
  await cartAsBefore(page);
  await expect(walletNotices(page)).toHaveCount(0);
};

const changeCart: Scenario = { ...buyNowClick, outcomes: sameForEveryFailure(buyNowNotStarted, buyNowSlow) };
const createOrder: Scenario = { ...buyNowClick, outcomes: sameForEveryFailure(buyNowNotStarted, buyNowSlow) };

async function approvalRefused({ page }: Walk, text: string = SHOWN.walletGeneric): Promise<void> {
  await expect(walletNotices(page)).toHaveText(text);
  expect(await walletOrders(page)).toBe(walletOrdersBefore);
  // The payment restarts: the popup opens again on the same order; closed, it is a cancel.
  const again = await popup;
  await expect(reviewHeading(again)).toBeVisible();
  await again.close();
  await cartAsBefore(page);
  await expect(page).toHaveURL(productPath(PRODUCTS.frontSpoiler));
}

const approveOrder: Scenario = {
  async arrange(walk) {
    const { page } = walk;
    await openProductWithCart(page, true);
    expectPopup(page);
    await walletButton(page).click();
    await expect(reviewHeading(await popup)).toBeVisible();
  },
  async act({ page }) {
    const opened = await popup;
    // The restart after a refusal opens the next one.
    expectPopup(page);
    await opened.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  },
  async pending({ page }) {
    await expect(walletNotices(page)).toHaveCount(0);
    expect(await walletOrders(page)).toBe(walletOrdersBefore);
  },
  outcomes: {
    ...sameForEveryFailure(approvalRefused, async ({ page }) => {
      await page.waitForURL(/\/order-received\//);
      expect(await walletOrders(page)).toBe(walletOrdersBefore + 1);
      await cartAsBefore(page);
    }),
    error_body: (walk) => approvalRefused(walk, SHOWN.walletApproveRefused),
  },
  console: WALLET_CONSOLE,
};

async function openWalletCheckout(walk: Walk): Promise<void> {
  const { page } = walk;
  await openFilledCheckout(walk);
  walletOrdersBefore = await walletOrders(page);
  await page.getByLabel('PayPal', { exact: true }).check();
  // Choosing the method asks for a review: its answer is in before the fault is set. (A review
  // still out when the payment fails is applied after it.)
  await page.clock.runFor(1_000);
  await expect(orderReview(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(walletButton(page)).toBeVisible();
}

const checkoutWalletClick: Pick<Scenario, 'arrange' | 'act' | 'busy' | 'pending' | 'console'> = {
  arrange: openWalletCheckout,
  act: buyNowClick.act,
  busy: 'form.checkout',
  async pending({ page }) {
    await expect(checkoutForm(page)).toHaveAttribute('aria-busy', 'true');
    const opened = await popup;
    await expect(reviewHeading(opened)).toHaveCount(0);
    await expect(walletNotices(page)).toHaveCount(0);
  },
  console: WALLET_CONSOLE,
};

async function checkoutPopupShowsOrder({ page }: Walk): Promise<void> {
  await popupShowsOrder();
  await expect(checkoutForm(page)).not.toHaveAttribute('aria-busy', 'true');
  await noWalletAlert(page);
  await everyValueKept(page);
}

const saveCheckoutForm: Scenario = { ...checkoutWalletClick, outcomes: sameForEveryFailure(checkoutPopupShowsOrder, checkoutPopupShowsOrder) };

async function checkoutNotStarted(walk: Walk, text: string = SHOWN.walletGeneric): Promise<void> {
  const { page } = walk;
  const opened = await popup;
  await expect.poll(() => opened.isClosed()).toBe(true);
  await expect(walletNotices(page)).toHaveText(text);
  await expect(checkoutForm(page)).not.toHaveAttribute('aria-busy', 'true');
  await everyValueKept(page);
  await expect(page).toHaveURL('/checkout/');
  expect(await walletOrders(page)).toBe(walletOrdersBefore);
  expect((await demoState(page.request)).count).toBe(1);
  await buttonsUsableAgain(page);
}

const validateCheckout: Scenario = {
  ...checkoutWalletClick,
  outcomes: {
    ...sameForEveryFailure(checkoutNotStarted, checkoutPopupShowsOrder),
    error_body: (walk) => checkoutNotStarted(walk, SHOWN.shopRefusal),
  },
};

const shippingStatus = (opened: Page) => opened.locator('#fw-shipping-status');
/** The option the shopper picks in the popup, and the one chosen before. */
let shippingChoice = { picked: '', before: '' };

async function shippingRefused({ page }: Walk): Promise<void> {
  const opened = await popup;
  await expect(shippingStatus(opened)).toHaveText(SHOWN.shippingRefused);
  await expect(shippingStatus(opened)).toHaveAttribute('role', 'alert');
  await expect(opened.locator(`#fw-options input[value="${shippingChoice.before}"]`)).toBeChecked();
  await expect(opened.getByRole('button', { name: 'Zahlung bestätigen' })).toBeEnabled();
  await noWalletAlert(page);
  await opened.close();
}

const updateShipping: Scenario = {
  async arrange({ page }) {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await page.goto('/cart/');
    await expect(walletButton(page)).toBeVisible();
    expectPopup(page);
    await walletButton(page).click();
    const opened = await popup;
    await expect(reviewHeading(opened)).toBeVisible();
    const options = opened.locator('#fw-options input[name="option"]');
    await expect(options.first()).toBeVisible();
    shippingChoice = {
      before: (await opened.locator('#fw-options input[name="option"]:checked').getAttribute('value')) ?? '',
      picked: (await opened.locator('#fw-options input[name="option"]:not(:checked)').first().getAttribute('value')) ?? '',
    };
  },
  async act() {
    const opened = await popup;
    // Gone once the popup shows the order again (an accepted change reloads it).
    await opened.evaluate('window.__sfBeforeChange = true');
    // A click, not check(): a refusal may put the old option back before check() looks.
    await opened.locator(`#fw-options input[value="${shippingChoice.picked}"]`).click();
  },
  outcomes: sameForEveryFailure(shippingRefused, async ({ page }) => {
    const opened = await popup;
    // Accepted: the popup records it and shows the order again with the new option. Closed only
    // after that reload: a popup closed while it reloads can hang page.close() (seen: 9 minutes).
    await expect.poll(() => opened.evaluate('window.__sfBeforeChange === undefined && document.readyState === "complete"').catch(() => false)).toBe(true);
    await expect(opened.locator(`#fw-options input[value="${shippingChoice.picked}"]`)).toBeChecked();
    await expect(shippingStatus(opened)).not.toHaveText(SHOWN.shippingRefused);
    await noWalletAlert(page);
    await opened.close();
  }),
  console: WALLET_CONSOLE,
};

const searchField = (page: Page) => page.locator('sf-live-search input[name="s"]');
const searchMessage = (page: Page) => page.locator('sf-live-search .sf-live-search__message');

/** The suggestions failed: no list, the polite message; Enter searches the classic way. */
async function searchFellBack({ page }: Walk): Promise<void> {
  await expect(searchMessage(page)).toHaveText(SHOWN.searchFailed);
  await expect(page.locator('#sf-live-region')).toHaveText(SHOWN.searchFailed);
  await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByText('Fatal error')).toHaveCount(0);
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(/\/\?product_cat=&s=led&post_type=product$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „led“');
}

const liveSearch: Scenario = {
  async arrange({ page }) {
    await page.goto('/versand/');
    await searchField(page).focus();
    await waitForWidgets(page, { require: ['sf-live-search'] });
  },
  act: ({ page }) => searchField(page).pressSequentially('led'),
  busy: 'sf-live-search input[name="s"]',
  async pending({ page }) {
    await expect(searchField(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(searchMessage(page)).toHaveCount(0);
  },
  outcomes: sameForEveryFailure(searchFellBack, async ({ page }) => {
    await expect(page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first()).toContainText('LED');
    await expect(searchField(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await sawBusy(page)).toBe(true);
  }),
};

const comingSoonBanner = (page: Page) => page.getByRole('region', { name: 'Shop-Status' });

/** The banner after a failed dismissal: the alert, the banner kept, and still printed on the next page. */
async function bannerKept({ page }: Walk): Promise<void> {
  await expect(comingSoonBanner(page).getByRole('alert')).toHaveText(SHOWN.noticeNotHidden);
  await expect(comingSoonBanner(page)).toBeVisible();
  await expect(comingSoonBanner(page)).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(comingSoonBanner(page)).toBeVisible();
}

const dismissComingSoon: Scenario = {
  async arrange({ page }) {
    await page.request.post('/__demo/theme', { data: { comingSoonBanner: true } });
    await page.goto('/versand/');
    await expect(comingSoonBanner(page)).toBeVisible();
  },
  act: ({ page }) => comingSoonBanner(page).getByRole('button', { name: 'Ausblenden' }).click(),
  busy: '.woocommerce-coming-soon-banner-container',
  async pending({ page }) {
    await expect(comingSoonBanner(page)).toBeVisible();
    await expect(comingSoonBanner(page).getByRole('alert')).toHaveCount(0);
  },
  console: [/status of 403/],
  outcomes: sameForEveryFailure(bannerKept, async ({ page }) => {
    await expect(comingSoonBanner(page)).toBeHidden();
    expect(await sawBusy(page)).toBe(true);
    await page.reload();
    await expect(page.locator('.woocommerce-coming-soon-banner-container')).toHaveCount(0);
  }),
};

/** The contact form on /kontakt/, filled right: every failure leaves it 'failed' with a German message and what was typed. */
const contactForm = (page: Page) => page.locator('sf-contact-form form.wpcf7-form');
const contactFailed =
  (text: string): Outcome =>
  async ({ page }) => {
    await expect(contactForm(page)).toHaveAttribute('data-status', 'failed');
    await expect(contactForm(page).locator('.wpcf7-response-output')).toHaveText(text);
    await expect(contactForm(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('textbox', { name: /Dein Name/ })).toHaveValue('Anna Schmidt');
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  };
const sendContactForm: Scenario = {
  async arrange({ page }) {
    const schema = page.waitForResponse((response) => response.url().endsWith('/contact-forms/42/feedback/schema'));
    await page.goto('/kontakt/');
    await waitForWidgets(page, { require: ['sf-contact-form'] });
    await schema;
    await page.getByRole('textbox', { name: /Dein Name/ }).fill('Anna Schmidt');
    await page.getByRole('textbox', { name: /Deine E-Mail-Adresse/ }).fill('anna@example.com');
    await page.getByRole('combobox', { name: /Betreff/ }).selectOption('Sonstiges');
    await page.getByRole('textbox', { name: /Deine Nachricht/ }).fill('Habt ihr auch Teile für Oldtimer?');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  },
  act: ({ page }) => page.getByRole('button', { name: 'Nachricht senden' }).click(),
  busy: 'sf-contact-form form.wpcf7-form',
  async pending({ page }) {
    await expect(contactForm(page)).toHaveAttribute('data-status', 'submitting');
    await expect(contactForm(page).locator('.wpcf7-response-output')).toHaveText('');
  },
  outcomes: {
    http500: contactFailed(SHOWN.contactUnknownError),
    invalid_json: contactFailed(SHOWN.contactInvalidJson),
    error_body: contactFailed('Beim Versuch, deine Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuche es später erneut.'),
    async slow({ page }) {
      await expect(contactForm(page)).toHaveAttribute('data-status', 'sent');
      await expect(page.getByRole('textbox', { name: /Dein Name/ })).toHaveValue('');
      expect(await sawBusy(page)).toBe(true);
    },
    hang: contactFailed(SHOWN.contactTimedOut),
    offline: contactFailed(SHOWN.contactOffline),
  },
};

/** The photo feed as a staff user (admin bar): its errors show in the block (spec §6, §8). */
const feedBlock = (page: Page) => page.locator('sf-photo-feed [data-flatsome-instagram]');
const feedShows =
  (text: string): Outcome =>
  async ({ page }) => {
    await expect(feedBlock(page)).toHaveText(text);
    await expect(page.locator('.sf-photo-feed img')).toHaveCount(0);
  };
const photoFeed: Scenario = {
  async arrange({ page }) {
    await page.request.post('/__demo/theme', { data: { adminBar: true } });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/inhalte/');
    await waitForWidgets(page, { require: ['sf-photo-feed'] });
  },
  act: ({ page }) => feedBlock(page).scrollIntoViewIfNeeded(),
  busy: 'sf-photo-feed [data-flatsome-instagram]',
  async pending({ page }) {
    await expect(feedBlock(page)).toHaveAttribute('aria-busy', 'true');
    await expect(feedBlock(page)).toHaveText('');
  },
  outcomes: {
    http500: feedShows(SHOWN.feedFailed),
    invalid_json: async ({ page }) => {
      await expect(feedBlock(page)).toBeHidden();
      await expect(page.locator('.sf-photo-feed__error')).toHaveCount(0);
    },
    error_body: feedShows(SHOWN.feedRefused),
    slow: async ({ page }) => {
      await expect(page.locator('.sf-photo-feed img')).toHaveCount(4);
      expect(await sawBusy(page)).toBe(true);
    },
    hang: feedShows(SHOWN.feedTimedOut),
    offline: feedShows(SHOWN.feedOffline),
  },
};

const SCENARIOS: Record<Endpoint, Scenario> = {
  add_to_cart: addToCart,
  remove_from_cart: removeFromCart,
  get_refreshed_fragments: refreshFragments,
  flatsome_ajax_cart_item_alter_quantity: alterQuantity,
  cart_page: cartPageReload,
  get_variation: getVariation,
  gzd_refresh_unit_price: refreshUnitPrice,
  flatsome_quickview: quickView,
  images: lightboxImage,
  update_order_review: updateOrderReview,
  checkout: placeOrder,
  'ppc-data-client-id': dataClientId,
  'ppc-simulate-cart': simulateCart,
  'ppc-change-cart': changeCart,
  'ppc-create-order': createOrder,
  'ppc-approve-order': approveOrder,
  'ppc-save-checkout-form': saveCheckoutForm,
  'ppc-validate-checkout': validateCheckout,
  'ppc-update-shipping': updateShipping,
  flatsome_ajax_search_products: liveSearch,
  coming_soon_banner_dismiss: dismissComingSoon,
  contact_form_feedback: sendContactForm,
  flatsome_load_instagram: photoFeed,
};

/** Scenarios that step the page's clock in every mode, not only in `hang`. */
const ON_CLOCK = new Set<Endpoint>(['update_order_review', 'checkout', 'ppc-save-checkout-form', 'ppc-validate-checkout']);

// ---- the walk ------------------------------------------------------------------------------
//
// One test per row, one step per cell (`test.step`, named by its mode and outcome, so a failure
// names the cell). The cells of a row share the browser context, which saves a context and its
// fixtures per cell (about a third of the browser stage went to this table), but not their
// state: each cell starts as a new visitor (the cookies cleared, so the demo shop opens a new
// session: empty cart, no fault, theme and wallet as configured by default) on a new page (its
// own sessionStorage, routes and init scripts). The page's clock is the context's: once
// installed it stays (see walkingOrder).

type Cell = { endpoint: Endpoint; mode: TableMode };
type RowFixtures = { context: BrowserContext; consoleGuard: ConsoleGuard; sfBuild: string; consentCookie: string | null; baseURL: string | undefined };

/** A new visitor in the same context: the cookies the context fixture sets, nothing else. */
async function newVisitor(context: BrowserContext, cookies: Parameters<BrowserContext['addCookies']>[0]): Promise<Page> {
  for (const open of context.pages()) await open.close();
  await context.clearCookies();
  await context.addCookies(cookies);
  return context.newPage();
}

async function walkCell({ endpoint, mode }: Cell, page: Page, consoleGuard: ConsoleGuard): Promise<void> {
  const row = FAULT_TABLE[endpoint];
  const scenario = SCENARIOS[endpoint];
  const walk: Walk = { page, consoleGuard, shopRequests: { urls: [] } };
  const onClock = mode === 'hang' && row.timeoutMs !== null;
  if (onClock && !ON_CLOCK.has(endpoint)) await page.clock.install();
  // The console errors this cell may log: its mode's and its scenario's (checked per cell below;
  // the guard's own check at the end of the test allows those of every cell of the row).
  const allowed = [...ALLOWED_CONSOLE[mode], ...(scenario.console ?? [])];
  const logged = consoleGuard.messages.length;

  await scenario.arrange(walk);
  const release = await fail(page, endpoint, mode);
  if (scenario.busy) await watchBusy(page, scenario.busy);
  const call = page.waitForRequest((request) => isCall(endpoint, request));
  walk.shopRequests = countShopRequests(page);
  await scenario.act(walk);
  await call;
  if (mode === 'slow') {
    await scenario.pending?.(walk);
    release();
  }

  if (onClock) {
    // Stop the clock just after the call went out (a margin: the page's clock runs until
    // then, and pauseAt cannot go back), step to shortly before the timeout, then past it.
    await pauseClockAhead(page, 250);
    await page.clock.runFor(row.timeoutMs! - 1_500);
    await scenario.pending?.(walk);
    await page.clock.runFor(2_500);
    await page.clock.resume();
  }
  await scenario.outcomes[mode](walk);
  const unexpected = consoleGuard.messages.slice(logged).filter((text) => !allowed.some((pattern) => pattern.test(text)));
  expect(unexpected, `console errors or page errors of ${endpoint} × ${mode}`).toEqual([]);
}

/**
 * The modes of a row in walking order. The context's clock keeps the time a cell stepped it to,
 * and `hang` pauses it at the page's present: in a row on the clock in every mode, `hang` comes
 * first; in a row whose `hang` alone installs the clock, last.
 */
function walkingOrder(endpoint: Endpoint): TableMode[] {
  const others = TABLE_MODES.filter((mode) => mode !== 'hang');
  if (ON_CLOCK.has(endpoint)) return ['hang', ...others];
  if (FAULT_TABLE[endpoint].timeoutMs === null) return [...TABLE_MODES];
  return [...others, 'hang'];
}

/** add_to_cart × http500 is the React build's check of the fault path too: its own test, tagged @smoke. */
const SMOKE_CELL: Cell = { endpoint: 'add_to_cart', mode: 'http500' };

for (const [endpoint, row] of Object.entries(FAULT_TABLE) as Array<[Endpoint, (typeof FAULT_TABLE)[Endpoint]]>) {
  test.describe(`${endpoint} (${row.call})`, () => {
    const modes = walkingOrder(endpoint).filter((mode) => !(endpoint === SMOKE_CELL.endpoint && mode === SMOKE_CELL.mode));
    const walkRow = async (cells: TableMode[], { context, consoleGuard, sfBuild, consentCookie, baseURL }: RowFixtures) => {
      // A wallet scenario opens the provider's popup, often twice (a restart, the new click):
      // more than the default time per cell on a busy machine.
      test.setTimeout(cells.length * (endpoint.startsWith('ppc-') ? 90_000 : 30_000));
      const cookies = [{ name: 'sf_build', value: sfBuild, url: baseURL! }, ...(consentCookie ? [{ name: 'cookieyes-consent', value: consentCookie, url: baseURL! }] : [])];
      for (const mode of cells) for (const pattern of [...ALLOWED_CONSOLE[mode], ...(SCENARIOS[endpoint].console ?? [])]) consoleGuard.allow(pattern);
      if (ON_CLOCK.has(endpoint)) await context.clock.install();
      for (const mode of cells) {
        await test.step(`${mode}: ${row.outcomes[mode]}`, async () => walkCell({ endpoint, mode }, await newVisitor(context, cookies), consoleGuard));
      }
    };
    if (endpoint === SMOKE_CELL.endpoint) {
      test(`${SMOKE_CELL.mode}: ${row.outcomes[SMOKE_CELL.mode]}`, { tag: ['@smoke'] }, ({ context, consoleGuard, sfBuild, consentCookie, baseURL }) =>
        walkRow([SMOKE_CELL.mode], { context, consoleGuard, sfBuild, consentCookie, baseURL }),
      );
    }
    test(`${modes.join(', ')}: one step per mode`, ({ context, consoleGuard, sfBuild, consentCookie, baseURL }) => walkRow(modes, { context, consoleGuard, sfBuild, consentCookie, baseURL }));
  });
}
