import { useEffect } from 'react';
import { anchorOf } from '../../src/core/element/navigate';
import { isPlainClick } from '../../src/core/element/use-delegated';
import { coveredTop, scrollTarget } from '../../src/core/scroll/covered-top';
import { backToTopShown, boxesOverlap, NEVER_COVERED, scrollDuration, scrollPosition } from './rules';

/** In-page links that scroll with the theme's animation: the back-to-top button and links marked `scroll-to-link`. */
export const SCROLL_LINK = 'a.back-to-top[href^="#"], a.scroll-to-link[href^="#"]';
export const BACK_TO_TOP = '.back-to-top';
/** Set on the back-to-top button once this widget drives it (fixed in a corner, see schaufenster.css), and while shown. */
export const BACK_TO_TOP_READY = 'sf-back-to-top';
export const BACK_TO_TOP_SHOWN = 'is-visible';

/**
 * Whether the button, where it floats, lies over a control or the order summary (NEVER_COVERED).
 * Read whether it shows or not: a hidden button keeps its box.
 */
function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  for (const element of document.querySelectorAll(NEVER_COVERED)) {
    if (button.contains(element) || element.contains(button)) continue;
    const other = element.getBoundingClientRect();
    if (other.width > 0 && other.height > 0 && boxesOverlap(box, other) && element.checkVisibility?.({ visibilityProperty: true }) !== false) return true;
  }
  return false;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scroll links (spec §9): animated over 1000 ms with jQuery's swing easing (at once with
 * reduced motion or when the page's CSS scrolls smoothly), ending with the target just under
 * the stuck header and admin bar; focus then moves to the target, so the keyboard goes on
 * from there. The back-to-top button is shown once the page is scrolled past one screen, and
 * never over a control or the order summary (on a phone it covered 'Zahlungspflichtig
 * bestellen'): it steps aside while something of that lies under it, unless it has the focus.
 * Both work as plain links without script.
 */
export function useScrollLinks(host: HTMLElement) {
  useEffect(() => {
    const header = host.querySelector('header');
    let frame = 0;
    const scrollTo = (y: number, then: () => void) => {
      cancelAnimationFrame(frame);
      const smoothCss = getComputedStyle(document.documentElement).scrollBehavior === 'smooth';
      const duration = scrollDuration(window.matchMedia('(prefers-reduced-motion: reduce)').matches, smoothCss);
      const from = window.scrollY;
      const start = performance.now();
      const step = () => {
        const elapsed = performance.now() - start;
        window.scrollTo({ top: scrollPosition(from, y, elapsed, duration), behavior: 'instant' });
        if (elapsed < duration) frame = requestAnimationFrame(step);
        else then();
      };
      if (duration === 0) {
        window.scrollTo({ top: y, behavior: smoothCss ? 'smooth' : 'instant' });
        then();
      } else frame = requestAnimationFrame(step);
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(SCROLL_LINK);
      if (!link || !isPlainClick(event)) return;
      const id = anchorOf(link.hash);
      if (id === 'top' || id === '') {
        event.preventDefault();
        return scrollTo(0, () => header instanceof HTMLElement && focusWithoutScroll(header));
      }
      // As the browser resolves a fragment: an id, else an <a name> (Flatsome's [scroll_to] anchors).
      const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
      if (!target) return; // the browser does what it does with an unknown fragment
      event.preventDefault();
      const y = scrollTarget(target.getBoundingClientRect().top + window.scrollY, coveredTop(header));
      scrollTo(y, () => {
        history.pushState(history.state, '', `#${id}`);
        focusWithoutScroll(target);
      });
    };

    const buttons = () => document.querySelectorAll<HTMLElement>(BACK_TO_TOP);
    const showButtons = () => {
      const past = backToTopShown(window.scrollY, window.innerHeight);
      for (const button of buttons()) button.classList.toggle(BACK_TO_TOP_SHOWN, past && (button.contains(document.activeElement) || !coversSomething(button)));
    };
    for (const button of buttons()) button.classList.add(BACK_TO_TOP_READY);
    showButtons();
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { capture: true, signal }); // capture: before the page's own link handlers
    window.addEventListener('scroll', showButtons, { passive: true, signal });
    window.addEventListener('resize', showButtons, { passive: true, signal });
    // What lies under the button also moves without a scroll: a new order review, notices, an accordion.
    const layout = typeof ResizeObserver === 'function' ? new ResizeObserver(showButtons) : undefined;
    layout?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      layout?.disconnect();
      listening.abort();
      for (const button of buttons()) button.classList.remove(BACK_TO_TOP_READY, BACK_TO_TOP_SHOWN);
    };
  }, [host]);
}
