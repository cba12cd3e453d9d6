import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The store notice and the coming-soon banner: nothing to do before a dismiss click, so the
 * code loads on the first pointer, focus or touch, and a click that comes first is held and
 * given again once it has (src/core/loader/loader.ts). Never part of a page's first view.
 */
export default { tag: 'sf-site-notice', when: 'interaction', trigger: 'a' } satisfies WidgetDeclaration;
