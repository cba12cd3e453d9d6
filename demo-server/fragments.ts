/** WooCommerce cart fragments: page-region selector → replacement HTML, plus cart_hash. */
import { cartHash, cartTotals, type Cart } from './cart.ts';
import { headerCartLink, miniCartContent } from './templates/minicart.ts';

export interface FragmentsResponse {
  fragments: Record<string, string>;
  cart_hash: string;
}

export function cartFragments(cart: Cart): FragmentsResponse {
  const totals = cartTotals(cart);
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(totals).value,
      'a.header-cart-link': headerCartLink(totals).value,
    },
    cart_hash: cartHash(cart),
  };
}
