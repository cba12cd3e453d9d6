import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Order attribution (spec §3): loads only once the visitor accepted statistics ('Statistik,
 * Tracking' = the analytics category), or once a page without a consent system is idle (spec
 * §4); until then nothing is stored and the inputs stay empty.
 */
export default { tag: 'sf-order-attribution', when: { consent: 'analytics' }, preload: false } satisfies WidgetDeclaration;
