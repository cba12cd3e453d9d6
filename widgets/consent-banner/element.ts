import { defineWidget } from '../../src/core/element/define-widget';
import { ConsentBanner } from './ConsentBanner';

export const ConsentBannerElement = defineWidget('sf-consent-banner', ConsentBanner);
