import { defineWidget } from '../../src/core/element/define-widget';
import { QuickView } from './QuickView';

export const QuickViewElement = defineWidget('sf-quick-view', QuickView);
