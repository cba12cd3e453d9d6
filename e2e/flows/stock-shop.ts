/**
 * Browser flows on a shop that prints stock WooCommerce + Storefront markup with our elements
 * around it (the wrapper contract: our WordPress plugin on a real shop, and the demo shop's
 * `?sf_theme=storefront`). Each flow is given a description of the shop (`StockShop`) and selects
 * only by structure — WooCommerce's classes and field names, our element names — never by the
 * shop's words, so the same flows run on an English and a German shop.
 *
 * Every flow checks, besides its own outcome: one request per click (no wc-ajax call and no
 * form post sent twice for one action), no page load where the widget works in place, no
 * console error or page error, and axe on the pages it passes.
 *
 * Nothing here knows the demo shop: its tests and the real shop's (e2e/real-shop/) both call
 * these flows with their own description.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

export interface StockShop {
  /** e.g. http://127.0.0.1:41234 — every path below is relative to it. */
  origin: string;
  /** A product list (shop page or category) that holds the simple product's loop button. */
  listingPath: string;
  /** A simple product, in stock, at least 5 available. */
  simple: { path: string; id: number };
  /** A variable product: the select's name, one value of it and the variation it picks. */
  variable: { path: string; id: number; attribute: string; value: string; variationId: number };
  cartPath: string;
  checkoutPath: string;
  /** Checkout field name → value (text fields filled, selects chosen); enough for an order. */
  checkoutFields: Record<string, string>;
  /** The payment method's value (`input[name=payment_method]`). */
  paymentMethod: string;
  /**
   * Where the header's cart differs from Storefront's (the demo shop's seed theme runs the same
   * flows): the element whose text holds the item count, and the mini-cart element.
   */
  markup?: { headerCount?: string; miniCart?: string };
  /**
   * Whether the flows run axe on the pages they pass (default true). The demo shop's pages are
   * walked by axe in every state elsewhere (e2e/tests/stock-theme.spec.ts, accessibility.spec.ts,
   * mini-cart-storefront.spec.ts), so its runs of these flows leave it out.
   */
  axe?: boolean;
}

const STOREFRONT_MARKUP = { headerCount: '#site-header-cart a.cart-contents .count', miniCart: 'sf-mini-cart:has(#site-header-cart)' };
const markupOf = (shop: StockShop) => ({ ...STOREFRONT_MARKUP, ...shop.markup });

export interface StockShopFlow {
  name: string;
  run(page: Page, shop: StockShop): Promise<void>;
}

/** One request of the page (fetch / XHR / form post), as sent. */
interface SentRequest {
  method: string;
  url: string;
  body: string;
  /** The wc-ajax endpoint, or '' for other requests. */
  endpoint: string;
  contentType: string;
}

const wcAjaxEndpoint = (url: string) => new URL(url).searchParams.get('wc-ajax') ?? '';

/**
 * Watches what the page sends and what it logs, from the moment it is called. `during` runs an
 * action and checks that nothing in it was sent twice (same method, address and body).
 */
async function watch(page: Page, shop: StockShop) {
  // Chromium reports the body of a fetch made with a Request object only to an intercepting
  // route: a pass-through route on the shop's calls and form posts makes it readable.
  const posted = new Set([shop.cartPath, shop.checkoutPath]);
  await page.route(
    (url) => url.origin === shop.origin && (url.searchParams.has('wc-ajax') || posted.has(url.pathname)),
    (route) => route.fallback(),
  );
  const requests: SentRequest[] = [];
  const problems: string[] = [];
  const axeFindings: string[] = [];
  const pending = new Set<Request>();
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    const isPost = request.method() !== 'GET';
    if (type !== 'fetch' && type !== 'xhr' && !(type === 'document' && isPost)) return;
    pending.add(request);
    requests.push({
      method: request.method(),
      url: request.url(),
      body: request.postData() ?? '',
      endpoint: wcAjaxEndpoint(request.url()),
      contentType: request.headers()['content-type'] ?? '',
    });
  };
  page.on('request', onRequest);
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser asks for a favicon on its own; a shop without one answers 404.
    if (message.location().url.endsWith('/favicon.ico')) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.name}: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });

  return {
    /** Runs `action`, waits for `settled`, and returns the requests sent meanwhile (none twice). */
    async during(label: string, action: () => Promise<unknown>, settled: () => Promise<unknown>): Promise<SentRequest[]> {
      const from = requests.length;
      await action();
      await settled();
      const sent = requests.slice(from);
      const seen = new Map<string, number>();
      for (const request of sent) {
        const key = `${request.method} ${request.url} ${request.body}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      const twice = [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${count}× ${key.slice(0, 300)}`);
      expect(twice, `${label}: requests sent more than once`).toEqual([]);
      return sent;
    },
    /** Waits until no call of the page is under way and nothing is marked busy. */
    async quiet() {
      const busy = page.locator('[aria-busy="true"], .blockUI, form.processing');
      await expect.poll(async () => pending.size + (await busy.count()), { message: 'calls under way or busy regions' }).toBe(0);
    },
    /**
     * Axe on the page once it is quiet. Its findings are reported at the end of the flow, so a flow
     * whose steps all work but whose page has violations says both.
     */
    async axe(label: string) {
      if (shop.axe === false) return;
      await this.quiet();
      try {
        await expectNoAxeViolations(page, label);
      } catch (error) {
        axeFindings.push(error instanceof Error ? error.message : String(error));
      }
    },
    /** Axe at 1280 and 375 px, then: no console error, page error or dialog, no axe finding in the flow. */
    async finish(label: string) {
      await this.axe(label);
      if (shop.axe !== false) {
        // The phone width too, at the end where the layout change cannot affect a later step.
        const viewport = page.viewportSize();
        await page.setViewportSize({ width: 375, height: 800 });
        await this.axe(`${label}, 375 px`);
        if (viewport) await page.setViewportSize(viewport);
      }
      expect(problems, 'console errors, page errors or dialogs').toEqual([]);
      expect(axeFindings, 'axe findings on the pages of this flow').toEqual([]);
    },
  };
}

/** The fields of a posted form, URL-encoded or multipart. */
function formFields(request: SentRequest): URLSearchParams {
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(request.contentType)?.[2];
  if (!boundary) return new URLSearchParams(request.body);
  const fields = new URLSearchParams();
  for (const part of request.body.split(`--${boundary}`)) {
    const match = /^\r\n[^]*?name="([^"]*)"[^]*?\r\n\r\n([^]*)\r\n$/.exec(part);
    if (match) fields.append(match[1], match[2]);
  }
  return fields;
}

const count = (sent: SentRequest[], endpoint: string) => sent.filter((request) => request.endpoint === endpoint).length;

/** A mark on the page's window: gone after a page load. */
async function markPage(page: Page): Promise<() => Promise<void>> {
  const token = `flow-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => ((window as unknown as Record<string, string>).__stockShopFlow = value), token);
  return async () => {
    const still = await page.evaluate(() => (window as unknown as Record<string, string>).__stockShopFlow ?? null);
    expect(still, 'the page was loaded again (the widget should have worked in place)').toBe(token);
  };
}

/** Waits until one of our elements has attached its listeners. */
async function upgraded(element: Locator): Promise<void> {
  await expect(element).toHaveAttribute('data-sf-upgraded', '', { timeout: 15_000 });
}

/**
 * The cart as the shop itself reports it (its mini-cart fragment, fetched with the page's
 * cookies, outside the page): product id (a variation's parent) → quantity.
 */
export async function cartQuantities(page: Page, shop: StockShop): Promise<Record<number, number>> {
  const response = await page.request.post(`${shop.origin}/?wc-ajax=get_refreshed_fragments`, { form: { time: String(Date.now()) } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { fragments?: Record<string, string> };
  const fragment = body.fragments?.['div.widget_shopping_cart_content'];
  expect(fragment, 'the shop answers the mini-cart fragment').toBeTruthy();
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const quantities: Record<number, number> = {};
    for (const line of doc.querySelectorAll('li.mini_cart_item')) {
      const id = Number(line.querySelector('a.remove')?.getAttribute('data-product_id'));
      // The line's "2 × price" (span.quantity: a theme may print a quantity field's div.quantity too).
      const quantity = Number.parseInt(line.querySelector('span.quantity')?.textContent?.trim() ?? '', 10);
      quantities[id] = (quantities[id] ?? 0) + quantity;
    }
    return quantities;
  }, fragment!);
}

async function expectCart(page: Page, shop: StockShop, expected: Record<number, number>, label: string): Promise<void> {
  await expect.poll(() => cartQuantities(page, shop), { message: label }).toEqual(expected);
}

/** Fills the cart outside the page, through the shop's own endpoint (product or variation id). */
export async function addToCartOutside(page: Page, shop: StockShop, productId: number, quantity = 1): Promise<void> {
  const response = await page.request.post(`${shop.origin}/?wc-ajax=add_to_cart`, { form: { product_id: String(productId), quantity: String(quantity) } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toHaveProperty('fragments');
}

/** The header cart's item count, as Storefront prints it in `a.cart-contents .count` (or where the shop says). */
const headerCount = (page: Page, shop: StockShop) => page.locator(markupOf(shop).headerCount).first();
const countIs = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);

async function open(page: Page, shop: StockShop, path: string): Promise<void> {
  const response = await page.goto(`${shop.origin}${path}`);
  expect(response?.status(), `${path} answers`).toBe(200);
}

const listingAdd: StockShopFlow = {
  name: 'listing add: one item per click, header updated, no page load',
  async run(page, shop) {
    const seen = await watch(page, shop);
    await open(page, shop, shop.listingPath);
    const list = page.locator('sf-add-to-cart:has(ul.products)').first();
    await upgraded(list);
    const button = list.locator(`ul.products a.add_to_cart_button.ajax_add_to_cart[data-product_id="${shop.simple.id}"]`);
    const samePage = await markPage(page);
    for (const expected of [1, 2]) {
      const sent = await seen.during(
        `click ${expected}`,
        () => button.click(),
        () => expect(headerCount(page, shop)).toHaveText(countIs(expected)),
      );
      expect(count(sent, 'add_to_cart'), 'add_to_cart requests for one click').toBe(1);
      await expectCart(page, shop, { [shop.simple.id]: expected }, 'the shop has one more item per click');
    }
    await samePage();
    await seen.finish('listing after adds');
  },
};

const simpleAdd: StockShopFlow = {
  name: 'simple product: add with quantity 3, one request, no page load',
  async run(page, shop) {
    const seen = await watch(page, shop);
    await open(page, shop, shop.simple.path);
    const form = page.locator('sf-add-to-cart form.cart').first();
    await upgraded(page.locator('sf-add-to-cart:has(form.cart)').first());
    await form.locator('input[name="quantity"]').fill('3');
    const samePage = await markPage(page);
    const sent = await seen.during(
      'add with quantity',
      () => form.locator('button.single_add_to_cart_button').click(),
      () => expect(headerCount(page, shop)).toHaveText(countIs(3)),
    );
    const adds = sent.filter((request) => request.endpoint === 'add_to_cart');
    expect(adds, 'add_to_cart requests for one click').toHaveLength(1);
    const fields = formFields(adds[0]);
    expect(fields.get('product_id')).toBe(String(shop.simple.id));
    expect(fields.get('quantity')).toBe('3');
    // WooCommerce runs its classic handler on any request carrying this field: a second add.
    expect(fields.has('add-to-cart'), 'the ajax add carries no add-to-cart field').toBe(false);
    await expectCart(page, shop, { [shop.simple.id]: 3 }, 'the shop has 3 of the product');
    await samePage();
    await seen.finish('simple product after the add');
  },
};

const variableAdd: StockShopFlow = {
  name: 'variable product: exactly one item per click, the variation added, no page load',
  async run(page, shop) {
    const seen = await watch(page, shop);
    const { variable } = shop;
    await open(page, shop, variable.path);
    const form = page.locator('form.variations_form').first();
    await upgraded(page.locator('sf-variation-form').first());
    await upgraded(page.locator('sf-add-to-cart:has(form.variations_form)').first());
    await form.locator(`select[name="${variable.attribute}"]`).selectOption(variable.value);
    await expect(form.locator('input[name="variation_id"]')).toHaveValue(String(variable.variationId));
    const samePage = await markPage(page);
    for (const expected of [1, 2]) {
      const sent = await seen.during(
        `click ${expected}`,
        () => form.locator('button.single_add_to_cart_button').click(),
        () => expect(headerCount(page, shop)).toHaveText(countIs(expected)),
      );
      const adds = sent.filter((request) => request.endpoint === 'add_to_cart');
      expect(adds, 'add_to_cart requests for one click').toHaveLength(1);
      const fields = formFields(adds[0]);
      // A stock WooCommerce adds a variation only by its own id as product_id.
      expect(fields.get('product_id'), 'the variation is added by its own id').toBe(String(variable.variationId));
      expect(fields.has('add-to-cart'), 'the ajax add carries no add-to-cart field').toBe(false);
      await expectCart(page, shop, { [variable.id]: expected }, 'exactly one item per click');
    }
    await samePage();
    await seen.finish('variable product after the adds');
  },
};

/** The cart page's line of a product (a variation's line carries its parent id). */
const cartRow = (page: Page, productId: number) => page.locator(`form.woocommerce-cart-form tr.cart_item:has(a.remove[data-product_id="${productId}"])`);
const orderTotal = (page: Page) => page.locator('.cart-collaterals .cart_totals .order-total .amount').first();

const cartPage: StockShopFlow = {
  name: 'cart page: a quantity changed and a line removed, totals updated, no page load',
  async run(page, shop) {
    const seen = await watch(page, shop);
    await addToCartOutside(page, shop, shop.simple.id, 2);
    await addToCartOutside(page, shop, shop.variable.variationId, 1);
    await open(page, shop, shop.cartPath);
    await upgraded(page.locator('sf-cart-form').first());
    await expect(cartRow(page, shop.simple.id)).toHaveCount(1);
    await expect(cartRow(page, shop.variable.id)).toHaveCount(1);
    const samePage = await markPage(page);

    const before = (await orderTotal(page).textContent()) ?? '';
    const quantity = cartRow(page, shop.simple.id).locator('input.qty');
    await seen.during(
      'quantity 2 → 3',
      async () => {
        await quantity.fill('3');
        await quantity.press('Tab');
      },
      async () => {
        await expect(orderTotal(page)).not.toHaveText(before);
        await expectCart(page, shop, { [shop.simple.id]: 3, [shop.variable.id]: 1 }, 'the shop has the new quantity');
      },
    );
    await expect(cartRow(page, shop.simple.id).locator('input.qty')).toHaveValue('3');
    await seen.axe('cart page after a quantity change');

    const afterQuantity = (await orderTotal(page).textContent()) ?? '';
    await seen.during(
      'remove the variation',
      () => cartRow(page, shop.variable.id).locator('a.remove').click(),
      async () => {
        await expect(cartRow(page, shop.variable.id)).toHaveCount(0);
        await expect(orderTotal(page)).not.toHaveText(afterQuantity);
        await expectCart(page, shop, { [shop.simple.id]: 3 }, 'the line is gone from the shop');
      },
    );
    await samePage();
    await seen.finish('cart page after a removal');
  },
};

const miniCart: StockShopFlow = {
  name: 'mini-cart: its disclosure button opens and closes it, a line removed',
  async run(page, shop) {
    const seen = await watch(page, shop);
    await addToCartOutside(page, shop, shop.simple.id, 1);
    await open(page, shop, shop.listingPath);
    const miniCart = page.locator(markupOf(shop).miniCart).first();
    // Its code comes at idle or on the first interaction; the button comes with it.
    const button = miniCart.locator('button[aria-expanded]').first();
    await expect(button).toBeVisible({ timeout: 15_000 });
    await upgraded(miniCart);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = miniCart.locator('.widget_shopping_cart_content');
    const samePage = await markPage(page);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(content.locator('li.mini_cart_item')).toHaveCount(1);
    await expect(content.locator('li.mini_cart_item').first()).toBeVisible();
    await seen.axe('mini-cart open');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // By keyboard: the focused button opens it again.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const sent = await seen.during(
      'remove from the mini-cart',
      () => content.locator(`a.remove_from_cart_button[data-product_id="${shop.simple.id}"]`).click(),
      async () => {
        await expect(content.locator('li.mini_cart_item')).toHaveCount(0);
        await expect(headerCount(page, shop)).toHaveText(countIs(0));
      },
    );
    expect(count(sent, 'remove_from_cart'), 'remove_from_cart requests for one click').toBe(1);
    await expectCart(page, shop, {}, 'the cart is empty in the shop');
    await samePage();
    await seen.finish('mini-cart after the removal');
  },
};

const checkout: StockShopFlow = {
  name: 'checkout: one order placed',
  async run(page, shop) {
    const seen = await watch(page, shop);
    await addToCartOutside(page, shop, shop.simple.id, 1);
    await open(page, shop, shop.checkoutPath);
    await upgraded(page.locator('sf-checkout').first());
    const form = page.locator('form.checkout').first();
    await seen.axe('checkout');
    for (const [name, value] of Object.entries(shop.checkoutFields)) {
      const field = form.locator(`[name="${name}"]`).first();
      const kind = await field.evaluate((element) => (element.localName === 'input' ? (element as HTMLInputElement).type : element.localName));
      if (kind === 'select') {
        if ((await field.inputValue()) !== value) await field.selectOption(value);
      } else if (kind === 'checkbox') {
        // A box the shop requires (German shops: the terms).
        await field.check();
      } else {
        await field.fill(value);
      }
    }
    // Storefront hides the radio behind its label's drawn one: a shopper clicks the label.
    const method = form.locator(`input[name="payment_method"][value="${shop.paymentMethod}"]`);
    await seen.quiet();
    await form.locator(`label[for="${await method.getAttribute('id')}"]`).click();
    await expect(method).toBeChecked();

    const sent = await seen.during(
      'place the order',
      () => form.locator('#place_order').click(),
      () => expect(page.locator('.woocommerce-order-overview, .woocommerce-thankyou-order-details').first()).toBeVisible({ timeout: 20_000 }),
    );
    expect(count(sent, 'checkout'), 'checkout requests for one click').toBe(1);
    await expect(page.locator('.woocommerce-order-overview__order strong, .woocommerce-order-overview .order strong').first()).toHaveText(/^\s*\d+\s*$/);
    await expectCart(page, shop, {}, 'the cart is empty after the order');
    await seen.finish('order received');
  },
};

/** The stock-shop flows a real WooCommerce shop must pass, in order. */
export const stockShopFlows: readonly StockShopFlow[] = [listingAdd, simpleAdd, variableAdd, cartPage, miniCart, checkout];
