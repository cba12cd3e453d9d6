import { useEffect } from 'react';
import { coveredTop } from '../../src/core/scroll/covered-top';
import { sidebarSticks, stickyTop } from './rules';

/** Set while the sidebar sticks; the stylesheet makes it `position: sticky` at `--sf-sticky-top`. */
export const STICKY_ATTRIBUTE = 'data-sf-sticky';

/**
 * Spec §9: the sidebar sticks 30 px under the stuck header (and the admin bar) at large widths,
 * where all of it fits in the viewport. Sticky positioning keeps it inside its column, so it
 * never reaches over the footer or the content beside it. Read again, once per frame, when the
 * window, the sidebar (the cart widget in it fills up) or the header changes size.
 */
export function useStickySidebar(host: HTMLElement) {
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const covered = coveredTop();
      const sticks = sidebarSticks({
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
        sidebarHeight: host.getBoundingClientRect().height,
        coveredTop: covered,
      });
      host.toggleAttribute(STICKY_ATTRIBUTE, sticks);
      if (sticks) host.style.setProperty('--sf-sticky-top', `${stickyTop(covered)}px`);
      else host.style.removeProperty('--sf-sticky-top');
    };
    const schedule = () => (frame ||= requestAnimationFrame(measure));
    measure();
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('resize', schedule, { signal });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(host);
    const header = document.querySelector('sf-sticky-header header');
    if (header) resized?.observe(header);
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
      resized?.disconnect();
      host.removeAttribute(STICKY_ATTRIBUTE);
      host.style.removeProperty('--sf-sticky-top');
    };
  }, [host]);
}
