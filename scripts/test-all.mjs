#!/usr/bin/env node
/**
 * `npm test`: every gate of the project. Stages start as soon as what they need has passed,
 * so independent ones share the machine's cores:
 *
 *   typecheck ───────┐
 *   unit + element ──┤
 *   demo shop tests ─┼─→ browser tests (Chromium against the demo shop, axe on every page)
 *   build ───────────┤     └─→ real shop (browser flows on WordPress + WooCommerce, if its sources are here)
 *     └───────────────── size budget → Storybook build → axe on every story
 *   php (the WordPress plugin: php -l, phpunit)
 *   lint (ESLint; Prettier's check of the formatting)
 *
 * The demo shop's tests (vitest project `server`) need no build (their shop serves no widget
 * bundle), so they start at once, beside the typecheck, the unit tests and the build. The
 * Storybook chain needs only the build and fills the cores while the slowest first stage
 * finishes and beside the browser tests. The browser tests, the
 * longest stage, come last; a red unit test is the cheaper answer. After a failure no further
 * stage starts; the ones running finish. Output is prefixed with the stage's name; a summary
 * with each stage's outcome and time ends the run, and the exit code is 1 if any stage did not
 * pass.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "The browser tests drive Debian's Chromium. Install it with:\n" +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/** name, command, needs (stages that must have passed first). */
const stages = [
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', '.'], needs: [] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], needs: [] },
  { name: 'unit + element', command: [bin('vitest'), 'run', '--project', 'unit', '--project', 'react', '--project', 'preact'], needs: [] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], needs: [] },
  { name: 'demo shop tests', command: [bin('vitest'), 'run', '--project', 'server'], needs: [] },
  // The WordPress plugin's PHP: `php -l` on every file, then phpunit (Debian's); needs no build.
  { name: 'php', command: [process.execPath, path.join(root, 'scripts', 'php-check.mjs')], needs: [] },
  { name: 'browser tests', command: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'], needs: ['typecheck', 'unit + element', 'demo shop tests', 'build'] },
  // Skipped (and passed) in a line unless REAL_WOOCOMMERCE_SRC names the real shop's sources.
  // After the demo's browser tests: two Chromium runs (and the shop's PHP server) side by side
  // would share the machine's cores and slow both past their timeouts.
  { name: 'real shop', command: [bin('tsx'), 'e2e/real-shop/stage.ts'], needs: ['build', 'browser tests'] },
  { name: 'size budget', command: [bin('tsx'), 'bench/size-budget.ts'], needs: ['build'] },
  { name: 'storybook build', command: ['npm', 'run', '--silent', 'build-storybook', '--', '--quiet'], needs: ['size budget'] },
  { name: 'stories axe', command: [bin('tsx'), 'stories/check-stories-axe.mjs'], needs: ['storybook build'] },
];

const width = Math.max(...stages.map((stage) => stage.name.length));
const label = (name) => `[${name.padEnd(width)}]`;
// Children write to a pipe, not a terminal: keep their colours when ours is a terminal.
const env = { ...process.env, CHROMIUM_PATH: chromium, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };

/** Prefix each complete line of a child's stream; a partial last line waits for its end. */
function relay(stream, name, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop();
    for (const line of lines) out.write(`${label(name)} ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${label(name)} ${rest}\n`));
}

const state = new Map(stages.map((stage) => [stage.name, { status: 'waiting', seconds: 0 }]));
const children = new Set();
const started = Date.now();
let failed = false;

function run(stage) {
  const entry = state.get(stage.name);
  entry.status = 'running';
  const begin = Date.now();
  console.log(`${label(stage.name)} ▶ ${stage.command.map((part) => (part.startsWith(root) ? path.basename(part) : part)).join(' ')}`);
  const [command, ...args] = stage.command;
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  relay(child.stdout, stage.name, process.stdout);
  relay(child.stderr, stage.name, process.stderr);
  const finish = (code) => {
    children.delete(child);
    entry.seconds = (Date.now() - begin) / 1000;
    entry.status = code === 0 ? 'passed' : 'failed';
    if (code !== 0) failed = true;
    console.log(`${label(stage.name)} ${code === 0 ? '✓ passed' : `✗ failed (exit ${code})`} in ${entry.seconds.toFixed(1)} s`);
    schedule();
  };
  child.on('error', (error) => {
    console.error(`${label(stage.name)} could not start: ${error.message}`);
    finish(1);
  });
  child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
}

function schedule() {
  if (!failed) {
    for (const stage of stages) {
      if (state.get(stage.name).status !== 'waiting') continue;
      if (stage.needs.every((need) => state.get(need).status === 'passed')) run(stage);
    }
  }
  if (children.size === 0) summarise();
}

function summarise() {
  const total = (Date.now() - started) / 1000;
  console.log(`\n${'stage'.padEnd(width)}  result   time`);
  for (const stage of stages) {
    const { status, seconds } = state.get(stage.name);
    const shown = status === 'waiting' ? 'skipped' : status;
    console.log(`${stage.name.padEnd(width)}  ${shown.padEnd(8)} ${status === 'waiting' ? '' : `${seconds.toFixed(1)} s`}`);
  }
  const passed = stages.filter((stage) => state.get(stage.name).status === 'passed').length;
  console.log(`\ngates: ${passed} passed, ${stages.length - passed} not passed; ${total.toFixed(1)} s in all`);
  process.exit(passed === stages.length ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

schedule();
