/**
 * The settings a WooCommerce shop already prints into its pages (wp_localize_script), read
 * as they are so the bundle drops into a real shop unchanged, plus our own brand words.
 */
export interface AddToCartParams {
  ajax_url?: string;
  wc_ajax_url?: string;
  i18n_view_cart?: string;
  cart_url?: string;
  is_cart?: string;
  cart_redirect_after_add?: string;
}

export interface CartFragmentsParams {
  ajax_url?: string;
  wc_ajax_url?: string;
  cart_hash_key?: string;
  fragment_name?: string;
  request_timeout?: string | number;
}

export interface WooCommerceParams {
  ajax_url?: string;
  wc_ajax_url?: string;
}

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

/**
 * Brand words in contract names (spec: {wallet}, {platform}, {theme}, {forms-namespace},
 * {consent-vendor}); defaults match the real plugins. A shop overrides them with
 * `window.schaufensterConfig = { brand: { theme: 'mytheme' } }`.
 */
export interface BrandWords {
  wallet: string;
  platform: string;
  theme: string;
  formsNamespace: string;
  consentVendor: string;
}

const defaultBrand: BrandWords = {
  wallet: 'paypal',
  platform: 'woocommerce',
  theme: 'flatsome',
  formsNamespace: 'contact-form-7',
  consentVendor: 'cookieyes',
};

interface ShopWindow {
  wc_add_to_cart_params?: AddToCartParams;
  wc_cart_fragments_params?: CartFragmentsParams;
  woocommerce_params?: WooCommerceParams;
  wc_single_product_params?: SingleProductParams;
  flatsomeVars?: { ajaxurl?: string };
  schaufensterConfig?: { brand?: Partial<BrandWords> };
}

const page = () => globalThis as unknown as ShopWindow;

export const addToCartParams = (): AddToCartParams => page().wc_add_to_cart_params ?? {};
export const cartFragmentsParams = (): CartFragmentsParams => page().wc_cart_fragments_params ?? {};
export const singleProductParams = (): SingleProductParams => page().wc_single_product_params ?? {};

export function brandWords(): BrandWords {
  return { ...defaultBrand, ...page().schaufensterConfig?.brand };
}

/** `/?wc-ajax=%%endpoint%%` with the endpoint filled in. */
export function wcAjaxUrl(endpoint: string): string {
  const { wc_add_to_cart_params: a, wc_cart_fragments_params: f, woocommerce_params: w } = page();
  const template = a?.wc_ajax_url ?? f?.wc_ajax_url ?? w?.wc_ajax_url ?? '/?wc-ajax=%%endpoint%%';
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** The shop's admin-ajax.php URL. */
export function adminAjaxUrl(): string {
  const { wc_add_to_cart_params: a, woocommerce_params: w, flatsomeVars: f } = page();
  return a?.ajax_url ?? w?.ajax_url ?? f?.ajaxurl ?? '/wp-admin/admin-ajax.php';
}
