import { createStore } from 'zustand/vanilla';
import type { Fragments } from './events';

/**
 * The cart domain store shared by all cart widgets. The cart itself is rendered by the shop
 * (fragments); the store holds what widgets need to agree on.
 */
export interface CartState {
  /** Hash of the cart the page shows; null until known. '' for an empty cart. */
  cartHash: string | null;
  /** Latest fragments the page shows (persisted by sf-cart-fragments). */
  fragments: Fragments | null;
  /** What last changed the cart, for widgets that react (reveal the mini-cart on add). */
  lastChange: { source: CartChangeSource; at: number } | null;
  /** Cart requests waiting or in flight. */
  pendingRequests: number;
}

export type CartChangeSource = 'added' | 'removed' | 'quantity' | 'refreshed' | 'restored';

export const cartStore = createStore<CartState>(() => ({
  cartHash: null,
  fragments: null,
  lastChange: null,
  pendingRequests: 0,
}));
