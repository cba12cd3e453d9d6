/**
 * How soon a page responds: per page and stack (Preact and React module builds, the classic
 * script), at 4× CPU throttling on a cold cache, the median of RUNS runs:
 * - DOMContentLoaded (the start of its event) and 'ready', when every shown `sf-*` element
 *   that loads without a scroll, an interaction or waiting for idle carries `data-sf-upgraded`, both from the
 *   navigation's start, and their difference;
 * - the chain depth: how many script round trips follow one another before ready (a script
 *   requested only after another one arrived is one deeper);
 * - main-thread time between DOMContentLoaded and ready, and the longest task in it, and the
 *   upgrade's own: JavaScript on the main thread until ready, with the longest task in which
 *   it ran for at least 1 ms and the most of it in one task (from a Chromium trace; layout our
 *   code forces counts too), split into the inline consent blocker's part (it runs while the
 *   page is parsed, before any widget code) and the widgets' (issue 8: 'time to upgrade every
 *   widget');
 * - long tasks (over 50 ms) until ready, and in how many runs our JavaScript made one long: over
 *   50 ms with it, under 50 ms without it (issue 8: 'no long task over 50 ms'); beside them the
 *   same page with JavaScript switched off ('no script'): the browser's own longest task (the
 *   navigation, the parser, a frame) and the task that finishes parsing (its style and layout);
 * - the waterfall of the median run: every script, when it was requested and when it arrived.
 *
 * `npx tsx bench/ready.ts` on its own (RUNS=3 for a quick look, PAGES=shop,cart and
 * STACKS=Preact,React to pick), or
 * as part of `npm run bench` (bench/run.ts). Tracing costs the page a little time of its own,
 * equally for every stack.
 */
import type { Browser } from 'playwright-core';
import { launch, loadAtIdleTags, loadOnLaterTags, startShop, widgetTags } from './lib';

export const READY_PAGES = {
  shop: '/shop/',
  'simple product': '/product/universal-frontspoiler/',
  'variable product': '/product/felgenreiniger-konzentrat/',
  cart: '/cart/',
  checkout: '/checkout/',
} as const;

/**
 * The module builds with the widgets' scripts printed by the page (the demo's default), with
 * modulepreload links only (the loader runs every widget), with the loader alone (a shop that
 * prints nothing but its script tag); and the classic script.
 */
export const STACKS = [
  { name: 'Preact', build: 'preact', bundle: 'module', hints: 'scripts' },
  { name: 'React', build: 'react', bundle: 'module', hints: 'scripts' },
  { name: 'Preact preload', build: 'preact', bundle: 'module', hints: 'preload' },
  { name: 'Preact loader', build: 'preact', bundle: 'module', hints: 'none' },
  { name: 'Preact classic', build: 'preact', bundle: 'classic', hints: 'scripts' },
] as const;

export interface ReadyRun {
  dclMs: number;
  readyMs: number;
  afterDclMs: number;
  chainDepth: number;
  mainThreadAfterDclMs: number;
  longestTaskAfterDclMs: number;
  /** JavaScript on the main thread until ready: the upgrade's own main-thread time. */
  upgradeMainThreadMs: number;
  /** Of that, style and layout passes the scripts forced. */
  upgradeForcedLayoutMs: number;
  longestUpgradeTaskMs: number;
  /** The most JavaScript that ran in one task until ready (the longest task's own duration counts the browser's work in it too). */
  mostJsInOneTaskMs: number;
  /** Tasks over 50 ms from the navigation until ready (at the latest DOMContentLoaded), ours or the browser's. */
  longTasks: number;
  /** Of them, those our JavaScript made long: the task without our JavaScript (and the layout it forced) would be under 50 ms. */
  longTasksMadeByUs: number;
  /** Of those, the ones the widgets' code alone made long (under 50 ms without it, the consent blocker's part left in). */
  longTasksMadeByWidgets: number;
  /**
   * Of the upgrade's JavaScript, the inline consent blocker's (it runs while the page is parsed,
   * before any widget's code): its evaluation, observer and listeners. The rest is the widgets'.
   */
  blockerJsMs: number;
  /** The upgrade's JavaScript without the blocker's: the widgets' own (their chunks, the runtime, the loader). */
  widgetsJsMs: number;
  /** Over the runs (medianReady): the least and the most. */
  upgradeMainThreadRangeMs?: [number, number];
  longestUpgradeTaskRangeMs?: [number, number];
  widgetsJsRangeMs?: [number, number];
  longTasksRange?: [number, number];
  /** Over the runs (medianReady): in how many runs our JavaScript made a task long. */
  runsWithLongTaskMadeByUs?: number;
  runsWithLongTaskMadeByWidgets?: number;
  runs?: number;
  waterfall: { file: string; startMs: number; endMs: number; depth: number }[];
}

/**
 * In the page before any of its scripts: marks DOMContentLoaded and notes when each element
 * gets `data-sf-upgraded`. 'ready' (`__sfReadyAt()`) is read after the fact: the latest upgrade
 * of the shown widgets, at the earliest when the document stopped loading. Judging 'shown'
 * (checkVisibility) while the page loads would force a style and layout pass on every upgrade
 * and count it as the widgets' main-thread time; after the fact it costs the page nothing.
 * A string, not a function: tsx names inner functions with a helper (`__name`) the page does not have.
 */
const markReady = (tags: string) => `(() => {
  const tags = ${JSON.stringify(tags)};
  const upgradedAt = new Map();
  let interactiveAt = null;
  new MutationObserver((records) => {
    const now = performance.now();
    for (const { target } of records) if (!upgradedAt.has(target) && target.hasAttribute('data-sf-upgraded')) upgradedAt.set(target, now);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sf-upgraded'] });
  document.addEventListener('readystatechange', () => { if (interactiveAt === null) interactiveAt = performance.now(); });
  document.addEventListener('DOMContentLoaded', () => performance.mark('sf-dcl'));
  window.__sfReadyAt = () => {
    if (interactiveAt === null) return null;
    let shown = 0;
    let last = interactiveAt;
    for (const element of document.querySelectorAll(tags)) {
      if (!element.checkVisibility()) continue;
      if (!upgradedAt.has(element)) return null;
      shown++;
      last = Math.max(last, upgradedAt.get(element));
    }
    return shown ? last : null;
  };
})();`;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface TraceEventWithData extends TraceEvent {
  args?: { data?: { url?: string } };
}

/** Busy main-thread time in [from, to] (trace µs) and the longest task overlapping it, in ms. */
function busyBetween(events: TraceEvent[], thread: TraceEvent, from: number, to: number) {
  let busy = 0;
  let longest = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== thread.pid || event.tid !== thread.tid || !event.dur) continue;
    const overlap = Math.min(event.ts + event.dur, to) - Math.max(event.ts, from);
    if (overlap <= 0) continue;
    busy += overlap;
    longest = Math.max(longest, event.dur);
  }
  return { busyMs: busy / 1000, longestMs: longest / 1000 };
}

/** Trace events in which page JavaScript runs (module compile and evaluation, calls, microtasks, timers). */
/**
 * Trace events in which page JavaScript runs. Not EventDispatch: the browser records one for
 * every event it dispatches, listeners or not (readystatechange, load, resize…), and a
 * listener's own time is a FunctionCall inside it. Counting the dispatches made the browser's
 * own long tasks (finishing the parse, the load event: 130–260 ms at 4×, with 0.0 ms of script
 * in them) the widgets' longest task.
 */
const JS_EVENTS = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback']);
/** Style recalculation and layout, inside a script's event when a script forced them. */
const FORCED_EVENTS = new Set(['UpdateLayoutTree', 'Layout']);
/** A task counts as the widgets' when page JavaScript ran in it for at least this long. */
const OWN_TASK_MIN_JS_MS = 1;
/** A long task, as the Long Tasks API counts one (https://w3c.github.io/longtasks/). */
const LONG_TASK_MS = 50;

/** Events as spans on one thread, nested ones counted once. */
function mergedSpans(events: TraceEvent[]): [number, number][] {
  const spans: [number, number][] = [];
  let end = 0;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const until = event.ts + event.dur!;
    if (until <= end) continue;
    spans.push([Math.max(event.ts, end), until]);
    end = until;
  }
  return spans;
}

/** How much of the spans lies inside the task, in ms. */
const overlapMs = (spans: [number, number][], task: TraceEvent) => spans.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts)), 0) / 1000;

/**
 * From the trace: main-thread time between DOMContentLoaded and ready with its longest task,
 * and the widgets' own: JavaScript on the main thread until ready (compiling and running our
 * chunks, mounting, effects, with the layout it forces), and the longest task that ran any.
 * The page's scripts are ours alone (its inline globals are a few assignments).
 */
function mainThreadFigures(trace: { traceEvents: TraceEventWithData[] }, readyAfterDclMs: number, pageUrl: string) {
  const events = trace.traceEvents;
  const dcl = events.find((event) => event.name === 'sf-dcl' && event.cat.includes('blink.user_timing'));
  if (!dcl)
    return {
      afterDcl: { busyMs: NaN, longestMs: NaN },
      upgrade: { busyMs: NaN, forcedLayoutMs: NaN, longestMs: NaN, mostJsMs: NaN, blockerMs: NaN, longTasks: NaN, longTasksMadeByUs: NaN, longTasksMadeByWidgets: NaN },
    };
  // 'ready' is read after the fact (markReady), so it has no trace event: placed from the DCL mark.
  const ready = { ts: dcl.ts + readyAfterDclMs * 1000 };
  const onThread = (event: TraceEvent) => event.pid === dcl.pid && event.tid === dcl.tid && event.ph === 'X' && !!event.dur;
  const onMain = (event: TraceEvent) => onThread(event) && event.ts < ready.ts;
  const js = events.filter((event) => onMain(event) && JS_EVENTS.has(event.name)).sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = 0;
  const spans: [number, number][] = [];
  for (const event of js) {
    const until = Math.min(event.ts + event.dur!, ready.ts);
    if (until <= end) continue; // inside one already counted
    busy += until - Math.max(event.ts, end);
    spans.push([Math.max(event.ts, end), until]);
    end = until;
  }
  // Style and layout passes a script forced (a layout read after a change): the page's own work,
  // which lands inside our JavaScript or in the browser's next frame depending on the run.
  const inScript = (event: TraceEvent) => spans.some(([from, to]) => event.ts >= from && event.ts < to);
  const forced = events.filter((event) => onMain(event) && FORCED_EVENTS.has(event.name) && inScript(event)).reduce((sum, event) => sum + event.dur!, 0);
  const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask');
  // JavaScript in a task: the counted spans (nested events once) inside it.
  const jsIn = (task: TraceEvent) => overlapMs(spans, task);
  const ours = tasks.map((task) => ({ task, jsMs: jsIn(task) })).filter(({ jsMs }) => jsMs >= OWN_TASK_MIN_JS_MS);
  const longest = Math.max(0, ...ours.map(({ task }) => task.dur!));
  const mostJs = Math.max(0, ...ours.map(({ jsMs }) => jsMs));
  // Long tasks until ready, or until DOMContentLoaded when every widget was ready before it (the
  // window the no-script page is measured in), with all the JavaScript that ran in them (the task
  // that upgrades the last widget goes on after 'ready'); the JavaScript spans hold the layout it forced.
  const longTasks = events.filter((task) => task.name === 'RunTask' && onThread(task) && task.dur! > LONG_TASK_MS * 1000 && task.ts < Math.max(ready.ts, dcl.ts));
  const wholeSpans = mergedSpans(events.filter((event) => onThread(event) && JS_EVENTS.has(event.name)));
  const jsInWhole = (task: TraceEvent) => overlapMs(wholeSpans, task);
  // The page's inline scripts (the consent blocker with its configuration): their evaluation and
  // the calls the browser makes into them (its observer, its listeners). Not counted here, so
  // given to the widgets: the blocker's DOM method wrappers when a widget calls them, and its
  // promise callbacks (a sampled profile would place them, but slowed the page by a third).
  const ofPage = (event: TraceEventWithData) => event.args?.data?.url === pageUrl;
  const blocker = js.filter(ofPage).reduce((sum, event) => sum + Math.min(event.dur!, ready.ts - event.ts), 0) / 1000;
  const blockerSpans = mergedSpans(events.filter((event) => onThread(event) && JS_EVENTS.has(event.name) && ofPage(event)));
  const madeLong = longTasks.filter((task) => task.dur! / 1000 - jsInWhole(task) <= LONG_TASK_MS);
  // Made long by the widgets' code alone: under 50 ms without it, the blocker's part left in.
  const madeLongByWidgets = madeLong.filter((task) => task.dur! / 1000 - (jsInWhole(task) - overlapMs(blockerSpans, task)) <= LONG_TASK_MS);
  return {
    afterDcl: busyBetween(events, dcl, dcl.ts, ready.ts),
    upgrade: {
      busyMs: busy / 1000,
      forcedLayoutMs: forced / 1000,
      longestMs: longest / 1000,
      mostJsMs: mostJs,
      blockerMs: blocker,
      longTasks: longTasks.length,
      longTasksMadeByUs: madeLong.length,
      longTasksMadeByWidgets: madeLongByWidgets.length,
    },
  };
}

async function cartWithItem(browser: Browser, baseUrl: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const response = await context.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '2' } });
  if (response.status() !== 200) throw new Error(`add_to_cart answered ${response.status()}`);
  return context;
}

export async function measureReady(browser: Browser, baseUrl: string, path: string, stack: (typeof STACKS)[number]): Promise<ReadyRun> {
  const context = path === READY_PAGES.cart || path === READY_PAGES.checkout ? await cartWithItem(browser, baseUrl) : await browser.newContext();
  await context.addCookies([
    { name: 'sf_build', value: stack.build, url: baseUrl },
    { name: 'sf_bundle', value: stack.bundle, url: baseUrl },
    { name: 'sf_hints', value: stack.hints, url: baseUrl },
  ]);
  const page = await context.newPage();
  await page.addInitScript(markReady(widgetTags.filter((tag) => !loadOnLaterTags.includes(tag) && !loadAtIdleTags.includes(tag)).join(',')));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8'] });
  await page.goto(baseUrl + path); // resolves at the load event
  // A function, not a string: Playwright evaluates a string predicate with eval, which the
  // demo shop's CSP refuses (no 'unsafe-eval') on the pages that print one.
  const readyAt = await page.waitForFunction(() => (window as unknown as { __sfReadyAt(): number | null }).__sfReadyAt(), undefined, { timeout: 30_000, polling: 100 });
  const ready = (await readyAt.jsonValue()) as number;
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const timing = await page.evaluate((ready) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ file: new URL(entry.name).pathname.replace(/^.*\/schaufenster\//, ''), startMs: entry.startTime, endMs: (entry as PerformanceResourceTiming).responseEnd }));
    return { dcl: performance.getEntriesByName('sf-dcl')[0].startTime, ready, scripts };
  }, ready);
  await context.close();

  const waterfall = timing.scripts.filter((script) => script.startMs < timing.ready).sort((a, b) => a.startMs - b.startMs);
  const depths: number[] = [];
  waterfall.forEach((script, index) => {
    const before = waterfall
      .slice(0, index)
      .filter((earlier) => earlier.endMs <= script.startMs)
      .map((earlier) => depths[waterfall.indexOf(earlier)]);
    depths.push(1 + Math.max(0, ...before));
  });
  const { afterDcl, upgrade } = mainThreadFigures(trace, timing.ready - timing.dcl, baseUrl + path);
  const round = (ms: number) => Math.round(ms);
  return {
    dclMs: round(timing.dcl),
    readyMs: round(timing.ready),
    afterDclMs: round(timing.ready - timing.dcl),
    chainDepth: Math.max(0, ...depths),
    mainThreadAfterDclMs: round(afterDcl.busyMs),
    longestTaskAfterDclMs: round(afterDcl.longestMs),
    upgradeMainThreadMs: round(upgrade.busyMs),
    upgradeForcedLayoutMs: round(upgrade.forcedLayoutMs),
    longestUpgradeTaskMs: round(upgrade.longestMs),
    mostJsInOneTaskMs: round(upgrade.mostJsMs),
    longTasks: upgrade.longTasks,
    longTasksMadeByUs: upgrade.longTasksMadeByUs,
    longTasksMadeByWidgets: upgrade.longTasksMadeByWidgets,
    blockerJsMs: round(upgrade.blockerMs),
    widgetsJsMs: round(upgrade.busyMs - upgrade.blockerMs),
    waterfall: waterfall.map((script, index) => ({ file: script.file, startMs: round(script.startMs), endMs: round(script.endMs), depth: depths[index] })),
  };
}

/** The run with the median 'ready − DCL'. */
/** The median and the range of one figure over the runs. */
function spread<Run>(samples: Run[], figure: (run: Run) => number) {
  const values = samples.map(figure).sort((a, b) => a - b);
  return { median: values[Math.floor(values.length / 2)], min: values[0], max: values[values.length - 1] };
}

/**
 * The run with the median ready − DCL (its times and waterfall), with the upgrade's main-thread
 * figures as their own medians over all runs: in one run they swing by a factor of two with where
 * the browser's first style and layout pass lands (before our scripts run, or forced inside them).
 */
export async function medianReady(browser: Browser, baseUrl: string, path: string, stack: (typeof STACKS)[number], runs: number): Promise<ReadyRun> {
  const samples: ReadyRun[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measureReady(browser, baseUrl, path, stack));
  samples.sort((a, b) => a.afterDclMs - b.afterDclMs);
  const upgrade = spread(samples, (run) => run.upgradeMainThreadMs);
  const forced = spread(samples, (run) => run.upgradeForcedLayoutMs);
  const longest = spread(samples, (run) => run.longestUpgradeTaskMs);
  const mostJs = spread(samples, (run) => run.mostJsInOneTaskMs);
  const blocker = spread(samples, (run) => run.blockerJsMs);
  const widgets = spread(samples, (run) => run.widgetsJsMs);
  const longTasks = spread(samples, (run) => run.longTasks);
  return {
    ...samples[Math.floor(samples.length / 2)],
    upgradeMainThreadMs: upgrade.median,
    upgradeMainThreadRangeMs: [upgrade.min, upgrade.max],
    upgradeForcedLayoutMs: forced.median,
    longestUpgradeTaskMs: longest.median,
    longestUpgradeTaskRangeMs: [longest.min, longest.max],
    mostJsInOneTaskMs: mostJs.median,
    blockerJsMs: blocker.median,
    widgetsJsMs: widgets.median,
    widgetsJsRangeMs: [widgets.min, widgets.max],
    longTasks: longTasks.median,
    longTasksRange: [longTasks.min, longTasks.max],
    runsWithLongTaskMadeByUs: samples.filter((run) => run.longTasksMadeByUs > 0).length,
    runsWithLongTaskMadeByWidgets: samples.filter((run) => run.longTasksMadeByWidgets > 0).length,
    runs: samples.length,
  };
}

export interface NoScriptRun {
  dclMs: number;
  longestTaskMs: number;
  /** The task that finishes parsing and dispatches DOMContentLoaded. */
  dclTaskMs: number;
}

/**
 * The same page with JavaScript switched off, traced the same way: the browser's own longest
 * task until DOMContentLoaded and the task that finishes parsing, the baseline for 'long tasks'
 * above (without scripts the parser does not pause, so the page is parsed in fewer, longer tasks).
 */
export async function measureNoScript(browser: Browser, baseUrl: string, path: string): Promise<NoScriptRun> {
  const context = path === READY_PAGES.cart || path === READY_PAGES.checkout ? await cartWithItem(browser, baseUrl, false) : await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'] });
  await page.goto(baseUrl + path);
  const events: TraceEvent[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // The main frame's DOMContentLoaded, as the browser marks it (no script to put a mark).
  const dcl = events.find((event) => event.name === 'MarkDOMContent' && (event as { args?: { data?: { isMainFrame?: boolean } } }).args?.data?.isMainFrame);
  const navigation = events.find((event) => event.name === 'navigationStart' && (event as { args?: { data?: { documentLoaderURL?: string } } }).args?.data?.documentLoaderURL === baseUrl + path);
  if (!dcl || !navigation) throw new Error(`no DOMContentLoaded in the trace of ${path}`);
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && !!event.dur && event.pid === dcl.pid && event.tid === dcl.tid && event.ts <= dcl.ts);
  const dclTask = tasks.find((task) => task.ts + task.dur! >= dcl.ts);
  return { dclMs: Math.round((dcl.ts - navigation.ts) / 1000), longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.dur!)) / 1000), dclTaskMs: Math.round((dclTask?.dur ?? 0) / 1000) };
}

export async function medianNoScript(browser: Browser, baseUrl: string, path: string, runs: number) {
  const samples: NoScriptRun[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measureNoScript(browser, baseUrl, path));
  return { dclMs: spread(samples, (run) => run.dclMs), longestTaskMs: spread(samples, (run) => run.longestTaskMs), dclTaskMs: spread(samples, (run) => run.dclTaskMs) };
}

export function printNoScript(page: string, run: Awaited<ReturnType<typeof medianNoScript>>) {
  const show = ({ median, min, max }: { median: number; min: number; max: number }) => `${median} [${min}–${max}]`;
  console.log(`${page.padEnd(17)} ${'no script'.padEnd(15)} DCL ${show(run.dclMs)} ms  longest task until DCL ${show(run.longestTaskMs)} ms, the DOMContentLoaded task ${show(run.dclTaskMs)} ms`);
}

const range = (span?: [number, number]) => (span ? ` [${span[0]}–${span[1]}]` : '');

export function printReady(page: string, stack: string, run: ReadyRun) {
  console.log(
    `${page.padEnd(17)} ${stack.padEnd(15)} ready ${String(run.readyMs).padStart(5)} ms  DCL ${String(run.dclMs).padStart(5)} ms  ready−DCL ${String(run.afterDclMs).padStart(4)} ms  depth ${run.chainDepth}  main thread after DCL ${String(run.mainThreadAfterDclMs).padStart(4)} ms (longest task ${run.longestTaskAfterDclMs} ms)  upgrade JS ${String(run.upgradeMainThreadMs).padStart(4)} ms${range(run.upgradeMainThreadRangeMs)}, forced layout in it ${run.upgradeForcedLayoutMs} ms; of it the consent blocker ${run.blockerJsMs} ms, the widgets ${run.widgetsJsMs} ms${range(run.widgetsJsRangeMs)} (longest task ${run.longestUpgradeTaskMs} ms${range(run.longestUpgradeTaskRangeMs)}, most JS in one task ${run.mostJsInOneTaskMs} ms); long tasks until ready ${run.longTasks}${range(run.longTasksRange)}, made long by our JavaScript in ${run.runsWithLongTaskMadeByUs ?? Number(run.longTasksMadeByUs > 0)} of ${run.runs ?? 1} runs, by the widgets' code alone in ${run.runsWithLongTaskMadeByWidgets ?? Number(run.longTasksMadeByWidgets > 0)}`,
  );
  for (const script of run.waterfall) console.log(`    ${String(script.startMs).padStart(5)} → ${String(script.endMs).padStart(5)} ms  depth ${script.depth}  ${script.file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.RUNS ?? 9);
  const picked = process.env.PAGES?.split(',');
  const stacks = STACKS.filter((stack) => !process.env.STACKS || process.env.STACKS.split(',').includes(stack.name));
  const shop = await startShop();
  const browser = await launch();
  try {
    for (const [name, path] of Object.entries(READY_PAGES)) {
      if (picked && !picked.some((pick) => name.includes(pick))) continue;
      for (const stack of stacks) printReady(name, stack.name, await medianReady(browser, shop.baseUrl, path, stack, runs));
      if (!process.env.STACKS || process.env.STACKS.includes('no script')) printNoScript(name, await medianNoScript(browser, shop.baseUrl, path, runs));
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}
