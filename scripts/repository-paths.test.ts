/**
 * Every path a comment, a string or a Markdown file names from the repository's root exists:
 * a renamed or deleted file leaves no pointer behind that sends the next engineer looking.
 * Paths with a placeholder (`widgets/<name>/`, `*`, `{a,b}`, `…`) and build output are patterns,
 * not files, and are left out; so are test files, whose paths are often made-up inputs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scannedFiles, TOP_FOLDERS } from './repository-files';

const PATH_TOKEN = new RegExp(`(?<![\\w./@-])(?:${TOP_FOLDERS.map((dir) => dir.replace('.', '\\.')).join('|')})/[\\w./<>*{}…$-]*`, 'g');

/** The repository paths a text names; patterns and build output are left out. */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(PATH_TOKEN)) {
    if (/[<>*{}…$]/.test(token)) continue;
    const trimmed = token.replace(/[.,;:]+$/, '');
    // A folder named only by its first segment ('src/') says nothing to check.
    if (trimmed.split('/').filter(Boolean).length < 2) continue;
    found.add(trimmed);
  }
  return [...found];
}

describe('paths named in the repository', () => {
  it('reads a path out of prose, code and links, leaving patterns out', () => {
    expect(namedPaths('see demo-server/http/canonical.ts, and (src/core/loader/) or `e2e/tests/a.spec.ts:12`.')).toEqual(['demo-server/http/canonical.ts', 'src/core/loader/', 'e2e/tests/a.spec.ts']);
    expect(namedPaths('widgets/<name>/README.md, src/**/*.test.ts, dist/preact/loader.js, ../src/x, the src/ folder')).toEqual([]);
  });

  it('every named path exists', () => {
    const missing = scannedFiles().flatMap((file) =>
      namedPaths(readFileSync(path.join(root, file), 'utf8'))
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing, 'paths that do not exist (rename them where the file went, or drop the pointer)').toEqual([]);
  });
});
