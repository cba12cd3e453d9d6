/**
 * The ajax dispatcher: `?wc-ajax=<name>` on any path and `admin-ajax.php` with `action=<name>`.
 * Domains register their endpoints here; each one is registered for fault injection under its
 * name at the same time. Handlers return { status, body } (a promise of it where they wait for
 * hashing); the dispatcher applies faults, cookies and headers.
 */
import { Router, type Request, type Response } from 'express';
import { answerCall, type HeldAnswers } from '../faults/inject.ts';
import type { FaultEndpointSpec, FaultRegistry, RegisteredFault } from '../faults/registry.ts';
import { isGuestView, markCartChanged, syncCartCookies, type Session } from '../shared/session.ts';
import { firstString, queryFields, requestFields, type RequestFields } from './request.ts';
import { methodNotAllowed, sendJson, setNoStore, unknownEndpoint, wpError } from './respond.ts';
import { resolveTheme, type ThemeName } from '../theme/choice.ts';

/** A handler's answer: a JSON body of the endpoint's contract type, or HTML, or plain text. */
export type AjaxResult<Body> = { status: number; body: Body; changed?: boolean } | { status: number; html: string; changed?: boolean } | { status: number; text: string; changed?: boolean };

/** What a handler may need of the request besides its fields. */
export interface AjaxCall {
  /** The visitor's theme (its cookie): the cart's answers carry that theme's fragments. */
  theme: ThemeName;
  /** Gives the visitor's session a new id (a sign-in), with its cookie on this answer. */
  renewSession(): void;
}

export type AjaxHandler<Body> = (session: Session, fields: RequestFields, call: AjaxCall) => AjaxResult<Body> | Promise<AjaxResult<Body>>;

export interface AjaxEndpoint<Name extends string = string, Body = unknown> {
  /** `/?wc-ajax=<name>` or `/wp-admin/admin-ajax.php` with `action=<name>`. */
  via: 'wc-ajax' | 'admin-ajax';
  name: Name;
  handler: AjaxHandler<Body>;
  /**
   * The methods it answers (default POST only; the wallet's cart_script_params is a GET, and so
   * is the theme's live search, spec §7). A GET's fields are the query's.
   */
  methods?: readonly ('GET' | 'POST')[];
  /**
   * How it appears in the fault injection (under its name). Without it the endpoint cannot be
   * faulted: an endpoint is registered for faults once its row in e2e/fault-table.ts and its
   * browser scenario exist.
   */
  fault?: Omit<FaultEndpointSpec, 'name'>;
  /**
   * The endpoint writes what a later request needs, also for a visitor without a session (the
   * cart: add_to_cart, the wallet's change_cart; the wallet's payment in progress): that visitor
   * gets a session before the handler runs, so the answer's remove links carry the new session's
   * nonce and a refusal's notice waits for the next page. Other endpoints see a guest view.
   */
  startsSession?: boolean;
}

/** Keeps an endpoint's name literal, so that a domain's list of endpoints names its fault endpoints' type. */
export function ajaxEndpoint<const Name extends string, Body>(endpoint: AjaxEndpoint<Name, Body>): AjaxEndpoint<Name, Body> {
  return endpoint;
}

interface Registered {
  handler: AjaxHandler<unknown>;
  startsSession: boolean;
  methods: readonly string[];
  fault?: RegisteredFault;
}

export interface AjaxContext {
  faults: FaultRegistry;
  held: HeldAnswers;
  session(req: Request, res: Response): Session;
  visitor(req: Request, res: Response): Session;
  /** A new id for the session (SessionStore.rotate). */
  renewSession(session: Session, res: Response): void;
}

export class AjaxEndpoints {
  // Maps, not objects: the names come from requests, and `?wc-ajax=constructor` or
  // `action=__proto__` must be unknown endpoints, not Object.prototype's members.
  private readonly wcAjax = new Map<string, Registered>();
  private readonly adminAjax = new Map<string, Registered>();

  constructor(private readonly ctx: AjaxContext) {}

  register(endpoint: AjaxEndpoint<string, unknown>): void {
    const table = endpoint.via === 'wc-ajax' ? this.wcAjax : this.adminAjax;
    if (table.has(endpoint.name)) throw new Error(`${endpoint.via} endpoint ${endpoint.name} is registered twice`);
    const fault = endpoint.fault ? this.ctx.faults.register({ name: endpoint.name, ...endpoint.fault }) : undefined;
    table.set(endpoint.name, { handler: endpoint.handler, startsSession: endpoint.startsSession ?? false, methods: endpoint.methods ?? ['POST'], fault });
  }

  /** Both entry points; mount after the body parsers and before any page route. */
  routes(): Router {
    const router = Router();
    router.use((req, res, next) => {
      const name = req.query['wc-ajax'];
      if (name === undefined) return next();
      if (typeof name !== 'string') return unknownEndpoint(res, String(name));
      const entry = this.wcAjax.get(name);
      if (!entry) return unknownEndpoint(res, name);
      if (!entry.methods.includes(req.method)) return methodNotAllowed(res, entry.methods.join(', '));
      this.run(req, res, entry);
    });
    router.all('/wp-admin/admin-ajax.php', (req, res) => {
      const action = firstString(requestFields(req).action) ?? firstString(req.query.action);
      if (!action) return sendJson(res, 400, wpError('Unbekannter Endpunkt: action fehlt.'));
      const entry = this.adminAjax.get(action);
      if (!entry) return unknownEndpoint(res, action);
      if (!entry.methods.includes(req.method)) return methodNotAllowed(res, entry.methods.join(', '));
      this.run(req, res, entry);
    });
    return router;
  }

  private run(req: Request, res: Response, { handler, fault, startsSession }: Registered): void {
    const visitor = startsSession ? this.ctx.session(req, res) : this.ctx.visitor(req, res);
    const fields = req.method === 'GET' ? queryFields(req) : requestFields(req);
    const answer = async () => {
      let result: AjaxResult<unknown>;
      try {
        result = await handler(visitor, fields, { theme: resolveTheme(req), renewSession: () => this.ctx.renewSession(visitor, res) });
      } catch (error) {
        console.error('[demo-server] endpoint failed', error);
        result = { status: 500, body: wpError('Interner Fehler im Demo-Server.') };
      }
      if (result.changed) markCartChanged(res);
      // A cart changed on a guest view (an endpoint that should say startsSession) is not lost.
      if (visitor.cart.size > 0 && isGuestView(visitor)) this.ctx.session(req, res);
      syncCartCookies(req, res, visitor);
      if ('html' in result) {
        setNoStore(res);
        res.status(result.status).type('html').send(result.html);
      } else if ('text' in result) {
        setNoStore(res);
        res.status(result.status).type('text/plain').send(result.text);
      } else {
        sendJson(res, result.status, result.body);
      }
    };
    // A failure while sending (the client gone) is logged, never an unhandled rejection.
    const send = () => void answer().catch((error: unknown) => console.error('[demo-server] endpoint answer failed', error));
    if (!fault) return send();
    answerCall({ res, endpoint: fault, visitor, fields, held: this.ctx.held, answer: send });
  }
}
