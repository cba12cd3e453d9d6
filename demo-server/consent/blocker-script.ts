/**
 * The consent blocker (src/consent/blocker/blocker.ts) as the classic script the shop prints
 * inline first in <head>: bundled and minified once per process with the esbuild that tsx
 * ships, like the third-party origin's scripts (no build step for `npm start`).
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

const ENTRY = path.resolve(import.meta.dirname, '../../src/consent/blocker/blocker.ts');
let code: string | undefined;

export function consentBlockerScript(): string {
  code ??= buildSync({ entryPoints: [ENTRY], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, legalComments: 'none' })
    .outputFiles[0]!.text.trim()
    // Printed inside <script>: a '</script' in a string would end it early.
    .replace(/<\/script/gi, '<\\/script');
  return code;
}
