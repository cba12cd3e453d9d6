import { defineWidget } from '../../src/core/element/define-widget';
import { OrderAttribution } from './OrderAttribution';

export const OrderAttributionElement = defineWidget('sf-order-attribution', OrderAttribution);
