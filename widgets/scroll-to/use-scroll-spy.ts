import { useEffect, useState } from 'react';
import { coveredTop } from '../../src/core/scroll/covered-top';
import { activeSection, SCROLL_SPY_EXTRA_PX } from './rules';

/**
 * Which of `markers` the shopper is reading (its index, -1 above the first), kept current
 * while the page scrolls, resizes or its address changes: read once per frame, after the
 * browser has laid it out. `links` are the markers' fragments ('#name'), for the one the
 * address names.
 */
export function useScrollSpy(markers: readonly Element[], links: readonly string[]): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    if (!markers.length) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = markers.map((marker) => marker.getBoundingClientRect().top + window.scrollY);
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const view = { scrollY: window.scrollY, height: window.innerHeight, atEnd };
      setActive(activeSection(tops, view, coveredTop() + SCROLL_SPY_EXTRA_PX, links.indexOf(decodeURIComponent(location.hash))));
    };
    const schedule = () => (frame ||= requestAnimationFrame(measure));
    schedule();
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('scroll', schedule, { passive: true, signal });
    window.addEventListener('resize', schedule, { signal });
    window.addEventListener('hashchange', schedule, { signal });
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
    };
  }, [markers, links]);
  return active;
}
