import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The off-canvas cart: shown only up to 849 px, so wide screens never load it. */
export default { tag: 'sf-cart-drawer', when: 'visible' } satisfies WidgetDeclaration;
