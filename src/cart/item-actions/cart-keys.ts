/**
 * Which cart item a quantity field or remove link belongs to. Stock
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
  // Keys are WooCommerce's md5 hashes: nothing in them is URL-encoded.
  return /[?&]remove_item=([^&#]+)/.exec(href ?? '')?.[1] ?? '';
}
