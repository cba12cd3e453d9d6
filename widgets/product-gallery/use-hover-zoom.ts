import { useEffect, useState } from 'react';
import type { DragTarget } from './zoom.lazy';
import { isMobileUserAgent, ZOOM_ERROR_MS } from './rules';

/**
 * Hover zoom for mice (spec §2): not on phones or tablets; zoom.lazy.ts, loaded when a mouse
 * first comes over the gallery, zooms where the large image is wider than the slide. With
 * `drag` (a slider) the same first mouse brings the slider's mouse drags (zoom.lazy.ts). A large
 * image that fails to load says so for 2.5 s (§8).
 */
export function useHoverZoom(track: HTMLElement | null, slides: HTMLElement[], enabled: boolean, drag: DragTarget | false) {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  useEffect(() => {
    const zoom = enabled && !isMobileUserAgent(navigator.userAgent);
    if (!track || !(zoom || drag)) return;
    let uninstall: (() => void) | undefined;
    let undrag: (() => void) | undefined;
    let unmounted = false;
    let over = false;
    const listening = new AbortController();
    // Only the first mouse loads the zoom: touches before it leave the wait on.
    const untilMouse = new AbortController();
    const left = () => (over = false);
    const firstMouse = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      untilMouse.abort();
      over = true;
      track.addEventListener('pointerleave', left, { once: true, signal: listening.signal });
      import('./zoom.lazy')
        .then(({ installZoom, installDrag }) => {
          if (unmounted) return;
          if (zoom) uninstall = installZoom(slides, event, over, () => setFailed(true));
          if (drag) undrag = installDrag(track, slides.length, drag);
        })
        .catch(() => undefined); // Without its code there is simply no zoom nor drag; the picture stays.
    };
    // A mouse already over the pictures when they appear (a quick view opened under it) comes
    // with a move, not an over.
    for (const type of ['pointerover', 'pointermove'] as const) track.addEventListener(type, firstMouse, { signal: untilMouse.signal });
    return () => {
      unmounted = true;
      untilMouse.abort();
      listening.abort();
      uninstall?.();
      undrag?.();
    };
  }, [track, slides, enabled, drag]);

  return { zoomFailed: failed };
}
