import { defineWidget } from '../../src/core/element/define-widget';
import { CartFragments } from './CartFragments';

export const CartFragmentsElement = defineWidget('sf-cart-fragments', CartFragments);
