/** WooCommerce cart fragments: page-region selector → replacement HTML, plus cart_hash; the keys are the visitor's theme's. */
import type { FragmentsBody } from './contract-types.ts';
import type { Session } from '../shared/session.ts';
import { cartHash, cartTotals } from './model.ts';
import { headerCartLink, miniCartContent } from './mini-cart.ts';
import type { ThemeName } from '../theme/choice.ts';
import { storefrontFragments } from '../theme/storefront/header-cart.ts';

type FragmentSource = Pick<Session, 'cart' | 'cartNonce'>;

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
