#!/usr/bin/env node
/**
 * Runs axe on every story of the built Storybook (storybook-static/, from
 * `npm run build-storybook`) in real Chromium, after the story's play function.
 *
 *   npx tsx stories/check-stories-axe.mjs [filter]   (tsx: it shares e2e/support/chromium.ts)
 *
 * Prints `ok <id>` or `FAIL <id>: …` per story and `N passed, M failed`; exits 1 on any
 * failure: an axe violation, a story that did not render or whose play function failed, a
 * file that failed to load, or a shop request that reached the network (stories use the fake
 * shop in stories/mock-shop.ts); and a widget without a Docs entry in the built index (Docs
 * pages themselves are not checked: they frame the stories checked here).
 * A story tagged `viewport-<width>` is checked at that width (e.g. `viewport-375`).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), AXE_CHECK_WORKERS (default 3),
 * AXE_CHECK_TIMING=1 (print each story's time and the total to stderr).
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { documentedTags } from './widget-docs.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const staticDir = join(root, 'storybook-static');
const filter = process.argv[2] ?? '';
const workers = Math.max(1, Number(process.env.AXE_CHECK_WORKERS) || 3);
/**
 * A budget, not a wait: a story is checked as soon as it finished. Wide enough for a play
 * function that types three forms (the contact form's AllStates) on the 2-core machine while
 * the browser tests run beside this check.
 */
const STORY_TIMEOUT_MS = 40_000;
/** Time for late effects (announcements, focus moves, animations) after the play function. */
const SETTLE_MS = 150;
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** Storybook's own elements, as @storybook/addon-a11y excludes them. */
const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(2);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Static file server for storybook-static on a free loopback port. */
function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(staticDir, path));
    if (file !== staticDir && !file.startsWith(staticDir + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=600' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

function viewportFor(tags) {
  const tag = tags.find((t) => /^viewport-\d+$/.test(t));
  if (!tag) return DEFAULT_VIEWPORT;
  const width = Number(tag.slice('viewport-'.length));
  return { width, height: width < 850 ? 812 : 800 };
}

/**
 * Runs in the page before Storybook: records the preview's story events (a play function that
 * threw, unhandled errors while playing, the story's end), so none is missed.
 */
function recordStoryEvents() {
  const events = (globalThis.__sfStoryEvents = []);
  const names = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing', 'unhandledErrorsWhilePlaying', 'storyFinished'];
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const name of names) {
        value.on(name, (payload) => {
          const detail = Array.isArray(payload) ? payload.map((e) => e?.message ?? String(e)).join(' | ') : (payload?.message ?? payload?.title ?? '');
          events.push({
            name,
            storyId: payload?.storyId,
            detail: String(detail)
              // eslint-disable-next-line no-control-regex -- terminal colour codes are what this removes
              .replace(/\u001b\[[0-9;]*m/g, '')
              .split('\n')
              .filter(Boolean)
              .slice(0, 4)
              .join(' ⏎ ')
              .slice(0, 600),
          });
        });
      }
    },
  });
}

/**
 * Show one story, wait for render, play function and Storybook's afterEach, then run axe.
 * A page that showed a story without problems switches to the next story the way the
 * Storybook UI does (no reload, which makes the run several times faster, and also checks
 * that each story cleans up after itself); after a problem the next story gets a fresh page.
 */
async function checkStory(page, base, story, reuse) {
  const problems = [];
  const onError = (error) => problems.push(`page error: ${error.message.split('\n')[0]}`);
  // Stories talk to the fake shop only: a shop request on the network, or a file that is
  // missing, is a failure.
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('wc-ajax') || url.pathname.endsWith('/admin-ajax.php') || /\/cart\/?$/.test(url.pathname)) {
      problems.push(`real shop request: ${request.method()} ${url.pathname}${url.search}`);
    }
  };
  const onResponse = (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
  };
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.setViewportSize(viewportFor(story.tags ?? []));
    if (reuse) {
      await page.evaluate((id) => {
        globalThis.__sfStoryEvents.length = 0;
        return globalThis.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' });
      }, story.id);
    } else {
      // a11y.manual: the addon's own axe run after each story is not needed here.
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'load' });
    }
    await page.waitForFunction((id) => globalThis.__sfStoryEvents?.some((e) => (e.name === 'storyFinished' && e.storyId === id) || e.name === 'storyMissing'), story.id, {
      timeout: STORY_TIMEOUT_MS,
      polling: 25,
    });
    const events = await page.evaluate(() => globalThis.__sfStoryEvents);
    for (const { name, detail } of events) if (name !== 'storyFinished') problems.push(`${name}: ${detail}`);
    const rendered = await page.evaluate(() => !!document.getElementById('storybook-root')?.childElementCount);
    if (!rendered) problems.push('nothing rendered in #storybook-root');
    await page.waitForTimeout(SETTLE_MS);

    if (!(await page.evaluate(() => typeof globalThis.axe === 'object'))) await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async (exclude) => {
      const axe = globalThis.axe;
      const result = await axe.run({ include: [document], exclude: exclude.map((selector) => [selector]) }, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    }, STORYBOOK_CHROME);
    for (const v of violations) problems.push(`${v.id} [${v.targets.join(', ')}]`);
  } catch (error) {
    problems.push(error.message.split('\n')[0]);
  } finally {
    page.off('pageerror', onError);
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return problems;
}

const started = Date.now();
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));
const documented = new Set(Object.values(index.entries).flatMap((entry) => (entry.type === 'docs' ? documentedTags(entry.title) : [])));
const undocumented = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !documented.has(`sf-${entry.name}`))
  .map((entry) => `sf-${entry.name}`);
for (const tag of undocumented) console.log(`FAIL docs: ${tag} has no Docs page (a stories file whose title names it; stories/widget-docs.test.ts)`);
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});

let passed = 0;
let failed = 0;
const results = new Map();
let next = 0;
let printed = 0;
/** Print in index order, as results arrive. */
function flush() {
  while (printed < stories.length && results.has(stories[printed].id)) {
    const id = stories[printed].id;
    const problems = results.get(id);
    console.log(problems.length ? `FAIL ${id}: ${problems.join('; ')}` : `ok ${id}`);
    printed++;
  }
}

try {
  await Promise.all(
    Array.from({ length: Math.min(workers, stories.length) }, async () => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await context.addInitScript(recordStoryEvents);
      const page = await context.newPage();
      let clean = false;
      while (next < stories.length) {
        const story = stories[next++];
        const storyStarted = Date.now();
        const problems = await checkStory(page, base, story, clean);
        clean = problems.length === 0;
        if (process.env.AXE_CHECK_TIMING) console.error(`  ${story.id}: ${Date.now() - storyStarted} ms`);
        if (problems.length) failed++;
        else passed++;
        results.set(story.id, problems);
        flush();
      }
      await context.close();
    }),
  );
} finally {
  await browser.close();
  server.close();
}

failed += undocumented.length;
console.log(`${passed} passed, ${failed} failed`);
if (process.env.AXE_CHECK_TIMING) console.error(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed || !stories.length ? 1 : 0);
