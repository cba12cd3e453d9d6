import { defineWidget } from '../../src/core/element/define-widget';
import { ReviewForm } from './ReviewForm';

export const ReviewFormElement = defineWidget('sf-review-form', ReviewForm);
