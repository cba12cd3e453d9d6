import { defineWidget } from '../../src/element/define-widget';
import { AddToCart } from './AddToCart';

export const AddToCartElement = defineWidget('sf-add-to-cart', AddToCart);
