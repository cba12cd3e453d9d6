import { defineWidget } from '../../src/core/element/define-widget';
import { StickyAddToCart } from './StickyAddToCart';

export const StickyAddToCartElement = defineWidget('sf-sticky-add-to-cart', StickyAddToCart, { for: 'string' });
