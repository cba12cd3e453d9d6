/**
 * Every widget tag and how to load its code. The loader imports a widget only when its tag
 * is on the page; the classic bundle imports them all.
 */
export const widgetLoaders: Record<string, () => Promise<unknown>> = {
  'sf-add-to-cart': () => import('../widgets/add-to-cart/element'),
  'sf-cart-drawer': () => import('../widgets/cart-drawer/element'),
  'sf-cart-form': () => import('../widgets/cart-form/element'),
  'sf-cart-fragments': () => import('../widgets/cart-fragments/element'),
  'sf-mini-cart': () => import('../widgets/mini-cart/element'),
  'sf-product-gallery': () => import('../widgets/product-gallery/element'),
  'sf-product-tabs': () => import('../widgets/product-tabs/element'),
  'sf-quantity': () => import('../widgets/quantity/element'),
  'sf-quick-view': () => import('../widgets/quick-view/element'),
  'sf-review-form': () => import('../widgets/review-form/element'),
  'sf-shop-ordering': () => import('../widgets/shop-ordering/element'),
  'sf-sticky-add-to-cart': () => import('../widgets/sticky-add-to-cart/element'),
  'sf-unit-price': () => import('../widgets/unit-price/element'),
  'sf-variation-form': () => import('../widgets/variation-form/element'),
};

/** Tags that have a widget; markup may carry others still to come, left as they are. */
export const widgetTags = Object.keys(widgetLoaders);

/** Widgets that may hide what they contain when they upgrade: the loader waits for them first. */
export const containerTags = ['sf-product-tabs'];

/** Widgets with nothing to do before the page is scrolled: loaded on the first scroll. */
export const loadOnScrollTags = ['sf-sticky-add-to-cart'];
