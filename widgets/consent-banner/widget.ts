import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The consent banner. 'visible': the shop prints it `hidden` once the visitor has acted, so its
 * code loads only on pages where it must show; the 'Cookie-Einstellungen' button beside it is
 * plain server HTML that the blocker un-hides the banner for, which then loads the code.
 */
export default { tag: 'sf-consent-banner', when: 'visible' } satisfies WidgetDeclaration;
