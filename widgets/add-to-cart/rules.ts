/**
 * What an asynchronous add from a product form sends, or that it must post the form instead.
 *
 * WooCommerce's `?wc-ajax=add_to_cart` reads only `product_id` and `quantity`: a variation is
 * added by sending the variation's own id as `product_id` (the parent id with `variation_id` is
 * refused), and a variation whose attributes include 'any' cannot be added that way at all, since
 * the chosen values of those attributes are not read. A request that carries an `add-to-cart`
 * field also runs WooCommerce's classic form handler, so the field is never sent with an
 * asynchronous add (../shared/real-woocommerce/README.md, points 1 and 2).
 */

export type FormAdd =
  | { kind: 'ajax'; fields: Record<string, string> }
  /** The variation cannot be added asynchronously (or is not known yet): the form posts as printed. */
  | { kind: 'classic' };

/** A variation as far as the add needs it: its id and its attributes ('' = any value). */
export interface KnownVariation {
  variation_id: number | string;
  attributes: Record<string, string>;
}

/** Fields that steer WooCommerce's classic handler and are never part of an asynchronous add. */
const CLASSIC_ONLY = ['add-to-cart', 'variation_id'];

/** A positive whole id, or 0. */
export function positiveId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * The asynchronous add of a product form: its fields (quantity, add-ons, attribute_*) and the
 * button's data, the quantity field winning over `data-quantity`; for a variable product the
 * chosen variation's id as `product_id`, provided that variation is known and names every
 * attribute (else the classic post, which WooCommerce handles with the chosen attributes).
 */
export function formAdd(formFields: Record<string, string>, buttonData: Record<string, string>, findVariation: (id: number) => KnownVariation | undefined): FormAdd {
  const fields: Record<string, string> = { ...formFields, ...buttonData };
  if (formFields.quantity !== undefined) fields.quantity = formFields.quantity;
  if ('variation_id' in formFields) {
    const variationId = positiveId(formFields.variation_id);
    const variation = variationId ? findVariation(variationId) : undefined;
    if (!variation || positiveId(String(variation.variation_id)) !== variationId) return { kind: 'classic' };
    if (Object.values(variation.attributes ?? {}).some((value) => value === '')) return { kind: 'classic' };
    fields.product_id = String(variationId);
  }
  for (const name of CLASSIC_ONLY) delete fields[name];
  return { kind: 'ajax', fields };
}
