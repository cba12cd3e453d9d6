import { defineWidget } from '../../src/core/element/define-widget';
import { AddToCart } from './AddToCart';

export const AddToCartElement = defineWidget('sf-add-to-cart', AddToCart);
