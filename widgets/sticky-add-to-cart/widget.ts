import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The bar shows only once the purchase form has scrolled away: nothing to do before a scroll. */
export default { tag: 'sf-sticky-add-to-cart', when: 'scroll' } satisfies WidgetDeclaration;
