/**
 * The theme domain: the coming-soon banner's dismissal (WordPress REST, user meta, nonce
 * checked, with fault injection) and QA's switches (/__demo/theme: JSON, and a section with a
 * form on the control page /__demo/).
 */
import type { Request, Response } from 'express';
import { answerCall } from '../faults/inject.ts';
import type { FaultEndpointSpec } from '../faults/registry.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { onDemoReset } from '../http/demo-reset.ts';
import { methodNotAllowed, redirectSeeOther, sendJson } from '../http/respond.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice, type Session } from '../shared/session.ts';
import { COMING_SOON_REST_PATH } from './markup.ts';
import { ajaxEndpoint } from '../http/ajax.ts';
import { changeThemeSettings, expireRestNonce, resetThemeState, restNonce, signedIn, THEME_SWITCHES, themeState, type ThemeSettings } from './state.ts';

export const THEME_CONTROL_PATH = '/__demo/theme';
export const THEME_FORM_PATH = '/__demo/theme/form/';
/** QA: the visitor's REST nonce expires (POST); pages printed before hold the stale one. */
export const EXPIRE_NONCE_PATH = '/__demo/theme/expire-nonce';

/**
 * admin-ajax `rest-nonce` as WordPress answers it (wp-admin/admin-ajax.php lists it among the
 * GET actions of signed-in users; wp_ajax_rest_nonce() prints wp_create_nonce('wp_rest') and
 * nothing else): the visitor's current nonce as the whole body. Signed out there is no
 * `wp_ajax_nopriv_rest-nonce`, and admin-ajax ends with wp_die('0', 400).
 */
export const restNonceEndpoint = ajaxEndpoint({
  via: 'admin-ajax',
  name: 'rest-nonce',
  methods: ['GET'],
  handler: (visitor) => {
    const state = themeState(visitor);
    return signedIn(state) ? { status: 200, text: restNonce(visitor) } : { status: 400, text: '0' };
  },
});

/** WordPress's answer to a REST call with a missing or stale nonce. */
export const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Der Link, dem du gefolgt bist, ist abgelaufen.', data: { status: 403 } } as const;

/** WordPress's refusal to change a user the current one may not edit (rest_cannot_edit). */
export const CANNOT_EDIT = { code: 'rest_cannot_edit', message: 'Du bist leider nicht berechtigt, diesen Benutzer zu bearbeiten.', data: { status: 403 } } as const;

export const comingSoonDismissFault = {
  name: 'coming_soon_banner_dismiss',
  label: 'Banner „Demnächst verfügbar“ ausblenden (REST)',
  // The endpoint's own refusal is WordPress's REST error, not admin-ajax's `{ success: false }`:
  // one a fresh nonce cannot mend (a stale nonce is renewed and the call sent again, see
  // src/core/http/rest.ts; e2e/tests/theme-nav.spec.ts walks that).
  errorBody: () => ({ status: 403, json: CANNOT_EDIT }),
} as const satisfies FaultEndpointSpec;
export type ThemeFaultEndpoint = typeof comingSoonDismissFault.name;

/** The user meta the banner's dismissal sets: `{ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }`. */
function dismissesBanner(body: unknown): boolean {
  const meta = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).woocommerce_meta : undefined;
  return typeof meta === 'object' && meta !== null && (meta as Record<string, unknown>).coming_soon_banner_dismissed === 'yes';
}

function controlSection(visitor: Session): SafeHtml {
  const { settings } = themeState(visitor);
  const boxes = (Object.keys(THEME_SWITCHES) as (keyof ThemeSettings)[]).map(
    (name) => html`<li><label><input type="checkbox" name="${name}" value="1"${settings[name] ? html` checked` : ''}> ${THEME_SWITCHES[name]}</label></li>`,
  );
  return html`<h2 id="demo-theme-heading">Theme</h2><form class="demo-theme" method="post" action="${THEME_FORM_PATH}" aria-labelledby="demo-theme-heading"><fieldset><legend>Was diese Sitzung zeigt</legend><ul class="demo-theme__switches">${boxes}</ul></fieldset><p><button type="submit" class="button alt">Theme-Einstellungen übernehmen</button></p></form>`;
}

export function registerTheme(routes: ShopRoutes, ctx: ShopContext): void {
  const dismissCall = ctx.faults.register(comingSoonDismissFault);
  ctx.ajax.register(restNonceEndpoint);
  ctx.controlSections.push(controlSection);

  const dismiss = (req: Request, res: Response) => {
    const visitor = ctx.sessions.peek(req);
    const state = visitor && themeState(visitor);
    // A REST answer is JSON, also for a refusal; the nonce is checked first, as WordPress does.
    if (!state || req.get('x-wp-nonce') !== restNonce(visitor)) return sendJson(res, 403, INVALID_NONCE);
    answerCall({
      res,
      endpoint: dismissCall,
      visitor,
      fields: {},
      held: ctx.held,
      answer: () => {
        if (res.writableEnded || res.destroyed) return;
        if (!dismissesBanner(req.body)) return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Ungültiger Parameter: woocommerce_meta', data: { status: 400 } });
        state.comingSoonDismissed = true;
        sendJson(res, 200, { id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
      },
    });
  };
  routes.api
    .route(COMING_SOON_REST_PATH)
    .post(dismiss)
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.api
    .route(THEME_CONTROL_PATH)
    .get((req, res) => sendJson(res, 200, themeJson(themeState(ctx.visitor(req, res)))))
    .post((req, res) => {
      const state = themeState(ctx.session(req, res));
      const change = changeThemeSettings(state.settings, req.body, 'json');
      if (!change.ok) return sendJson(res, 400, { error: true, message: change.message });
      state.settings = change.settings;
      sendJson(res, 200, themeJson(state));
    })
    .delete((req, res) => {
      const visitor = ctx.visitor(req, res);
      resetThemeState(visitor);
      sendJson(res, 200, themeJson(themeState(visitor)));
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST, DELETE'));

  routes.api
    .route(EXPIRE_NONCE_PATH)
    .post((req, res) => {
      const visitor = ctx.session(req, res);
      expireRestNonce(visitor);
      sendJson(res, 200, themeJson(themeState(visitor)));
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.pages.post(THEME_FORM_PATH, (req, res) => {
    const visitor = ctx.session(req, res);
    const state = themeState(visitor);
    const change = changeThemeSettings(state.settings, requestFields(req), 'form');
    if (change.ok) {
      state.settings = change.settings;
      if (change.settings.comingSoonBanner) state.comingSoonDismissed = false;
      addNotice(visitor, 'success', html`Theme-Einstellungen übernommen.`);
    } else addNotice(visitor, 'error', html`${change.message}`);
    redirectSeeOther(res, '/__demo/#demo-theme-heading');
  });

  // The demo reset switches the theme back too.
  onDemoReset(routes, ctx, resetThemeState);
}

const themeJson = (state: ReturnType<typeof themeState>) => ({ settings: state.settings, comingSoonDismissed: state.comingSoonDismissed });
