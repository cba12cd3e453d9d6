import { defineWidget } from '../../src/core/element/define-widget';
import { Animate } from './Animate';

export const AnimateElement = defineWidget('sf-animate', Animate);
