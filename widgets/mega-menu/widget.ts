import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The header menu's dropdowns. 'idle': they open by the theme's CSS (hover, focus) before the
 * code is there; it only keeps them within the viewport and adds Escape and the arrow key, so
 * it is never part of the first view. A pointer or focus on the menu before then loads it at once.
 */
export default { tag: 'sf-mega-menu', when: 'idle' } satisfies WidgetDeclaration;
