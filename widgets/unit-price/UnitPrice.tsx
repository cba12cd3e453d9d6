import type { WidgetProps } from '../../src/core/element/define-widget';
import { useUnitPrice } from './use-unit-price';

export interface UnitPriceProps extends WidgetProps {
  /** `product-id`: the product the price belongs to (else Germanized's params). */
  productId?: string;
}

/** Legal unit price kept in step with the shown price; renders nothing of its own. */
export function UnitPrice({ container, productId }: UnitPriceProps) {
  useUnitPrice(container, productId);
  return null;
}
