import { defineWidget } from '../../src/core/element/define-widget';
import { StickyHeader } from './StickyHeader';

export const StickyHeaderElement = defineWidget('sf-sticky-header', StickyHeader, { hideOnScroll: 'boolean' });
