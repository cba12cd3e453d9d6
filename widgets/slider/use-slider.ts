import { useCallback, useEffect, useRef, useState } from 'react';
import { slideAt, stepSlide, type SliderOptions } from './rules';

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The slider's state on the server's markup: the slide shown (read from the row's scroll
 * position, so a swipe counts), going to a slide, and the autoplay, which turns only while the
 * shopper is neither pointing at nor focused in the slider, never with reduced motion, and
 * stops for good once they pause it.
 */
export function useSlider(host: HTMLElement, viewport: HTMLElement | null, slides: readonly HTMLElement[], options: SliderOptions) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => options.autoPlay > 0 && !reducedMotion());
  const held = useRef(false);
  // The slide a button sent the row to, while the row scrolls there: the slides it passes on
  // the way are not the one shown (a 'next' meanwhile goes on from the target, not from them).
  const heading = useRef<number | null>(null);

  const goTo = useCallback(
    (index: number) => {
      const slide = slides[index];
      if (!viewport || !slide) return;
      heading.current = index;
      viewport.scrollTo({ left: slide.offsetLeft - (slides[0]?.offsetLeft ?? 0), behavior: reducedMotion() ? 'auto' : 'smooth' });
      setCurrent(index);
    },
    [viewport, slides],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      const next = stepSlide(current, direction, slides.length, options.wrapAround);
      if (next !== null) goTo(next);
    },
    [current, slides.length, options.wrapAround, goTo],
  );

  // The slide shown follows the row's scroll position, read once per frame.
  useEffect(() => {
    if (!viewport) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const shown = slideAt(viewport.scrollLeft, viewport.clientWidth, slides.length);
      if (heading.current !== null && shown !== heading.current) return;
      heading.current = null;
      setCurrent(shown);
    };
    const onScroll = () => (frame ||= requestAnimationFrame(read));
    // The scroll has ended (there, or stopped by a swipe): where the row is, is what is shown.
    const onScrollEnd = () => {
      heading.current = null;
      read();
    };
    const listening = new AbortController();
    const { signal } = listening;
    viewport.addEventListener('scroll', onScroll, { passive: true, signal });
    viewport.addEventListener('scrollend', onScrollEnd, { signal });
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
    };
  }, [viewport, slides.length]);

  // Pointer over it (when the theme asks) or focus in it holds the autoplay.
  useEffect(() => {
    let pointerInside = false;
    let focusInside = false;
    const update = () => (held.current = pointerInside || focusInside);
    const onPointer = (inside: boolean) => () => ((pointerInside = inside && options.pauseAutoPlayOnHover), update());
    const onFocus = (event: FocusEvent) => ((focusInside = event.type === 'focusin' || host.contains(event.relatedTarget as Node | null)), update());
    const enter = onPointer(true);
    const leave = onPointer(false);
    const listening = new AbortController();
    const { signal } = listening;
    host.addEventListener('pointerenter', enter, { signal });
    host.addEventListener('pointerleave', leave, { signal });
    host.addEventListener('focusin', onFocus, { signal });
    host.addEventListener('focusout', onFocus, { signal });
    return () => listening.abort();
  }, [host, options.pauseAutoPlayOnHover]);

  useEffect(() => {
    if (!playing || slides.length < 2) return;
    const timer = setInterval(() => {
      if (held.current) return;
      const next = stepSlide(current, 1, slides.length, true);
      if (next !== null) goTo(next);
    }, options.autoPlay);
    return () => clearInterval(timer);
  }, [playing, current, slides.length, options.autoPlay, goTo]);

  return { current, goTo, step, playing, togglePlaying: () => setPlaying((value) => !value) };
}
