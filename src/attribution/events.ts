import type { AttributionField } from './session';

/** The attribution of this page view, for a checkout that sends it as extension data under `namespace`. */
export interface AttributionEventMap {
  'sf:order-attribution': { namespace: string; data: Record<AttributionField, string> };
}

declare module '../core/events/bus' {
  interface PageEventMap extends AttributionEventMap {}
}
