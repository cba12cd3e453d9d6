import { pageGlobal } from '../core/config/page-globals';

/** WooCommerce's add-to-cart script settings (`wc_add_to_cart_params`). */
export interface AddToCartParams {
  ajax_url?: string;
  wc_ajax_url?: string;
  i18n_view_cart?: string;
  cart_url?: string;
  is_cart?: string;
  cart_redirect_after_add?: string;
}

/** WooCommerce's cart-fragments script settings (`wc_cart_fragments_params`). */
export interface CartFragmentsParams {
  ajax_url?: string;
  wc_ajax_url?: string;
  cart_hash_key?: string;
  fragment_name?: string;
  request_timeout?: string | number;
}

export const addToCartParams = () => pageGlobal<AddToCartParams>('wc_add_to_cart_params');
export const cartFragmentsParams = () => pageGlobal<CartFragmentsParams>('wc_cart_fragments_params');
