import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useStickyAddToCart } from './use-sticky-add-to-cart';

export interface StickyAddToCartProps extends WidgetProps {
  /** Id of the product element whose purchase form the bar stands in for (`product-101`); the page's first `.product` without. */
  for?: string;
}

/**
 * Sticky add-to-cart bar on the shop's markup; see README.md. Not a live region: the reason a
 * press did not add is announced once, by the variation form's alert, and shown here too.
 */
export function StickyAddToCart({ container, for: productElementId }: StickyAddToCartProps) {
  const { message, outcome } = useStickyAddToCart(container, productElementId);
  const button = useMemo(() => container.querySelector('.sticky-add-to-cart__button'), [container]);
  const island = useIsland(button, 'afterend', 'sticky-add-to-cart__message');
  if (!island || !(message || outcome)) return null;
  return createPortal(
    message ? (
      <p className="sticky-add-to-cart__reason">{message}</p>
    ) : (
      // sf-add-to-cart's own markup (the link to the cart, or the error text), copied.
      <span className="sticky-add-to-cart__outcome" dangerouslySetInnerHTML={{ __html: outcome }} />
    ),
    island,
  );
}
