import { defineWidget } from '../../src/core/element/define-widget';
import { SiteNotice } from './SiteNotice';

export const SiteNoticeElement = defineWidget('sf-site-notice', SiteNotice);
