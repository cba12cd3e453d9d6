/** The site around the shop: home, shipping, the legal pages, the 404 page. */
import type { RequestHandler } from 'express';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { variationScriptGlobals, variationTemplates } from '../product/product-page.ts';
import { legalPages } from './legal-pages.ts';
import { homePage, notFoundPage, shippingPage } from './pages.ts';
import { html } from '../shared/html.ts';
import { consentEmbeds } from '../consent/banner.ts';
import { registerSiteIcon } from './site-icon.ts';

export function registerSite(routes: ShopRoutes, ctx: ShopContext): void {
  const { pages } = routes;
  registerSiteIcon(routes.files);
  pages.get('/', (req, res) => {
    // The featured products' quick view can bring a variation form.
    ctx.renderPage(req, res, (page) => ({
      title: 'Startseite',
      bodyClass: 'home page woocommerce-page',
      content: html`${homePage(page.templates.productGrid)}${page.consent ? consentEmbeds(page.consent) : ''}`,
      extraGlobals: variationScriptGlobals(),
      footer: variationTemplates(),
    }));
  });

  for (const legal of legalPages) {
    pages.get(legal.path, (req, res) => {
      ctx.renderPage(req, res, () => ({ title: legal.title, bodyClass: 'page legal-page', content: legal.content }));
    });
  }

  pages.get('/versand/', (req, res) => {
    ctx.renderPage(req, res, () => ({ title: 'Versand & Lieferzeiten', bodyClass: 'page', content: shippingPage() }));
  });
}

/** The German 404 page, for whatever no route answered. */
export function notFound(ctx: ShopContext): RequestHandler {
  return (req, res) => {
    ctx.renderPage(req, res, () => ({ title: 'Seite nicht gefunden', bodyClass: 'error404', content: notFoundPage(), status: 404 }));
  };
}
