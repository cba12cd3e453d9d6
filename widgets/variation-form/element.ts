import { defineWidget } from '../../src/core/element/define-widget';
import { VariationForm } from './VariationForm';

export const VariationFormElement = defineWidget('sf-variation-form', VariationForm);
