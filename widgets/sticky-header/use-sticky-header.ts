import { useEffect } from 'react';
import type {} from '../../src/cart/events'; // the cart's event names (types only: no cart code here)
import { on } from '../../src/core/events/bus';
import { nextHeaderState, type HeaderState } from './rules';

/** Classes on the header, as Flatsome names its stuck header; `sf-header--away` while slid away. */
export const STUCK_CLASS = 'stuck';
export const AWAY_CLASS = 'sf-header--away';

/**
 * Spec §4: the header sticks past a scroll threshold (its bottom edge) and, with
 * `hide-on-scroll`, slides away while the page scrolls down and back when it scrolls up. It
 * comes back when the mini-cart in it reveals itself after an add (`sf:added-to-cart`, the
 * event the mini-cart opens on; spec §4 Cart) and when keyboard focus moves into it.
 */
export function useStickyHeader(host: HTMLElement, hideOnScroll: boolean) {
  useEffect(() => {
    const header = host.querySelector<HTMLElement>('header') ?? host.firstElementChild;
    if (!(header instanceof HTMLElement)) return;
    let state: HeaderState = { stuck: false, hidden: false };
    let previousY = window.scrollY;
    const show = (next: HeaderState) => {
      state = next;
      header.classList.toggle(STUCK_CLASS, next.stuck);
      header.classList.toggle(AWAY_CLASS, next.hidden);
    };
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // The threshold is the header's bottom edge in the page, read in the frame (it changes with
      // the width and with what is above it: the consent banner prints first in the body). With
      // the header's height alone, a header below an open banner slid away over the banner's buttons.
      const threshold = host.getBoundingClientRect().top + y + header.offsetHeight;
      show(nextHeaderState(state, { y, previousY, threshold, hideOnScroll }));
      previousY = y;
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    const bringBack = () => state.hidden && show({ ...state, hidden: false });
    update();
    const listening = new AbortController();
    window.addEventListener('scroll', onScroll, { passive: true, signal: listening.signal });
    header.addEventListener('focusin', bringBack, { signal: listening.signal });
    const stopListening = on('sf:added-to-cart', bringBack);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      listening.abort();
      stopListening();
      show({ stuck: false, hidden: false });
    };
  }, [host, hideOnScroll]);
}
