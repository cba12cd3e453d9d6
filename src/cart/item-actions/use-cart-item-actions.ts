import { useEffect, useRef, useState } from 'react';
import { announce } from '../../core/a11y/announce';
import { isPlainClick, ownEvent, useDelegated } from '../../core/element/use-delegated';
import { navigate } from '../../core/element/navigate';
import { prefetchWidgetsAtIdle } from '../../core/idle';
import { emit } from '../events';
import { alterCartItemQuantity, removeFromCart, type CartChangeResult } from '../contracts';
import { enqueueCartRequest, SUPERSEDED } from '../queue';
import { rereadCart } from '../reread';
import { t } from '../i18n';
import { commitCart } from '../fragments-dom';
import { quantityFieldKey, removeLinkKey } from './cart-keys';

/** Quantity edits of one item within this time are sent as one request. */
export const QUANTITY_SETTLE_MS = 400;

/** What differs between the places that show cart items. */
export interface CartItemActionsOptions {
  /**
   * Whether a quantity field's change goes to the theme's per-line endpoint; fields it turns
   * down are left to the caller (the cart page posts its form). Default: fields that carry
   * `data-cart_item_key`.
   */
  sendsLine?: (field: HTMLInputElement) => boolean;
  /**
   * A removal the shop refused (`{"success":false}`: the key is not in the cart) is left to the
   * classic link by default (spec §8). When true it is said instead and `onChanged` called,
   * where following the link would show the cart without a word (stock WooCommerce).
   */
  sayRefusedRemoval?: boolean;
}

const hasDataKey = (field: HTMLInputElement) => field.dataset.cart_item_key !== undefined;

/**
 * Remove links and quantity fields of cart items inside `host` (mini-cart, drawer, cart
 * page), by delegation so they keep working after fragments replace the list. The item key is
 * the element's `data-cart_item_key`, else the one in the link's `remove_item` or the field's
 * `cart[KEY][qty]` (stock WooCommerce prints no data attribute).
 * - Remove: async removal; when it fails or the answer has no fragments, the browser follows
 *   the link, which removes the item the classic way (spec §8). An empty key does nothing
 *   async: the link is simply followed.
 * - Quantity: only a value that passes the field's native validity check is sent.
 * Returns the current error message (German, for an alert) and a callback after changes.
 */
export function useCartItemActions(host: HTMLElement, onChanged?: () => void, options: CartItemActionsOptions = {}) {
  const [error, setError] = useState('');
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The rows come with quantity fields (after the first add, in a closed dropdown): their code
  // is fetched at idle, so the add that shows them waits for no chunk.
  useEffect(() => prefetchWidgetsAtIdle(['sf-quantity']), []);

  useDelegated<MouseEvent>(host, 'click', 'a.remove, a.remove_from_cart_button', (event, link) => {
    const key = removeLinkKey(link.getAttribute('href'), link.dataset.cart_item_key);
    if (!key || !isPlainClick(event)) return;
    event.preventDefault();
    ownEvent(event);
    void removeItem(link as HTMLAnchorElement, key);
  });

  useDelegated<Event>(host, 'change', 'input[data-cart_item_key], input[name^="cart["]', (_event, input) => {
    const field = input as HTMLInputElement;
    const key = quantityFieldKey(field.getAttribute('name'), field.dataset.cart_item_key);
    if (!key || !(options.sendsLine ?? hasDataKey)(field)) return;
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => void changeQuantity(field, key), QUANTITY_SETTLE_MS),
    );
  });

  async function removeItem(link: HTMLAnchorElement, key: string) {
    setError('');
    link.classList.add('loading');
    link.closest('li, tr')?.setAttribute('aria-busy', 'true');
    const result = await enqueueCartRequest(() => removeFromCart(key));
    if (result === SUPERSEDED) return;
    if (result.kind === 'rejected' && options.sayRefusedRemoval) {
      link.classList.remove('loading');
      link.closest('li, tr')?.removeAttribute('aria-busy');
      if (host.isConnected) setError(result.message);
      // The cart is not what the page shows: show it as the shop holds it.
      rereadCart(false);
      if (host.isConnected) onChanged?.();
      return;
    }
    if (result.kind !== 'updated') {
      navigate(link.href);
      return;
    }
    await commitCart(result.fragments, result.cartHash, 'removed');
    emit('sf:removed-from-cart', { fragments: result.fragments, cartHash: result.cartHash, button: link });
    announce(t('Item removed from your cart'));
    if (host.isConnected) onChanged?.();
  }

  async function changeQuantity(field: HTMLInputElement, key: string) {
    if (!field.isConnected) return;
    if (!field.checkValidity()) {
      field.reportValidity();
      return;
    }
    setError('');
    field.closest('li, tr')?.setAttribute('aria-busy', 'true');
    const result = await enqueueCartRequest(() => alterCartItemQuantity(key, field.value), `quantity:${key}`);
    if (result === SUPERSEDED) return;
    field.closest('li, tr')?.removeAttribute('aria-busy');
    await settleChange(result);
  }

  async function settleChange(result: CartChangeResult) {
    // The cart changed either way; only an element still on the page reacts further.
    const onPage = host.isConnected;
    if (result.kind === 'updated') {
      await commitCart(result.fragments, result.cartHash, 'quantity');
      emit('sf:fragments-refreshed', { fragments: result.fragments, cartHash: result.cartHash });
      announce(t('Cart updated.'));
      if (onPage) onChanged?.();
      return;
    }
    if (result.kind === 'failed' && result.reason === 'aborted') return;
    // Show why, then fetch the true cart so the fields do not keep a value the shop refused.
    // The shop's own words when it refused; ours when it broke; the client's for timeouts.
    const reason = result.kind === 'failed' ? result.reason : 'rejected';
    const message = reason === 'http' || reason === 'invalid_json' ? '' : result.message;
    if (onPage) setError(message || t('The cart could not be updated. Please try again.'));
    rereadCart(reason === 'timeout');
    if (onPage) onChanged?.();
  }

  return { error, clearError: () => setError('') };
}
