import { defineWidget } from '../../src/core/element/define-widget';
import { CardFields } from './CardFields';

export const CardFieldsElement = defineWidget('sf-card-fields', CardFields, {});
