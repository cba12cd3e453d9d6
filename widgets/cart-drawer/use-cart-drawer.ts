import { useEffect } from 'react';
import { isPlainClick, useDelegated } from '../../src/core/element/use-delegated';

/** Spec §2/§9: the off-canvas cart replaces the dropdown on viewports up to 849 px. */
export const DRAWER_MEDIA_QUERY = '(max-width: 849px)';

/**
 * Opens the shop's `<dialog id="cart-popup">` as a modal from the header cart link on narrow
 * screens (wider screens, or no JavaScript: the link goes to the cart page). The native
 * modal dialog traps focus and closes on Escape; a click on the backdrop closes it too, and
 * focus returns to the cart link.
 */
export function useCartDrawer(host: HTMLElement, dialog: HTMLDialogElement | null) {
  useDelegated<MouseEvent>(host, 'click', '.header-cart-link', (event) => {
    if (!dialog || !isPlainClick(event) || !window.matchMedia(DRAWER_MEDIA_QUERY).matches) return;
    event.preventDefault();
    dialog.showModal();
  });

  useEffect(() => {
    if (!dialog) return;
    const onBackdrop = (event: MouseEvent) => event.target === dialog && dialog.close();
    // The cart link may have been replaced by a fragment while the drawer was open.
    const onClose = () => host.querySelector<HTMLElement>('.header-cart-link')?.focus();
    const listening = new AbortController();
    dialog.addEventListener('click', onBackdrop, { signal: listening.signal });
    dialog.addEventListener('close', onClose, { signal: listening.signal });
    return () => listening.abort();
  }, [host, dialog]);
}
