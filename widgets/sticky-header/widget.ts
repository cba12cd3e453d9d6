import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The sticky header and scroll links: nothing sticks or slides before the page scrolls, so
 * the code loads on the first scroll (a page opened scrolled counts). Until then the header is
 * the theme's CSS one and scroll links jump as plain links.
 */
export default { tag: 'sf-sticky-header', when: 'scroll' } satisfies WidgetDeclaration;
