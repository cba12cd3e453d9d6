import { useEffect } from 'react';
import { warmShopHttpFor } from '../../src/core/http/client';
import { createPortal } from 'react-dom';
import { addToCartParams } from '../../src/cart/config';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { emit } from '../../src/cart/events';
import { t } from './i18n';
import { useAddToCart, type ButtonStatus } from './use-add-to-cart';

/** Asynchronous add to cart for the shop's buttons inside; see README.md. */
export function AddToCart({ container }: WidgetProps) {
  const statuses = useAddToCart(container);
  useEffect(() => warmShopHttpFor(container), [container]);
  return (
    <>
      {[...statuses].map(([button, status], index) => (
        <ButtonOutcome key={index} button={button} status={status} />
      ))}
    </>
  );
}

/** What follows a button after an add: the 'View cart' link, or why it failed. */
function ButtonOutcome({ button, status }: { button: HTMLElement; status: ButtonStatus }) {
  const island = useIsland(button, 'afterend', 'sf-add-to-cart__outcome');
  const params = addToCartParams();

  useEffect(() => {
    if (status.added) emit('sf:cart-button-updated', { button });
  }, [status.added, button]);

  if (!island) return null;
  return createPortal(
    <>
      {status.added && (
        <a href={params.cart_url ?? '/cart/'} className="added_to_cart wc-forward">
          {params.i18n_view_cart ?? t('View cart')}
        </a>
      )}
      {status.error && (
        <span className="sf-add-to-cart__error" role="alert">
          {status.error}
        </span>
      )}
    </>,
    island,
  );
}
