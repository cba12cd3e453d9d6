import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** Quick-view links in listings; the popup's code loads with the first quick view. */
export default { tag: 'sf-quick-view', when: 'visible' } satisfies WidgetDeclaration;
