import { defineWidget } from '../../src/core/element/define-widget';
import { ScrollTo } from './ScrollTo';

export const ScrollToElement = defineWidget('sf-scroll-to', ScrollTo);
