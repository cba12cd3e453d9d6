/** The demo shop's pages the size budget and the benchmarks measure. */
export const PRODUCT_PAGE = '/product/universal-frontspoiler/';
/** The heaviest product page: variation form and unit price on top of the simple page's widgets. */
export const VARIABLE_PRODUCT_PAGE = '/product/felgenreiniger-konzentrat/';
export const CART_PAGE = '/cart/';
export const CHECKOUT_PAGE = '/checkout/';
