import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The sticky sidebar: nothing sticks before the page scrolls, so the code loads on the first
 * scroll (a page opened scrolled counts). Until then the sidebar is where the theme puts it.
 */
export default { tag: 'sf-sticky-sidebar', when: 'scroll' } satisfies WidgetDeclaration;
