/**
 * Hover zoom, loaded the first time a mouse comes over the gallery: over a zoomable slide the
 * large image lies at its own size and follows the pointer, as WooCommerce's zoom does.
 * Decorative for assistive technology (the lightbox is the accessible way to see details).
 */
import { readGalleryItems, zoomOffset, zoomWanted } from './rules';

function startZoom(slide: HTMLElement, at: PointerEvent, onError: () => void) {
  const [item] = readGalleryItems([slide]);
  if (!item || !zoomWanted(item.largeWidth, slide.clientWidth, navigator.userAgent)) return null;
  const image = document.createElement('img');
  image.className = 'sf-gallery__zoom-image';
  image.alt = '';
  image.setAttribute('aria-hidden', 'true');
  image.decoding = 'async';
  let last = at;
  const place = () => {
    const box = slide.getBoundingClientRect();
    const { left, top } = zoomOffset(last.clientX - box.left, last.clientY - box.top, box, {
      width: image.naturalWidth || item.largeWidth,
      height: image.naturalHeight || item.largeHeight,
    });
    image.style.transform = `translate(${left}px, ${top}px)`;
  };
  image.addEventListener('load', () => {
    image.dataset.loaded = '';
    place();
  });
  image.addEventListener('error', () => {
    image.remove();
    onError();
  });
  image.src = item.largeSrc;
  slide.append(image);
  place();
  return {
    move(event: PointerEvent) {
      last = event;
      place();
    },
    stop: () => image.remove(),
  };
}

/**
 * Zoom on every slide from now on, starting with the one under `first` if the pointer is
 * still over the gallery; returns the undo.
 */
export function installZoom(slides: HTMLElement[], first: PointerEvent, stillOver: boolean, onError: () => void): () => void {
  let zoom: ReturnType<typeof startZoom> = null;
  const stop = () => {
    zoom?.stop();
    zoom = null;
  };
  const start = (slide: HTMLElement, event: PointerEvent) => {
    stop();
    if (event.pointerType === 'mouse') zoom = startZoom(slide, event, onError);
  };
  const enter = (event: PointerEvent) => start(event.currentTarget as HTMLElement, event);
  const move = (event: PointerEvent) => zoom?.move(event);
  const listeners = { pointerenter: enter, pointermove: move, pointerleave: stop, click: stop } as const;
  const listening = new AbortController();
  for (const slide of slides) for (const [type, listener] of Object.entries(listeners)) slide.addEventListener(type, listener as EventListener, { signal: listening.signal });
  const under = slides.find((slide) => slide.contains(first.target as Node));
  if (under && stillOver) start(under, first);
  return () => {
    stop();
    listening.abort();
  };
}
