import { defineWidget } from '../../src/element/define-widget';
import { CartForm } from './CartForm';

export const CartFormElement = defineWidget('sf-cart-form', CartForm);
