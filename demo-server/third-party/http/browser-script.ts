/**
 * Browser scripts of the third-party origin (the fake SDK, the popup's and the sandbox's
 * scripts) are TypeScript files checked by the project's `tsc`, transpiled here once per
 * process with the esbuild that tsx ships (no build step for `npm start`), wrapped in an IIFE
 * so nothing but what a script assigns on purpose reaches the page's globals.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { RequestHandler } from 'express';

const cache = new Map<string, string>();

/** `constants`: identifiers replaced by JSON values (esbuild's define), so server and script share one list. */
export function browserScript(file: string, constants: Record<string, unknown> = {}): string {
  let code = cache.get(file);
  if (code === undefined) {
    const define = Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]));
    code = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'iife', target: 'es2020', sourcefile: file, define }).code;
    cache.set(file, code);
  }
  return code;
}

/** Serves one browser script; `maxAge` seconds of caching (the SDK is cached like a CDN's). */
export function serveBrowserScript(file: string, maxAge = 0): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', maxAge ? `public, max-age=${maxAge}` : 'no-cache');
    res.type('application/javascript').send(browserScript(file));
  };
}
