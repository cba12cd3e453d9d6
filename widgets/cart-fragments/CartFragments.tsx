import type { WidgetProps } from '../../src/core/element/define-widget';
import { useCartFragments } from './use-cart-fragments';

/** Renders nothing: keeps the page's cart fragments current. Place once per page. */
export function CartFragments(_props: WidgetProps) {
  useCartFragments();
  return null;
}
