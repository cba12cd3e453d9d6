/**
 * The theme's content blocks in the demo shop: the pages /inhalte/ and /ueber-uns/ and the photo feed's
 * admin-ajax endpoint (with its fault injection row). A staff user who can edit pages is the
 * theme's `adminBar` switch (/__demo/theme): the layout then prints the admin bar and
 * `flatsomeVars.user.can_edit_pages`, which the edit links and the feed's errors follow.
 */
import { ajaxEndpoint } from '../http/ajax.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { aboutPage } from './about-page.ts';
import { contentPage } from './page.ts';
import { answerPhotoFeed } from './photo-feed.ts';

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
    ctx.renderPage(req, res, () => ({ title: 'Ratgeber & Inhalte', bodyClass: 'page page-template-default', content: contentPage() }));
  });

  routes.pages.get('/ueber-uns/', (req, res) => {
    ctx.renderPage(req, res, () => ({ title: 'Über uns', bodyClass: 'page page-template-default', content: aboutPage(ctx.thirdPartyOrigin) }));
  });
}
