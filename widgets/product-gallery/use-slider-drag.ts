import { useEffect, useRef } from 'react';
import { isDrag, slideAfterDrag } from './rules';

/**
 * Mouse and pen drags on the slider (touch swipes are the browser's own scrolling): a press that
 * moves more than the drag threshold sideways (spec §9: 15 px, the quick view's) drags the
 * slides with the pointer and, released, slides on to the next picture in that direction (the
 * 500 ms slide); the click that ends a drag is swallowed, so it does not open the lightbox.
 * Up to the threshold the press stays a click. `data-sf-dragging` is on the element meanwhile.
 */
export function useSliderDrag(
  host: HTMLElement,
  track: HTMLElement | null,
  count: number,
  enabled: boolean,
  current: number,
  goTo: (index: number) => void,
) {
  const shown = useRef(current);
  shown.current = current;

  useEffect(() => {
    if (!enabled || !track) return;
    let press: { id: number; x: number; y: number; scroll: number; start: number; dragging: boolean } | null = null;
    let swallowClick = false;
    const down = (event: PointerEvent) => {
      swallowClick = false;
      if (event.pointerType === 'touch' || event.button !== 0) return;
      press = { id: event.pointerId, x: event.clientX, y: event.clientY, scroll: track.scrollLeft, start: shown.current, dragging: false };
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
      goTo(slideAfterDrag(start, (event.clientX - x) * direction, track.clientWidth, count));
    };
    const click = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const listening = new AbortController();
    const { signal } = listening;
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
    };
  }, [host, track, count, enabled, goTo]);
}
