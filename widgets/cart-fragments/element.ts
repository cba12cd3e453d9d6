import { defineWidget } from '../../src/element/define-widget';
import { CartFragments } from './CartFragments';

export const CartFragmentsElement = defineWidget('sf-cart-fragments', CartFragments);
