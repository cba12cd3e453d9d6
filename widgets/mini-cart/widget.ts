import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The header mini-cart: hidden on narrow screens, where the seed theme's drawer or Storefront's
 * footer bar takes over. 'idle': until its code comes the shop's markup works on its own (the
 * cart link, the dropdown opening by the theme's CSS, classic remove links); a pointer, focus or
 * click on it loads it at once and a click is held until it has upgraded
 * (src/core/loader/policy.ts). It is there long before a shopper's first add, so reveal-on-add
 * still opens it.
 */
export default { tag: 'sf-mini-cart', when: 'idle' } satisfies WidgetDeclaration;
