/**
 * The `real shop` stage of `npm test` (scripts/test-all.mjs): the browser flows on a real shop
 * when REAL_WOOCOMMERCE_SRC names a usable copy of its sources, otherwise a line saying why
 * they were skipped (the stage passes: a machine without those sources runs everything else).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realShopUnavailable } from './setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const unavailable = realShopUnavailable();
if (unavailable) {
  console.log(`real shop: skipped — ${unavailable} (see e2e/README.md)`);
  process.exit(0);
}
const run = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'e2e/real-shop.config.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
