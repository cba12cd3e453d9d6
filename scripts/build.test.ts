// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputHash, isUpToDate } from './build.mjs';

/** A small repository tree: what goes into a bundle and what does not. */
let base: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'sf-build-'));
  write('src/core/a.ts', 'export const a = 1;');
  write('widgets/mini-cart/MiniCart.tsx', 'export const b = 2;');
  write('rollup.config.mjs', 'export default [];');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('inputHash: is a build up to date?', () => {
  it('is the same for the same files, whatever their times', () => {
    const before = inputHash(base);
    utimesSync(path.join(base, 'src/core/a.ts'), new Date(0), new Date(0));
    expect(inputHash(base)).toBe(before);
  });

  it('changes with the code, the build configuration or the dependencies', () => {
    for (const [file, text] of [
      ['src/core/a.ts', 'export const a = 2;'],
      ['widgets/mini-cart/new.ts', 'export {};'],
      ['rollup.config.mjs', 'export default [{}];'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const before = inputHash(base);
      write(file, text);
      expect(inputHash(base), file).not.toBe(before);
    }
  });

  it('ignores tests, stories and READMEs, which never reach a bundle', () => {
    const before = inputHash(base);
    write('widgets/mini-cart/mini-cart.test.tsx', 'test');
    write('src/core/a.test.ts', 'test');
    write('widgets/mini-cart/README.md', '# Mini-cart');
    expect(inputHash(base)).toBe(before);
  });
});

describe('isUpToDate', () => {
  it('needs a stamp with the inputs hash and the output files', () => {
    const dist = path.join(base, 'dist');
    const hash = inputHash(base);
    expect(isUpToDate('preact', hash, dist)).toBe(false);
    write('dist/.stamps/preact', hash);
    expect(isUpToDate('preact', hash, dist)).toBe(false); // stamped, but its files are gone
    write('dist/preact/loader.js', '');
    write('dist/preact/schaufenster.css', '');
    expect(isUpToDate('preact', hash, dist)).toBe(true);
    expect(isUpToDate('preact', 'another hash', dist)).toBe(false);
    expect(isUpToDate('preact-classic', hash, dist)).toBe(false);
  });
});
