/**
 * Source says why, not when or how fast: no comment or string in the code carries a run figure
 * ('29.0 → 19.8 ms', 'median of 24 loads') or a work-log pointer ('session 12', 'issue 11').
 * Figures come from the bench/ scripts into bench/results/; history goes to CHANGELOG.md.
 * bench/ itself describes how it measures, and is left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scannedFiles } from './repository-files';

const RUN_FIGURE = [
  /\b\d+(?:[.,]\d+)?\s?(?:ms|s|kB|B|%)?\s?→\s?\d+(?:[.,]\d+)?\s?(?:ms|s|kB|B|%)(?![\w])/,
  /\b\d+(?:[.,]\d+)?\s?[–-]\s?\d+(?:[.,]\d+)?\s?ms at \d+× CPU/,
  /\bat \d+× CPU\b.*\b\d+(?:[.,]\d+)? ?ms\b|\b\d+(?:[.,]\d+)? ?ms\b.*\bat \d+× CPU\b/,
  /\b\d+× CPU\b/,
  /\b\d+(?:[.,]\d+)? ?ms per (?:load|page|run|navigation)\b/,
  /\bmedian of \d+/i,
  /\b\d+ interleaved\b/,
  /\bsession \d+\b/i,
  /\bissue \d+\b/i,
];

export function runFigures(text: string): string[] {
  return text.split('\n').filter((line) => RUN_FIGURE.some((pattern) => pattern.test(line)));
}

describe('run figures in the code', () => {
  it('finds figures and work-log pointers, not ordinary numbers', () => {
    expect(
      runFigures(
        '// the head task 75 → 62 ms\n// quantity 1 → 2\n// median of 24 loads\n// see issue 11\n// 3 Raten zu je 59,67 €\n// (45–70 ms at 4× CPU)\n// a 500 ms debounce\n// 4× CPU while the requests run\n// sampled after ready: 9.6 ms per load',
      ),
    ).toEqual(['// the head task 75 → 62 ms', '// median of 24 loads', '// see issue 11', '// (45–70 ms at 4× CPU)', '// 4× CPU while the requests run', '// sampled after ready: 9.6 ms per load']);
  });

  it('no source file carries one', () => {
    const found = scannedFiles()
      .filter((file) => /\.(ts|tsx|mjs|js|php|css)$/.test(file) && !file.startsWith('bench/'))
      .flatMap((file) => runFigures(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`));
    expect(found, 'keep the decision, point to the bench script that shows it').toEqual([]);
  });

  it('the README is for users: at most 250 lines, no dated entries, no run figures', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme.split('\n').filter((line) => /\b20\d\d-\d\d-\d\d\b/.test(line))).toEqual([]);
    expect(runFigures(readme)).toEqual([]);
  });
});
