import { brandWords, pageGlobal } from '../../src/core/config/page-globals';
import type { SchaufensterConfig } from '../../src/core/config/schaufenster-config';

/**
 * How a cart page quantity change reaches the shop:
 * - `line`: the theme's per-line endpoint (`{theme}_ajax_cart_item_alter_quantity`, admin-ajax);
 * - `form`: the cart form posted with `update_cart`, as WooCommerce's own cart script does.
 */
export type QuantityPath = 'line' | 'form';

declare module '../../src/core/config/schaufenster-config' {
  interface SchaufensterConfig {
    /** The cart page: how a quantity change reaches the shop (widgets/cart-form/README.md); else told from the page's theme. */
    cart?: { quantityUpdate?: QuantityPath };
  }
}

/**
 * A shop's setting (`schaufensterConfig.cart.quantityUpdate`) wins. Otherwise the per-line
 * endpoint is used only where the theme that has it shows itself: the field carries
 * `data-cart_item_key` (stock WooCommerce never prints it) and the page has the theme's own
 * settings object (`{theme}Vars`, e.g. Flatsome's `flatsomeVars`). Anything else posts the form,
 * which every WooCommerce shop answers.
 */
export function quantityPath(page: { configured: unknown; fieldHasDataKey: boolean; themeGlobal: boolean }): QuantityPath {
  if (page.configured === 'line' || page.configured === 'form') return page.configured;
  return page.fieldHasDataKey && page.themeGlobal ? 'line' : 'form';
}

/** The path of one field on this page: `window.schaufensterConfig = { cart: { quantityUpdate: 'line' | 'form' } }`, else what the page shows of the theme. */
export function quantityPathOf(field: HTMLInputElement): QuantityPath {
  return quantityPath({
    configured: pageGlobal<SchaufensterConfig>('schaufensterConfig').cart?.quantityUpdate,
    fieldHasDataKey: field.hasAttribute('data-cart_item_key'),
    themeGlobal: Object.keys(pageGlobal(`${brandWords().theme}Vars`)).length > 0,
  });
}
