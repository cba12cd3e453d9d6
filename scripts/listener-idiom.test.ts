/**
 * One listener idiom: listeners are added with `{ signal }` of an AbortController and go with
 * one `abort()` in the cleanup (`{ once: true }` for a listener that ends itself, a controller
 * of its own for one that ends earlier). A manual `removeEventListener` is a second way to do
 * the same thing, and the one that leaks when a listener is added in one place and forgotten in
 * the other. jQuery's `.on`/`.off` bridges are not DOM listeners and stay as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './repository-files';

/** Folders still converted by other work; each leaves this list once it uses the idiom. */
const NOT_YET = ['src/payments/', 'widgets/wallet-buttons/', 'widgets/card-fields/', 'widgets/paylater-message/'];

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

export function manualRemovals(text: string): string[] {
  return text.split('\n').filter((line) => /\bremoveEventListener\s*\(/.test(line));
}

describe('one listener idiom', () => {
  it('finds manual removals, not the signal idiom', () => {
    expect(manualRemovals("el.removeEventListener('click', onClick);\nel.addEventListener('click', onClick, { signal });\nlistening.abort();")).toEqual(["el.removeEventListener('click', onClick);"]);
  });

  it('src/ and widgets/ remove no listener by hand', () => {
    const found = ['src', 'widgets']
      .flatMap(sourceFiles)
      .filter((file) => !NOT_YET.some((folder) => file.startsWith(folder)))
      .flatMap((file) => manualRemovals(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`));
    expect(found, 'add listeners with { signal } and abort the controller in the cleanup ({ once: true } for a one-off)').toEqual([]);
  });
});
