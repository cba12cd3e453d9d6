/** WooCommerce cart fragments: page-region selector → replacement HTML, plus cart_hash. */
import type { FragmentsBody } from './contract-types.ts';
import { cartHash, cartTotals, type Cart } from './model.ts';
import { headerCartLink, miniCartContent } from './mini-cart.ts';

export function cartFragments(cart: Cart): FragmentsBody {
  const totals = cartTotals(cart);
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(totals).value,
      'a.header-cart-link': headerCartLink(totals).value,
    },
    cart_hash: cartHash(cart),
  };
}
