import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Count-up numbers and animate-on-scroll. 'scroll': both only matter for what scrolls into
 * view, so the code never weighs on the first view; until then (and without JavaScript) the
 * numbers show their final value and nothing is hidden.
 */
export default { tag: 'sf-animate', when: 'scroll' } satisfies WidgetDeclaration;
