import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The theme's popups, printed at the end of the page: loaded once the page has loaded and the
 * browser is idle, never in the first view. Until then an opener works as the plain link it
 * is (the login link goes to the account page, `href="#id"` shows the panel by `:target`),
 * and a popup holding a notice is printed open, in place.
 */
export default { tag: 'sf-popup', when: 'idle' } satisfies WidgetDeclaration;
