import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { markupChanges } from '../../src/core/element/markup-changes';
import { t } from './i18n';
import { easeInOut, SLIDE_DURATION_MS, slideAt } from './rules';

const prefersReducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The gallery as a slider (WAI-ARIA carousel without rotation): a scroll-snapping track, so
 * touch swipe and trackpads work natively; buttons and thumbnails slide in 500 ms. Slides out
 * of view are inert. One image: no slider (spec §2/§9).
 */
export function useGallerySlider(host: HTMLElement, track: HTMLElement | null, slides: HTMLElement[], enabled: boolean) {
  const [current, setCurrent] = useState(0);
  // Bumped when the variation form swaps the first picture, so its thumbnail is read again.
  const [, setPictureSwaps] = useState(0);
  const animation = useRef(0);
  const isSlider = enabled && !!track && slides.length > 1;

  const scrollTo = useCallback(
    (index: number, animate: boolean) => {
      if (!track) return;
      cancelAnimationFrame(animation.current);
      // Right-to-left tracks scroll to negative positions.
      const direction = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
      const to = index * track.clientWidth * direction;
      if (!animate || prefersReducedMotion()) {
        track.scrollLeft = to;
        setCurrent(index);
        return;
      }
      const from = track.scrollLeft;
      const started = performance.now();
      host.dataset.sfSliding = '';
      const step = (now: number) => {
        const progress = (now - started) / SLIDE_DURATION_MS;
        track.scrollLeft = from + (to - from) * easeInOut(progress);
        if (progress < 1) animation.current = requestAnimationFrame(step);
        else delete host.dataset.sfSliding;
      };
      setCurrent(index);
      animation.current = requestAnimationFrame(step);
    },
    [host, track],
  );

  /** Show slide `index`; said aloud when a control asked for it. */
  const goTo = useCallback(
    (index: number, { speak = false, animate = true } = {}) => {
      const target = Math.min(slides.length - 1, Math.max(0, index));
      scrollTo(target, animate);
      if (speak) announce(t('Image %s of %s', target + 1, slides.length));
    },
    [scrollTo, slides.length],
  );

  useEffect(() => {
    if (!isSlider || !track) return;
    const { set, restore } = markupChanges();
    host.dataset.sfSlider = '';
    set(host, 'role', 'group');
    set(host, 'aria-roledescription', t('carousel'));
    set(host, 'aria-label', t('Product images'));
    slides.forEach((slide, index) => {
      set(slide, 'role', 'group');
      set(slide, 'aria-roledescription', t('slide'));
      set(slide, 'aria-label', t('%s of %s', index + 1, slides.length));
    });

    // Swipes and scrolling end on a slide; that one becomes current.
    let frame = 0;
    const onScroll = () => {
      if (host.dataset.sfSliding !== undefined) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(slideAt(track.scrollLeft, track.clientWidth, slides.length)));
    };
    // The variation form swaps the first picture: show it (as WooCommerce's slider does).
    const firstImage = slides[0]!.querySelector('img');
    const imageSwapped = new MutationObserver(() => {
      scrollTo(0, false);
      setPictureSwaps((swaps) => swaps + 1);
    });
    if (firstImage) imageSwapped.observe(firstImage, { attributes: true, attributeFilter: ['src'] });
    const listening = new AbortController();
    track.addEventListener('scroll', onScroll, { passive: true, signal: listening.signal });
    return () => {
      listening.abort();
      imageSwapped.disconnect();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(animation.current);
      delete host.dataset.sfSlider;
      delete host.dataset.sfSliding;
      restore();
      slides.forEach((slide) => slide.removeAttribute('inert'));
    };
  }, [host, track, slides, isSlider, scrollTo]);

  // With the render, so the shown slide and the controls never disagree for a frame.
  useLayoutEffect(() => {
    if (isSlider) slides.forEach((slide, index) => slide.toggleAttribute('inert', index !== current));
  }, [slides, current, isSlider]);

  return { current, goTo, isSlider };
}
