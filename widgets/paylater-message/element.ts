import { defineWidget } from '../../src/core/element/define-widget';
import { PaylaterMessage } from './PaylaterMessage';

export const PaylaterMessageElement = defineWidget('sf-paylater-message', PaylaterMessage, { context: 'string' });
