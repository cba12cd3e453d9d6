import { useEffect, useState } from 'react';
import type { Zoom } from './zoom.lazy';
import { readGalleryItems, ZOOM_ERROR_MS, zoomWanted } from './rules';

/**
 * Hover zoom for mice (spec §2): only where the large image is wider than the slide and not
 * on phones or tablets. The zoom code loads the first time a mouse enters a picture. A large
 * image that fails to load says so for 2.5 s (§8).
 */
export function useHoverZoom(slides: HTMLElement[], enabled: boolean) {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  useEffect(() => {
    if (!enabled) return;
    let zoom: Zoom | null = null;
    // Each entry gets a number; a zoom that finishes loading after its pointer left is dropped.
    let entry = 0;
    const stop = () => {
      entry++;
      zoom?.stop();
      zoom = null;
    };
    const start = (event: PointerEvent) => {
      const slide = event.currentTarget as HTMLElement;
      stop();
      const [item] = readGalleryItems([slide]);
      if (event.pointerType !== 'mouse' || !item || !zoomWanted(item.largeWidth, slide.clientWidth, navigator.userAgent)) return;
      const mine = entry;
      void import('./zoom.lazy')
        .then(({ startZoom }) => {
          if (mine === entry) zoom = startZoom(slide, item, event, () => setFailed(true));
        })
        .catch(() => undefined); // Without its code there is simply no zoom; the picture stays.
    };
    const move = (event: PointerEvent) => zoom?.move(event);
    for (const slide of slides) {
      slide.addEventListener('pointerenter', start);
      slide.addEventListener('pointermove', move);
      slide.addEventListener('pointerleave', stop);
      // A click opens the lightbox: the zoom has done its job.
      slide.addEventListener('click', stop);
    }
    return () => {
      stop();
      for (const slide of slides) {
        slide.removeEventListener('pointerenter', start);
        slide.removeEventListener('pointermove', move);
        slide.removeEventListener('pointerleave', stop);
        slide.removeEventListener('click', stop);
      }
    };
  }, [slides, enabled]);

  return { zoomFailed: failed };
}
