import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** An empty element once per page that keeps the cart regions current: it must listen from the start. */
export default { tag: 'sf-cart-fragments', when: 'sight' } satisfies WidgetDeclaration;
