/**
 * The wallet's bytes on a page (issue 11), shared by the size budget and bench/wallet.ts: the
 * visitor's wallet configuration switched through the demo shop's JSON API (/__demo/wallet,
 * demo-server/README.md "Wallet payments"), then every script the page loads, in three parts:
 * - first view: the shop's own scripts before the `sf-idle-prefetch` mark (what eagerScripts in
 *   lib.ts counts for the budgets);
 * - later: the shop's own scripts fetched at idle or after choosing payment methods (the
 *   wallet's widgets are loaded at idle, their provider script near the viewport);
 * - provider: the provider SDK from the third-party origin, its own bytes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fetchedAtIdle, sizes, widgetsUpgraded, type ScriptSize } from './lib';

/** The demo's wallet switches (demo-server/payments/state.ts CONFIG_SWITCHES). */
export type WalletSwitches = Partial<
  Record<'product' | 'cart' | 'checkout' | 'pay-now' | 'miniCartButtons' | 'payLater' | 'separateButtons' | 'earlyValidation' | 'basicValidation' | 'appSwitch', boolean>
>;

/** Pages print nothing of the wallet: every context off, no messages. */
export const WALLET_OFF: WalletSwitches = { product: false, cart: false, checkout: false, 'pay-now': false, miniCartButtons: false, payLater: false, separateButtons: false };
/** Everything the wallet can put on a page: every context, mini-cart buttons, messages, separate (card) buttons. */
export const WALLET_EVERYTHING: WalletSwitches = { product: true, cart: true, checkout: true, 'pay-now': true, miniCartButtons: true, payLater: true, separateButtons: true };

/**
 * Sets the visitor's wallet configuration: back to the defaults (product, cart, checkout and
 * pay-later on), then `switches` on top. Throws when the shop has no wallet (no third party).
 */
export async function setWallet(context: BrowserContext, baseUrl: string, switches: WalletSwitches = {}): Promise<void> {
  const reset = await context.request.delete(`${baseUrl}/__demo/wallet`);
  if (!reset.ok()) throw new Error(`wallet configuration reset: HTTP ${reset.status()}`);
  const answer = await context.request.post(`${baseUrl}/__demo/wallet`, { data: switches });
  if (!answer.ok()) throw new Error(`wallet configuration ${JSON.stringify(switches)}: HTTP ${answer.status()} ${await answer.text()}`);
  const { available } = (await answer.json()) as { available: boolean };
  if (!available) throw new Error('the demo shop runs without its third party: no wallet to measure');
}

/** Puts a product in the visitor's cart (cart and checkout show their forms, and the wallet, only with one). */
export async function addProduct(context: BrowserContext, baseUrl: string, productId = '101'): Promise<void> {
  const answer = await context.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: productId, quantity: '1' } });
  if (!answer.ok()) throw new Error(`add to cart: HTTP ${answer.status()}`);
}

/** Resolves once no script request of the page has been in flight for `quietMs`. */
export async function scriptsQuiet(page: Page, inFlight: () => number, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`scripts still loading after ${timeoutMs} ms`);
}

export interface WalletPageBytes {
  /** The page printed the wallet's buttons element (its markup is on the page). */
  walletPrinted: boolean;
  firstView: ScriptSize[];
  later: ScriptSize[];
  provider: ScriptSize[];
}

export const gzipSum = (scripts: ScriptSize[]) => scripts.reduce((sum, script) => sum + script.gzip, 0);

/**
 * Every script `path` loads for a visitor with the wallet switched to `switches` (Preact build,
 * 1280×800, a fresh context), after its widgets are upgraded and its scripts are quiet. With
 * `everyPaymentMethod` (the checkout) each payment method is chosen in turn, without scrolling,
 * so the code each one needs is loaded too.
 */
export async function walletPageBytes(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { switches: WalletSwitches; productInCart?: boolean; everyPaymentMethod?: boolean },
): Promise<WalletPageBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'sf_build', value: 'preact', url: baseUrl }]);
  try {
    await setWallet(context, baseUrl, options.switches);
    if (options.productInCart) await addProduct(context, baseUrl);
    const page = await context.newPage();
    const shopOrigin = new URL(baseUrl).origin;
    const scripts: (ScriptSize & { shop: boolean })[] = [];
    const pending: Promise<void>[] = [];
    let inFlight = 0;
    page.on('request', (request) => request.resourceType() === 'script' && inFlight++);
    page.on('requestfailed', (request) => request.resourceType() === 'script' && inFlight--);
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      pending.push(
        response
          .body()
          .then((body) => void scripts.push({ ...sizes(url.pathname, body), shop: url.origin === shopOrigin }))
          .finally(() => inFlight--),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await widgetsUpgraded(page);
    await scriptsQuiet(page, () => inFlight);
    const walletPrinted = (await page.locator('sf-wallet-buttons').count()) > 0;
    const prefetched = await fetchedAtIdle(page);
    await Promise.all(pending);
    const beforeChoosing = new Set(scripts);
    if (options.everyPaymentMethod) {
      // A click in the page, not Playwright's check(): that scrolls, and a scroll loads the
      // widgets that wait for one (not a payment method's code).
      for (const radio of await page.locator('input[name="payment_method"]').all()) {
        await radio.evaluate((input: HTMLInputElement) => input.click());
        await scriptsQuiet(page, () => inFlight);
      }
      await widgetsUpgraded(page);
      await Promise.all(pending);
    }
    const byGzip = (a: ScriptSize, b: ScriptSize) => b.gzip - a.gzip;
    const strip = ({ shop: _shop, ...script }: ScriptSize & { shop: boolean }): ScriptSize => script;
    const firstView = scripts.filter((s) => s.shop && beforeChoosing.has(s) && !prefetched.includes(s.url));
    return {
      walletPrinted,
      firstView: firstView.map(strip).sort(byGzip),
      later: scripts
        .filter((s) => s.shop && !firstView.includes(s))
        .map(strip)
        .sort(byGzip),
      provider: scripts
        .filter((s) => !s.shop)
        .map(strip)
        .sort(byGzip),
    };
  } finally {
    await context.close();
  }
}
