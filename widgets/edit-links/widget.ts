import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Staff edit links on theme blocks. 'idle': nothing of it is seen before it draws, visitors
 * never see anything (the page globals say they cannot edit), and the first view stays lean.
 */
export default { tag: 'sf-edit-links', when: 'idle', preload: false } satisfies WidgetDeclaration;
