/**
 * Wallet figures (issue 11), printed, never asserted:
 * - per build (Preact, the demo's default, and React beside it: cookie sf_build) and per
 *   context (product page, cart, checkout), 4× CPU throttling on the shop's page and on
 *   the popup from its `page` event on, median of RUNS runs (default 11):
 *   click on the wallet's button → the popup's `page` event (the SDK opens its loading page
 *   in the click) and → the popup showing the order (first contentful paint of its
 *   /checkoutnow page: the shop's change-cart/validation and create-order calls lie between);
 *   „Zahlung bestätigen“ in the popup → the order-received page's DOMContentLoaded (approve
 *   call, capture, the flow's 200 ms wait, and at the checkout the place-order request);
 * - bytes per page (Preact) with the wallet on (the demo's defaults; at the checkout every wallet
 *   method, each payment method chosen once) and off (bench/wallet-bytes.ts): first view,
 *   what loads later, the provider SDK's own bytes, gzip -9 per file.
 *
 * Times: the click and the approve click are taken in the page that gets them (Date.now() in a
 * capture listener, reported through a Playwright binding: no Playwright round trip counted),
 * paints and DOMContentLoaded from the documents' own timing, converted to the same clock.
 *
 *   npx tsx bench/wallet.ts     (after `npm run build`; RUNS=3 for a quick look; `npm run bench` runs it too)
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GUEST_BILLING_FIELDS } from '../demo-server/checkout/sample-address';
import { kB, launch, startShop, widgetsUpgraded } from './lib';
import { CART_PAGE, CHECKOUT_PAGE, PRODUCT_PAGE, VARIABLE_PRODUCT_PAGE } from './pages';
import { addProduct, gzipSum, setWallet, WALLET_EVERYTHING, WALLET_OFF, walletPageBytes, type WalletSwitches } from './wallet-bytes';

export const WALLET_CONTEXTS = { product: PRODUCT_PAGE, cart: CART_PAGE, checkout: CHECKOUT_PAGE } as const;
type WalletContext = keyof typeof WALLET_CONTEXTS;
/** The builds the demo serves (cookie sf_build): Preact by default, React beside it. */
export const WALLET_BUILDS = ['preact', 'react'] as const;
type Build = (typeof WALLET_BUILDS)[number];

const CLICKED = '__sfBenchClicked';
const OPENED = '__sfBenchOpened';
/** In the page: the next click's time, reported to the benchmark (a string: tsx would wrap a function in a helper the page lacks). */
const REPORT_NEXT_CLICK = `document.addEventListener('click', () => window.${CLICKED}(Date.now()), { capture: true, once: true })`;
/** In the shop's page: when the SDK calls window.open (the browser then makes the window; the `page` event follows). */
const REPORT_WINDOW_OPEN = `(() => { const open = window.open; window.open = (...args) => { window.${OPENED}(Date.now()); return open.apply(window, args); }; })()`;
/** In the page: a performance time of its document on the Date.now() clock. */
const onDateClock = (performanceTime: string) => `Date.now() - performance.now() + (${performanceTime})`;
const FIRST_PAINT = onDateClock(`performance.getEntriesByName('first-contentful-paint')[0].startTime`);
const DOM_CONTENT_LOADED = onDateClock(`performance.getEntriesByType('navigation')[0].domContentLoadedEventStart`);

/** A shopper's page in `context` with the wallet's button drawn and usable. */
async function readyToPay(context: BrowserContext, baseUrl: string, where: WalletContext): Promise<Page> {
  if (where !== 'product') await addProduct(context, baseUrl);
  const page = await context.newPage();
  await page.goto(baseUrl + WALLET_CONTEXTS[where]);
  await widgetsUpgraded(page, 30_000);
  if (where === 'checkout') {
    const { billing_country: _country, ...billing } = GUEST_BILLING_FIELDS;
    for (const [name, value] of Object.entries(billing)) await page.locator(`[name="${name}"]`).fill(value);
    await page.locator('input[name="terms"]').check();
    await page.locator('#payment_method_ppcp-gateway').check();
  }
  await walletButton(page).waitFor({ timeout: 30_000 });
  return page;
}

/** The wallet's own button (at the checkout labelled 'buynow', § 312j BGB). */
const walletButton = (page: Page) => page.locator('sf-wallet-buttons').getByRole('button', { name: /^(Mit PayPal bezahlen|Jetzt kaufen mit PayPal)$/ });

export interface WalletRun {
  /** Our code and the SDK's in the click, up to window.open. */
  clickToWindowOpenMs: number;
  clickToPopupEventMs: number;
  clickToOrderShownMs: number;
  approveToReceivedMs: number;
}

export async function walletRun(browser: Browser, baseUrl: string, where: WalletContext, build: Build = 'preact'): Promise<WalletRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'sf_build', value: build, url: baseUrl }]);
    await setWallet(context, baseUrl);
    const clicks = new Map<Page, number>();
    let windowOpenAt: number | undefined;
    await context.exposeBinding(CLICKED, ({ page }, at: number) => void clicks.set(page, at));
    await context.exposeBinding(OPENED, (_source, at: number) => void (windowOpenAt ??= at));
    const page = await readyToPay(context, baseUrl, where);
    const throttle = async (target: Page) => (await context.newCDPSession(target)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await throttle(page);

    const opened = new Promise<{ popup: Page; at: number }>((resolve) => context.once('page', (popup) => resolve({ popup, at: Date.now() })));
    await page.evaluate(REPORT_NEXT_CLICK);
    await page.evaluate(REPORT_WINDOW_OPEN);
    await walletButton(page).click();
    const { popup, at: popupEventAt } = await opened;
    await throttle(popup);
    await popup.getByRole('heading', { name: 'Zahlung prüfen', level: 1 }).waitFor({ timeout: 30_000 });
    await popup.waitForFunction(`performance.getEntriesByName('first-contentful-paint').length > 0`, undefined, { timeout: 10_000 });
    const orderShownAt = (await popup.evaluate(FIRST_PAINT)) as number;

    // For a run that fails: what the shop's page asked and logged after the approve.
    const afterApprove: string[] = [];
    page.on('request', (request) => /[?&]wc-ajax=/.test(request.url()) && afterApprove.push(new URL(request.url()).searchParams.get('wc-ajax') ?? ''));
    page.on('console', (message) => message.type() === 'error' && afterApprove.push(`console: ${message.text()}`));
    await popup.evaluate(REPORT_NEXT_CLICK);
    await Promise.all([
      page.waitForURL(/\/order-received\//, { waitUntil: 'domcontentloaded', timeout: 30_000 }).catch(async (error: unknown) => {
        // Say what the shopper saw instead (a notice, a stuck page), not only that it timed out.
        const notices = await page
          .locator('.woocommerce-notices-wrapper')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(
          `${where}: no order-received page after approving (at ${page.url()}, notices: ${JSON.stringify(notices)}, then: ${afterApprove.join(', ') || 'no shop request'}): ${String(error).split('\n')[0]}`,
        );
      }),
      popup.getByRole('button', { name: 'Zahlung bestätigen' }).click(),
    ]);
    const receivedAt = (await page.evaluate(DOM_CONTENT_LOADED)) as number;
    const clickedAt = clicks.get(page);
    const approvedAt = clicks.get(popup);
    if (clickedAt === undefined || approvedAt === undefined || windowOpenAt === undefined) throw new Error('a click or the window.open call was not reported by its page');
    return {
      clickToWindowOpenMs: windowOpenAt - clickedAt,
      clickToPopupEventMs: popupEventAt - clickedAt,
      clickToOrderShownMs: orderShownAt - clickedAt,
      approveToReceivedMs: receivedAt - approvedAt,
    };
  } finally {
    await context.close();
  }
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: Math.round(sorted[Math.floor(sorted.length / 2)]!), min: Math.round(sorted[0]!), max: Math.round(sorted.at(-1)!) };
};
const show = ({ median, min, max }: ReturnType<typeof stats>) => `${String(median).padStart(5)} ms (${min}–${max})`;

type ContextFigures = Record<keyof WalletRun, ReturnType<typeof stats>> & { runs: number; failures: string[] };

/** Per build, per context: the runs alternate builds, so a change of the machine's load falls on both alike. */
export async function walletTimes(browser: Browser, baseUrl: string, runs: number, builds: readonly Build[] = WALLET_BUILDS) {
  const figures: Partial<Record<Build, Partial<Record<WalletContext, ContextFigures>>>> = {};
  const rows: string[] = [];
  for (const where of Object.keys(WALLET_CONTEXTS) as WalletContext[]) {
    const samples = new Map<Build, WalletRun[]>(builds.map((build) => [build, []]));
    // A run that fails is reported and counted, not retried: the flow is what is measured.
    const failures = new Map<Build, string[]>(builds.map((build) => [build, []]));
    for (let run = 0; run < runs; run++) {
      for (const build of builds) {
        try {
          samples.get(build)!.push(await walletRun(browser, baseUrl, where, build));
        } catch (error) {
          failures.get(build)!.push(String(error instanceof Error ? error.message : error));
          console.log(`  FAILED run ${run + 1} (${build}, ${where}): ${failures.get(build)!.at(-1)}`);
        }
      }
    }
    for (const build of builds) {
      const row = contextRow(samples.get(build)!, failures.get(build)!, `${build} ${where}`);
      (figures[build] ??= {})[where] = row;
      rows.push(
        `  ${build.padEnd(7)} ${where.padEnd(9)} ${show(row.clickToWindowOpenMs).padEnd(26)} ${show(row.clickToPopupEventMs).padEnd(26)} ${show(row.clickToOrderShownMs).padEnd(30)} ${show(row.approveToReceivedMs)}${row.failures.length ? `   (${row.failures.length} of ${runs} runs failed)` : ''}`,
      );
    }
  }
  console.log(`wallet, ${builds.join(' and ')}, 4× CPU, median (min–max) of ${runs}:`);
  console.log(
    `  ${'build'.padEnd(7)} ${'context'.padEnd(9)} ${'click → window.open'.padEnd(26)} ${'click → popup page event'.padEnd(26)} ${'click → popup shows the order'.padEnd(30)} approve → order received`,
  );
  for (const row of rows) console.log(row);
  return figures;
}

function contextRow(samples: WalletRun[], failures: string[], name: string): ContextFigures {
  if (!samples.length) throw new Error(`wallet ${name}: every run failed`);
  return {
    clickToWindowOpenMs: stats(samples.map((s) => s.clickToWindowOpenMs)),
    clickToPopupEventMs: stats(samples.map((s) => s.clickToPopupEventMs)),
    clickToOrderShownMs: stats(samples.map((s) => s.clickToOrderShownMs)),
    approveToReceivedMs: stats(samples.map((s) => s.approveToReceivedMs)),
    runs: samples.length,
    failures,
  };
}

/** The pages whose bytes are compared with the wallet on and off. */
const BYTE_PAGES: { name: string; path: string; productInCart?: boolean; on: WalletSwitches; everyPaymentMethod?: boolean }[] = [
  { name: 'product (simple)', path: WALLET_CONTEXTS.product, on: {} },
  { name: 'product (variable)', path: VARIABLE_PRODUCT_PAGE, on: {} },
  { name: 'cart', path: WALLET_CONTEXTS.cart, productInCart: true, on: {} },
  { name: 'checkout, every method chosen', path: WALLET_CONTEXTS.checkout, productInCart: true, on: WALLET_EVERYTHING, everyPaymentMethod: true },
];

export async function walletBytes(browser: Browser, baseUrl: string) {
  const figures: Record<string, Record<'on' | 'off', { firstView: number; later: number; provider: number; total: number; laterFiles: string[] }>> = {};
  console.log('wallet bytes, Preact, gzip -9 per file: first view | later (idle, near the viewport, on use) | provider SDK | all JS');
  for (const target of BYTE_PAGES) {
    figures[target.name] = {} as (typeof figures)[string];
    for (const wallet of ['on', 'off'] as const) {
      const bytes = await walletPageBytes(browser, baseUrl, target.path, {
        switches: wallet === 'on' ? target.on : WALLET_OFF,
        productInCart: target.productInCart,
        everyPaymentMethod: target.everyPaymentMethod,
      });
      if (bytes.walletPrinted !== (wallet === 'on')) throw new Error(`${target.path}: wallet ${wallet} but its markup was ${bytes.walletPrinted ? '' : 'not '}printed`);
      const row = {
        firstView: gzipSum(bytes.firstView),
        later: gzipSum(bytes.later),
        provider: gzipSum(bytes.provider),
        total: gzipSum([...bytes.firstView, ...bytes.later, ...bytes.provider]),
        laterFiles: bytes.later.map((script) => `${script.url.replace(/^.*\//, '')} ${script.gzip}`),
      };
      figures[target.name]![wallet] = row;
      console.log(
        `  ${target.name.padEnd(30)} wallet ${wallet.padEnd(3)} ${kB(row.firstView).padStart(8)} | ${kB(row.later).padStart(8)} | ${kB(row.provider).padStart(7)} | ${kB(row.total).padStart(8)}   later: ${row.laterFiles.join(', ') || '—'}`,
      );
    }
  }
  return figures;
}

export async function walletFigures(browser: Browser, baseUrl: string, runs: number) {
  return { bytes: await walletBytes(browser, baseUrl), times: await walletTimes(browser, baseUrl, runs) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const shop = await startShop();
  const browser = await launch();
  try {
    await walletFigures(browser, shop.baseUrl, Number(process.env.RUNS ?? 11));
  } finally {
    await browser.close();
    await shop.stop();
  }
}
