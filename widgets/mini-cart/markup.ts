/**
 * The two header-cart markups the mini-cart upgrades (README, Markup). Which one is on the page
 * is read from the markup itself, never configured:
 * - the seed theme's: `a.header-cart-link` and `div.nav-dropdown` around the widget;
 * - WooCommerce's cart widget as Storefront prints it: `ul#site-header-cart` with
 *   `li > a.cart-contents` and `li > div.widget_shopping_cart > div.widget_shopping_cart_content`,
 *   that content empty in the page and filled only by fragments. On the cart and checkout pages
 *   WooCommerce leaves the widget out: there is no dropdown, so no button either.
 * The seed theme's dropdown holds a `.widget_shopping_cart` too: it is looked for first.
 */
export const HEADER_CART_MARKUPS = [
  { name: 'seed', link: '.header-cart-link', dropdown: '.nav-dropdown' },
  { name: 'storefront', link: '.site-header-cart a.cart-contents', dropdown: '.site-header-cart .widget_shopping_cart' },
] as const;

export type HeaderCartMarkup = (typeof HEADER_CART_MARKUPS)[number]['name'];

export interface HeaderCartParts {
  markup: HeaderCartMarkup;
  /** The shop's cart link; the disclosure button goes right after it. */
  link: Element;
  /** What opens and closes; it stays while fragments replace the content inside it. */
  dropdown: HTMLElement | null;
}

/** The first markup whose cart link is inside `host`; null when neither is. */
export function headerCartParts(host: ParentNode): HeaderCartParts | null {
  for (const { name, link, dropdown } of HEADER_CART_MARKUPS) {
    const found = host.querySelector(link);
    if (found) return { markup: name, link: found, dropdown: host.querySelector<HTMLElement>(dropdown) };
  }
  return null;
}

/** The region fragments fill; its content may still be empty (Storefront prints it so). */
export const CART_CONTENT = '.widget_shopping_cart_content';

/** Whether the dropdown has nothing to show yet: no content region, or one with no element in it. */
export const contentMissing = (dropdown: ParentNode) => !dropdown.querySelector(`${CART_CONTENT} > *`);
