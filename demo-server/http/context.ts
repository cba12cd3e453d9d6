/**
 * What the domains share when they register: sessions, the fault registry, the ajax
 * dispatcher, page rendering, and the stages their routes go into (the order of the stages is
 * app.ts's business; a domain only picks the stage).
 */
import { Router, type Request, type Response } from 'express';
import { HeldAnswers } from '../faults/inject.ts';
import { FaultRegistry } from '../faults/registry.ts';
import { SessionStore, type Session } from '../shared/session.ts';
import { AjaxEndpoints } from './ajax.ts';
import type { SafeHtml } from '../shared/html.ts';
import type { FakeProvider } from '../third-party/provider/orders.ts';
import { renderErrorPage, renderPage, type ErrorPageContent, type PageBuilder } from './render.ts';

export interface ShopContext {
  /** Holds preact/ and react/ widget builds. */
  readonly distDir: string;
  /**
   * The origin standing for every third party (the wallet provider's SDK and popup), e.g.
   * http://localhost:3001; undefined when the shop runs without one (no wallet on its pages).
   */
  readonly thirdPartyOrigin?: string;
  /** The fake wallet provider's state, shared with the third-party origin (the shop calls it as its server calls the provider's API). */
  readonly provider?: FakeProvider;
  readonly sessions: SessionStore;
  readonly faults: FaultRegistry;
  readonly ajax: AjaxEndpoints;
  readonly held: HeldAnswers;
  /**
   * The visitor for reading: their session, or a guest view (not stored, sets no cookie) when
   * they have none. Pages, reads and nonce checks use it.
   */
  visitor(req: Request, res: Response): Session;
  /**
   * The visitor's session for a request that writes what a later request needs (a cart, a
   * sign-in, a notice for the page a redirect leads to, a setting on the control page): a
   * visitor without one gets it now, with its cookie. The same object as `visitor` returned.
   */
  session(req: Request, res: Response): Session;
  renderPage(req: Request, res: Response, build: PageBuilder): void;
  /** A form post the shop refuses: 400, a German page listing why, and a way back. */
  errorPage(req: Request, res: Response, page: ErrorPageContent): void;
  /** Sections domains add to the control page /__demo/ (after the session's cart), in registration order. */
  readonly controlSections: ControlSection[];
}

/** A part of the control page a domain renders (the checkout's list of orders). */
export type ControlSection = (visitor: Session) => SafeHtml;

export interface ShopRoutes {
  /** Files (assets, images, documents): before body parsing and the trailing-slash redirect. */
  files: Router;
  /** JSON routes with fixed paths (/__demo/faults …): after the ajax dispatcher, before the trailing-slash redirect. */
  api: Router;
  /** A query parameter that acts on any page (`?add-to-cart=`): after the redirect, before the pages. */
  pageQueries: Router;
  /** Pages and form posts; the 404 page follows them. */
  pages: Router;
}

export function createShopContext(distDir: string, thirdParty: { thirdPartyOrigin?: string; provider?: FakeProvider } = {}): ShopContext {
  const sessions = new SessionStore();
  const faults = new FaultRegistry();
  const held = new HeldAnswers();
  const session = (req: Request, res: Response) => sessions.resolve(req, res);
  const visitor = (req: Request, res: Response) => sessions.visitor(req, res);
  return {
    distDir,
    thirdPartyOrigin: thirdParty.thirdPartyOrigin,
    provider: thirdParty.provider,
    sessions,
    faults,
    held,
    ajax: new AjaxEndpoints({ faults, held, session, visitor, renewSession: (kept, res) => sessions.rotate(kept, res) }),
    visitor,
    session,
    renderPage: (req, res, build) => renderPage(visitor(req, res), req, res, build, distDir),
    errorPage: (req, res, page) => renderErrorPage(visitor(req, res), req, res, page, distDir),
    controlSections: [],
  };
}

export function createShopRoutes(): ShopRoutes {
  return { files: Router(), api: Router(), pageQueries: Router(), pages: Router() };
}
