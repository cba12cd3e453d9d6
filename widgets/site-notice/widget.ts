import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The store notice and the coming-soon banner. At once: WooCommerce prints the store notice
 * hidden, and only this code shows it to a visitor who has not dismissed it (as the shop's own
 * script does when the document is ready). Pages without either never load it.
 */
export default { tag: 'sf-site-notice', when: 'in-page' } satisfies WidgetDeclaration;
