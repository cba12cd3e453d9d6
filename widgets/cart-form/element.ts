import { defineWidget } from '../../src/core/element/define-widget';
import { CartForm } from './CartForm';

export const CartFormElement = defineWidget('sf-cart-form', CartForm);
