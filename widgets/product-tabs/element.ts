import { defineWidget } from '../../src/core/element/define-widget';
import { ProductTabs } from './ProductTabs';

export const ProductTabsElement = defineWidget('sf-product-tabs', ProductTabs, { headingLevel: 'number' });
