/** WooCommerce cart fragments: page-region selector → replacement HTML, plus cart_hash. */
import type { FragmentsBody } from './contract-types.ts';
import type { Session } from '../shared/session.ts';
import { cartHash, cartTotals } from './model.ts';
import { headerCartLink, miniCartContent } from './mini-cart.ts';

export function cartFragments({ cart, cartNonce }: Pick<Session, 'cart' | 'cartNonce'>): FragmentsBody {
  const totals = cartTotals(cart);
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(totals, cartNonce).value,
      'a.header-cart-link': headerCartLink(totals).value,
    },
    cart_hash: cartHash(cart),
  };
}
