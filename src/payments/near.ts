/** How near the viewport a payment area is when the provider script starts loading (spec §4: near or used). */
export const NEAR_VIEWPORT_MARGIN = '300px';
/** What shows intent before the area scrolls near: a pointer, focus or touch on it. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Runs `start` once `host` is near the viewport or the shopper points at, focuses or touches
 * it: a page pays for the provider's script only where a payment area is about to be seen or
 * used. Returns the function that stops waiting.
 */
export function whenNear(host: HTMLElement, start: () => void): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    stop();
    start();
  };
  const observer =
    typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: NEAR_VIEWPORT_MARGIN }) : null;
  function stop() {
    done = true;
    observer?.disconnect();
    for (const type of INTENT) host.removeEventListener(type, go);
  }
  for (const type of INTENT) host.addEventListener(type, go, { passive: true });
  if (observer) observer.observe(host);
  else go(); // without the observer (old browsers): at once
  return stop;
}
