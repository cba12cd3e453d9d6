import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The legal unit price next to a price. */
export default { tag: 'sf-unit-price', when: 'visible' } satisfies WidgetDeclaration;
