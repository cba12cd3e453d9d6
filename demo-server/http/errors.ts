/** The last handler: errors thrown by routes or the body parsers, as JSON or a German page. */
import type { ErrorRequestHandler } from 'express';
import { sendJson, wpError } from './respond.ts';

export const handleErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error('[demo-server]', error);
  if (res.headersSent) {
    res.end();
    return;
  }
  const wantsJson =
    req.originalUrl.includes('wc-ajax=') ||
    req.path.startsWith('/wp-admin/') ||
    req.path.startsWith('/__demo/') ||
    req.is('application/json') === 'application/json' ||
    req.accepts(['html', 'json']) === 'json';
  const message = status >= 500 ? 'Interner Fehler im Demo-Server.' : 'Die Anfrage konnte nicht gelesen werden.';
  if (wantsJson) return sendJson(res, status, wpError(message));
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fehler – Schaufenster Demo-Shop</title></head><body><main><h1>Fehler ${status}</h1><p>${message}</p><p><a href="/">Zur Startseite</a></p></main></body></html>`,
    );
};
