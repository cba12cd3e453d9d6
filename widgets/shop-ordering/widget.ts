import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The listing's sort order select. */
export default { tag: 'sf-shop-ordering', when: 'visible' } satisfies WidgetDeclaration;
