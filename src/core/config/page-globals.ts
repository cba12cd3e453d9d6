import type { SchaufensterConfigWindow } from './schaufenster-config';

/**
 * The settings a WooCommerce shop already prints into its pages (wp_localize_script), read
 * as they are so the bundle drops into a real shop unchanged, plus our own brand words. The
 * core reads only the endpoint URLs; each domain reads its own settings objects (e.g.
 * src/cart/config.ts) through pageGlobal().
 */
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

/** Where WooCommerce's scripts find the shop's endpoints; every settings object may carry them. */
interface AjaxUrls {
  ajax_url?: string;
  wc_ajax_url?: string;
}

interface ShopWindow extends SchaufensterConfigWindow {
  wc_add_to_cart_params?: AjaxUrls;
  wc_cart_fragments_params?: AjaxUrls;
  woocommerce_params?: AjaxUrls;
  flatsomeVars?: { ajaxurl?: string };
}

const page = () => globalThis as unknown as ShopWindow;

/** A settings object a plugin printed (wp_localize_script), or {} when the page has none. */
export function pageGlobal<T extends object>(name: string): Partial<T> {
  const value = (globalThis as Record<string, unknown>)[name];
  return value && typeof value === 'object' ? (value as T) : {};
}

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
