import { defineWidget } from '../../src/core/element/define-widget';
import { ContentTabs } from './ContentTabs';

export const ContentTabsElement = defineWidget('sf-content-tabs', ContentTabs, { headingLevel: 'number' });
