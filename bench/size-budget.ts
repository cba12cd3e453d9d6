/**
 * Size budgets for the Preact build's eager JavaScript on the product page (gzip -9, first
 * view, no interaction), checked in `npm test`:
 * - issue 2: loader, runtime and cart widgets at most 20 kB;
 * - issue 3: everything the product page loads at most 30 kB (product widgets included;
 *   lightbox, zoom and quick view load on demand; the HTTP client, fetched at idle for the
 *   first add to cart, is printed apart).
 * - issue 10: everything the checkout page loads (with a product in the cart) at most 28 kB.
 * - issue 12: a content page without shop widgets (the shipping page: header search, header
 *   cart, fragments) at most 15 kB; the live search loads on the first interaction and is
 *   printed apart.
 * The React build's figures are printed for comparison. Needs `npm run build` first.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { eagerScripts, kB, launch, startShop, type ScriptSize } from './lib';

export const PRODUCT_PAGE = '/product/universal-frontspoiler/';
/** The heaviest product page: variation form and unit price on top of the simple page's widgets. */
export const VARIABLE_PRODUCT_PAGE = '/product/felgenreiniger-konzentrat/';
const CART_PART = /\/(loader\.js|chunks\/(runtime|domain-cart|widget-(add-to-cart|cart-drawer|cart-form|cart-fragments|mini-cart|quantity|shop-ordering))-)/;
const BUDGETS = [
  { name: 'loader, runtime and cart widgets (issue 2)', limit: 20_000, includes: (s: ScriptSize) => CART_PART.test(s.url) },
  { name: 'whole product page (issue 3)', limit: 30_000, includes: () => true },
];

export const CHECKOUT_PAGE = '/checkout/';
const CHECKOUT_BUDGET = 28_000;

export const CONTENT_PAGE = '/versand/';
const CONTENT_BUDGET = 15_000;

const gzipOf = (scripts: ScriptSize[], includes: (s: ScriptSize) => boolean) => scripts.filter(includes).reduce((sum, s) => sum + s.gzip, 0);

const shop = await startShop();
const browser = await launch();
try {
  const preact = await eagerScripts(browser, shop.baseUrl, PRODUCT_PAGE, 'preact');
  const react = await eagerScripts(browser, shop.baseUrl, PRODUCT_PAGE, 'react');
  for (const script of preact.scripts) console.log(`  preact ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip`);
  for (const script of preact.idlePrefetch) console.log(`  preact ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip, fetched at idle for the first click (not first view)`);
  for (const budget of BUDGETS) {
    const used = gzipOf(preact.scripts, budget.includes);
    const verdict = used <= budget.limit ? `holds, ${budget.limit - used} B to spare` : `EXCEEDED by ${used - budget.limit} B`;
    console.log(`product page, Preact, ${budget.name}: ${kB(used)} gzip — budget ${kB(budget.limit)}: ${verdict}`);
    console.log(`product page, React,  ${budget.name}: ${kB(gzipOf(react.scripts, budget.includes))} gzip — for comparison`);
    if (used > budget.limit) process.exitCode = 1;
  }
  const variable = await eagerScripts(browser, shop.baseUrl, VARIABLE_PRODUCT_PAGE, 'preact');
  for (const script of variable.scripts) console.log(`  preact, variable ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip`);
  const whole = BUDGETS[1];
  const used = gzipOf(variable.scripts, whole.includes);
  console.log(`variable product page, Preact, ${whole.name}: ${kB(used)} gzip — budget ${kB(whole.limit)}: ${used <= whole.limit ? `holds, ${whole.limit - used} B to spare` : `EXCEEDED by ${used - whole.limit} B`}`);
  if (used > whole.limit) process.exitCode = 1;
  // The checkout shows its form only with something in the cart.
  const withProduct = async (context: BrowserContext) => {
    const answer = await context.request.post(`${shop.baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } });
    if (!answer.ok()) throw new Error(`add to cart for the checkout: HTTP ${answer.status()}`);
  };
  const checkout = await eagerScripts(browser, shop.baseUrl, CHECKOUT_PAGE, 'preact', undefined, withProduct);
  for (const script of checkout.scripts) console.log(`  preact, checkout ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip`);
  const checkoutUsed = checkout.total.gzip;
  console.log(`checkout page, Preact, whole page (issue 10): ${kB(checkoutUsed)} gzip — budget ${kB(CHECKOUT_BUDGET)}: ${checkoutUsed <= CHECKOUT_BUDGET ? `holds, ${CHECKOUT_BUDGET - checkoutUsed} B to spare` : `EXCEEDED by ${checkoutUsed - CHECKOUT_BUDGET} B`}`);
  if (checkoutUsed > CHECKOUT_BUDGET) process.exitCode = 1;
  const content = await eagerScripts(browser, shop.baseUrl, CONTENT_PAGE, 'preact');
  for (const script of content.scripts) console.log(`  preact, content page ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip`);
  for (const script of content.idlePrefetch) console.log(`  preact, content page ${script.url.padEnd(60)} ${String(script.gzip).padStart(6)} B gzip, fetched at idle (not first view)`);
  const contentUsed = content.total.gzip;
  // Issue 12 is open: this line is its target and reports, it does not fail the run yet. The
  // runtime chunk alone is most of a content page (see the list above); the issue's note says
  // what is left. Make it a gate (exitCode) once the issue's work reaches it.
  console.log(`content page ${CONTENT_PAGE}, Preact, whole page (issue 12, target while the issue is open): ${kB(contentUsed)} gzip — budget ${kB(CONTENT_BUDGET)}: ${contentUsed <= CONTENT_BUDGET ? `holds, ${CONTENT_BUDGET - contentUsed} B to spare` : `not reached yet, ${contentUsed - CONTENT_BUDGET} B over`}`);
  // What the first focus on the search field costs (not first view).
  const manifest = JSON.parse(await readFile(new URL('../dist/preact/manifest.json', import.meta.url), 'utf8')) as { widgets: Record<string, string[]> };
  for (const file of manifest.widgets['sf-live-search']?.filter((chunk) => !chunk.includes('/runtime-')) ?? []) {
    const body = await readFile(new URL(`../dist/preact/${file}`, import.meta.url));
    console.log(`  preact, on the first interaction with the header search: ${file} ${String(gzipSync(body, { level: 9 }).length).padStart(6)} B gzip`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
