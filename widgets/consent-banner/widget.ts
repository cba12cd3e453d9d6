import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The consent banner. 'idle': the banner is the shop's own HTML, shown or `hidden` by the server
 * from the consent cookie, so its code need not be part of the first view (the product and
 * checkout budgets have no room for it): it comes once the page has loaded and the browser is
 * idle, or at once when the visitor points at, focuses or clicks the banner first (that click is
 * held and given again, see src/core/loader/policy.ts). The 'Cookie-Einstellungen' button
 * beside it is plain server HTML that the blocker un-hides the banner for.
 */
export default { tag: 'sf-consent-banner', when: 'idle' } satisfies WidgetDeclaration;
