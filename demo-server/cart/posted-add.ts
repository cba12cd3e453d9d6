/** An add to cart as the shop receives it (wc-ajax, the product forms, `?add-to-cart=`): posted fields to a cart request. */
import type { RequestFields } from '../http/request.ts';
import { addToCart, parseId, parseQuantity, type Cart } from './model.ts';

/** attribute_* fields of a request (string values only). */
export function attributeFields(source: RequestFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('attribute_') && typeof value === 'string') out[name] = value;
  }
  return out;
}

/** wc_bookings_field* fields of a request (a booking product's day). */
export function bookingFields(source: RequestFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('wc_bookings_field') && typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Quantity field: missing/empty → default 1. */
export function requestedQuantity(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  return parseQuantity(raw);
}

/** Add product `productId` with the posted quantity, variation_id, attribute_* and wc_bookings_field* fields. */
export function addPostedToCart(cart: Cart, productId: number, fields: RequestFields) {
  const variationId = parseId(fields.variation_id);
  return addToCart(cart, {
    productId,
    quantity: requestedQuantity(fields.quantity),
    variationId: Number.isNaN(variationId) ? 0 : variationId,
    attributes: attributeFields(fields),
    booking: bookingFields(fields),
  });
}
