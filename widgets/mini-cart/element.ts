import { defineWidget } from '../../src/core/element/define-widget';
import { MiniCart } from './MiniCart';

export const MiniCartElement = defineWidget('sf-mini-cart', MiniCart, { revealOnAdd: 'boolean' });
