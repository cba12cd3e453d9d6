import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * Quick-view links in listings (one element around the loop: 24 links on the shop page, 3
 * under a product): nothing to do until a shopper points at, focuses or touches the loop, so
 * it loads then; a click on a quick-view link that comes sooner is held and given again once
 * the widget is there (src/entry/loader.ts). Other clicks in the loop go on at once.
 */
export default { tag: 'sf-quick-view', when: 'interaction', trigger: 'a.quick-view' } satisfies WidgetDeclaration;
