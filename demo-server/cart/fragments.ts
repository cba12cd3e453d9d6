/** WooCommerce cart fragments: page-region selector → replacement HTML, plus cart_hash; the keys are the visitor's theme's. */
import type { FragmentsBody } from './contract-types.ts';
import { cartNonce, type Session } from '../shared/session.ts';
import type { Cart } from './model.ts';
import { cartHash, cartTotals } from './model.ts';
import { headerCartLink, miniCartContent } from './mini-cart.ts';
import type { ThemeName } from '../theme/choice.ts';
import { storefrontFragments } from '../theme/storefront/header-cart.ts';

/** The cart and the nonce its remove links carry. */
export interface FragmentSource {
  cart: Cart;
  cartNonce: string;
}

function seedFragments({ cart, cartNonce }: FragmentSource): FragmentsBody {
  const totals = cartTotals(cart);
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(totals, cartNonce).value,
      'a.header-cart-link': headerCartLink(totals).value,
    },
    cart_hash: cartHash(cart),
  };
}

const FRAGMENTS: Record<ThemeName, (source: FragmentSource) => FragmentsBody> = { flatsome: seedFragments, storefront: storefrontFragments };

export function cartFragments(source: FragmentSource, theme: ThemeName = 'flatsome'): FragmentsBody {
  return FRAGMENTS[theme](source);
}

/** The fragments of this visitor's cart. */
export function sessionFragments(session: Session, theme: ThemeName): FragmentsBody {
  return cartFragments({ cart: session.cart, cartNonce: cartNonce(session) }, theme);
}
