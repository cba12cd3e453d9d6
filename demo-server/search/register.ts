/**
 * The search domain: the theme's live search endpoint (with fault injection) and the search
 * results page the header form leads to without JavaScript (`/?s=…&post_type=product`).
 */
import type { Request } from 'express';
import { MAX_QUERY_LENGTH } from '../../src/search/contracts.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { firstString } from '../http/request.ts';
import { parseOrderBy, sortProducts } from '../product/catalogue.ts';
import { unitPriceQueueGlobals, variationScriptGlobals, variationTemplates } from '../product/product-page.ts';
import { html, quoted } from '../shared/html.ts';
import { searchEndpoints } from './endpoint.ts';
import { searchCatalogue } from './matching.ts';

export type SearchFaultEndpoint = (typeof searchEndpoints)[number]['name'];

/** The search the query names, or why it is refused; undefined when the page is no search. */
function searchOf(req: Request): { query: string; category: string } | { refused: string } | undefined {
  if (req.query.s === undefined) return undefined;
  const query = firstString(req.query.s);
  const category = req.query.product_cat === undefined ? '' : firstString(req.query.product_cat);
  if (query === undefined || category === undefined) return { refused: 'Der Suchbegriff und die Kategorie dürfen nur einmal angegeben werden.' };
  if ([...query.trim()].length > MAX_QUERY_LENGTH) return { refused: `Der Suchbegriff darf höchstens ${MAX_QUERY_LENGTH} Zeichen lang sein.` };
  if (category.length > MAX_QUERY_LENGTH) return { refused: 'Diese Kategorie gibt es nicht.' };
  return { query: query.trim().replace(/\s+/g, ' '), category: category.trim() };
}

export function registerSearch(routes: ShopRoutes, ctx: ShopContext): void {
  for (const endpoint of searchEndpoints) ctx.ajax.register(endpoint);

  // WordPress answers a search on any page of the site with the results; the form sends it to '/'.
  routes.pageQueries.get('/', (req, res, next) => {
    const search = searchOf(req);
    if (!search) return next();
    if ('refused' in search) {
      return ctx.errorPage(req, res, {
        title: 'Suche nicht möglich',
        bodyClass: 'search search-error',
        heading: 'Diese Suche ist nicht möglich',
        errors: [search.refused],
        back: html`<a href="/shop/">« Zum Shop</a>`,
      });
    }
    const orderBy = parseOrderBy(req.query.orderby);
    const found = searchCatalogue(search.query, search.category);
    const heading = `Suchergebnisse für ${quoted(search.query)}`;
    const keep: Record<string, string> = { s: search.query, post_type: 'product', ...(search.category ? { product_cat: search.category } : {}) };
    ctx.renderPage(req, res, (page) => ({
      title: heading,
      bodyClass: 'search search-results post-type-archive post-type-archive-product woocommerce woocommerce-page',
      ...page.templates.listingPage({ heading, products: sortProducts(found, orderBy), orderBy, crumb: heading, keep }),
      search,
      extraGlobals: html`${unitPriceQueueGlobals(page.session)}${variationScriptGlobals()}`,
      footer: variationTemplates(),
    }));
  });
}
