import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The theme's tabbed content and accordions on content pages. 'idle': never part of the first
 * view (content page budget); until then every panel shows and the links jump to them, and
 * the hash rules still apply once it loads (it reads the address when it upgrades).
 * holdsChildren: it closes panels, so widgets inside wait for it.
 */
export default { tag: 'sf-content-tabs', when: 'idle', holdsChildren: true } satisfies WidgetDeclaration;
