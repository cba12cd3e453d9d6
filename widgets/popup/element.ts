import { defineWidget } from '../../src/core/element/define-widget';
import { Popup } from './Popup';

export const PopupElement = defineWidget('sf-popup', Popup);
