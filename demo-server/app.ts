/**
 * Schaufenster demo shop: an Express 5 emulation of the WooCommerce/Flatsome contracts used by
 * the widgets (spec §2, §3, §4, §7), with German pages, cookie sessions and fault injection.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  addPostedToCart,
  adminAjaxActions,
  simulatedErrorBody,
  wcAjaxEndpoints,
  type AjaxBody,
  type AjaxHandler,
} from './ajax.ts';
import { cartCount, cartHash, cartTotals, parseId, parseQuantity, removeItem, setQuantity } from './cart.ts';
import {
  categories,
  findAttachment,
  getCategory,
  getProduct,
  getProductBySlug,
  offersBuyNow,
  getVariation,
  parseOrderBy,
  productImages,
  products,
  productsInCategory,
  sortProducts,
  type Product,
} from './catalogue.ts';
import {
  applyFaultRequest,
  describeFaults,
  FAULT_ENDPOINTS,
  parseFaultRequest,
  takeFault,
  type FaultEndpoint,
} from './faults.ts';
import { formatNumber } from './format.ts';
import { html, quoted, type SafeHtml } from './html.ts';
import { parseImageName, productSvg } from './images.ts';
import { tinyPdf } from './pdf.ts';
import { submitReview } from './reviews.ts';
import {
  addNotice,
  markCartChanged,
  requestCookies,
  resetSession,
  SessionStore,
  syncCartCookies,
  takeNotices,
  type Session,
} from './session.ts';
import { md5 } from './cart.ts';
import { cartPage, checkoutPage } from './templates/cart.ts';
import { categoryUrl, productUrl } from './templates/common.ts';
import { renderLayout, type Build, type BundleKind, type PageContext, type PageOptions } from './templates/layout.ts';
import { listingPage } from './templates/listing.ts';
import { miniCartContent } from './templates/minicart.ts';
import { accountPage, demoPage, homePage, notFoundPage, shippingPage } from './templates/pages.ts';
import { BUY_NOW_FIELD, productGlobals, productPage, unitPriceQueueGlobals } from './templates/product.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '..');
const PUBLIC_DIR = path.join(here, 'public');
const JQUERY_FILE = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');

export interface AppOptions {
  /** Directory holding preact/ and react/ widget builds. Default: <repo>/dist. */
  distDir?: string;
}

function isBuild(value: unknown): value is Build {
  return value === 'preact' || value === 'react';
}

function firstString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function setNoStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

function sendJson(res: Response, status: number, body: unknown): void {
  setNoStore(res);
  res.status(status).json(body);
}

/** Path + query without the given parameters (for PRG redirects). */
function urlWithout(req: Request, drop: (name: string) => boolean): string {
  const url = new URL(req.originalUrl, 'http://demo.invalid');
  for (const name of [...url.searchParams.keys()]) if (drop(name)) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : '');
}

const ADD_PARAMS = new Set(['add-to-cart', 'quantity', 'variation_id', 'product_id']);

export function createApp(options: AppOptions = {}): express.Express {
  const app = express();
  const store = new SessionStore();
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const hung = new Set<Response>();

  app.disable('x-powered-by');
  app.set('etag', false);
  app.locals.sessions = store;
  /** Ends requests held open by the "hang" fault (for tests and shutdown). */
  app.locals.releaseHungRequests = () => {
    for (const res of hung) res.socket?.destroy();
    hung.clear();
  };

  function resolveBuild(req: Request, res: Response | undefined): Build {
    const query = firstString(req.query.sf_build);
    if (res && isBuild(query)) {
      res.cookie('sf_build', query, { path: '/', sameSite: 'lax' });
      return query;
    }
    const cookie = requestCookies(req).sf_build;
    if (isBuild(cookie)) return cookie;
    return process.env.SF_BUILD === 'react' ? 'react' : 'preact';
  }

  function resolveBundle(req: Request, res: Response): BundleKind {
    const query = firstString(req.query.sf_bundle);
    if (query === 'classic' || query === 'module') {
      res.cookie('sf_bundle', query, { path: '/', sameSite: 'lax' });
      return query;
    }
    return requestCookies(req).sf_bundle === 'classic' ? 'classic' : 'module';
  }

  /** `?sf_jquery=1` (sticky; `?sf_jquery=0` to stop) adds jQuery, as WordPress shops have it. */
  function resolveJQuery(req: Request, res: Response): boolean {
    const query = firstString(req.query.sf_jquery);
    if (query === '1' || query === '0') {
      res.cookie('sf_jquery', query, { path: '/', sameSite: 'lax' });
      return query === '1';
    }
    return requestCookies(req).sf_jquery === '1';
  }

  function session(req: Request, res: Response): Session {
    return store.resolve(req, res);
  }

  function pageContext(req: Request, res: Response): PageContext {
    return {
      session: session(req, res),
      build: resolveBuild(req, res),
      bundle: resolveBundle(req, res),
      jquery: resolveJQuery(req, res),
      hostHash: md5(req.headers.host ?? 'localhost'),
      path: req.path,
    };
  }

  function renderPage(
    req: Request,
    res: Response,
    build: (ctx: PageContext, notices: ReturnType<typeof takeNotices>) => Omit<PageOptions, 'notices'> & { status?: number },
  ): void {
    const ctx = pageContext(req, res);
    const notices = takeNotices(ctx.session);
    const { status = 200, ...page } = build(ctx, notices);
    syncCartCookies(req, res, ctx.session);
    res.set('Cache-Control', 'private, no-cache');
    res.status(status).type('html').send(renderLayout(ctx, { ...page, notices }));
  }

  function redirectSeeOther(res: Response, location: string): void {
    res.set('Cache-Control', 'no-store');
    res.redirect(303, location);
  }

  // ---- Static files -------------------------------------------------------------------------
  const bundleStatic = (build: Build) =>
    express.static(path.join(distDir, build), {
      index: false,
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Cookie');
      },
    });
  const bundleStatics: Record<Build, express.Handler> = { preact: bundleStatic('preact'), react: bundleStatic('react') };

  app.use('/assets/schaufenster', (req, res, next) => {
    bundleStatics[resolveBuild(req, undefined)](req, res, next);
  });
  app.get('/assets/vendor/jquery.min.js', (_req, res) => {
    res.sendFile(JQUERY_FILE);
  });
  app.use('/assets', express.static(PUBLIC_DIR, { index: false, fallthrough: true, maxAge: 0 }));
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Datei nicht gefunden.');
  });

  app.get('/images/:file', (req, res, next) => {
    let found: { product: NonNullable<ReturnType<typeof getProductBySlug>>; index: number; size: number; total: number } | undefined;
    for (const candidate of parseImageName(String(req.params.file))) {
      const product = getProductBySlug(candidate.slug);
      const total = product ? productImages(product).length : 0;
      if (product && candidate.index <= total) {
        found = { product, index: candidate.index, size: candidate.size, total };
        break;
      }
    }
    if (!found) return next();
    const { product, index, size, total } = found;
    const send = () => {
      if (res.writableEnded || res.destroyed) return;
      res.set('Cache-Control', 'public, max-age=3600');
      res.type('image/svg+xml').send(productSvg(product, size, index, total));
    };
    // Fault "images" of the visitor's session (only when the cookie names one; images never create sessions).
    const visitor = store.peek(req);
    const fault = visitor ? takeFault(visitor.faults, 'images') : undefined;
    if (!fault) return send();
    res.set('Cache-Control', 'no-store');
    switch (fault.mode) {
      case 'http500':
        res.status(500).type('text/plain').send('Simulierter Serverfehler (HTTP 500).');
        return;
      case 'invalid_json':
        res.status(200).type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"><rect');
        return;
      case 'error_body':
        res.status(404).type('text/plain').send('Bild nicht gefunden.');
        return;
      case 'slow':
        setTimeout(() => {
          res.set('Cache-Control', 'no-store');
          send();
        }, fault.delayMs);
        return;
      case 'hang':
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
    }
  });
  app.use('/images', (_req, res) => {
    res.status(404).type('text/plain').send('Bild nicht gefunden.');
  });

  // Product safety documents (generated one-page PDFs).
  app.get('/downloads/:file', (req, res, next) => {
    const match = /^([a-z0-9-]+)\.pdf$/.exec(String(req.params.file));
    const found = match ? findAttachment(match[1]!) : undefined;
    if (!found) return next();
    res.set('Cache-Control', 'public, max-age=3600');
    res.set('Content-Disposition', `inline; filename="${match![1]}.pdf"`);
    res.type('application/pdf').send(
      tinyPdf(found.attachment.title, [
        `Produkt: ${found.product.name} (Artikelnummer ${found.product.sku})`,
        'Schaufenster Demo-Shop - generiertes Beispieldokument, kein echtes Datenblatt.',
      ]),
    );
  });
  app.use('/downloads', (_req, res) => {
    res.status(404).type('text/plain').send('Datei nicht gefunden.');
  });

  // ---- Bodies ---------------------------------------------------------------------------------
  app.use(express.urlencoded({ extended: true, limit: '200kb' }));
  app.use(express.json({ limit: '200kb' }));
  // The product forms post multipart/form-data (as in WooCommerce); read their text fields.
  app.use(async (req, _res, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 200 * 1024) return next(Object.assign(new Error('Body too large'), { status: 413 }));
      chunks.push(chunk);
    }
    try {
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      const body: Record<string, string> = {};
      for (const [name, value] of form) if (typeof value === 'string') body[name] = value;
      req.body = body;
    } catch {
      return next(Object.assign(new Error('Bad multipart body'), { status: 400 }));
    }
    next();
  });

  // ---- Cart endpoints -------------------------------------------------------------------------
  function runEndpoint(req: Request, res: Response, endpoint: FaultEndpoint, handler: AjaxHandler): void {
    const visitor = session(req, res);
    const body: AjaxBody = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as AjaxBody) : {};
    const fault = takeFault(visitor.faults, endpoint);
    const answer = () => {
      let result;
      try {
        result = handler(visitor, body);
      } catch (error) {
        console.error('[demo-server] endpoint failed', error);
        result = { status: 500, body: { success: false, data: { message: 'Interner Fehler im Demo-Server.' } } };
      }
      if (result.changed) markCartChanged(res);
      syncCartCookies(req, res, visitor);
      if (result.html !== undefined || result.text !== undefined) {
        setNoStore(res);
        res.status(result.status).type(result.html !== undefined ? 'html' : 'text/plain').send(result.html ?? result.text);
        return;
      }
      sendJson(res, result.status, result.body);
    };
    if (!fault) return answer();
    setNoStore(res);
    switch (fault.mode) {
      case 'http500':
        res.status(500).type('text/html').send('<!doctype html><title>Fehler</title><p>Simulierter Serverfehler (HTTP 500).</p>');
        return;
      case 'invalid_json':
        res
          .status(200)
          .type('text/html')
          .send('<html><body><b>Fatal error</b>: Uncaught Error: simulierter PHP-Fehler in /var/www/html/wp-content/plugins/demo.php:42</body></html>');
        return;
      case 'error_body':
        // admin-ajax answers "0" when an HTML action dies without output.
        if (endpoint === 'flatsome_quickview') res.status(200).type('html').send('0');
        else sendJson(res, 200, simulatedErrorBody(endpoint, body));
        return;
      case 'slow': {
        // The work happens after the delay, like a slow PHP worker; it still happens when the
        // client gave up in the meantime (a timed-out request may have changed the cart).
        setTimeout(answer, fault.delayMs);
        return;
      }
      case 'hang':
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
    }
  }

  function unknownEndpoint(res: Response, name: string): void {
    sendJson(res, 400, { success: false, data: { message: `Unbekannter Endpunkt „${name}“.` } });
  }

  function methodNotAllowed(res: Response, allowed: string): void {
    res.set('Allow', allowed);
    sendJson(res, 405, { success: false, data: { message: `Methode nicht erlaubt. Erlaubt: ${allowed}.` } });
  }

  app.use((req, res, next) => {
    const name = req.query['wc-ajax'];
    if (name === undefined) return next();
    if (typeof name !== 'string') return unknownEndpoint(res, String(name));
    const entry = wcAjaxEndpoints[name];
    if (!entry) return unknownEndpoint(res, name);
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    runEndpoint(req, res, entry.endpoint, entry.handler);
  });

  app.all('/wp-admin/admin-ajax.php', (req, res) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as AjaxBody) : {};
    const action = firstString(body.action) ?? firstString(req.query.action);
    if (!action) return sendJson(res, 400, { success: false, data: { message: 'Unbekannter Endpunkt: action fehlt.' } });
    const entry = adminAjaxActions[action];
    if (!entry) return unknownEndpoint(res, action);
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    runEndpoint(req, res, entry.endpoint, entry.handler);
  });

  // ---- Demo control (QA) ----------------------------------------------------------------------
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

  app
    .route('/__demo/faults')
    .get((req, res) => sendJson(res, 200, { faults: describeFaults(session(req, res).faults) }))
    .post((req, res) => {
      const visitor = session(req, res);
      const parsed = parseFaultRequest(req.body);
      if (!parsed.ok) return sendJson(res, 400, { error: true, message: parsed.message });
      applyFaultRequest(visitor.faults, parsed);
      sendJson(res, 200, { faults: describeFaults(visitor.faults) });
    })
    .delete((req, res) => {
      const visitor = session(req, res);
      visitor.faults.clear();
      sendJson(res, 200, { faults: describeFaults(visitor.faults) });
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST, DELETE'));

  app
    .route('/__demo/reset')
    .post((req, res) => {
      const visitor = session(req, res);
      resetSession(visitor);
      markCartChanged(res);
      syncCartCookies(req, res, visitor);
      sendJson(res, 200, { ok: true, ...demoState(visitor) });
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  app
    .route('/__demo/state')
    .get((req, res) => sendJson(res, 200, demoState(session(req, res))))
    .all((_req, res) => methodNotAllowed(res, 'GET'));

  // ---- Trailing-slash canonical URLs (like WordPress) -----------------------------------------
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || req.path.endsWith('/')) return next();
    const last = req.path.split('/').pop() ?? '';
    if (last.includes('.') || req.path.startsWith('/wp-')) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'));
    res.redirect(301, `${req.path}/${query}`);
  });

  // ---- Non-JS add to cart ---------------------------------------------------------------------
  /** Adds from a form/query (add-to-cart, quantity, variation_id, attribute_*) and stores a notice. */
  function addFromRequest(visitor: Session, source: AjaxBody): boolean {
    const id = parseId(source['add-to-cart'] ?? source.product_id);
    const product = Number.isNaN(id) ? undefined : (getProduct(id) ?? getVariation(id)?.product);
    if (!product) {
      addNotice(visitor, 'error', html`Das Produkt wurde nicht gefunden.`);
      return false;
    }
    const result = addPostedToCart(visitor.cart, id, source);
    if (!result.ok) {
      addNotice(visitor, 'error', html`${result.message}`);
      return false;
    }
    const line = cartTotals(visitor.cart).lines.find((l) => l.item.key === result.item.key);
    const name = quoted(line?.name ?? result.product.name);
    const text: SafeHtml =
      result.added === 1 ? html`${name} wurde deinem Warenkorb hinzugefügt.` : html`${formatNumber(result.added)} × ${name} wurden deinem Warenkorb hinzugefügt.`;
    addNotice(visitor, 'success', html`${text} <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a>`);
    return true;
  }

  app.use((req, res, next) => {
    if (req.method !== 'GET' || req.query['add-to-cart'] === undefined) return next();
    const visitor = session(req, res);
    if (addFromRequest(visitor, req.query as AjaxBody)) markCartChanged(res);
    syncCartCookies(req, res, visitor);
    redirectSeeOther(res, urlWithout(req, (name) => ADD_PARAMS.has(name) || name.startsWith('attribute_')));
  });

  // ---- Pages ----------------------------------------------------------------------------------
  app.get('/', (req, res) => {
    renderPage(req, res, () => ({ title: 'Startseite', bodyClass: 'home page woocommerce-page', content: homePage() }));
  });

  function sidebar(visitor: Session): SafeHtml {
    return html`<aside class="shop-sidebar" aria-label="Seitenleiste"><div class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Warenkorb</h2><div class="hide_cart_widget_if_empty">${miniCartContent(cartTotals(visitor.cart))}</div></div><div class="widget widget_product_categories"><h2 class="widget-title">Kategorien</h2><ul class="product-categories">${categories.map(
      (c) => html`<li class="cat-item cat-item-${c.slug}"><a href="${categoryUrl(c.slug)}">${c.name}</a> <span class="count">(${String(productsInCategory(c.slug).length)})</span></li>`,
    )}</ul></div></aside>`;
  }

  app.get('/shop/', (req, res) => {
    const orderBy = parseOrderBy(req.query.orderby);
    renderPage(req, res, (ctx) => ({
      title: 'Shop',
      bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
      content: listingPage({ heading: 'Shop', products: sortProducts(products, orderBy), orderBy }),
      sidebar: sidebar(ctx.session),
      extraGlobals: unitPriceQueueGlobals(ctx.session),
    }));
  });

  app.get('/product-category/:slug/', (req, res, next) => {
    const category = getCategory(String(req.params.slug));
    if (!category) return next();
    const orderBy = parseOrderBy(req.query.orderby);
    renderPage(req, res, (ctx) => ({
      title: category.name,
      bodyClass: `archive tax-product_cat term-${category.slug} woocommerce woocommerce-page`,
      content: listingPage({
        heading: category.name,
        intro: category.description,
        products: sortProducts(productsInCategory(category.slug), orderBy),
        orderBy,
        category,
      }),
      sidebar: sidebar(ctx.session),
      extraGlobals: unitPriceQueueGlobals(ctx.session),
    }));
  });

  app.get('/product/:slug/', (req, res, next) => {
    const product = getProductBySlug(String(req.params.slug));
    if (!product) return next();
    renderPage(req, res, (ctx) => ({
      title: product.name,
      bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
      content: productPage(product, ctx.session),
      extraGlobals: productGlobals(product, ctx.session),
    }));
  });

  app.post('/product/:slug/', (req, res, next) => {
    const product = getProductBySlug(String(req.params.slug));
    if (!product) return next();
    const visitor = session(req, res);
    const body = (req.body ?? {}) as AjaxBody;
    const buyNow = body[BUY_NOW_FIELD] !== undefined;
    if (buyNow) {
      const problem = buyNowProblem(product, body);
      if (problem) {
        return errorPage(req, res, {
          title: 'Jetzt kaufen nicht möglich',
          bodyClass: 'page buy-now-error',
          heading: '„Jetzt kaufen“ war nicht möglich',
          errors: [problem],
          back: html`<a href="${productUrl(product)}">« Zurück zu ${quoted(product.name)}</a>`,
        });
      }
    }
    let added = false;
    const source = buyNow ? { ...body, 'add-to-cart': body[BUY_NOW_FIELD] } : body;
    if (source['add-to-cart'] !== undefined || source.product_id !== undefined) {
      added = addFromRequest(visitor, source);
      if (added) markCartChanged(res);
    }
    syncCartCookies(req, res, visitor);
    // Buy now: straight on to the checkout; a refused add stays on the product with its notice.
    redirectSeeOther(res, buyNow && added ? '/checkout/' : `/product/${product.slug}/`);
  });

  /** Why a 'buy now' post is malformed (a refused add is not: it gets a notice). */
  function buyNowProblem(product: Product, body: AjaxBody): string | undefined {
    const id = parseId(body[BUY_NOW_FIELD]);
    if (Number.isNaN(id)) return `Ungültiger Wert für „${BUY_NOW_FIELD}“ übermittelt.`;
    if (id !== product.id && getVariation(id)?.product !== product) return `Das Produkt ${id} gehört nicht zu ${quoted(product.name)}.`;
    if (!offersBuyNow(product)) return `Für ${quoted(product.name)} gibt es „Jetzt kaufen“ nicht.`;
    const added = parseId(body['add-to-cart']);
    if (body['add-to-cart'] !== undefined && added !== id) return '„Jetzt kaufen“ und „In den Warenkorb“ nennen verschiedene Produkte.';
    return undefined;
  }

  /** A form post the shop refuses: 400, a German page listing why, and a way back. */
  function errorPage(req: Request, res: Response, page: { title: string; bodyClass: string; heading: string; errors: string[]; back: SafeHtml }): void {
    renderPage(req, res, () => ({
      title: page.title,
      bodyClass: page.bodyClass,
      status: 400,
      content: html`<h1 class="page-title">${page.heading}</h1><div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error">${page.errors.map(
        (message) => html`<li>${message}</li>`,
      )}</ul></div><p>${page.back}</p>`,
    }));
  }

  // ---- Reviews (wp-comments-post.php) ---------------------------------------------------------
  app
    .route('/wp-comments-post.php')
    .post((req, res) => {
      const visitor = session(req, res);
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as AjaxBody) : {};
      const json = req.accepts(['html', 'json']) === 'json';
      const result = submitReview(visitor, body);
      if (result.ok) {
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
      errorPage(req, res, {
        title: 'Bewertung nicht gespeichert',
        bodyClass: 'page comment-error',
        heading: 'Deine Bewertung konnte nicht gespeichert werden',
        errors: result.errors.map((e) => e.message),
        back: html`<a href="${back}">« Zurück${result.product ? html` zu ${quoted(result.product.name)}` : ' zum Shop'}</a>`,
      });
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  app.get('/cart/', (req, res) => {
    const removeKey = firstString(req.query.remove_item);
    if (removeKey !== undefined) {
      const visitor = session(req, res);
      const line = cartTotals(visitor.cart).lines.find((l) => l.item.key === removeKey);
      if (line && removeItem(visitor.cart, removeKey)) {
        markCartChanged(res);
        addNotice(visitor, 'success', html`${quoted(line.name)} entfernt.`);
      } else {
        addNotice(visitor, 'info', html`Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.`);
      }
      syncCartCookies(req, res, visitor);
      return redirectSeeOther(res, '/cart/');
    }
    renderPage(req, res, (ctx, notices) => ({
      title: 'Warenkorb',
      bodyClass: 'page woocommerce-cart woocommerce-page',
      isCart: true,
      noticesInContent: true,
      content: cartPage(cartTotals(ctx.session.cart), notices),
    }));
  });

  app.post('/cart/', (req, res) => {
    const visitor = session(req, res);
    const body = (req.body ?? {}) as AjaxBody;
    const submitted = body.cart;
    let errors = 0;
    let changed = false;
    if (submitted && typeof submitted === 'object' && !Array.isArray(submitted)) {
      for (const [key, value] of Object.entries(submitted as Record<string, unknown>)) {
        const item = visitor.cart.get(key);
        if (!item) continue;
        const raw = value && typeof value === 'object' ? (value as Record<string, unknown>).qty : undefined;
        const quantity = parseQuantity(raw);
        const product = getProduct(item.productId);
        if (!Number.isFinite(quantity) || quantity < 0) {
          errors++;
          addNotice(visitor, 'error', html`Bitte gib eine gültige Menge für ${quoted(product?.name ?? 'den Artikel')} ein.`);
          continue;
        }
        if (Math.abs(quantity - item.quantity) < 1e-9) continue;
        const result = setQuantity(visitor.cart, key, quantity);
        if (!result.ok) {
          errors++;
          addNotice(visitor, 'error', html`${result.message}`);
        } else {
          changed = true;
        }
      }
    }
    if (changed) markCartChanged(res);
    if (errors === 0 || changed) addNotice(visitor, 'success', html`Warenkorb aktualisiert.`);
    syncCartCookies(req, res, visitor);
    redirectSeeOther(res, '/cart/');
  });

  app.get('/checkout/', (req, res) => {
    renderPage(req, res, (ctx) => ({
      title: 'Kasse',
      bodyClass: 'page woocommerce-checkout woocommerce-page',
      content: checkoutPage(cartTotals(ctx.session.cart)),
    }));
  });

  app.get('/my-account/', (req, res) => {
    renderPage(req, res, () => ({ title: 'Mein Konto', bodyClass: 'page woocommerce-account woocommerce-page', content: accountPage() }));
  });

  app.post('/my-account/', (req, res) => {
    const visitor = session(req, res);
    addNotice(visitor, 'info', html`Kundenkonten sind im Demo-Shop nicht verfügbar.`);
    renderPage(req, res, () => ({ title: 'Mein Konto', bodyClass: 'page woocommerce-account woocommerce-page', content: accountPage() }));
  });

  app.get('/versand/', (req, res) => {
    renderPage(req, res, () => ({ title: 'Versand & Lieferzeiten', bodyClass: 'page', content: shippingPage() }));
  });

  app.get('/__demo/', (req, res) => {
    renderPage(req, res, (ctx) => ({
      title: 'Demo-Steuerung',
      bodyClass: 'page demo-control',
      content: demoPage({
        faults: ctx.session.faults,
        totals: cartTotals(ctx.session.cart),
        build: ctx.build,
        bundle: ctx.bundle,
        distAvailable: { preact: existsSync(path.join(distDir, 'preact')), react: existsSync(path.join(distDir, 'react')) },
      }),
    }));
  });

  app.post('/__demo/', (req, res) => {
    const visitor = session(req, res);
    const body = (req.body ?? {}) as AjaxBody;
    if (body.demo_action === 'reset') {
      resetSession(visitor);
      markCartChanged(res);
      addNotice(visitor, 'success', html`Demo zurückgesetzt: Warenkorb, Hinweise und Fehlersimulation sind geleert.`);
    } else {
      const faults = body.faults && typeof body.faults === 'object' ? (body.faults as Record<string, unknown>) : {};
      const problems: string[] = [];
      for (const endpoint of FAULT_ENDPOINTS) {
        const entry = faults[endpoint];
        if (!entry || typeof entry !== 'object') continue;
        const { mode, delayMs } = entry as Record<string, unknown>;
        const parsed = parseFaultRequest({ endpoint, mode, delayMs });
        if (parsed.ok) applyFaultRequest(visitor.faults, parsed);
        else problems.push(`${endpoint}: ${parsed.message}`);
      }
      if (problems.length) for (const p of problems) addNotice(visitor, 'error', html`${p}`);
      else addNotice(visitor, 'success', html`Einstellungen übernommen.`);
    }
    syncCartCookies(req, res, visitor);
    redirectSeeOther(res, '/__demo/');
  });

  // ---- 404 and errors -------------------------------------------------------------------------
  app.use((req, res) => {
    renderPage(req, res, () => ({ title: 'Seite nicht gefunden', bodyClass: 'error404', content: notFoundPage(), status: 404 }));
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500) console.error('[demo-server]', error);
    if (res.headersSent) {
      res.end();
      return;
    }
    const wantsJson =
      req.originalUrl.includes('wc-ajax=') ||
      req.path.startsWith('/wp-admin/') ||
      req.path.startsWith('/__demo/') ||
      req.is('application/json') === 'application/json' ||
      req.accepts(['html', 'json']) === 'json';
    const message = status >= 500 ? 'Interner Fehler im Demo-Server.' : 'Die Anfrage konnte nicht gelesen werden.';
    if (wantsJson) return sendJson(res, status, { success: false, data: { message } });
    res.status(status).type('html').send(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fehler – Schaufenster Demo-Shop</title></head><body><main><h1>Fehler ${status}</h1><p>${message}</p><p><a href="/">Zur Startseite</a></p></main></body></html>`);
  });

  return app;
}

