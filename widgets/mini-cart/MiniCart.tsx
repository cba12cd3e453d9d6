import { useCallback, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useCartItemActions } from '../../src/cart/item-actions/use-cart-item-actions';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';
import { headerCartParts } from './markup';
import { useCartPreview, useMiniCart } from './use-mini-cart';

export interface MiniCartProps extends WidgetProps {
  /** `reveal-on-add`: open the dropdown after every add. */
  revealOnAdd?: boolean;
}

/**
 * Header mini-cart: a disclosure button (WAI-ARIA disclosure pattern) next to the shop's cart
 * link opens the dropdown; items can be removed (and, where the shop prints quantity fields,
 * their quantity changed) in place. On the seed theme's markup and on WooCommerce's cart widget
 * as Storefront prints it (markup.ts).
 */
export function MiniCart({ container, revealOnAdd = false }: MiniCartProps) {
  const parts = useMemo(() => headerCartParts(container), [container]);
  const dropdown = parts?.dropdown ?? null;
  const toggleIsland = useIsland(dropdown ? parts?.link : null, 'afterend', 'sf-mini-cart__toggle');
  const alertIsland = useIsland(dropdown, 'afterbegin', 'sf-mini-cart__alert');
  const findToggle = useCallback(() => toggleIsland?.querySelector('button') ?? null, [toggleIsland]);
  const { open, toggleOpen } = useMiniCart(container, revealOnAdd, findToggle);
  const preview = useCartPreview(dropdown, open);
  const { error } = useCartItemActions(container);

  useEffect(() => {
    if (dropdown && !dropdown.id) dropdown.id = 'sf-mini-cart-dropdown';
  }, [container, dropdown]);

  return (
    <>
      {toggleIsland &&
        createPortal(
          <button type="button" className="sf-mini-cart__button" aria-expanded={open} aria-controls={dropdown?.id || 'sf-mini-cart-dropdown'} onClick={toggleOpen}>
            <span className="screen-reader-text">{t('Show cart preview')}</span>
          </button>,
          toggleIsland,
        )}
      {alertIsland &&
        createPortal(
          <>
            {error && (
              <p role="alert" className="sf-cart-alert">
                {error}
              </p>
            )}
            {preview === 'failed' && (
              <p role="alert" className="sf-cart-alert">
                {t('The cart preview could not be loaded. Please try again or open the cart.')}
              </p>
            )}
            {preview === 'loading' && open && (
              <p role="status" className="sf-mini-cart__status">
                {t('Loading the cart…')}
              </p>
            )}
          </>,
          alertIsland,
        )}
    </>
  );
}
