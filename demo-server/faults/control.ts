/**
 * The demo control for QA: the JSON API (/__demo/faults, /__demo/reset, /__demo/state) and the
 * HTML page /__demo/ with its form. Both list whatever endpoints are registered.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cartCount, cartHash, cartTotals } from '../cart/model.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { methodNotAllowed, redirectSeeOther, sendJson } from '../http/respond.ts';
import { html } from '../shared/html.ts';
import { addNotice, markCartChanged, resetSession, syncCartCookies, type Session } from '../shared/session.ts';
import { controlPage } from './control-page.ts';
import { applyFaultRequest, describeFaults, parseFaultRequest } from './modes.ts';

function demoState(visitor: Session) {
  return {
    items: [...visitor.cart.values()].map((i) => ({
      key: i.key,
      productId: i.productId,
      variationId: i.variationId,
      variation: i.variation,
      quantity: i.quantity,
    })),
    count: cartCount(visitor.cart),
    cartHash: cartHash(visitor.cart),
  };
}

export function registerDemoControl(routes: ShopRoutes, ctx: ShopContext): void {
  const faultsOf = (visitor: Session) => ({ faults: describeFaults(ctx.faults, visitor.faults) });

  routes.api
    .route('/__demo/faults')
    .get((req, res) => sendJson(res, 200, faultsOf(ctx.visitor(req, res))))
    .post((req, res) => {
      const visitor = ctx.session(req, res);
      const parsed = parseFaultRequest(ctx.faults, req.body);
      if (!parsed.ok) return sendJson(res, 400, { error: true, message: parsed.message });
      applyFaultRequest(visitor.faults, parsed);
      sendJson(res, 200, faultsOf(visitor));
    })
    .delete((req, res) => {
      const visitor = ctx.visitor(req, res);
      visitor.faults.clear();
      sendJson(res, 200, faultsOf(visitor));
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST, DELETE'));

  routes.api
    .route('/__demo/reset')
    .post((req, res) => {
      // A reset leaves nothing to keep: a visitor without a session gets none.
      const visitor = ctx.visitor(req, res);
      resetSession(visitor);
      markCartChanged(res);
      syncCartCookies(req, res, visitor);
      sendJson(res, 200, { ok: true, ...demoState(visitor) });
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.api
    .route('/__demo/state')
    .get((req, res) => sendJson(res, 200, demoState(ctx.visitor(req, res))))
    .all((_req, res) => methodNotAllowed(res, 'GET'));

  routes.pages.get('/__demo/', (req, res) => {
    ctx.renderPage(req, res, (page) => ({
      title: 'Demo-Steuerung',
      bodyClass: 'page demo-control',
      content: controlPage({
        endpoints: ctx.faults.list(),
        faults: page.session.faults,
        totals: cartTotals(page.session.cart),
        build: page.build,
        bundle: page.bundle,
        theme: page.templates.name,
        distAvailable: { preact: existsSync(path.join(ctx.distDir, 'preact', 'loader.js')), react: existsSync(path.join(ctx.distDir, 'react', 'loader.js')) },
        sections: ctx.controlSections.map((section) => section(page.session)),
      }),
    }));
  });

  // The page's form: `demo_action=reset`, or `faults[<endpoint>][mode|delayMs]` per registered endpoint.
  routes.pages.post('/__demo/', (req, res) => {
    const visitor = ctx.session(req, res);
    const body = requestFields(req);
    if (body.demo_action === 'reset') {
      resetSession(visitor);
      markCartChanged(res);
      addNotice(visitor, 'success', html`Demo zurückgesetzt: Warenkorb, Hinweise und Fehlersimulation sind geleert.`);
    } else {
      const faults = body.faults && typeof body.faults === 'object' ? (body.faults as Record<string, unknown>) : {};
      const problems: string[] = [];
      for (const endpoint of ctx.faults.names()) {
        if (!Object.hasOwn(faults, endpoint)) continue;
        const entry = faults[endpoint];
        if (!entry || typeof entry !== 'object') continue;
        const { mode, delayMs } = entry as Record<string, unknown>;
        const parsed = parseFaultRequest(ctx.faults, { endpoint, mode, delayMs });
        if (parsed.ok) applyFaultRequest(visitor.faults, parsed);
        else problems.push(`${endpoint}: ${parsed.message}`);
      }
      if (problems.length) for (const p of problems) addNotice(visitor, 'error', html`${p}`);
      else addNotice(visitor, 'success', html`Einstellungen übernommen.`);
    }
    syncCartCookies(req, res, visitor);
    redirectSeeOther(res, '/__demo/');
  });
}
