import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * An empty element once per page that keeps the cart regions current. 'idle': the shop prints
 * the regions for the visitor's cart, so they are right when the page opens; what this widget
 * adds (stored fragments for repeat views, a refresh after a cached page or another tab) can
 * wait until the page has loaded. A page without other widgets then loads no runtime in its
 * first view (the content page's size budget). A cart change made on the page before it
 * mounts is stored when it does (use-cart-fragments.ts).
 */
export default { tag: 'sf-cart-fragments', when: 'idle' } satisfies WidgetDeclaration;
