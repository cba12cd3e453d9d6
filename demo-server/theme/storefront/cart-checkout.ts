/**
 * The stock cart (cart/cart.php, cart-empty.php, cart-totals.php), checkout wrapper and order
 * received page, in Storefront's page template (`article.page` with `h1.entry-title`), with our
 * elements where the WordPress plugin prints them (common contract points 4 and 5):
 * `<sf-cart-form>` from woocommerce_before_cart (priority 5, around the notices wrapper) to
 * woocommerce_after_cart, none on the empty cart (that hook does not run there); `<sf-checkout>`
 * from woocommerce_before_checkout_form (priority 1) to woocommerce_after_checkout_form (999).
 * The cart's fields and remove links are stock: `cart[KEY][qty]` without `data-cart_item_key`,
 * the remove link with `data-product_id` and `data-product_sku` only.
 */
import { cartTotalsRows } from '../../cart/cart-page.ts';
import { removeUrl } from '../../cart/mini-cart.ts';
import { quantityRule, type CartLine, type CartTotals } from '../../cart/model.ts';
import { checkoutForm, checkoutLogin, checkoutNotices, emptyCheckout, type CheckoutPageState } from '../../checkout/checkout-page.ts';
import { orderReceivedBody } from '../../checkout/order-pages.ts';
import type { Order } from '../../checkout/orders.ts';
import { priceHtml } from '../../shared/format.ts';
import { html, quoted, scriptJson, type SafeHtml } from '../../shared/html.ts';
import { imageUrl, noticesWrapper, productUrl, quantityField } from '../../shared/markup.ts';
import type { ThemePage } from '../templates.ts';

/** Storefront's page.php around a shortcode's output. */
function pageArticle(title: string, body: SafeHtml): SafeHtml {
  return html`<article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${title}</h1></header><div class="entry-content"><div class="woocommerce">${body}</div></div></article>`;
}

function lineQuantity(line: CartLine): SafeHtml {
  const name = `cart[${line.item.key}][qty]`;
  if (line.product.soldIndividually) return html`<div class="quantity"><input type="hidden" name="${name}" value="1"></div>1`;
  const rule = quantityRule(line.product);
  return html`<sf-quantity>${quantityField({ id: `quantity_${line.item.key}`, name, value: line.item.quantity, min: 0, max: rule.max, step: rule.step, label: `${line.name} Menge`, ariaLabel: 'Produktmenge' })}</sf-quantity>`;
}

function cartRow(line: CartLine, cartNonce: string): SafeHtml {
  const { item, product } = line;
  const link = productUrl(product);
  return html`<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a href="${removeUrl(item.key, cartNonce)}" class="remove" aria-label="${quoted(line.name)} aus dem Warenkorb entfernen" data-product_id="${String(product.id)}" data-product_sku="${line.variation?.sku ?? product.sku}">×</a></td><td class="product-thumbnail"><a href="${link}"><img width="60" height="60" src="${imageUrl(product)}" alt="${line.name}"></a></td><td class="product-name" data-title="Produkt"><a href="${link}">${line.name}</a></td><td class="product-price" data-title="Preis">${priceHtml(line.unitCents)}</td><td class="product-quantity" data-title="Menge">${lineQuantity(line)}</td><td class="product-subtotal" data-title="Zwischensumme">${priceHtml(line.lineCents)}</td></tr>`;
}

/** WooCommerce's cart script's page global (its handle is kept by the plugin, its source emptied). */
function cartParams(nonce: string): SafeHtml {
  const params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_shipping_method_nonce: nonce, apply_coupon_nonce: nonce, remove_coupon_nonce: nonce };
  return html`
var wc_cart_params=${scriptJson(params)};`;
}

/** Notices are Storefront's, at the top of the content (contract point 7): the cart's own wrapper stays empty. */
export function stockCartPage(totals: CartTotals, _notices: unknown, cartNonce: string, walletArea?: SafeHtml): ThemePage {
  const crumbs = [{ label: 'Warenkorb' }];
  if (totals.lines.length === 0) {
    const empty = html`${noticesWrapper([])}<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Dein Warenkorb ist gegenwärtig leer.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p>`;
    return { content: pageArticle('Warenkorb', empty), crumbs, globals: cartParams(cartNonce) };
  }
  const form = html`<form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0"><thead><tr><th class="product-remove"><span class="screen-reader-text">Artikel entfernen</span></th><th class="product-thumbnail"><span class="screen-reader-text">Vorschaubild</span></th><th class="product-name">Produkt</th><th class="product-price">Preis</th><th class="product-quantity">Menge</th><th class="product-subtotal">Zwischensumme</th></tr></thead><tbody>${totals.lines.map(
    (line) => cartRow(line, cartNonce),
  )}<tr><td colspan="6" class="actions"><button type="submit" class="button" name="update_cart" value="Warenkorb aktualisieren">Warenkorb aktualisieren</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${cartNonce}"><input type="hidden" name="_wp_http_referer" value="/cart/"></td></tr></tbody></table></form>`;
  const collaterals = html`<div class="cart-collaterals"><div class="cart_totals"><h2>Warenkorb-Summe</h2><table cellspacing="0" class="shop_table shop_table_responsive"><tbody>${cartTotalsRows(totals)}</tbody></table><div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Weiter zur Kasse</a>${walletArea ?? ''}</div></div></div>`;
  return { content: pageArticle('Warenkorb', html`<sf-cart-form>${noticesWrapper([])}${form}${collaterals}</sf-cart-form>`), crumbs, globals: cartParams(cartNonce) };
}

/**
 * The checkout shortcode prints its notices first (the refused post's errors with them), then
 * woocommerce_before_checkout_form: the plugin's `<sf-checkout>` (priority 1), the login toggle,
 * the hook's own notices wrapper (empty by then), then the form.
 */
export function stockCheckoutPage(state: CheckoutPageState): ThemePage {
  const crumbs = [{ label: 'Kasse' }];
  if (state.totals.lines.length === 0) return { content: pageArticle('Kasse', emptyCheckout(state.notices)), crumbs, noticesInContent: true };
  const body = html`${checkoutNotices(state)}<sf-checkout>${checkoutLogin(state)}${noticesWrapper([])}${checkoutForm(state)}</sf-checkout>`;
  return { content: pageArticle('Kasse', body), crumbs, noticesInContent: true };
}

export function stockOrderReceivedPage(order: Order): ThemePage {
  return { content: pageArticle('Bestellung erhalten', orderReceivedBody(order)), crumbs: [{ label: 'Kasse', href: '/checkout/' }, { label: 'Bestellung erhalten' }] };
}
