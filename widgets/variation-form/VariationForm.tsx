import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useVariationForm } from './use-variation-form';

/** WooCommerce's variations form, upgraded in place; see README.md. */
export function VariationForm({ container }: WidgetProps) {
  const { alert, button } = useVariationForm(container);
  const island = useIsland(button, 'afterend', 'sf-variation-form__alert');
  return island && alert
    ? createPortal(
        <p role="alert" className="sf-variation-alert">
          {alert}
        </p>,
        island,
      )
    : null;
}
