import { useEffect } from 'react';

/** Spec §9 'Page loader removed: after 1 s'. */
export const PAGE_LOADER_MS = 1000;

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Hides the loader inside `host` (sets `hidden`) at the first of: the page has loaded (window
 * `load`, or loaded already), PAGE_LOADER_MS after this ran, a key press, a pointer press, a
 * wheel turn or a focus anywhere on the page: whoever starts to use the page meets it, never the
 * cover. With reduced motion it goes at once (the stylesheet never shows it then either).
 */
export function usePageLoader(host: HTMLElement) {
  useEffect(() => {
    const loader = host.querySelector<HTMLElement>('.page-loader');
    if (!loader || loader.hidden) return;
    if (reducedMotion() || document.readyState === 'complete') {
      loader.hidden = true;
      return;
    }
    const listening = new AbortController();
    const { signal } = listening;
    const remove = () => {
      loader.hidden = true;
      clearTimeout(timer);
      listening.abort();
    };
    const timer = setTimeout(remove, PAGE_LOADER_MS);
    window.addEventListener('load', remove, { signal });
    // Capture: the cover goes before the key or press does anything, whatever stops it later.
    for (const type of ['keydown', 'pointerdown', 'wheel', 'focusin'] as const) window.addEventListener(type, remove, { capture: true, passive: true, signal });
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [host]);
}
