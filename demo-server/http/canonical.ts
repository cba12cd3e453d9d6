/** Canonical URLs end in a slash, like WordPress's: a GET without one is sent there (301). */
import type { RequestHandler } from 'express';

export const redirectToTrailingSlash: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || req.path.endsWith('/')) return next();
  const last = req.path.split('/').pop() ?? '';
  if (last.includes('.') || req.path.startsWith('/wp-')) return next();
  const query = req.originalUrl.slice(req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'));
  res.redirect(301, `${req.path}/${query}`);
};
