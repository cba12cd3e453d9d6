import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The variations form of a variable product. */
export default { tag: 'sf-variation-form', when: 'visible' } satisfies WidgetDeclaration;
