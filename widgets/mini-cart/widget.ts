import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The header mini-cart: hidden on narrow screens, where the drawer takes over. After the
 * first add its dropdown shows quantity fields: their code comes at idle, not after the add.
 */
export default { tag: 'sf-mini-cart', when: 'visible', prefetch: ['sf-quantity'] } satisfies WidgetDeclaration;
