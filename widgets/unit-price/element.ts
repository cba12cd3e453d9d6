import { defineWidget } from '../../src/element/define-widget';
import { UnitPrice } from './UnitPrice';

export const UnitPriceElement = defineWidget('sf-unit-price', UnitPrice, { productId: 'string' });
