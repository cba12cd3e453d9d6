import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';
import { useQuantity } from './use-quantity';

/**
 * Minus and plus buttons around the shop's quantity field (product page, cart, mini-cart).
 * Buttons at a limit stay focusable and say so with aria-disabled, so keyboard focus is not
 * thrown away when the limit is reached.
 */
export function Quantity({ container }: WidgetProps) {
  const input = useMemo(() => container.querySelector<HTMLInputElement>('input.qty, input[type="number"]'), [container]);
  const usable = input && input.type !== 'hidden' ? input : null;
  const { canIncrease, canDecrease, stepBy } = useQuantity(usable);
  const minus = useIsland(usable, 'beforebegin', 'sf-quantity__minus');
  const plus = useIsland(usable, 'afterend', 'sf-quantity__plus');
  if (!usable) return null;
  // Stable across the cart page's swaps: stock WooCommerce gives a cart field (`cart[KEY][qty]`) a new id each time.
  const focusKey = usable.dataset.cart_item_key ?? (usable.name.startsWith('cart[') ? usable.name : usable.id || usable.name);

  const step = (island: HTMLElement | null, direction: 1 | -1, enabled: boolean) =>
    island &&
    createPortal(
      <button
        type="button"
        className={`sf-quantity__button ${direction > 0 ? 'plus' : 'minus'}`}
        aria-label={t(direction > 0 ? 'Increase quantity' : 'Decrease quantity')}
        aria-disabled={!enabled}
        data-sf-focus={`${focusKey}:${direction > 0 ? 'plus' : 'minus'}`}
        onClick={() => stepBy(direction)}
      >
        {direction > 0 ? '+' : '−'}
      </button>,
      island,
    );
  return (
    <>
      {step(minus, -1, canDecrease)}
      {step(plus, 1, canIncrease)}
    </>
  );
}
