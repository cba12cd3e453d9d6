import { defineWidget } from '../../src/core/element/define-widget';
import { StickySidebar } from './StickySidebar';

export const StickySidebarElement = defineWidget('sf-sticky-sidebar', StickySidebar);
