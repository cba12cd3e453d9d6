import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useCartItemActions } from '../../src/cart/item-actions/use-cart-item-actions';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';
import { useCartDrawer } from './use-cart-drawer';

/**
 * Off-canvas cart drawer (#cart-popup), a modal dialog (WAI-ARIA dialog pattern). A close
 * button is added unless the shop prints its own (`<form method="dialog">`, which also
 * works without JavaScript).
 */
export function CartDrawer({ container }: WidgetProps) {
  const dialog = useMemo(() => container.querySelector('dialog'), [container]);
  const shopCloses = useMemo(() => !!dialog?.querySelector('form[method="dialog"]'), [dialog]);
  useCartDrawer(container, dialog);
  const { error } = useCartItemActions(container);
  const closeIsland = useIsland(shopCloses ? null : dialog, 'afterbegin', 'sf-cart-drawer__close');
  // Before the cart content: fragments replace that region, the alert beside it stays.
  const alertIsland = useIsland(dialog?.querySelector('.widget_shopping_cart_content'), 'beforebegin', 'sf-cart-drawer__alert');

  return (
    <>
      {closeIsland &&
        createPortal(
          <button type="button" className="sf-cart-drawer__close-button" aria-label={t('Close cart')} onClick={() => dialog?.close()}>
            <span aria-hidden="true">×</span>
          </button>,
          closeIsland,
        )}
      {alertIsland &&
        error &&
        createPortal(
          <p role="alert" className="sf-cart-alert">
            {error}
          </p>,
          alertIsland,
        )}
    </>
  );
}
