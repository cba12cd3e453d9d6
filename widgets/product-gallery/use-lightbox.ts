import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from '../../src/core/element/navigate';
import { galleryNumber, parseLightboxHash, readGalleryItems } from './rules';

/**
 * Opens the fullscreen lightbox (lightbox.lazy.ts, loaded on first use), also when the address
 * names one of this gallery's pictures (a shared link, on load or later).
 */
export function useLightbox(host: HTMLElement, slides: HTMLElement[], enabled: boolean, onPicture: (index: number) => void) {
  const [loading, setLoading] = useState(false);
  const everOpened = useRef(false);
  const latestOnPicture = useRef(onPicture);
  latestOnPicture.current = onPicture;

  const open = useCallback(
    (index: number, fromAddress = false) => {
      if (!enabled) return;
      everOpened.current = true;
      setLoading(true);
      import('./lightbox.lazy')
        .then(({ showPicture }) => showPicture(host, slides, index, fromAddress, (picture) => latestOnPicture.current(picture)))
        // The code could not be loaded (offline): the picture itself is the fallback.
        .catch(() => navigate(readGalleryItems(slides)[index]?.largeSrc ?? ''))
        .finally(() => setLoading(false));
    },
    [enabled, host, slides],
  );

  useEffect(() => {
    if (!enabled || !slides.length) return;
    const followAddress = () => {
      const asked = parseLightboxHash(location.hash);
      if (asked?.gid === galleryNumber(host)) open(Math.min(asked.pid, slides.length) - 1, true);
    };
    followAddress();
    const listening = new AbortController();
    window.addEventListener('hashchange', followAddress, { signal: listening.signal });
    return () => {
      listening.abort();
      if (everOpened.current) void import('./lightbox.lazy').then(({ closePicture }) => closePicture(host)).catch(() => undefined);
    };
  }, [enabled, host, slides, open]);

  return { open, loading };
}
