import { defineWidget } from '../../src/core/element/define-widget';
import { MegaMenu } from './MegaMenu';

export const MegaMenuElement = defineWidget('sf-mega-menu', MegaMenu);
