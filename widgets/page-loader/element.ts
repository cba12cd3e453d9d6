import { defineWidget } from '../../src/core/element/define-widget';
import { PageLoader } from './PageLoader';

export const PageLoaderElement = defineWidget('sf-page-loader', PageLoader);
