import { pageGlobal } from '../core/config/page-globals';

/** WooCommerce's single-product script settings (texts and which gallery features are on). */
export interface SingleProductParams {
  i18n_required_rating_text?: string;
  i18n_rating_options?: string[];
  i18n_product_gallery_trigger_text?: string;
  review_rating_required?: string;
  /** '1' on, '' off; absent means on (a page without the settings gets every feature). */
  zoom_enabled?: string;
  photoswipe_enabled?: string;
  flexslider_enabled?: string;
}

export const singleProductParams = () => pageGlobal<SingleProductParams>('wc_single_product_params');
