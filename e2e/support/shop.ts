import type { FaultEndpoint as ShopFaultEndpoint } from '../../demo-server/app';
import type { FaultMode as ShopFaultMode } from '../../demo-server/faults/modes';
import { registeredWidgets } from '../../src/entry/registry';

const widgetTags = registeredWidgets.map((widget) => widget.tag);
const loadOnScrollTags: string[] = registeredWidgets.filter((widget) => widget.when === 'scroll').map((widget) => widget.tag);
const loadOnInteractionTags: string[] = registeredWidgets.filter((widget) => widget.when === 'interaction').map((widget) => widget.tag);
/** Widgets that wait for a consent category (order attribution): not waited for unless required. */
const loadOnConsentTags: string[] = registeredWidgets.filter((widget) => typeof widget.when === 'object' && 'consent' in widget.when).map((widget) => widget.tag);
/** Widgets that load once the page is idle (the theme's popups, on every page): not waited for unless required (a page may never go idle). */
const loadAtIdleTags: string[] = registeredWidgets.filter((widget) => widget.when === 'idle').map((widget) => widget.tag);
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo shop's cart as `GET /__demo/state` reports it. */
export interface DemoState {
  items: Array<{ key: string; productId: number; variationId: number; variation: Record<string, string>; quantity: number }>;
  count: number;
  cartHash: string;
}

/** The demo shop's registered fault endpoints (demo-server/faults/registry.ts), or `*` for all but images. */
export type FaultEndpoint = ShopFaultEndpoint | '*';
export type FaultMode = ShopFaultMode;

/**
 * `request` must be `page.request` / `context.request`: it shares the browser context's
 * cookies, so faults and the cart belong to the same visitor session as the page.
 */
export async function setFault(request: APIRequestContext, fault: { endpoint: FaultEndpoint; mode: FaultMode; delayMs?: number; times?: number }): Promise<void> {
  const response = await request.post('/__demo/faults', { data: fault });
  expect(response.status(), await response.text()).toBe(200);
}

export async function demoState(request: APIRequestContext): Promise<DemoState> {
  const response = await request.get('/__demo/state');
  expect(response.status()).toBe(200);
  return (await response.json()) as DemoState;
}

/** Quantity of one product in the cart (0 when absent). */
export async function quantityOf(request: APIRequestContext, productId: number): Promise<number> {
  const state = await demoState(request);
  return state.items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0);
}

/** Add through the shop's wc-ajax endpoint, outside the page (a cart changed "elsewhere"). */
export async function addViaApi(request: APIRequestContext, productId: number, quantity: number | string = 1, extra: Record<string, string> = {}): Promise<void> {
  const response = await request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity), ...extra } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toHaveProperty('fragments');
}

/**
 * Wait until the widgets on the page are upgraded: every shown element of a widget tag has its code
 * defined, and every element of a defined tag carries `data-sf-upgraded` (set once its
 * listeners are attached). Hidden widgets (the drawer on wide screens, fields inside a closed
 * dropdown) load on first show and are not waited for; nor are widgets that load on the first
 * scroll (the sticky bar), interaction (quick view) or idle (the popups), unless required: then the helper sends
 * the scroll, or points at the first element, as they wait for.
 */
export async function waitForWidgets(page: Page, options: { require?: string[] } = {}): Promise<void> {
  const required = options.require ?? [];
  if (required.some((tag) => loadOnScrollTags.includes(tag))) await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  // Widgets that load on interaction: point at the first of each required one, as a shopper would.
  const touched = required.filter((tag) => loadOnInteractionTags.includes(tag));
  if (touched.length) await page.evaluate((tags) => tags.forEach((tag) => document.querySelector(tag)?.dispatchEvent(new Event('pointerover', { bubbles: true }))), touched);
  await page.waitForFunction(
    ({ required, tags, later }: { required: string[]; tags: string[]; later: string[] }) => {
      const elements = [...document.querySelectorAll('*')].filter((element) => tags.includes(element.localName) && (required.includes(element.localName) || !later.includes(element.localName)));
      for (const tag of required) if (!elements.some((element) => element.localName === tag)) return false;
      return elements.every((element) => {
        const defined = customElements.get(element.localName) !== undefined;
        if (!defined) return !required.includes(element.localName) && !(element.checkVisibility?.() ?? true);
        return element.hasAttribute('data-sf-upgraded');
      });
    },
    { required, tags: widgetTags, later: [...loadOnScrollTags, ...loadOnInteractionTags, ...loadOnConsentTags, ...loadAtIdleTags] },
    { timeout: 10_000 },
  );
}

/** Wait until one element is upgraded (its listeners attached). */
export async function expectUpgraded(widget: Locator): Promise<void> {
  await expect(widget).toHaveAttribute('data-sf-upgraded', '');
}

/** Text with all whitespace (incl. no-break spaces) collapsed to single spaces. */
export const normalise = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A regular expression for an exact text, whitespace-insensitive (for aria-labels with nbsp). */
export function exactText(text: string): RegExp {
  const escaped = normalise(text)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '[\\s\\u00a0\\u202f]+');
  return new RegExp(`^\\s*${escaped}\\s*$`);
}

/** Count shop requests (wc-ajax / admin-ajax) the page sends from now on. */
export function countShopRequests(page: Page): { readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('wc-ajax=') || url.includes('admin-ajax.php')) urls.push(`${request.method()} ${url}`);
  });
  return { urls };
}

/**
 * Answers only the first request matching `url` with `handler`; later ones go to the shop. Use
 * this, not `page.route(…, { times: 1 })`: when a `times` route is used up, Playwright turns
 * request interception off, and a request the browser held for interception at that moment (the
 * next call a failure handler makes at once) can wait forever (seen as 30 s test timeouts).
 */
export async function routeFirst(page: Page, url: Parameters<Page['route']>[0], handler: Parameters<Page['route']>[1]): Promise<void> {
  let used = false;
  await page.route(url, (route, request) => {
    if (used) return route.fallback();
    used = true;
    return handler(route, request);
  });
}

export const ADD_ERROR = 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.';
export const EMPTY_CART = 'Dein Warenkorb ist gegenwärtig leer.';
export const MINI_CART_EMPTY = 'Es befinden sich keine Produkte im Warenkorb.';

/**
 * Pause the page's clock `aheadMs` from its present time. Between reading the time and pausing, a
 * loaded machine can pass that moment (Playwright: "Cannot fast-forward to the past"): then the
 * time is read again, a few times at most.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}
