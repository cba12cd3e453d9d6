/**
 * The product domain: listings, product pages with their form posts ('buy now'), reviews, the
 * product endpoints and the generated files.
 */
import type { Request, Response, Router } from 'express';
import { addFromRequest } from '../cart/forms.ts';
import { miniCartContent } from '../cart/mini-cart.ts';
import { cartTotals, parseId } from '../cart/model.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields, type RequestFields } from '../http/request.ts';
import { methodNotAllowed, redirectSeeOther, sendJson } from '../http/respond.ts';
import { html, quoted, type SafeHtml } from '../shared/html.ts';
import { categoryUrl, productUrl } from '../shared/markup.ts';
import { addNotice, cartNonce, markCartChanged, syncCartCookies, type Session } from '../shared/session.ts';
import { categories, getCategory, getProductBySlug, getVariation, offersBuyNow, parseOrderBy, products, productsInCategory, sortProducts, type Product } from './catalogue.ts';
import { walletOf } from '../payments/wallet.ts';
import { productEndpoints } from './endpoints.ts';
import { imagesFault, registerProductFiles } from './files.ts';
import { BUY_NOW_FIELD, productGlobals, unitPriceQueueGlobals, variationScriptGlobals, variationTemplates } from './product-page.ts';
import { submitReview } from './reviews.ts';

export type ProductFaultEndpoint = (typeof productEndpoints)[number]['name'] | typeof imagesFault.name;

export function registerProduct(routes: ShopRoutes, ctx: ShopContext): void {
  for (const endpoint of productEndpoints) ctx.ajax.register(endpoint);
  registerProductFiles(routes.files, ctx);
  registerListings(routes.pages, ctx);
  registerProductPages(routes.pages, ctx);
  registerReviews(routes.pages, ctx);
}

function sidebar(visitor: Session): SafeHtml {
  return html`<sf-sticky-sidebar><aside class="shop-sidebar" aria-label="Seitenleiste"><div class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Warenkorb</h2><div class="hide_cart_widget_if_empty">${miniCartContent(cartTotals(visitor.cart), cartNonce(visitor))}</div></div><div class="widget widget_product_categories"><h2 class="widget-title">Kategorien</h2><ul class="product-categories">${categories.map(
    (c) => html`<li class="cat-item cat-item-${c.slug}"><a href="${categoryUrl(c.slug)}">${c.name}</a> <span class="count">(${String(productsInCategory(c.slug).length)})</span></li>`,
  )}</ul></div></aside></sf-sticky-sidebar>`;
}

function registerListings(router: Router, ctx: ShopContext): void {
  router.get('/shop/', (req, res) => {
    const orderBy = parseOrderBy(req.query.orderby);
    ctx.renderPage(req, res, (page) => ({
      title: 'Shop',
      bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
      ...page.templates.listingPage({ heading: 'Shop', products: sortProducts(products, orderBy), orderBy }),
      sidebar: sidebar(page.session),
      extraGlobals: html`${unitPriceQueueGlobals(page.session)}${variationScriptGlobals()}`,
      footer: variationTemplates(),
    }));
  });

  router.get('/product-category/:slug/', (req, res, next) => {
    const category = getCategory(String(req.params.slug));
    if (!category) return next();
    const orderBy = parseOrderBy(req.query.orderby);
    ctx.renderPage(req, res, (page) => ({
      title: category.name,
      bodyClass: `archive tax-product_cat term-${category.slug} woocommerce woocommerce-page`,
      ...page.templates.listingPage({
        heading: category.name,
        intro: category.description,
        products: sortProducts(productsInCategory(category.slug), orderBy),
        orderBy,
        category,
      }),
      sidebar: sidebar(page.session),
      extraGlobals: html`${unitPriceQueueGlobals(page.session)}${variationScriptGlobals()}`,
      footer: variationTemplates(),
    }));
  });
}

/** Why a 'buy now' post is malformed (a refused add is not: it gets a notice). */
function buyNowProblem(product: Product, body: RequestFields): string | undefined {
  const id = parseId(body[BUY_NOW_FIELD]);
  if (Number.isNaN(id)) return `Ungültiger Wert für „${BUY_NOW_FIELD}“ übermittelt.`;
  if (id !== product.id && getVariation(id)?.product !== product) return `Das Produkt ${id} gehört nicht zu ${quoted(product.name)}.`;
  if (!offersBuyNow(product)) return `Für ${quoted(product.name)} gibt es „Jetzt kaufen“ nicht.`;
  const added = parseId(body['add-to-cart']);
  if (body['add-to-cart'] !== undefined && added !== id) return '„Jetzt kaufen“ und „In den Warenkorb“ nennen verschiedene Produkte.';
  return undefined;
}

/** The purchase form without JavaScript: add (PRG back to the product), or 'buy now' (on to the checkout). */
function postPurchaseForm(ctx: ShopContext, req: Request, res: Response, product: Product): void {
  const body = requestFields(req);
  const buyNow = body[BUY_NOW_FIELD] !== undefined;
  if (buyNow) {
    const problem = buyNowProblem(product, body);
    if (problem) {
      return ctx.errorPage(req, res, {
        title: 'Jetzt kaufen nicht möglich',
        bodyClass: 'page buy-now-error',
        heading: '„Jetzt kaufen“ war nicht möglich',
        errors: [problem],
        back: html`<a href="${productUrl(product)}">« Zurück zu ${quoted(product.name)}</a>`,
      });
    }
  }
  // The cart changes, or a notice says why not on the page the redirect leads to.
  const visitor = ctx.session(req, res);
  let added = false;
  const source = buyNow ? { ...body, 'add-to-cart': body[BUY_NOW_FIELD] } : body;
  if (source['add-to-cart'] !== undefined || source.product_id !== undefined) {
    added = addFromRequest(visitor, source);
    if (added) markCartChanged(res);
  }
  syncCartCookies(req, res, visitor);
  // Buy now: straight on to the checkout; a refused add stays on the product with its notice.
  redirectSeeOther(res, buyNow && added ? '/checkout/' : `/product/${product.slug}/`);
}

function registerProductPages(router: Router, ctx: ShopContext): void {
  router.get('/product/:slug/', (req, res, next) => {
    const product = getProductBySlug(String(req.params.slug));
    if (!product) return next();
    ctx.renderPage(req, res, (page) => ({
      title: product.name,
      bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
      ...page.templates.productPage(product, page.session, product.stock === 'instock' ? walletOf(ctx)?.buttons(page.session, 'product') : undefined),
      extraGlobals: html`${productGlobals(product, page.session)}${
        product.stock === 'instock' ? (walletOf(ctx)?.globals(page.session, { context: 'product', amount: product.price, productType: product.type, disabled: product.price === 0 }) ?? '') : ''
      }`,
      footer: variationTemplates(),
    }));
  });

  router.post('/product/:slug/', (req, res, next) => {
    const product = getProductBySlug(String(req.params.slug));
    if (!product) return next();
    postPurchaseForm(ctx, req, res, product);
  });
}

/** `POST /wp-comments-post.php`: a review for this visitor's session; JSON when asked for. */
function registerReviews(router: Router, ctx: ShopContext): void {
  router
    .route('/wp-comments-post.php')
    .post((req, res) => {
      const visitor = ctx.visitor(req, res);
      const json = req.accepts(['html', 'json']) === 'json';
      const result = submitReview(visitor, requestFields(req));
      if (result.ok) {
        ctx.session(req, res); // the review is kept in the session, with the notice for the next page
        const redirect = `${productUrl(result.product)}#comment-${result.review.id}`;
        addNotice(visitor, 'success', html`Deine Bewertung wurde gespeichert.`);
        syncCartCookies(req, res, visitor);
        if (json) return sendJson(res, 200, { success: true, data: { redirect, comment_id: result.review.id } });
        return redirectSeeOther(res, redirect);
      }
      if (json) {
        return sendJson(res, 400, {
          success: false,
          data: { message: result.errors.map((e) => e.message).join(' '), errors: result.errors },
        });
      }
      const back = result.product ? `${productUrl(result.product)}#review_form` : '/shop/';
      ctx.errorPage(req, res, {
        title: 'Bewertung nicht gespeichert',
        bodyClass: 'page comment-error',
        heading: 'Deine Bewertung konnte nicht gespeichert werden',
        errors: result.errors.map((e) => e.message),
        back: html`<a href="${back}">« Zurück${result.product ? html` zu ${quoted(result.product.name)}` : ' zum Shop'}</a>`,
      });
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));
}
