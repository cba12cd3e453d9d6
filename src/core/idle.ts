/**
 * Runs `work` once the page has loaded and the browser is idle: for code and data that a first
 * interaction will need (the HTTP client, widgets an add will show), fetched before it without
 * competing with the page's first view.
 * Marks `sf-idle-prefetch` first, so a benchmark can tell such fetches from the first view
 * (bench/lib.ts). Returns a function that cancels it if it has not run yet.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let handle = 0;
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    performance.mark?.('sf-idle-prefetch');
    work();
  };
  // Safari has no requestIdleCallback: a timeout after the load event is the nearest.
  const schedule = () => (handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : window.setTimeout(run, 1));
  const waiting = new AbortController();
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true, signal: waiting.signal });
  return () => {
    cancelled = true;
    waiting.abort();
    if (handle && typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  };
}

/**
 * Asks the loader (src/entry/loader.ts listens for this event) for the code of widgets
 * that the caller will show after a first interaction, at idle once the page has loaded: the
 * mini-cart's quantity fields after the first add. Returns a function that cancels it.
 */
export function prefetchWidgetsAtIdle(tags: readonly `sf-${string}`[]): () => void {
  return whenIdleAfterLoad(() => document.dispatchEvent(new CustomEvent('sf:prefetch-widgets', { detail: tags })));
}
