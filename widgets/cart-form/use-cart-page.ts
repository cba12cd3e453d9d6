import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { keepFocusAcross } from '../../src/core/a11y/focus';
import { navigate } from '../../src/core/element/navigate';
import { useDelegated } from '../../src/core/element/use-delegated';
import { quantityFieldKey } from '../../src/cart/item-actions/cart-keys';
import { addToCartParams } from '../../src/cart/config';
import { emit, on } from '../../src/cart/events';
import { enqueueCartRequest, SUPERSEDED } from '../../src/cart/queue';
import { rereadCart } from '../../src/cart/reread';
import { QUANTITY_SETTLE_MS } from '../../src/cart/item-actions/use-cart-item-actions';
import { requestHtml, type ShopAnswer } from '../../src/core/http/client';
import { t } from '../../src/cart/i18n';
import { applyCartPage, hasErrorNotice, readCartPage, type CartPageAnswer } from './cart-page-dom';
import { quantityPathOf } from './quantity-path';

const FORM = 'form.woocommerce-cart-form';
const QUANTITY_FIELDS = `${FORM} input[name^="cart["]`;

/** The form's field of an item (compared by name: a key is the shop's text, not a selector). */
const quantityField = (host: HTMLElement, key: string) => [...host.querySelectorAll<HTMLInputElement>(QUANTITY_FIELDS)].find((field) => field.getAttribute('name') === `cart[${key}][qty]`);

/** A quantity field of the cart form that is sent by posting the form (not by the theme's per-line endpoint). */
const postsForm = (field: HTMLInputElement) => Boolean(quantityFieldKey(field.getAttribute('name'), field.dataset.cart_item_key)) && quantityPathOf(field) === 'form';

/**
 * The cart page's table and totals come from the shop, never recomputed here:
 * - after a change made elsewhere (a removal, the mini-cart) the page is fetched again; only
 *   the newest fetch counts, an older one in flight is aborted;
 * - quantity changes of fields that have no per-line endpoint (stock WooCommerce) post the
 *   cart form with `update_cart`, as WooCommerce's cart script does, debounced and queued
 *   with the other cart requests.
 * Either answer is applied as that script applies it (./cart-page-dom.ts).
 */
export function useCartPage(host: HTMLElement, onPost?: () => void) {
  const [error, setError] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Values of the fields changed since the last post, by item key. */
  const changed = useRef(new Map<string, string>());

  /**
   * Apply a cart page answer; null (and the German alert) when it is not one. `sentChange`: the
   * answer is to the shopper's own change, whose fate a timeout leaves open (the client's words
   * say so, as for the per-line endpoint); a page fetched again after a change that went through
   * only failed to show it.
   */
  const apply = useCallback(
    async (answer: ShopAnswer<string>, sentChange: boolean): Promise<CartPageAnswer | null> => {
      const page = answer.ok ? readCartPage(answer.body, host.localName) : null;
      if (!page) {
        const own = sentChange && !answer.ok && (answer.reason === 'timeout' || answer.reason === 'offline');
        setError(own ? answer.message : t('The cart could not be updated. Please try again.'));
        return null;
      }
      let result = 'form' as ReturnType<typeof applyCartPage>;
      await keepFocusAcross(() => {
        result = applyCartPage(host, page);
        // Values typed after the request went out are the shopper's, not the answer's: they stay
        // (and go with the next post).
        for (const [key, value] of changed.current) {
          const field = quantityField(host, key);
          if (field) field.value = value;
        }
      });
      if (result === 'reload') {
        navigate(window.location.href);
        return null;
      }
      setError('');
      if (result === 'emptied') emit('sf:cart-emptied', {});
      else emit('sf:cart-totals-updated', {});
      emit('sf:cart-updated', {});
      return page;
    },
    [host],
  );

  const reload = useCallback(async () => {
    inFlight.current?.abort();
    if (!host.isConnected) return;
    const controller = (inFlight.current = new AbortController());
    host.setAttribute('aria-busy', 'true');
    const url = addToCartParams().cart_url || window.location.pathname;
    const answer = await requestHtml(url, undefined, { signal: controller.signal });
    if (controller.signal.aborted) return;
    host.removeAttribute('aria-busy');
    // The cart itself changed; only the page view is stale. A reload shows it all.
    await apply(answer, false);
  }, [host, apply]);

  const post = useCallback(async () => {
    clearTimeout(timer.current);
    const sent = new Map(changed.current);
    changed.current.clear();
    if (!sent.size || !host.isConnected) return;
    setError('');
    onPost?.();
    host.setAttribute('aria-busy', 'true');
    // The form's fields as they are when the request goes out: a change made while an earlier
    // request ran is in this one.
    const answer = await enqueueCartRequest(() => {
      const form = host.querySelector<HTMLFormElement>(FORM);
      if (!form) return Promise.resolve(null);
      // This answer is newer than any page fetched before it.
      inFlight.current?.abort();
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
      // WooCommerce's form handler acts only when the submit button's name is posted.
      fields.set('update_cart', form.querySelector<HTMLButtonElement>('[name="update_cart"]')?.value || 'Update Cart');
      return requestHtml(form.getAttribute('action') || window.location.href, fields);
    }, 'cart-form');
    if (answer === SUPERSEDED) return;
    host.removeAttribute('aria-busy');
    if (!answer) return;
    if (!answer.ok && answer.reason === 'aborted') return;
    const page = await apply(answer, true);
    if (!page) {
      // The shopper's values stay in the fields; the header shows the cart as the shop holds it.
      rereadCart(!answer.ok && answer.reason === 'timeout');
      return;
    }
    emit('sf:fragment-refresh', {});
    // The shop says nothing when it ignored the post (a stale nonce) and the field shows the old
    // value again: never silently.
    const refused = [...sent].some(([key, value]) => {
      const field = quantityField(host, key);
      return field ? Number(field.value) !== Number(value) : Number(value) !== 0;
    });
    if (refused && !hasErrorNotice(page)) setError(t('The cart could not be updated. Please try again.'));
    else if (!page.notices.length) announce(t('Cart updated.'));
  }, [host, apply, onPost]);

  /** Keeps a valid value for the next post; an invalid one is reported at its field instead. */
  const record = (field: HTMLInputElement): boolean => {
    if (!field.checkValidity()) {
      field.reportValidity();
      return false;
    }
    changed.current.set(quantityFieldKey(field.getAttribute('name'), field.dataset.cart_item_key), field.value);
    return true;
  };

  useDelegated<Event>(host, 'change', QUANTITY_FIELDS, (_event, input) => {
    const field = input as HTMLInputElement;
    if (!postsForm(field) || !record(field)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void post(), QUANTITY_SETTLE_MS);
  });

  // Enter in such a field updates now, as WooCommerce's cart script does, instead of a page load.
  useDelegated<KeyboardEvent>(host, 'keydown', QUANTITY_FIELDS, (event, input) => {
    const field = input as HTMLInputElement;
    if (event.key !== 'Enter' || !postsForm(field)) return;
    event.preventDefault();
    if (record(field)) void post();
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // 'Update cart' is hidden (schaufenster.css) only while every quantity field of the form is
  // sent by this element, one way or the other.
  useLayoutEffect(() => {
    const mark = () => {
      const fields = [...host.querySelectorAll<HTMLInputElement>(`${FORM} input.qty, ${QUANTITY_FIELDS}`)].filter((field) => field.type !== 'hidden');
      const live = fields.every((field) => quantityFieldKey(field.getAttribute('name'), field.dataset.cart_item_key));
      host.toggleAttribute('data-sf-updates-cart', live);
    };
    mark();
    const watcher = new MutationObserver(mark);
    watcher.observe(host, { childList: true, subtree: true });
    return () => {
      watcher.disconnect();
      host.removeAttribute('data-sf-updates-cart');
    };
  }, [host]);

  // The mini-cart on the cart page changes the same cart.
  useEffect(() => {
    const fromElsewhere = (button: HTMLElement | null) => !button || !host.contains(button);
    const stops = [on('sf:added-to-cart', (detail) => fromElsewhere(detail.button) && void reload()), on('sf:removed-from-cart', (detail) => fromElsewhere(detail.button) && void reload())];
    return () => stops.forEach((stop) => stop());
  }, [host, reload]);

  return { error, reload, sendsLine: (field: HTMLInputElement) => !postsForm(field) };
}
