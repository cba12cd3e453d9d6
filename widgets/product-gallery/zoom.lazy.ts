/**
 * Hover zoom and the slider's mouse drags (both wait for the first mouse), loaded the first time a mouse comes over the gallery: over a zoomable slide the
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

/**
 * Spec §9: the quick view's drag threshold. A mouse press on the slider that moves up to
 * 15 px is a click (it opens the lightbox); further, it drags the slides.
 */
export const DRAG_THRESHOLD_PX = 15;

/** A press has become a drag: more than the threshold sideways, and more sideways than up or down (that is the page's scroll). */
export const isDrag = (dx: number, dy: number) => Math.abs(dx) > DRAG_THRESHOLD_PX && Math.abs(dx) >= Math.abs(dy);

/**
 * The slide a drag ends on, from the slide it started on and how far the pointer went along
 * the reading direction (`dx` < 0: towards the next slide): the nearest one, and at least one
 * slide on in the drag's direction, never past the ends.
 */
export function slideAfterDrag(start: number, dx: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  const nearest = Math.round(start - dx / slideWidth);
  const target = dx < 0 ? Math.max(nearest, start + 1) : dx > 0 ? Math.min(nearest, start - 1) : start;
  return Math.min(count - 1, Math.max(0, target));
}

/** What the slider tells the drag: the picture shown and how to show another (the 500 ms slide). */
export interface DragTarget {
  current: { index: number; goTo(index: number): void };
}

/**
 * Mouse drags on the slider, loaded with the hover zoom when a mouse first comes over the
 * pictures (touch swipes are the browser's own scrolling): a press that moves more than the
 * drag threshold sideways (spec §9: 15 px, the quick view's) drags the slides with the pointer
 * and, released, slides on to the next picture in that direction; the click that ends a drag
 * is swallowed, so it does not open the lightbox. Up to the threshold the press stays a click.
 * `data-sf-draggable` is on the element once it can be dragged, `data-sf-dragging` while it is. Returns the undo.
 */
export function installDrag(track: HTMLElement, count: number, slider: DragTarget): () => void {
  const host = track.closest<HTMLElement>('sf-product-gallery') ?? track;
  let press: { id: number; x: number; y: number; scroll: number; start: number; dragging: boolean } | null = null;
  let swallowClick = false;
  const down = (event: PointerEvent) => {
    swallowClick = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, scroll: track.scrollLeft, start: slider.current.index, dragging: false };
  };
  const move = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    if (!press.dragging) {
      if (!isDrag(dx, event.clientY - press.y)) return;
      press.dragging = true;
      // The track keeps the pointer when it leaves it, and snapping waits until the drag ends.
      track.setPointerCapture?.(event.pointerId);
      host.dataset.sfSliding = '';
      host.dataset.sfDragging = '';
    }
    track.scrollLeft = press.scroll - dx;
  };
  const up = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.id) return;
    const { dragging, x, start } = press;
    press = null;
    if (!dragging) return;
    swallowClick = true;
    delete host.dataset.sfDragging;
    delete host.dataset.sfSliding;
    // Right-to-left tracks read the other way: a drag to the right goes on.
    const direction = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    slider.current.goTo(slideAfterDrag(start, (event.clientX - x) * direction, track.clientWidth, count));
  };
  const click = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const listening = new AbortController();
  const { signal } = listening;
  host.dataset.sfDraggable = '';
  track.addEventListener('pointerdown', down, { signal });
  track.addEventListener('pointermove', move, { signal });
  track.addEventListener('pointerup', up, { signal });
  track.addEventListener('pointercancel', up, { signal });
  track.addEventListener('click', click, { capture: true, signal });
  track.addEventListener('keydown', () => (swallowClick = false), { signal });
  // The browser's own drag of a picture or link would take the pointer from the slider.
  track.addEventListener('dragstart', (event) => event.preventDefault(), { signal });
  return () => {
    listening.abort();
    delete host.dataset.sfDragging;
    delete host.dataset.sfDraggable;
  };
}
