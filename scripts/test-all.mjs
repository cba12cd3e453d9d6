#!/usr/bin/env node
/**
 * `npm test`: every gate of the project, in order, stopping at the first failure.
 * typecheck → unit, element and server tests (React and Preact) → build → browser tests in
 * Chromium against the demo shop (axe on every page) → size budget → Storybook build and
 * axe on every story.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      'The browser tests drive Debian\'s Chromium. Install it with:\n' +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['unit, element and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
  ['size budget', 'npx', ['tsx', 'bench/size-budget.ts']],
  ['storybook build', 'npm', ['run', 'build-storybook', '--', '--quiet']],
  ['axe on every story', 'npx', ['tsx', 'stories/check-stories-axe.mjs']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.log(`gates: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
  passed++;
}
console.log(`\ngates: ${passed} passed, 0 failed`);
