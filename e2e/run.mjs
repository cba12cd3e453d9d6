#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright args]`: the browser flows in e2e/tests against the demo
 * shop, for both widget builds. Needs the bundles in dist/ (`npm run build`) and Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
