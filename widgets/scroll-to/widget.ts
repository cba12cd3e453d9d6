import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The theme's scroll-to bullets on content pages. 'idle': a fixed navigation beside the
 * content, never part of the first view; until it loads (and without JavaScript) the page's
 * anchors are plain fragment targets.
 */
export default { tag: 'sf-scroll-to', when: 'idle' } satisfies WidgetDeclaration;
