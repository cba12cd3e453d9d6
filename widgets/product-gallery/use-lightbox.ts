import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from '../../src/element/navigate';
import type { Lightbox } from './lightbox.lazy';
import { lightboxHash, parseLightboxHash, readGalleryItems } from './rules';

/** This gallery's number in the address: its `gallery-id`, else its place on the page. */
function galleryNumber(host: HTMLElement): number {
  const given = Number(host.getAttribute('gallery-id'));
  return Number.isInteger(given) && given > 0 ? given : [...document.querySelectorAll('sf-product-gallery')].indexOf(host) + 1;
}

const addressWithout = () => `${location.pathname}${location.search}`;

/**
 * The fullscreen lightbox and its place in the address (`#&gid=1&pid=2`). Opening pushes an
 * entry, so the browser's back button closes it (as shoppers on phones expect); moving
 * between pictures replaces it; a shared link opens the picture on load.
 */
export function useLightbox(host: HTMLElement, slides: HTMLElement[], enabled: boolean, onPicture: (index: number) => void) {
  const [loading, setLoading] = useState(false);
  const lightbox = useRef<Lightbox | null>(null);
  const opening = useRef(false);
  const pushedEntry = useRef(false);
  const closingFromAddress = useRef(false);
  const latestOnPicture = useRef(onPicture);
  latestOnPicture.current = onPicture;

  const open = useCallback(
    (index: number, fromAddress = false) => {
      if (!enabled || lightbox.current || opening.current) return;
      const items = readGalleryItems(slides);
      const gid = galleryNumber(host);
      opening.current = true;
      setLoading(true);
      import('./lightbox.lazy')
        .then(({ openLightbox }) => {
          if (!fromAddress) {
            history.pushState(history.state, '', lightboxHash(gid, index + 1));
            pushedEntry.current = true;
          }
          lightbox.current = openLightbox({
            items,
            index,
            appendTo: host.closest<HTMLElement>('dialog[open]') ?? document.body,
            onChange(picture) {
              history.replaceState(history.state, '', lightboxHash(gid, picture + 1));
              latestOnPicture.current(picture);
            },
            onClose() {
              lightbox.current = null;
              if (closingFromAddress.current) closingFromAddress.current = false;
              else if (pushedEntry.current) history.back();
              else history.replaceState(history.state, '', addressWithout());
              pushedEntry.current = false;
            },
          });
        })
        // The code could not be loaded (offline): the picture itself is the fallback.
        .catch(() => navigate(items[index]?.largeSrc ?? ''))
        .finally(() => {
          opening.current = false;
          setLoading(false);
        });
    },
    [enabled, host, slides],
  );

  useEffect(() => {
    if (!enabled || !slides.length) return;
    const gid = galleryNumber(host);
    const followAddress = () => {
      const asked = parseLightboxHash(location.hash);
      if (asked?.gid === gid && !lightbox.current) open(Math.min(asked.pid, slides.length) - 1, true);
      else if (asked?.gid !== gid && lightbox.current) {
        // Back button: the entry we pushed is gone already.
        closingFromAddress.current = true;
        pushedEntry.current = false;
        lightbox.current.close();
      }
    };
    followAddress();
    window.addEventListener('hashchange', followAddress);
    return () => window.removeEventListener('hashchange', followAddress);
  }, [enabled, host, slides, open]);

  useEffect(() => () => lightbox.current?.close(), []);

  return { open, loading };
}
