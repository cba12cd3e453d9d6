import type { WidgetProps } from '../../src/element/define-widget';
import { useProductTabs } from './use-product-tabs';

/** Product tabs (WAI-ARIA tabs pattern) on WooCommerce's markup; renders nothing of its own. */
export function ProductTabs({ container }: WidgetProps) {
  useProductTabs(container);
  return null;
}
