import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The consent banner. 'interaction': the banner is the shop's own HTML, shown or `hidden` by the
 * server from the consent cookie, so nothing needs its code before the visitor points at or
 * focuses it; a click that comes first is held and replayed (the loader's trigger). This keeps
 * the banner out of every first view (the product and checkout budgets have no room for it).
 * The 'Cookie-Einstellungen' button beside it is plain server HTML that the blocker un-hides the
 * banner for; the focus it moves there loads the code.
 */
export default { tag: 'sf-consent-banner', when: 'interaction' } satisfies WidgetDeclaration;
