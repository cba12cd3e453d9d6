import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The pay-later message next to a price or total; the provider script loads only once it is near the viewport. */
export default { tag: 'sf-paylater-message', when: 'idle' } satisfies WidgetDeclaration;
