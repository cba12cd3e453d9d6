/**
 * Size budget (issue 2): the eager JavaScript of the Preact build on the product page is at
 * most 20 kB gzip (loader, runtime and cart widgets). The React build's figure is printed
 * for comparison. Exits non-zero when the budget is exceeded. Needs `npm run build` first.
 */
import { eagerScripts, kB, launch, startShop } from './lib';

export const PRODUCT_PAGE = '/product/universal-frontspoiler/';
export const PREACT_PRODUCT_PAGE_BUDGET_GZIP = 20_000;

const shop = await startShop();
const browser = await launch();
try {
  const preact = await eagerScripts(browser, shop.baseUrl, PRODUCT_PAGE, 'preact');
  const react = await eagerScripts(browser, shop.baseUrl, PRODUCT_PAGE, 'react');
  for (const script of preact.scripts) console.log(`  preact ${script.url.padEnd(58)} ${String(script.gzip).padStart(6)} B gzip`);
  console.log(`product page, eager JS, Preact build: ${kB(preact.total.gzip)} gzip (${kB(preact.total.bytes)} minified) — budget ${kB(PREACT_PRODUCT_PAGE_BUDGET_GZIP)}`);
  console.log(`product page, eager JS, React build:  ${kB(react.total.gzip)} gzip (${kB(react.total.bytes)} minified) — for comparison`);
  if (preact.total.gzip > PREACT_PRODUCT_PAGE_BUDGET_GZIP) {
    console.error(`size budget exceeded by ${preact.total.gzip - PREACT_PRODUCT_PAGE_BUDGET_GZIP} bytes gzip`);
    process.exitCode = 1;
  } else {
    console.log(`size budget holds: ${PREACT_PRODUCT_PAGE_BUDGET_GZIP - preact.total.gzip} bytes gzip to spare`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
