import { useCallback, useEffect, useRef, useState } from 'react';
import { keepFocusAcross } from '../../src/core/a11y/focus';
import { addToCartParams } from '../../src/cart/config';
import { emit, on } from '../../src/cart/events';
import { requestHtml } from '../../src/core/http/client';
import { t } from '../../src/cart/i18n';

/**
 * The cart page's table and totals come from the shop. After a change the page is fetched
 * again and the element's server markup swapped (WooCommerce's cart.js does the same), so
 * the shop's own totals, shipping and tax lines are shown, never recomputed here. Only the
 * newest fetch counts: an older one in flight is aborted.
 */
export function useCartPage(host: HTMLElement) {
  const [error, setError] = useState('');
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    inFlight.current?.abort();
    if (!host.isConnected) return;
    const controller = (inFlight.current = new AbortController());
    host.setAttribute('aria-busy', 'true');
    const url = addToCartParams().cart_url || window.location.pathname;
    const answer = await requestHtml(url, undefined, { signal: controller.signal });
    if (controller.signal.aborted) return;
    host.removeAttribute('aria-busy');
    const fresh = answer.ok ? new DOMParser().parseFromString(answer.body, 'text/html').querySelector(host.localName) : null;
    if (!fresh) {
      // The cart itself changed; only the page view is stale. A reload shows it all.
      setError(t('The cart could not be updated. Please try again.'));
      return;
    }
    setError('');
    await keepFocusAcross(() => {
      const ours = [...host.children].filter((child) => child.matches('[data-sf-root], .sf-island'));
      host.replaceChildren(...document.adoptNode(fresh).childNodes, ...ours);
    });
    emit('sf:cart-updated', {});
  }, [host]);

  // The mini-cart on the cart page changes the same cart.
  useEffect(() => {
    const fromElsewhere = (button: HTMLElement | null) => !button || !host.contains(button);
    const stops = [
      on('sf:added-to-cart', (detail) => fromElsewhere(detail.button) && void reload()),
      on('sf:removed-from-cart', (detail) => fromElsewhere(detail.button) && void reload()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [host, reload]);

  return { error, reload };
}
