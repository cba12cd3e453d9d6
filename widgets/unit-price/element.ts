import { defineWidget } from '../../src/core/element/define-widget';
import { UnitPrice } from './UnitPrice';

export const UnitPriceElement = defineWidget('sf-unit-price', UnitPrice, { productId: 'string' });
