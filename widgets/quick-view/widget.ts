import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Quick-view links in listings (24 on the shop page, 3 under a product): nothing to do until a
 * shopper points at, focuses or touches one, so they load then; a click that comes sooner is
 * held and given again once the widget is there (src/core/loader/loader.ts).
 */
export default { tag: 'sf-quick-view', when: 'interaction' } satisfies WidgetDeclaration;
