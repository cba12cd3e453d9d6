/**
 * The theme's content blocks in the demo shop: the page /inhalte/, the photo feed's
 * admin-ajax endpoint (with its fault injection row) and the QA switch for a staff user
 * who can edit pages (cookie `sf_demo_staff`, switched on the control page /__demo/).
 */
import type { Request } from 'express';
import { ajaxEndpoint } from '../http/ajax.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { html } from '../shared/html.ts';
import { contentPage } from './page.ts';
import { answerPhotoFeed } from './photo-feed.ts';

export const STAFF_COOKIE = 'sf_demo_staff';

const isStaff = (req: Request) => (req.headers.cookie ?? '').split(/;\s*/).includes(`${STAFF_COOKIE}=1`);

export function contentEndpoints(ctx: Pick<ShopContext, 'thirdPartyOrigin'>) {
  return [
    ajaxEndpoint({
      via: 'admin-ajax',
      name: 'flatsome_load_instagram',
      fault: { label: 'Fotofeed (Inhaltsseite, lädt beim Scrollen)' },
      handler: (_session, fields) => answerPhotoFeed(fields, ctx.thirdPartyOrigin),
    }),
  ] as const;
}

export type ContentFaultEndpoint = ReturnType<typeof contentEndpoints>[number]['name'];

export function registerContent(routes: ShopRoutes, ctx: ShopContext): void {
  for (const endpoint of contentEndpoints(ctx)) ctx.ajax.register(endpoint);

  routes.pages.get('/inhalte/', (req, res) => {
    const staff = isStaff(req);
    ctx.renderPage(req, res, () => ({
      title: 'Ratgeber & Inhalte',
      // A staff user is logged in with the admin bar (WordPress's body class) and may edit pages.
      bodyClass: `page page-template-default${staff ? ' logged-in admin-bar' : ''}`,
      content: contentPage(),
      extraGlobals: staff ? html`flatsomeVars.user.can_edit_pages=true;` : undefined,
    }));
  });

  // The QA switch: a form on the control page sets or clears the cookie.
  routes.pages.post('/__demo/staff', (req, res) => {
    const on = (req.body as Record<string, unknown> | undefined)?.staff === '1';
    res.cookie(STAFF_COOKIE, on ? '1' : '', { path: '/', sameSite: 'lax', ...(on ? {} : { maxAge: 0 }) });
    res.redirect(303, '/inhalte/');
  });
  ctx.controlSections.push(
    () =>
      html`<section aria-labelledby="staff-title"><h2 id="staff-title">Mitarbeiter-Ansicht (Inhaltsseite)</h2><p>Als Mitarbeiter mit Admin-Leiste zeigt <a href="/inhalte/">/inhalte/</a> Bearbeiten-Links an den Blöcken und Fehler des Fotofeeds.</p><form method="post" action="/__demo/staff"><button type="submit" name="staff" value="1" class="button">Mitarbeiter-Ansicht an</button> <button type="submit" name="staff" value="0" class="button">Mitarbeiter-Ansicht aus</button></form></section>`,
  );
}
