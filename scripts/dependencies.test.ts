/**
 * The folder graph is the dependency graph: every relative import of a source file (not a
 * test) is checked against the rules below, so an arrow the wrong way fails here before it
 * becomes a chunk that pulls the wrong code into a page.
 * - a widget imports `src/` and its own folder, never another widget;
 * - `src/core/` imports no domain (`src/<domain>/`) and no widget;
 * - `src/` and `widgets/` never import `demo-server/`;
 * - nothing in `src/` or `widgets/` imports the composition root `src/entry/`, which alone
 *   imports widgets.
 * Known exceptions wait in KNOWN_EXCEPTIONS until their move is done; the list only shrinks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scannedFiles } from './repository-files';

/** Every relative module a file's source imports (static, dynamic, type-only, re-export). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|^\s*import\s*['"](\.[^'"]+)['"]/gm)) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** The rule an import from `from` to `to` (both repository paths) breaks, if any. */
export function brokenRule(from: string, to: string): string | undefined {
  const widgetOf = (file: string) => file.match(/^widgets\/([^/]+)\//)?.[1];
  const inSrcOrWidgets = (file: string) => file.startsWith('src/') || file.startsWith('widgets/');
  if (inSrcOrWidgets(from) && to.startsWith('demo-server/')) return 'src/ and widgets/ never import demo-server/';
  if (inSrcOrWidgets(from) && !from.startsWith('src/entry/') && to.startsWith('src/entry/')) return 'nothing imports the composition root src/entry/';
  const widget = widgetOf(from);
  if (widget && to.startsWith('widgets/') && widgetOf(to) !== widget) return 'a widget never imports another widget';
  if (widget && !to.startsWith('widgets/') && !to.startsWith('src/') && !to.startsWith('node_modules/')) return 'a widget imports src/ only';
  if (from.startsWith('src/core/') && to.startsWith('widgets/')) return 'src/core/ imports no widget';
  if (from.startsWith('src/core/') && to.startsWith('src/') && !to.startsWith('src/core/') && !to.startsWith('src/types/') && !to.startsWith('src/styles/')) return 'src/core/ imports no domain';
  if (from.startsWith('src/') && !from.startsWith('src/entry/') && to.startsWith('widgets/')) return 'only the composition root src/entry/ imports widgets';
  return undefined;
}

/** Arrows that break a rule and wait for their move: none is left, and the list only shrinks. */
const KNOWN_EXCEPTIONS = new Set<string>([]);

const SOURCE = /^(src|widgets)\/.*\.(ts|tsx)$/;

function resolveImport(from: string, specifier: string): string {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return target.replace(/\.(ts|tsx|js)$/, '').replace(/\?raw$/, '');
}

describe('imports follow the folders', () => {
  it('reads static, dynamic, type-only and side-effect imports', () => {
    expect(importsOf("import a from './a';\nimport type { B } from '../b';\nexport { c } from './c';\nimport './d';\nconst e = () => import('./e.lazy');\nimport x from 'react';")).toEqual([
      './a',
      '../b',
      './c',
      './d',
      './e.lazy',
    ]);
  });

  it.each([
    ['widgets/mini-cart/use-mini-cart.ts', 'src/cart/contracts', undefined],
    ['widgets/mini-cart/use-mini-cart.ts', 'widgets/mini-cart/rules', undefined],
    ['widgets/mini-cart/use-mini-cart.ts', 'widgets/quantity/rules', 'a widget never imports another widget'],
    ['widgets/mini-cart/fake.ts', 'demo-server/cart/model', 'src/ and widgets/ never import demo-server/'],
    ['src/core/http/client.ts', 'src/cart/contracts', 'src/core/ imports no domain'],
    ['src/cart/store.ts', 'src/entry/registry', 'nothing imports the composition root src/entry/'],
    ['src/entry/registry.ts', 'widgets/mini-cart/widget', undefined],
    ['src/cart/store.ts', 'widgets/mini-cart/rules', 'only the composition root src/entry/ imports widgets'],
  ])('%s → %s: %s', (from, to, rule) => {
    expect(brokenRule(from, to)).toBe(rule);
  });

  it('no source file breaks a rule, apart from the known exceptions', () => {
    const broken: string[] = [];
    const seen = new Set<string>();
    for (const file of scannedFiles().filter((file) => SOURCE.test(file))) {
      for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
        const target = resolveImport(file, specifier);
        const rule = brokenRule(file, target);
        if (!rule) continue;
        const arrow = `${file} → ${target}.ts`;
        if (KNOWN_EXCEPTIONS.has(arrow) || KNOWN_EXCEPTIONS.has(`${file} → ${target}.tsx`)) seen.add(KNOWN_EXCEPTIONS.has(arrow) ? arrow : `${file} → ${target}.tsx`);
        else broken.push(`${arrow}: ${rule}`);
      }
    }
    expect(broken).toEqual([]);
    // An exception that no longer occurs leaves the list.
    expect([...KNOWN_EXCEPTIONS].filter((arrow) => !seen.has(arrow))).toEqual([]);
  });
});
