import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCartItemActions } from '../../src/cart/item-actions/use-cart-item-actions';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useCartPage } from './use-cart-page';

/**
 * Cart page: quantities and removals apply at once, and the shop's table and totals are
 * swapped in without a full page load. Quantities go to the theme's per-line endpoint where it
 * has one, else the cart form is posted as WooCommerce's cart script posts it. The 'Update
 * cart' button is hidden by CSS only while the element sends every quantity field itself.
 */
export function CartForm({ container }: WidgetProps) {
  // A new change clears the alert of the last one, whichever way either went.
  const clearActionsError = useRef(() => {});
  const page = useCartPage(container, () => clearActionsError.current());
  const actions = useCartItemActions(container, () => void page.reload(), { sendsLine: page.sendsLine, sayRefusedRemoval: true });
  clearActionsError.current = actions.clearError;
  const alertIsland = useIsland(container, 'afterbegin', 'sf-cart-form__alert');
  const message = actions.error || page.error;
  return alertIsland && message
    ? createPortal(
        <p role="alert" className="sf-cart-alert">
          {message}
        </p>,
        alertIsland,
      )
    : null;
}
