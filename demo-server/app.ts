/**
 * Schaufenster demo shop: an Express 5 emulation of the WooCommerce/Flatsome contracts used by
 * the widgets (spec §2, §3, §4, §7), with German pages, cookie sessions and fault injection.
 * This file only composes: the domains register their routes and endpoints, and the order of
 * the stages below decides which handler sees a request first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { registerAccount } from './account/register.ts';
import { registerCart, type CartFaultEndpoint } from './cart/register.ts';
import { registerCheckout, type CheckoutFaultEndpoint } from './checkout/register.ts';
import { registerContact, type ContactFaultEndpoint } from './contact/register.ts';
import { registerContent, type ContentFaultEndpoint } from './content/register.ts';
import { registerDemoControl } from './faults/control.ts';
import { registerPayments, type PaymentsFaultEndpoint } from './payments/register.ts';
import { parseBodies } from './http/body.ts';
import { registerMedia } from './media/register.ts';
import { serveAssets } from './http/bundle.ts';
import { redirectToTrailingSlash } from './http/canonical.ts';
import { createShopContext, createShopRoutes } from './http/context.ts';
import { guardDemoControl, type DemoControlAccess } from './http/demo-control.ts';
import { handleErrors } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { registerProduct, type ProductFaultEndpoint } from './product/register.ts';
import { registerSearch, type SearchFaultEndpoint } from './search/register.ts';
import { notFound, registerSite } from './site/register.ts';
import { registerTheme, type ThemeFaultEndpoint } from './theme/register.ts';
import type { FakeProvider } from './third-party/provider/orders.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppOptions {
  /** Directory holding preact/ and react/ widget builds. Default: <repo>/dist. */
  distDir?: string;
  /** The origin standing for every third party (demo-server/start.ts starts it); without it the shop shows no wallet. */
  thirdPartyOrigin?: string;
  /** The fake wallet provider, shared with the third-party origin. */
  provider?: FakeProvider;
  /** Who reaches the control routes /__demo/…: clients on this machine (default) or everyone (SF_DEMO_CONTROL=open). */
  demoControl?: DemoControlAccess;
}

/** The endpoints the demo shop registers for fault injection (for typed test helpers). */
export type FaultEndpoint =
  CartFaultEndpoint | ProductFaultEndpoint | CheckoutFaultEndpoint | PaymentsFaultEndpoint | SearchFaultEndpoint | ThemeFaultEndpoint | ContentFaultEndpoint | ContactFaultEndpoint;

export function createApp(options: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  const ctx = createShopContext(options.distDir ?? path.join(REPO_ROOT, 'dist'), { thirdPartyOrigin: options.thirdPartyOrigin, provider: options.provider });
  const routes = createShopRoutes();
  app.locals.sessions = ctx.sessions;
  /** Ends requests held open by the "hang" fault (for tests and shutdown). */
  app.locals.releaseHungRequests = () => ctx.held.releaseAll();

  serveAssets(routes.files, ctx.distDir);
  // Registration order is the control page's order of fault endpoints: cart first.
  registerCart(routes, ctx);
  registerProduct(routes, ctx);
  const checkout = registerCheckout(routes, ctx);
  registerAccount(routes, ctx, checkout);
  registerPayments(routes, ctx, checkout);
  registerSearch(routes, ctx);
  registerTheme(routes, ctx);
  registerSite(routes, ctx);
  registerContent(routes, ctx);
  registerContact(routes, ctx);
  registerMedia(routes, ctx);
  registerDemoControl(routes, ctx);

  app.use(securityHeaders({ thirdPartyOrigin: options.thirdPartyOrigin }));
  // Before anything reads the request: to a client it may not serve, /__demo/ is an unknown path.
  app.use(guardDemoControl(options.demoControl ?? 'loopback', '/__demo', notFound(ctx)));
  app.use(routes.files);
  parseBodies(app);
  app.use(ctx.ajax.routes());
  app.use(routes.api);
  app.use(redirectToTrailingSlash);
  app.use(routes.pageQueries);
  app.use(routes.pages);
  app.use(notFound(ctx));
  app.use(handleErrors);
  return app;
}
