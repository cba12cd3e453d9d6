import { useEffect, useRef, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { commitCart } from '../../src/cart/fragments-dom';
import { addToCartParams } from '../../src/cart/config';
import { isPlainClick, ownEvent, useDelegated } from '../../src/core/element/use-delegated';
import { inlineVariations } from '../../src/product/inline-variations';
import { formFields } from '../../src/core/element/form-fields';
import { navigate } from '../../src/core/element/navigate';
import { emit } from '../../src/cart/events';
import { addToCart } from '../../src/cart/contracts';
import { enqueueCartRequest, SUPERSEDED } from '../../src/cart/queue';
import { rereadCart } from '../../src/cart/reread';
import { t } from './i18n';
import { formAdd, type KnownVariation } from './rules';

/** Spec §9: the success message is spoken 1000 ms after the cart updated. */
export const SUCCESS_ANNOUNCE_DELAY_MS = 1000;

export interface ButtonStatus {
  added: boolean;
  error: string;
}

/** All data-* attributes of the button, as WooCommerce posts them (product_id, quantity, …). */
export function buttonData(button: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const { name, value } of button.attributes) if (name.startsWith('data-')) data[name.slice(5)] = value;
  return data;
}

/**
 * Asynchronous add to cart for every `.ajax_add_to_cart` button inside the element that
 * carries data-product_id: loop links, and the product form's submit button (its quantity
 * field wins over data-quantity). Anything else keeps its normal link or form behaviour.
 * Every click is one add: clicks during a pending add are queued, not dropped.
 */
export function useAddToCart(host: HTMLElement) {
  const [statuses, setStatuses] = useState(new Map<HTMLElement, ButtonStatus>());
  const setStatus = (button: HTMLElement, status: ButtonStatus) => setStatuses((previous) => new Map(previous).set(button, status));

  useDelegated<MouseEvent>(host, 'click', 'a.ajax_add_to_cart, button.ajax_add_to_cart', (event, button) => {
    if (button.matches('button[type="submit"], button:not([type])') && (button as HTMLButtonElement).form) return;
    if (!button.dataset.product_id || !isPlainClick(event)) return;
    event.preventDefault();
    ownEvent(event);
    void addItem(button, buttonData(button));
  });

  // Variations the variation form found (forms without inline data ask the shop for them).
  const foundVariations = useRef(new WeakMap<Element, KnownVariation>()).current;
  useDelegated<CustomEvent<{ variation: KnownVariation }>>(host, 'sf:found-variation', 'form', (event, form) => {
    if (event.detail?.variation) foundVariations.set(form, event.detail.variation);
  });

  useDelegated<SubmitEvent>(host, 'submit', 'form', (event, form) => {
    if (event.defaultPrevented) return;
    const submitter = event.submitter as HTMLElement | null;
    const add = submitter?.matches('.ajax_add_to_cart[data-product_id]')
      ? formAdd(formFields(form as HTMLFormElement), buttonData(submitter), (id) => findVariation(form, id))
      : ({ kind: 'classic' } as const);
    if (add.kind === 'ajax') {
      event.preventDefault();
      ownEvent(event);
      void addItem(submitter!, add.fields);
    } else {
      // A classic post (buy now, a variation the shop must add with its attributes): show it
      // is on its way until the page changes.
      submitter?.classList.add('loading');
    }
  });

  function findVariation(form: HTMLElement, id: number): KnownVariation | undefined {
    const found = foundVariations.get(form);
    if (found && Number(found.variation_id) === id) return found;
    return inlineVariations(form)?.find((variation) => Number(variation.variation_id) === id);
  }

  // Coming back through the back-forward cache must not leave a button spinning.
  useEffect(() => {
    const reset = () => host.querySelectorAll('.loading').forEach((element) => element.classList.remove('loading'));
    const listening = new AbortController();
    window.addEventListener('pageshow', reset, { signal: listening.signal });
    return () => listening.abort();
  }, [host]);

  const inFlight = useRef(new WeakMap<HTMLElement, number>()).current;

  async function addItem(button: HTMLElement, data: Record<string, string>) {
    const params = addToCartParams();
    setStatus(button, { added: false, error: '' });
    inFlight.set(button, (inFlight.get(button) ?? 0) + 1);
    button.classList.remove('added');
    button.classList.add('loading');
    emit('sf:adding-to-cart', { button, data });

    const result = await enqueueCartRequest(() => addToCart(data));
    const left = (inFlight.get(button) ?? 1) - 1;
    inFlight.set(button, left);
    if (left === 0) button.classList.remove('loading');
    if (result === SUPERSEDED) return;

    switch (result.kind) {
      case 'go-to-product':
        navigate(result.productUrl);
        return;
      case 'updated':
        if (params.cart_redirect_after_add === 'yes' && params.cart_url) {
          navigate(params.cart_url);
          return;
        }
        await commitCart(result.fragments, result.cartHash, 'added');
        button.classList.add('added');
        setStatus(button, { added: params.is_cart !== '1', error: '' });
        emit('sf:added-to-cart', { fragments: result.fragments, cartHash: result.cartHash, button });
        announce(button.dataset.success_message || t('Product added to your cart'), SUCCESS_ANNOUNCE_DELAY_MS);
        return;
      case 'rejected':
        setStatus(button, { added: false, error: result.message });
        return;
      case 'failed': {
        if (result.reason === 'aborted') return;
        // A timed-out add may still land in the shop: the core's message says so, the cart is re-read.
        const timedOut = result.reason === 'timeout';
        setStatus(button, {
          added: false,
          error: timedOut ? result.message : t('The product could not be added to your cart. Please try again.'),
        });
        // The add may or may not have reached the shop, or may yet: show the cart as it really is.
        rereadCart(timedOut);
      }
    }
  }

  return statuses;
}
