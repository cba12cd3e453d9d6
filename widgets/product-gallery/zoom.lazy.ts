/**
 * Hover zoom, loaded the first time a mouse rests on a zoomable picture: the large image lies
 * over the slide at its own size and follows the pointer, as WooCommerce's zoom does.
 * Decorative for assistive technology (the lightbox is the accessible way to see details).
 */
import { zoomOffset, type GalleryItem } from './rules';

export interface Zoom {
  move(event: PointerEvent): void;
  stop(): void;
}

export function startZoom(slide: HTMLElement, item: GalleryItem, at: PointerEvent, onError: () => void): Zoom {
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
    move(event) {
      last = event;
      place();
    },
    stop: () => image.remove(),
  };
}
