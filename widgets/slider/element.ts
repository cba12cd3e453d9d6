import { defineWidget } from '../../src/core/element/define-widget';
import { Slider } from './Slider';

export const SliderElement = defineWidget('sf-slider', Slider, { label: 'string' });
