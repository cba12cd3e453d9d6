/**
 * The bodies the cart endpoints answer with (spec §7), in one place: each type is meant to
 * become an import of the client's contract (src/cart/contracts.ts), one line each.
 */
import type { WpErrorBody } from '../http/respond.ts';

export type { WpErrorBody };

/** The cart regions to replace, by selector, and the hash of the cart they show. */
export interface FragmentsBody {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** add_to_cart refused: by a cart rule (200, the reason is a notice for `product_url`) or for a bad product (400, with `message`). */
export interface AddToCartErrorBody {
  error: true;
  product_url: string;
  message?: string;
}

export type AddToCartBody = FragmentsBody | AddToCartErrorBody;
export type RemoveFromCartBody = FragmentsBody | WpErrorBody;
export type RefreshedFragmentsBody = FragmentsBody;
export type AlterQuantityBody = FragmentsBody | WpErrorBody;
