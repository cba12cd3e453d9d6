/**
 * Shared by the size budget and the benchmark: the demo shop on a loopback port, Debian's
 * Chromium, and the JavaScript a page loads before anyone touches it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { startDemoShop } from '../demo-server/start';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { registeredWidgets } from '../src/entry/registry';

export const widgetTags = registeredWidgets.map((widget) => widget.tag);
/** Widgets that load only after a scroll, an interaction or a consent category: a page without the shopper never loads them. */
export const loadOnLaterTags: string[] = registeredWidgets
  .filter((widget) => widget.when === 'scroll' || widget.when === 'interaction' || (typeof widget.when === 'object' && 'consent' in widget.when))
  .map((widget) => widget.tag);
/**
 * Widgets whose code comes once the page is idle (the header cart, the fragments, the wallet's
 * buttons, the banner: their markup works until then and a click on one loads it at once):
 * not part of a first view, nor of 'ready' (bench/ready.ts).
 */
export const loadAtIdleTags: string[] = registeredWidgets.filter((widget) => widget.when === 'idle').map((widget) => widget.tag);

/** The shop and its third-party origin (the wallet provider's SDK and popup) on free loopback ports. */
export async function startShop(): Promise<{ baseUrl: string; thirdPartyUrl: string; stop: () => Promise<void> }> {
  const shop = await startDemoShop();
  return { baseUrl: shop.url, thirdPartyUrl: shop.thirdPartyUrl, stop: () => shop.close() };
}

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

export interface ScriptSize {
  url: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export const sizes = (url: string, body: Buffer): ScriptSize => ({
  url,
  bytes: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Resolves once every shown element of a widget tag carries data-sf-upgraded (those loading at idle too; not those that wait for a scroll or an interaction). */
export async function widgetsUpgraded(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (tags) => [...document.querySelectorAll(tags.join(','))].filter((element) => element.checkVisibility()).every((element) => element.hasAttribute('data-sf-upgraded')),
    widgetTags.filter((tag) => !loadOnLaterTags.includes(tag)),
    { timeout, polling: 50 },
  );
}

/** Paths of what the page fetched at idle (from the mark `sf-idle-prefetch` on): not part of its first view. */
export const fetchedAtIdle = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const mark = performance.getEntriesByName('sf-idle-prefetch')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= mark)
      .map((entry) => new URL(entry.name).pathname);
  });

/**
 * Every JavaScript file `path` loads without interaction, in a fresh browser context (a
 * shopper's first view), measured as minified bytes and as gzip -9 / brotli 11. What the page
 * fetches at idle for a first click (after the mark `sf-idle-prefetch`) is listed apart, in
 * `idlePrefetch`: it is not part of the first view.
 */
export async function eagerScripts(
  browser: Browser,
  baseUrl: string,
  path: string,
  build: 'preact' | 'react',
  viewport = { width: 1280, height: 800 },
  /** What the shopper did before (e.g. a product in the cart, for the checkout), through the context's requests. */
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'sf_build', value: build, url: baseUrl }]);
  await prepare?.(context);
  const page = await context.newPage();
  const scripts: ScriptSize[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.push(sizes(new URL(response.url()).pathname, body))));
  };
  page.on('response', onResponse);
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await widgetsUpgraded(page);
  await page.waitForLoadState('networkidle');
  // No more reading after this: a script answered later (a timer's, the idle prefetch's) would
  // have its body read after the context closed (an unhandled rejection that stopped the run).
  page.off('response', onResponse);
  await Promise.all(pending);
  const prefetched = await fetchedAtIdle(page);
  await context.close();
  const firstView = scripts.filter((script) => !prefetched.includes(script.url)).sort((a, b) => b.gzip - a.gzip);
  const total = firstView.reduce((sum, s) => ({ bytes: sum.bytes + s.bytes, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), { bytes: 0, gzip: 0, brotli: 0 });
  return { scripts: firstView, total, idlePrefetch: scripts.filter((script) => prefetched.includes(script.url)) };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
