import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The header search on every page: nothing to do until a shopper points at, touches or
 * focuses the form, so its code loads then (a content page's eager JavaScript stays
 * small). Until it has loaded the form is the shop's plain GET form; no click inside it is
 * held (the trigger names the widget's own options, which only exist once it has loaded).
 */
export default { tag: 'sf-live-search', when: 'interaction', trigger: '.sf-live-search__option' } satisfies WidgetDeclaration;
