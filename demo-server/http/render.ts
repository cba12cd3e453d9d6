/** Pages in the shop's layout: notices taken from the session, cart cookies, no caching of HTML. */
import path from 'node:path';
import type { Request, Response } from 'express';
import { html, type SafeHtml } from '../shared/html.ts';
import { md5 } from '../cart/model.ts';
import { syncCartCookies, takeNotices, type Notice, type Session } from '../shared/session.ts';
import type { PageContext, PageOptions } from '../site/layout.ts';
import { resolveBuild, resolveBundle, resolveHints, resolveJQuery } from './bundle.ts';
import { readManifest } from './widget-scripts.ts';
import { cspNonce } from './security.ts';
import { consentPageState } from '../consent/banner.ts';
import { themeState } from '../theme/state.ts';
import { resolveTheme } from '../theme/choice.ts';
import { themeTemplates } from '../theme/templates.ts';

export type PageBuilder = (ctx: PageContext, notices: Notice[]) => Omit<PageOptions, 'notices'> & { status?: number };

function pageContext(visitor: Session, req: Request, res: Response, distDir: string): PageContext {
  const build = resolveBuild(req, res);
  return {
    session: visitor,
    build,
    manifest: readManifest(path.join(distDir, build)),
    bundle: resolveBundle(req, res),
    jquery: resolveJQuery(req, res),
    hints: resolveHints(req, res),
    hostHash: md5(req.headers.host ?? 'localhost'),
    path: req.path,
    nonce: cspNonce(res),
    consent: consentPageState(req.headers.cookie, req.query, res.locals.thirdPartyOrigin as string | undefined),
    theme: { state: themeState(visitor), loginNotices: [] },
    templates: themeTemplates(resolveTheme(req, res)),
    demoControlReachable: res.locals.demoControlReachable !== false,
  };
}

/** `distDir` holds the widget builds: the page preloads what its widgets need from their manifest. */
export function renderPage(visitor: Session, req: Request, res: Response, build: PageBuilder, distDir: string): void {
  const ctx = pageContext(visitor, req, res, distDir);
  const taken = takeNotices(ctx.session);
  const notices = taken.filter((notice) => !notice.inLoginPopup);
  ctx.theme.loginNotices = taken.filter((notice) => notice.inLoginPopup);
  const { status = 200, ...page } = build(ctx, notices);
  syncCartCookies(req, res, ctx.session);
  res.set('Cache-Control', 'private, no-cache');
  res
    .status(status)
    .type('html')
    .send(ctx.templates.document(ctx, { ...page, notices }));
}

export interface ErrorPageContent {
  title: string;
  bodyClass: string;
  heading: string;
  errors: string[];
  back: SafeHtml;
}

/** A form post the shop refuses: 400, a German page listing why, and a way back. */
export function renderErrorPage(visitor: Session, req: Request, res: Response, page: ErrorPageContent, distDir: string): void {
  renderPage(
    visitor,
    req,
    res,
    () => ({
      title: page.title,
      bodyClass: page.bodyClass,
      status: 400,
      content: html`<h1 class="page-title">${page.heading}</h1><div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error">${page.errors.map(
        (message) => html`<li>${message}</li>`,
      )}</ul></div><p>${page.back}</p>`,
    }),
    distDir,
  );
}
