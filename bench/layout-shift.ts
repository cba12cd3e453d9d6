/**
 * Layout shift while the widgets upgrade: the page's cumulative layout shift (the sum of every
 * `layout-shift` entry without recent input, from the start of the page until every shown widget,
 * those that load at idle too, has upgraded and two more frames have been drawn), per page, width
 * and visitor, with the elements the largest shift moved. A first view shows the consent banner;
 * a returning visitor (consent decided) does not. The upgrade should move nothing: the shop's
 * HTML is the page, and a widget that changes its size when its code comes moves what follows.
 *
 * `npx tsx bench/layout-shift.ts` (BUILDS=preact,react), or as part of `npm run bench`.
 * No CPU throttling: layout shift does not depend on speed, only on what the code changes.
 */
import type { Browser } from 'playwright-core';
import { launch, startShop, widgetsUpgraded } from './lib';

export const LAYOUT_SHIFT_PAGES = {
  home: '/',
  shop: '/shop/',
  'simple product': '/product/universal-frontspoiler/',
  'variable product': '/product/felgenreiniger-konzentrat/',
  cart: '/cart/',
  content: '/versand/',
} as const;
const WIDTHS = [375, 1280] as const;
/** A visitor who decided (rejected everything optional): no banner. */
const DECIDED = 'consentid:YWJj,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no';

export interface LayoutShift {
  page: string;
  width: number;
  visitor: 'first view' | 'returning';
  build: string;
  cls: number;
  /** The elements the largest shift moved (tag.class), at most three. */
  largest: string[];
}

async function measure(browser: Browser, baseUrl: string, build: string, path: string, width: number, visitor: LayoutShift['visitor']) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'sf_build', value: build, url: baseUrl }, ...(visitor === 'returning' ? [{ name: 'cookieyes-consent', value: DECIDED, url: baseUrl }] : [])]);
  // The cart page with something in it (its table and totals are the page).
  await context.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } });
  const page = await context.newPage();
  await page.addInitScript(`(() => {
    const shifts = (window.__sfShifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: (entry.sources || []).map((source) => source.node ? source.node.nodeName.toLowerCase() + (source.node.className ? '.' + String(source.node.className).trim().split(/\\s+/).join('.') : '') : '?').slice(0, 3) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  })()`);
  await page.goto(baseUrl + path);
  await widgetsUpgraded(page);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))');
  const shifts = (await page.evaluate('window.__sfShifts')) as Array<{ value: number; moved: string[] }>;
  await context.close();
  const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), largest: largest?.moved ?? [] };
}

export async function layoutShifts(browser: Browser, baseUrl: string, builds: readonly string[] = ['preact']): Promise<LayoutShift[]> {
  const results: LayoutShift[] = [];
  for (const build of builds) {
    for (const [name, path] of Object.entries(LAYOUT_SHIFT_PAGES)) {
      for (const width of WIDTHS) {
        for (const visitor of ['first view', 'returning'] as const) {
          results.push({ page: name, width, visitor, build, ...(await measure(browser, baseUrl, build, path, width, visitor)) });
        }
      }
    }
  }
  return results;
}

export function printLayoutShifts(results: LayoutShift[]): void {
  console.log('\nLayout shift until every shown widget has upgraded (CLS, no input; the largest shift moved):');
  for (const result of results) {
    const moved = result.cls > 0 ? `  ${result.largest.join(', ')}` : '';
    console.log(`  ${result.build.padEnd(7)} ${result.page.padEnd(17)} ${String(result.width).padStart(4)} px  ${result.visitor.padEnd(10)}  CLS ${result.cls.toFixed(3)}${moved}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop();
  const browser = await launch();
  try {
    printLayoutShifts(await layoutShifts(browser, shop.baseUrl, process.env.BUILDS?.split(',') ?? ['preact']));
  } finally {
    await browser.close();
    await shop.stop();
  }
}
