import { useEffect } from 'react';
import { isPlainClick } from '../../src/core/element/use-delegated';
import { opensByItself, targetId } from './rules';

/** Openers anywhere on the page: Flatsome's `[data-open="#id"]`. */
const OPENER = '[data-open]';
/**
 * A close control that must work without script too: a link out of the panel's `:target`
 * (`<a href="#opener" role="button" data-close>`). With script it closes the modal dialog.
 */
const CLOSER = '[data-close]';

/** The popup (a `<dialog>` inside the element) an opener names. */
function popupFor(host: HTMLElement, opener: Element): HTMLDialogElement | null {
  const id = targetId(opener.getAttribute('data-open'));
  const found = id ? document.getElementById(id) : null;
  return found instanceof HTMLDialogElement && host.contains(found) ? found : null;
}

/**
 * Off-canvas panels and lightboxes as modal dialogs (WAI-ARIA dialog pattern through the
 * native `<dialog>`: focus moves in, Escape closes, the rest of the page is inert). Openers
 * are delegated on the document, since they sit anywhere (header, listing, footer); focus
 * returns to the opener on close. A click on the backdrop closes too. A popup marked
 * `data-open-on-notice` that holds a WooCommerce notice (a refused login) opens at once; one
 * the URL's #fragment shows (the no-script `:target` fallback) becomes the modal dialog.
 */
export function usePopup(host: HTMLElement) {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const open = (popup: HTMLDialogElement, from: HTMLElement | null) => {
      opener = from;
      // The server prints a popup with a notice already open (no script: it shows in place).
      if (popup.open) popup.close();
      popup.showModal();
      from?.setAttribute('aria-expanded', 'true');
    };
    const closerIn = (event: Event) => {
      const closer = (event.target as Element | null)?.closest?.(CLOSER);
      const popup = closer?.closest('dialog');
      return popup && host.contains(popup) ? popup : null;
    };
    const onClick = (event: MouseEvent) => {
      const closing = closerIn(event);
      if (closing) {
        event.preventDefault();
        closing.close();
        return;
      }
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(OPENER);
      const popup = trigger && popupFor(host, trigger);
      if (!popup || !isPlainClick(event)) return;
      event.preventDefault();
      open(popup, trigger);
    };
    const onClose = (event: Event) => {
      const popup = event.target as HTMLDialogElement;
      if (!(popup instanceof HTMLDialogElement)) return;
      opener?.setAttribute('aria-expanded', 'false');
      if (opener?.isConnected) opener.focus();
      opener = null;
      if (location.hash === `#${popup.id}`) history.replaceState(history.state, '', location.pathname + location.search);
    };
    // A click on the dialog element itself is on its backdrop or on its own padding: only one
    // outside its box closes it (a click in the padding beside a field must not).
    const onBackdrop = (event: MouseEvent) => {
      const popup = event.target;
      if (!(popup instanceof HTMLDialogElement) || !host.contains(popup)) return;
      const box = popup.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) popup.close();
    };

    // A link with role="button" is activated by Space as well as Enter.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const closing = closerIn(event);
      if (!closing) return;
      event.preventDefault();
      closing.close();
    };

    const dialogs = [...host.querySelectorAll('dialog')];
    for (const popup of dialogs) {
      for (const trigger of document.querySelectorAll<HTMLElement>(`[data-open="#${popup.id}"]`)) {
        trigger.setAttribute('aria-haspopup', 'dialog');
        trigger.setAttribute('aria-controls', popup.id);
        trigger.setAttribute('aria-expanded', 'false');
      }
    }
    const first = dialogs.find((popup) => opensByItself(popup) || (popup.id && location.hash === `#${popup.id}`));
    if (first) open(first, document.querySelector<HTMLElement>(`[data-open="#${first.id}"]`));

    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { capture: true, signal }); // capture: before the page's own link handlers
    host.addEventListener('close', onClose, { capture: true, signal });
    host.addEventListener('click', onBackdrop, { signal });
    host.addEventListener('keydown', onKeyDown, { signal });
    return () => listening.abort();
  }, [host]);
}
