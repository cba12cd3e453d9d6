import { defineWidget } from '../../src/element/define-widget';
import { QuickView } from './QuickView';

export const QuickViewElement = defineWidget('sf-quick-view', QuickView);
