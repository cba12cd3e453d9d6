/**
 * The bodies the cart endpoints answer with: the client's contracts (src/cart/contracts.ts),
 * so the demo shop, the widgets' parsers and the test and story fakes agree on one shape.
 */
import type { ResponseOf, WpErrorBody } from '../../src/core/http/contracts.ts';
import type { AddToCartErrorBody, CartFragmentsBody as FragmentsBody } from '../../src/cart/contracts.ts';

export type { AddToCartErrorBody, FragmentsBody, WpErrorBody };

export type AddToCartBody = ResponseOf<'add_to_cart'>;
export type RemoveFromCartBody = ResponseOf<'remove_from_cart'>;
export type RefreshedFragmentsBody = ResponseOf<'get_refreshed_fragments'>;
export type AlterQuantityBody = ResponseOf<'flatsome_ajax_cart_item_alter_quantity'>;
