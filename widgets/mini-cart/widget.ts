import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The header mini-cart: hidden on narrow screens, where the drawer takes over. */
export default { tag: 'sf-mini-cart', when: 'visible' } satisfies WidgetDeclaration;
