import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** Loop buttons and product forms: loaded once one is shown. */
export default { tag: 'sf-add-to-cart', when: 'visible' } satisfies WidgetDeclaration;
