/**
 * The demo's second origin, standing for every third party a shop page loads from elsewhere.
 * Only composes: each third party is a folder with its register function (the wallet
 * provider, analytics, tag manager, pixel, video, photo feed).
 */
import express from 'express';
import { createThirdPartyContext, type RegisterThirdParty } from './context.ts';
import { thirdPartyHeaders } from './http/security.ts';
import { guardDemoControl, type DemoControlAccess } from '../http/demo-control.ts';
import type { FakeProvider } from './provider/orders.ts';
import { registerProvider } from './provider/register.ts';
import { registerAnalytics } from './analytics/register.ts';
import { registerTagManager } from './tag-manager/register.ts';
import { registerPixel } from './pixel/register.ts';
import { registerVideo } from './video/register.ts';
import { registerPhotoFeed } from './photo-feed/register.ts';

const THIRD_PARTIES: RegisterThirdParty[] = [registerProvider, registerAnalytics, registerTagManager, registerPixel, registerVideo, registerPhotoFeed];

const THIRD_PARTY_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#4a4a4a"/></svg>';

export interface ThirdPartyAppOptions {
  origin: string;
  shopOrigin: string;
  provider: FakeProvider;
  /** Who reaches QA's sandbox /__sandbox/…: clients on this machine (default) or everyone. */
  demoControl?: DemoControlAccess;
}

export function createThirdPartyApp(options: ThirdPartyAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const ctx = createThirdPartyContext(options);
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).type('html').send(errorPage('Seite nicht gefunden', 'Diese Adresse gibt es beim Drittanbieter nicht.'));
  };
  app.use(thirdPartyHeaders);
  app.use(guardDemoControl(options.demoControl ?? 'loopback', '/__sandbox', notFound));
  // The origin's icon, as real providers have one: a browser's own request for it is no 404.
  app.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(THIRD_PARTY_ICON);
  });
  const router = express.Router();
  for (const register of THIRD_PARTIES) register(router, ctx);
  app.use(router);
  app.use(notFound);
  app.use(((error, _req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) console.error('[third-party]', error);
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .type('html')
      .send(errorPage('Fehler', status >= 500 ? 'Interner Fehler beim Drittanbieter.' : 'Die Anfrage konnte nicht gelesen werden.'));
  }) as express.ErrorRequestHandler);
  return app;
}

/** A plain German error page (no scripts). */
export function errorPage(title: string, text: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – Drittanbieter (Demo)</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`;
}
