import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** Product tabs: closing the panels hides what they contain, so widgets inside wait for them. */
export default { tag: 'sf-product-tabs', when: 'visible', holdsChildren: true } satisfies WidgetDeclaration;
