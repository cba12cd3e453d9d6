import { defineWidget } from '../../src/core/element/define-widget';
import { LiveSearch } from './LiveSearch';

export const LiveSearchElement = defineWidget('sf-live-search', LiveSearch);
