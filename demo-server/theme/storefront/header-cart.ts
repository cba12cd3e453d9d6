/**
 * Storefront's header cart (storefront_header_cart, storefront_cart_link) and WooCommerce's
 * mini-cart (cart/mini-cart.php), German, and the fragments a stock shop answers with: the
 * mini-cart content is empty in the page and arrives only as the fragment
 * `div.widget_shopping_cart_content`; its lines have no quantity field.
 */
import type { FragmentsBody } from '../../cart/contract-types.ts';
import { cartHash, cartTotals, type CartTotals } from '../../cart/model.ts';
import { removeUrl } from '../../cart/mini-cart.ts';
import { formatNumber, priceHtml } from '../../shared/format.ts';
import { html, quoted, type SafeHtml } from '../../shared/html.ts';
import { imageUrl, productUrl } from '../../shared/markup.ts';
import type { FragmentSource } from '../../cart/fragments.ts';

const itemCount = (count: number) => `${formatNumber(count)} Artikel`;

/** storefront_cart_link(): the header's link with the subtotal and the count (fragment `a.cart-contents`). */
export function cartContentsLink(totals: CartTotals): SafeHtml {
  return html`<a class="cart-contents" href="/cart/" title="Warenkorb ansehen">${priceHtml(totals.subtotalCents)} <span class="count">${itemCount(totals.count)}</span></a>`;
}

/** The handheld footer bar's cart link (fragment `a.footer-cart-contents`). */
export function footerCartLink(totals: CartTotals): SafeHtml {
  return html`<a class="footer-cart-contents" href="/cart/">Warenkorb <span class="count">${formatNumber(totals.count)}</span></a>`;
}

/** cart/mini-cart.php inside its fragment's element. */
export function stockMiniCartContent(totals: CartTotals, cartNonce: string): SafeHtml {
  if (totals.lines.length === 0) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Es befinden sich keine Produkte im Warenkorb.</p></div>`;
  }
  const items = totals.lines.map(
    (line) =>
      html`<li class="woocommerce-mini-cart-item mini_cart_item"><a href="${removeUrl(line.item.key, cartNonce)}" class="remove remove_from_cart_button" aria-label="${quoted(line.name)} aus dem Warenkorb entfernen" data-product_id="${String(line.product.id)}" data-cart_item_key="${line.item.key}" data-product_sku="${line.variation?.sku ?? line.product.sku}" data-success_message="${quoted(line.name)} wurde aus deinem Warenkorb entfernt">×</a><a href="${productUrl(line.product)}"><img width="60" height="60" src="${imageUrl(line.product)}" alt="" loading="lazy">${line.name}</a><span class="quantity">${formatNumber(line.item.quantity)} × ${priceHtml(line.unitCents)}</span></li>`,
  );
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>Zwischensumme:</strong> ${priceHtml(totals.subtotalCents)}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a><a href="/checkout/" class="button checkout wc-forward">Kasse</a></p></div>`;
}

/**
 * `ul#site-header-cart` in `<sf-mini-cart>` (the plugin's wrapper). WooCommerce's cart widget
 * hides itself on the cart and the checkout (`woocommerce_widget_cart_is_hidden`): there the
 * second item stays empty.
 */
export function headerCart(totals: CartTotals, where: { isCart: boolean; isCheckout: boolean }): SafeHtml {
  const widget = where.isCart || where.isCheckout ? '' : html`<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>`;
  return html`<sf-mini-cart><ul id="site-header-cart" class="site-header-cart menu"><li class="${where.isCart ? 'current-menu-item' : ''}">${cartContentsLink(totals)}</li><li>${widget}</li></ul></sf-mini-cart>`;
}

/** The fragments of a stock shop on Storefront (keys as in samples/get_refreshed_fragments.*.json). */
export function storefrontFragments({ cart, cartNonce }: FragmentSource): FragmentsBody {
  const totals = cartTotals(cart);
  return {
    fragments: {
      'div.widget_shopping_cart_content': stockMiniCartContent(totals, cartNonce).value,
      'a.cart-contents': cartContentsLink(totals).value,
      'a.footer-cart-contents': footerCartLink(totals).value,
    },
    cart_hash: cartHash(cart),
  };
}
