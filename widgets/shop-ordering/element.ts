import { defineWidget } from '../../src/core/element/define-widget';
import { ShopOrdering } from './ShopOrdering';

export const ShopOrderingElement = defineWidget('sf-shop-ordering', ShopOrdering);
