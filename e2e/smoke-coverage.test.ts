import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The react project runs only the tests tagged @smoke (playwright.config.ts). This keeps that
 * set honest: every widget folder's tag is named by some @smoke test (in its title, tags or
 * body, e.g. `waitForWidgets(page, { require: ['sf-…'] })` or a locator), and the jQuery
 * bridge, the classic bundle and axe each have one. A test counts as @smoke when its own
 * `test(…)` call, up to the next `test(` or `test.describe(`, contains '@smoke'.
 */
const root = new URL('../', import.meta.url);
const specs = readdirSync(new URL('e2e/tests/', root)).filter((file) => file.endsWith('.spec.ts'));

function smokeTests(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  for (const file of specs) {
    const source = readFileSync(new URL(`e2e/tests/${file}`, root), 'utf8');
    const starts = [...source.matchAll(/^\s*test(?:\.describe)?\(/gm)].map((match) => match.index!);
    starts.forEach((start, i) => {
      const text = source.slice(start, starts[i + 1] ?? source.length);
      if (/^\s*test\(/.test(text) && text.includes('@smoke')) found.push({ file, text });
    });
  }
  return found;
}

describe('the @smoke set of the browser tests (run on the react build)', () => {
  const smoke = smokeTests();
  const widgets = readdirSync(new URL('widgets/', root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `sf-${entry.name}`);

  it('finds the widgets and some smoke tests', () => {
    expect(widgets).toContain('sf-add-to-cart');
    expect(smoke.length).toBeGreaterThan(0);
  });

  it.each(widgets)('%s has a @smoke test', (tag) => {
    const named = new RegExp(`${tag}(?![a-z-])`);
    expect(
      smoke.some(({ text }) => named.test(text)),
      `no @smoke test in e2e/tests names ${tag}`,
    ).toBe(true);
  });

  it.each([
    ['the jQuery bridge', 'jquery-bridge.spec.ts'],
    ['the classic bundle', 'classic-bundle.spec.ts'],
    ['axe on pages', 'accessibility.spec.ts'],
  ])('%s has a @smoke test (%s)', (_what, file) => {
    expect(
      smoke.some((test) => test.file === file),
      `no @smoke test in e2e/tests/${file}`,
    ).toBe(true);
  });
});
