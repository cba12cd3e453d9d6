import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The lazily loaded photo feed. 'idle': never part of the first view; the block is empty
 * until its pictures come (without JavaScript it stays empty, nothing looks broken), and the
 * widget asks for them only when the block nears the viewport.
 */
export default { tag: 'sf-photo-feed', when: 'idle', preload: false } satisfies WidgetDeclaration;
