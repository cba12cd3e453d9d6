import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The star picker, usually in the closed reviews tab: loaded when the tab opens, so a server does not preload it. */
export default { tag: 'sf-review-form', when: 'visible', preload: false } satisfies WidgetDeclaration;
