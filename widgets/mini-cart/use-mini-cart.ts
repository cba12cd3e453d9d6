import { useEffect, useRef, useState } from 'react';
import { on } from '../../src/cart/events';

/** Spec §9: a dropdown revealed by an add closes again after 5000 ms. */
export const AUTO_CLOSE_MS = 5000;

/**
 * Open state of the header mini-cart dropdown: toggled by its button, closed by Escape
 * (focus back to the button) or a click outside, and — with `reveal-on-add` — opened on
 * every add and closed again after 5 s unless the pointer or focus is inside.
 */
export function useMiniCart(host: HTMLElement, revealOnAdd: boolean, toggle: () => HTMLElement | null) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

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
      setOpen(true);
      closeLater();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !host.hasAttribute('data-open')) return;
      setOpen(false);
      toggle()?.focus();
    };
    const onOutside = (event: MouseEvent) => {
      if (!host.contains(event.target as Node)) setOpen(false);
    };
    host.addEventListener('keydown', onKey);
    document.addEventListener('click', onOutside);
    return () => {
      stop();
      clearTimeout(timer.current);
      host.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onOutside);
    };
  }, [host, revealOnAdd, toggle]);

  return {
    open,
    toggleOpen: () => {
      clearTimeout(timer.current);
      setOpen((value) => !value);
    },
  };
}
