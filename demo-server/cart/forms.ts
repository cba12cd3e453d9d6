/**
 * The cart without JavaScript: `?add-to-cart=` on any page, the product forms' post, the cart
 * page's update post and its remove links. A change answers with a redirect (post/redirect/get)
 * and leaves a notice for the next page view; the cart form's post that changes nothing is
 * answered with the cart page, as WooCommerce does.
 */
import type { Request, Response, Router } from 'express';
import type { ShopContext } from '../http/context.ts';
import { firstString, requestFields, type RequestFields } from '../http/request.ts';
import { sameOriginPath } from '../http/canonical.ts';
import { redirectSeeOther, setNoStore } from '../http/respond.ts';
import { getProduct, getVariation } from '../product/catalogue.ts';
import { formatNumber } from '../shared/format.ts';
import { html, quoted, type SafeHtml } from '../shared/html.ts';
import { addNotice, cartNonce, markCartChanged, syncCartCookies, type Session } from '../shared/session.ts';
import { cartTotals, parseId, parseQuantity, removeItem, setQuantity } from './model.ts';
import { addPostedToCart } from './posted-add.ts';

/** Adds from a form/query (add-to-cart, quantity, variation_id, attribute_*) and queues a notice. */
export function addFromRequest(visitor: Session, source: RequestFields): boolean {
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
  const text: SafeHtml = result.added === 1 ? html`${name} wurde deinem Warenkorb hinzugefügt.` : html`${formatNumber(result.added)} × ${name} wurden deinem Warenkorb hinzugefügt.`;
  addNotice(visitor, 'success', html`${text} <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a>`);
  return true;
}

const ADD_PARAMS = new Set(['add-to-cart', 'quantity', 'variation_id', 'product_id']);

/** Path + query without the given parameters (for PRG redirects). */
function urlWithout(req: Request, drop: (name: string) => boolean): string {
  // The path as asked for (`//host/…` collapsed, never parsed as a host), the query without `drop`'s names.
  const at = req.originalUrl.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at + 1));
  for (const name of [...params.keys()]) if (drop(name)) params.delete(name);
  const query = params.toString();
  return sameOriginPath(req.path) + (query ? `?${query}` : '');
}

/** `GET <any page>?add-to-cart=ID…`: adds, then back to the same page without those parameters. */
export function registerAddByQuery(router: Router, ctx: ShopContext): void {
  router.use((req, res, next) => {
    if (req.method !== 'GET' || req.query['add-to-cart'] === undefined) return next();
    const visitor = ctx.session(req, res);
    if (addFromRequest(visitor, req.query as RequestFields)) markCartChanged(res);
    syncCartCookies(req, res, visitor);
    redirectSeeOther(
      res,
      urlWithout(req, (name) => ADD_PARAMS.has(name) || name.startsWith('attribute_')),
    );
  });
}

/**
 * `GET /cart/?remove_item=KEY&_wpnonce=…`: with this visitor's cart nonce the item goes and the
 * browser is sent back to the cart (true); without it, as in WooCommerce, nothing is removed and
 * the cart page shows (false), here with a notice saying why.
 */
export function removeByLink(ctx: ShopContext, req: Request, res: Response): boolean {
  const removeKey = firstString(req.query.remove_item);
  if (removeKey === undefined) return false;
  const visitor = ctx.visitor(req, res);
  if (firstString(req.query._wpnonce) !== cartNonce(visitor)) {
    addNotice(visitor, 'error', html`Der Link, dem du gefolgt bist, ist abgelaufen. Bitte versuche es noch einmal.`);
    return false;
  }
  const line = cartTotals(visitor.cart).lines.find((l) => l.item.key === removeKey);
  if (line && removeItem(visitor.cart, removeKey)) {
    markCartChanged(res);
    addNotice(visitor, 'success', html`${quoted(line.name)} entfernt.`);
  } else {
    addNotice(visitor, 'info', html`Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.`);
  }
  syncCartCookies(req, res, visitor);
  ctx.session(req, res); // the notice waits for the page the redirect leads to
  redirectSeeOther(res, '/cart/');
  return true;
}

/**
 * `POST /cart/`, the cart form (`cart[KEY][qty]`, 0 removes), answered as WooCommerce's form
 * handler answers it (the recorded `form-post.cart-update`): only a post that names
 * `update_cart` (or `proceed`) and carries this visitor's `woocommerce-cart-nonce` is acted on.
 * A changed cart redirects (302, as wp_safe_redirect) to the cart with 'Warenkorb aktualisiert.'
 * (`proceed`: to the checkout); anything else, an unchanged cart or a bad nonce included, is
 * answered with the cart page itself (200), showing any notice the post raised: `false`.
 */
export function updateFromCartForm(ctx: ShopContext, req: Request, res: Response): boolean {
  const visitor = ctx.visitor(req, res);
  const fields = requestFields(req);
  const submitted = fields.cart;
  const asked = firstString(fields.update_cart) || firstString(fields.proceed);
  if (!asked || firstString(fields['woocommerce-cart-nonce']) !== cartNonce(visitor)) return false;
  let changed = false;
  if (submitted && typeof submitted === 'object' && !Array.isArray(submitted)) {
    for (const [key, value] of Object.entries(submitted as Record<string, unknown>)) {
      const item = visitor.cart.get(key);
      if (!item) continue;
      const raw = value && typeof value === 'object' ? (value as Record<string, unknown>).qty : undefined;
      const quantity = parseQuantity(raw);
      const product = getProduct(item.productId);
      if (!Number.isFinite(quantity) || quantity < 0) {
        addNotice(visitor, 'error', html`Bitte gib eine gültige Menge für ${quoted(product?.name ?? 'den Artikel')} ein.`);
        continue;
      }
      if (Math.abs(quantity - item.quantity) < 1e-9) continue;
      const result = setQuantity(visitor.cart, key, quantity);
      if (!result.ok) addNotice(visitor, 'error', html`${result.message}`);
      else changed = true;
    }
  }
  if (changed) markCartChanged(res);
  syncCartCookies(req, res, visitor);
  if (firstString(fields.proceed)) {
    if (visitor.notices.length) ctx.session(req, res); // they wait for the page the redirect leads to
    setNoStore(res);
    res.redirect(302, '/checkout/');
    return true;
  }
  if (!changed) return false;
  addNotice(visitor, 'success', html`Warenkorb aktualisiert.`);
  setNoStore(res);
  res.redirect(302, '/cart/');
  return true;
}
