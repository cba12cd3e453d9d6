import { defineWidget } from '../../src/core/element/define-widget';
import { CartDrawer } from './CartDrawer';

export const CartDrawerElement = defineWidget('sf-cart-drawer', CartDrawer);
