import type { WidgetProps } from '../../src/core/element/define-widget';
import { useProductTabs } from './use-product-tabs';

export interface ProductTabsProps extends WidgetProps {
  /** Level of the accordion's headings (2–6); 2 below the product title's h1. */
  headingLevel?: number;
}

/**
 * Product tabs on WooCommerce's markup: WAI-ARIA tabs, or the WAI-ARIA accordion on small
 * screens. The accordion's headings are the only markup it adds.
 */
export function ProductTabs({ container, headingLevel }: ProductTabsProps) {
  useProductTabs(container, accordionHeadingLevel(headingLevel));
  return null;
}

function accordionHeadingLevel(level: number | undefined): number {
  return Number.isInteger(level) && level! >= 2 && level! <= 6 ? level! : 2;
}
