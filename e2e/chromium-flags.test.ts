import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './support/chromium';

/** The features the installed Playwright disables, read from its launch code. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source);
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found in playwright-core; update this test for its new layout.");
  return [...list[1].matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]);
}

describe('Chromium flags', () => {
  it('repeat every feature Playwright disables (Chromium reads only the last --disable-features)', () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it('pass one --disable-features with Playwright’s features and the omnibox popup ones', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0].slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES]));
  });
});
