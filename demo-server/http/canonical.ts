/** Canonical URLs end in a slash, like WordPress's: a GET without one is sent there (301). */
import type { RequestHandler } from 'express';

/**
 * The path a redirect may name: leading slashes and backslashes collapsed to one slash. A
 * Location of `//host/…` or `/\host/…` is another site to a browser (backslash counts as a slash
 * in http URLs), so a request for `//evil.example/x` must never be answered with one.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

export const redirectToTrailingSlash: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || req.path.endsWith('/')) return next();
  const last = req.path.split('/').pop() ?? '';
  if (last.includes('.') || req.path.startsWith('/wp-')) return next();
  const query = req.originalUrl.slice(req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'));
  // Slash added first: `/\` collapsed and then given its slash would be `//`, another site to a browser.
  res.redirect(301, `${sameOriginPath(`${req.path}/`)}${query}`);
};
