import type { Fragments } from '../cart/events';

/**
 * Storefront's header cart and WooCommerce's fragments for it, shaped like the recorded stock
 * shop (../shared/real-woocommerce/: the header of its pages and get_refreshed_fragments.*.json)
 * for element tests and stories: `ul#site-header-cart` with the cart link and the cart widget,
 * whose content is empty in the page and filled only by fragments; mini-cart lines without
 * quantity fields; the shop's English texts and German money, whitespace as WordPress prints it.
 */
export interface StockCartLine {
  key: string;
  productId: number;
  sku: string;
  name: string;
  quantity: number;
  /** Unit price in cents. */
  cents: number;
}

/** Links as the shop prints them, on the page's own origin (the recording's is http://127.0.0.1:8088). */
const ORIGIN = '';
/** WooCommerce's placeholder image, inline: fixtures load nothing. */
const PLACEHOLDER = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23eee'/%3E%3C/svg%3E";
const euros = (cents: number) => `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
const amount = (cents: number, bdi = true) => {
  const inner = `${euros(cents)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span>`;
  return `<span class="woocommerce-Price-amount amount">${bdi ? `<bdi>${inner}</bdi>` : inner}</span>`;
};
const count = (lines: StockCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
const subtotal = (lines: StockCartLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.cents, 0);

export const FRONTSPOILER: StockCartLine = { key: 'c51ce410c124a10e0db5e4b97fc2af39', productId: 13, sku: 'UFS-01', name: 'Universal Frontspoiler', quantity: 2, cents: 8950 };
export const FELGENREINIGER: StockCartLine = { key: '7272bab2c6d57bd4068d920063763d34', productId: 15, sku: 'FRK-14-1', name: 'Felgenreiniger Konzentrat - 1 l', quantity: 1, cents: 1490 };

/** Storefront's header cart link (also the fragment `a.cart-contents`). */
export function cartContentsLink(lines: StockCartLine[]): string {
  const items = count(lines);
  return `\t\t\t<a class="cart-contents" href="${ORIGIN}/cart/" title="View your shopping cart">\n\t\t\t\t\t\t\t\t${amount(subtotal(lines), false)} <span class="count">${items} ${items === 1 ? 'item' : 'items'}</span>\n\t\t\t</a>\n\t\t`;
}

/** WooCommerce's mini-cart content (the fragment `div.widget_shopping_cart_content`). */
export function miniCartContent(lines: StockCartLine[]): string {
  if (!lines.length) {
    return '<div class="widget_shopping_cart_content">\r\n\r\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\r\n\r\n\r\n</div>';
  }
  const items = lines.map(
    (line) =>
      `\t\t\t\t\t\t<li class="woocommerce-mini-cart-item mini_cart_item">\r\n\t\t\t\t\t<a href="${ORIGIN}/cart/?remove_item=${line.key}&#038;_wpnonce=5a8c81ef8d" class="remove remove_from_cart_button" aria-label="Remove ${line.name} from cart" data-product_id="${line.productId}" data-cart_item_key="${line.key}" data-product_sku="${line.sku}" data-success_message="&ldquo;${line.name}&rdquo; has been removed from your cart">&times;</a>\t\t\t\t\t<a href="${ORIGIN}/product/${line.productId}/">\r\n\t\t\t\t\t\t\t<img width="324" height="324" src="${PLACEHOLDER}" class="woocommerce-placeholder wp-post-image" alt="Placeholder" decoding="async" loading="lazy" />${line.name}\t\t\t\t\t\t</a>\r\n\t\t\t\t\t\t\t<span class="quantity">${line.quantity} &times; ${amount(line.cents)}</span>\t\t\t\t</li>\r\n`,
  );
  return `<div class="widget_shopping_cart_content">\r\n\r\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\r\n${items.join('')}\t\t\t\t\t</ul>\r\n\r\n\t<p class="woocommerce-mini-cart__total total">\r\n\t\t<strong>Subtotal:</strong> ${amount(subtotal(lines))}\t</p>\r\n\r\n\t\r\n\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${ORIGIN}/cart/" class="button wc-forward">View cart</a><a href="${ORIGIN}/checkout/" class="button checkout wc-forward">Checkout</a></p>\r\n\r\n\t\r\n\r\n</div>`;
}

/** What `get_refreshed_fragments`, `add_to_cart` and `remove_from_cart` answer for `lines`. */
export function stockFragments(lines: StockCartLine[]): Fragments {
  return {
    'div.widget_shopping_cart_content': miniCartContent(lines),
    'a.cart-contents': cartContentsLink(lines),
    'a.footer-cart-contents': `\t\t\t<a class="footer-cart-contents" href="${ORIGIN}/cart/">Cart\t\t\t\t<span class="count">${count(lines)}</span>\n\t\t\t</a>\n\t\t`,
  };
}

/** The fragments answer's body: an empty cart has the hash ''. */
export const stockFragmentsBody = (lines: StockCartLine[]) => ({
  fragments: stockFragments(lines),
  cart_hash: lines.length ? `hash-${lines.map((line) => `${line.key}x${line.quantity}`).join('-')}` : '',
});

/**
 * Storefront's header cart in the page, wrapped in `<sf-mini-cart>` as the plugin prints it.
 * `widget: false` is the cart and checkout pages, where WooCommerce leaves the cart widget out.
 * The cart link shows the cart the server knows; the widget's content is always empty.
 */
export function storefrontHeaderCart({ lines = [] as StockCartLine[], widget = true, attributes = '' } = {}): string {
  const content = widget ? '<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>' : '';
  return `<sf-mini-cart${attributes ? ` ${attributes}` : ''}>\t\t<ul id="site-header-cart" class="site-header-cart menu">\n\t\t\t<li class="">\n\t${cartContentsLink(lines)}\t\t\t</li>\n\t\t\t<li>\n\t\t\t\t${content}\t\t\t</li>\n\t\t</ul>\n\t\t</sf-mini-cart>`;
}

/** Storefront's handheld footer bar's cart link, which the fragments also replace. */
export const handheldFooterCart = (lines: StockCartLine[] = []) =>
  `<div class="storefront-handheld-footer-bar"><ul class="columns-1"><li class="cart">${stockFragments(lines)['a.footer-cart-contents']}</li></ul></div>`;
