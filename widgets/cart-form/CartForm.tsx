import { createPortal } from 'react-dom';
import { useCartItemActions } from '../../src/cart/use-cart-item-actions';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useCartPage } from './use-cart-page';

/**
 * Cart page: quantities and removals apply at once, and the shop's table and totals are
 * swapped in without a full page load. The 'Update cart' button is hidden by CSS once the
 * element is upgraded; pressing Enter in a field still posts the form the classic way.
 */
export function CartForm({ container }: WidgetProps) {
  const page = useCartPage(container);
  const actions = useCartItemActions(container, () => void page.reload());
  const alertIsland = useIsland(container, 'afterbegin', 'sf-cart-form__alert');
  const message = actions.error || page.error;
  return alertIsland && message ? createPortal(<p role="alert" className="sf-cart-alert">{message}</p>, alertIsland) : null;
}
