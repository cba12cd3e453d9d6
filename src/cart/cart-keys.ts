/**
 * Which cart item a cart page control belongs to, and how its quantity is sent. Stock
 * WooCommerce names the item only in the quantity field's name (`cart[KEY][qty]`) and in the
 * remove link's URL (`remove_item=KEY`); themes with their own cart script also print
 * `data-cart_item_key`, which wins where present.
 */

const QUANTITY_NAME = /^cart\[([^\]]+)\]\[qty\]$/;

/** The item key of a quantity field: `data-cart_item_key`, else from `cart[KEY][qty]`; '' when neither. */
export function quantityFieldKey(name: string | null, dataKey: string | undefined): string {
  if (dataKey !== undefined) return dataKey;
  return QUANTITY_NAME.exec(name ?? '')?.[1] ?? '';
}

/**
 * The item key of a remove link: `data-cart_item_key` when the link carries the attribute (an
 * empty one means "no asynchronous removal"), else `remove_item` of its URL; '' when neither.
 */
export function removeLinkKey(href: string | null, dataKey: string | undefined): string {
  if (dataKey !== undefined) return dataKey;
  if (!href) return '';
  try {
    return new URL(href, 'http://shop.invalid/').searchParams.get('remove_item') ?? '';
  } catch {
    return '';
  }
}

/**
 * How a quantity change reaches the shop:
 * - `line`: the theme's per-line endpoint (`{theme}_ajax_cart_item_alter_quantity`, admin-ajax);
 * - `form`: the cart form posted with `update_cart`, as WooCommerce's own cart script does.
 */
export type QuantityUpdate = 'line' | 'form';

/**
 * A shop's setting (`schaufensterConfig.cart.quantityUpdate`) wins. Otherwise the per-line
 * endpoint is used only where the theme that has it shows itself: the field carries
 * `data-cart_item_key` (stock WooCommerce never prints it) and the page has the theme's own
 * settings object (`{theme}Vars`, e.g. Flatsome's `flatsomeVars`). Anything else posts the form,
 * which every WooCommerce shop answers.
 */
export function quantityUpdate(page: { configured: unknown; fieldHasDataKey: boolean; themeGlobal: boolean }): QuantityUpdate {
  if (page.configured === 'line' || page.configured === 'form') return page.configured;
  return page.fieldHasDataKey && page.themeGlobal ? 'line' : 'form';
}
