import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The off-canvas cart: shown only up to 849 px, so wide screens never load it. After the first
 * add it shows quantity fields: their code comes at idle, not after the add.
 */
export default { tag: 'sf-cart-drawer', when: 'visible', prefetch: ['sf-quantity'] } satisfies WidgetDeclaration;
