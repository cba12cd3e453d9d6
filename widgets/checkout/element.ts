import { defineWidget } from '../../src/core/element/define-widget';
import { Checkout } from './Checkout';

export const CheckoutElement = defineWidget('sf-checkout', Checkout);
