import type { Categories } from './categories';
import type { ConsentSummary } from './summary';

/**
 * The consent domain's page event. The vendor's own `cookieyes_consent_update` (detail
 * { accepted, rejected }) fires on document too, for the shop's existing scripts; ours carries
 * the whole summary and what changed. No jQuery counterpart: the vendor has none.
 */
export { emit, on } from '../core/events/bus';

export interface ConsentEventMap {
  'sf:consent-changed': { summary: ConsentSummary; previous: Categories | null };
}

declare module '../core/events/bus' {
  interface PageEventMap extends ConsentEventMap {}
}
