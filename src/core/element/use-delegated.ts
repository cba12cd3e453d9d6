import { useEffect, useRef } from 'react';

/**
 * Listen on the element for events from descendants matching `selector`. Delegation keeps
 * working when the shop swaps the markup inside (cart fragments), unlike per-node listeners.
 */
export function useDelegated<E extends Event>(host: HTMLElement, type: string, selector: string, handler: (event: E, target: HTMLElement) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
      if (target && host.contains(target)) latest.current(event as E, target);
    };
    const listening = new AbortController();
    host.addEventListener(type, listener, { signal: listening.signal });
    return () => listening.abort();
  }, [host, type, selector]);
}

/** A click that means "follow this" in the page: main button, no modifier (new tab etc.). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/**
 * The widget that upgraded an element owns the events it handles: where WooCommerce's own
 * scripts are still on the page, their handlers delegated to `document.body` (add to cart,
 * remove from the mini-cart, the cart form) would otherwise send the same request a second time.
 */
export function ownEvent(event: Event): void {
  event.stopPropagation();
}
