import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Background video sections. 'visible': the video matters only where the section shows; until
 * the code comes (and without JavaScript) the section shows its poster and nothing moves.
 */
export default { tag: 'sf-background-video', when: 'visible' } satisfies WidgetDeclaration;
