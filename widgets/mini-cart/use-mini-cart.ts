import { useEffect, useRef, useState } from 'react';
import { emit, on } from '../../src/cart/events';
import { cartStore } from '../../src/cart/store';
import { HOVER_INTENT_INTERVAL_MS, hoverIntended, type Point } from './hover-intent';
import { contentMissing } from './markup';

/** Spec §9: a dropdown revealed by an add closes again after 5000 ms. */
export const AUTO_CLOSE_MS = 5000;

/**
 * Open state of the header mini-cart dropdown: toggled by its button, closed by Escape
 * (focus back to the button) or a click outside, and — with `reveal-on-add` — opened on
 * every add and closed again after 5 s unless the pointer or focus is inside. A mouse that
 * rests on it opens it (hover intent, hover-intent.ts) and closes it again on leaving, unless
 * the button or an add opened it.
 */
export function useMiniCart(host: HTMLElement, revealOnAdd: boolean, toggle: () => HTMLElement | null) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  // What was last rendered, for the listeners: the `data-open` attribute follows in an effect,
  // which Preact runs only after the next paint, and an Escape right after opening must not
  // wait for it.
  const shown = useRef(open);
  shown.current = open;
  /** Ends a hover watch under way: a click on the button has said what the shopper wants. */
  const stopHoverWatch = useRef(() => {});

  useEffect(() => {
    host.toggleAttribute('data-open', open);
  }, [host, open]);

  useEffect(() => {
    const engaged = () => host.matches(':hover') || host.contains(document.activeElement);
    const closeLater = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (engaged() ? closeLater() : setOpen(false)), AUTO_CLOSE_MS);
    };
    const stop = on('sf:added-to-cart', () => {
      if (!revealOnAdd) return;
      openedByHover.current = false;
      setOpen(true);
      closeLater();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shown.current) return;
      setOpen(false);
      toggle()?.focus();
    };
    const onOutside = (event: MouseEvent) => {
      if (!host.contains(event.target as Node)) setOpen(false);
    };
    // Hover intent: a mouse only (a touch's compatibility events must not open it under the finger).
    let pointer: Point = { x: 0, y: 0 };
    let looked: Point | null = null;
    let watching: ReturnType<typeof setInterval> | undefined;
    const stopWatching = () => {
      clearInterval(watching);
      watching = undefined;
    };
    stopHoverWatch.current = stopWatching;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') pointer = { x: event.clientX, y: event.clientY };
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || shown.current) return;
      pointer = looked = { x: event.clientX, y: event.clientY };
      stopWatching();
      watching = setInterval(() => {
        // Opened meanwhile (the button, an add): not the mouse's doing.
        if (shown.current) return stopWatching();
        if (looked && hoverIntended(looked, pointer)) {
          stopWatching();
          openedByHover.current = true;
          setOpen(true);
        } else looked = pointer;
      }, HOVER_INTENT_INTERVAL_MS);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      stopWatching();
      if (!openedByHover.current || host.contains(document.activeElement)) return;
      openedByHover.current = false;
      setOpen(false);
    };
    const listening = new AbortController();
    const { signal } = listening;
    host.addEventListener('keydown', onKey, { signal });
    host.addEventListener('pointerenter', onEnter, { signal });
    host.addEventListener('pointermove', onMove, { signal });
    host.addEventListener('pointerleave', onLeave, { signal });
    document.addEventListener('click', onOutside, { signal });
    return () => {
      stop();
      stopWatching();
      clearTimeout(timer.current);
      listening.abort();
    };
  }, [host, revealOnAdd, toggle]);

  return {
    open,
    // The button on a dropdown the mouse opened keeps it open (it no longer closes on leaving).
    toggleOpen: () => {
      clearTimeout(timer.current);
      stopHoverWatch.current();
      const pin = openedByHover.current;
      openedByHover.current = false;
      setOpen((value) => pin || !value);
    },
  };
}

/** What the dropdown shows of the cart: the shop's content, a loading note, or why it has none. */
export type CartPreview = 'shown' | 'loading' | 'failed';

/**
 * The dropdown's content as fragments bring it. Storefront prints the cart widget's content
 * empty and only fragments fill it (sf-cart-fragments asks for them at idle, or shows stored
 * ones): until then an opened dropdown says it is loading. Opened while still empty and no cart
 * request is on its way (the fragments widget not there yet, or its request failed), it asks
 * for fragments; a failed refresh while empty is said in words (no endless loading note).
 * A dropdown the shop filled itself (the seed theme) is 'shown' from the start.
 */
export function useCartPreview(dropdown: HTMLElement | null, open: boolean): CartPreview {
  const [missing, setMissing] = useState(() => (dropdown ? contentMissing(dropdown) : false));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!dropdown) return;
    const look = () => setMissing(contentMissing(dropdown));
    look();
    const stops = [cartStore.subscribe((state, previous) => state.fragments !== previous.fragments && look()), on('sf:fragments-ajax-error', () => setFailed(contentMissing(dropdown)))];
    return () => stops.forEach((stop) => stop());
  }, [dropdown]);

  useEffect(() => {
    if (!dropdown || !open || !missing || cartStore.getState().pendingRequests > 0) return;
    setFailed(false);
    emit('sf:fragment-refresh', {});
  }, [dropdown, open, missing]);

  useEffect(() => {
    if (!dropdown) return;
    if (missing && !failed) dropdown.setAttribute('aria-busy', 'true');
    else dropdown.removeAttribute('aria-busy');
  }, [dropdown, missing, failed]);

  if (!missing) return 'shown';
  return failed ? 'failed' : 'loading';
}
