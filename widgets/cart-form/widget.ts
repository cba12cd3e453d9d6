import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The cart page's form. */
export default { tag: 'sf-cart-form', when: 'visible' } satisfies WidgetDeclaration;
