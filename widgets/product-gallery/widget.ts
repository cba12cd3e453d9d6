import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The product gallery; lightbox and zoom load on first use from inside it. */
export default { tag: 'sf-product-gallery', when: 'visible' } satisfies WidgetDeclaration;
