/**
 * Which widget bundle the pages load (build, module or classic script, jQuery or not), chosen
 * per visitor by query parameter and kept in a cookie; and the files under /assets/.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response, type Router } from 'express';
import { requestCookies } from '../shared/session.ts';
import { firstString } from './request.ts';

export type Build = 'preact' | 'react';
export type BundleKind = 'module' | 'classic';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const JQUERY_FILE = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');

function isBuild(value: unknown): value is Build {
  return value === 'preact' || value === 'react';
}

/** `?sf_build=` (sticky), else the cookie, else `SF_BUILD`. Without `res` the query is not stored. */
export function resolveBuild(req: Request, res: Response | undefined): Build {
  const query = firstString(req.query.sf_build);
  if (res && isBuild(query)) {
    res.cookie('sf_build', query, { path: '/', sameSite: 'lax' });
    return query;
  }
  const cookie = requestCookies(req).sf_build;
  if (isBuild(cookie)) return cookie;
  return process.env.SF_BUILD === 'react' ? 'react' : 'preact';
}

export function resolveBundle(req: Request, res: Response): BundleKind {
  const query = firstString(req.query.sf_bundle);
  if (query === 'classic' || query === 'module') {
    res.cookie('sf_bundle', query, { path: '/', sameSite: 'lax' });
    return query;
  }
  return requestCookies(req).sf_bundle === 'classic' ? 'classic' : 'module';
}

/**
 * What the page prints for its widgets besides the loader (`?sf_hints=`, sticky): `scripts`
 * (default: the files of each widget shown at every width as module scripts, modulepreload
 * for the rest, see widget-scripts.ts), `preload` (modulepreload only: the loader runs
 * everything) or `none`
 * (the loader alone, as on a shop whose templates print nothing but its script tag).
 */
export type WidgetHints = 'scripts' | 'preload' | 'none';
const HINTS: readonly WidgetHints[] = ['scripts', 'preload', 'none'];
const isHints = (value: unknown): value is WidgetHints => HINTS.includes(value as WidgetHints);

export function resolveHints(req: Request, res: Response): WidgetHints {
  const query = firstString(req.query.sf_hints);
  if (isHints(query)) {
    res.cookie('sf_hints', query, { path: '/', sameSite: 'lax' });
    return query;
  }
  const cookie = requestCookies(req).sf_hints;
  return isHints(cookie) ? cookie : 'scripts';
}

/** `?sf_jquery=1` (sticky; `?sf_jquery=0` to stop) adds jQuery, as WordPress shops have it. */
export function resolveJQuery(req: Request, res: Response): boolean {
  const query = firstString(req.query.sf_jquery);
  if (query === '1' || query === '0') {
    res.cookie('sf_jquery', query, { path: '/', sameSite: 'lax' });
    return query === '1';
  }
  return requestCookies(req).sf_jquery === '1';
}

/** /assets/schaufenster/* from `<distDir>/<build>/`, jQuery, the theme; 404 text for anything else. */
export function serveAssets(router: Router, distDir: string): void {
  const bundleStatic = (build: Build) =>
    express.static(path.join(distDir, build), {
      index: false,
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Cookie');
      },
    });
  const bundleStatics: Record<Build, express.Handler> = { preact: bundleStatic('preact'), react: bundleStatic('react') };

  router.use('/assets/schaufenster', (req, res, next) => {
    bundleStatics[resolveBuild(req, undefined)](req, res, next);
  });
  router.get('/assets/vendor/jquery.min.js', (_req, res) => {
    res.sendFile(JQUERY_FILE);
  });
  router.use('/assets', express.static(PUBLIC_DIR, { index: false, fallthrough: true, maxAge: 0 }));
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Datei nicht gefunden.');
  });
}
