import { defineWidget } from '../../src/core/element/define-widget';
import { Quantity } from './Quantity';

export const QuantityElement = defineWidget('sf-quantity', Quantity);
