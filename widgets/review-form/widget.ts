import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The star picker, usually in the closed reviews tab: loaded when the tab opens. */
export default { tag: 'sf-review-form', when: 'visible' } satisfies WidgetDeclaration;
