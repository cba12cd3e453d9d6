import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** WooCommerce's classic checkout form. */
export default { tag: 'sf-checkout', when: 'visible' } satisfies WidgetDeclaration;
