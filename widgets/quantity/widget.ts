import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** Plus and minus around a quantity field, also inside closed dropdowns (loaded when opened). */
export default { tag: 'sf-quantity', when: 'visible' } satisfies WidgetDeclaration;
