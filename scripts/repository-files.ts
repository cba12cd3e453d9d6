/** The repository's own files that repository checks read: source, scripts and Markdown. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const TOP_FOLDERS = ['src', 'widgets', 'demo-server', 'e2e', 'bench', 'scripts', 'stories', 'wordpress', '.ci'];
const SCANNED = /\.(ts|tsx|mjs|js|md|php|css)$/;
const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', '.git', 'results']);

/** Repository files to read: the top folders (recursively) and the files at the root. */
export function scannedFiles(): string[] {
  const atRoot = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SCANNED.test(entry.name))
    .map((entry) => entry.name);
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (SKIPPED_DIRS.has(entry.name)) return [];
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(relative);
      return SCANNED.test(entry.name) && !TEST_FILE.test(entry.name) ? [relative] : [];
    });
  return [...atRoot, ...TOP_FOLDERS.filter((dir) => existsSync(path.join(root, dir))).flatMap(walk)];
}
