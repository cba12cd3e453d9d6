import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { sliderOptions } from './rules';
import { useSlider } from './use-slider';
import { t } from './i18n';

/** The theme's slider markup: `.slider` (its options in `data-flickity-options`) holding the slides. */
export const SLIDER = '.slider';

/**
 * A Flatsome slider as the WAI-ARIA carousel pattern on the server's markup: the row of slides
 * (a scroll-snap row by CSS, swipeable) named as a carousel, each slide "Folie n von N"; the
 * previous and next buttons, a button per slide, and a button that stops and starts the
 * autoplay (WCAG 2.2.2), placed before the slides so that the keyboard meets them first.
 */
export interface SliderProps extends WidgetProps {
  /** The carousel's name (attribute `label`); without it a heading inside the element names it. */
  label?: string;
}

export function Slider({ container, label }: SliderProps) {
  const viewport = useMemo(() => container.querySelector<HTMLElement>(SLIDER), [container]);
  const slides = useMemo(() => (viewport ? [...viewport.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : []), [viewport]);
  const options = useMemo(() => sliderOptions(viewport?.dataset.flickityOptions), [viewport]);
  const { current, goTo, step, playing, togglePlaying } = useSlider(container, viewport, slides, options);
  const controls = useIsland(slides.length > 1 ? viewport : null, 'beforebegin', 'sf-slider__controls');

  // Roles and names on the server's markup, removed again on unmount.
  useEffect(() => {
    if (!viewport || slides.length < 2) return;
    // Its name: the `label` attribute, else a heading inside it (a heading outside names the section around it already).
    const name = label?.trim().slice(0, 200) || container.querySelector('h1, h2, h3, h4')?.textContent?.trim() || '';
    viewport.setAttribute('role', 'region');
    viewport.setAttribute('aria-roledescription', t('carousel'));
    if (name) viewport.setAttribute('aria-label', name);
    slides.forEach((slide, index) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('slide'));
      slide.setAttribute('aria-label', t('%s of %s', index + 1, slides.length));
    });
    return () => {
      for (const name of ['role', 'aria-roledescription', 'aria-label']) {
        viewport.removeAttribute(name);
        for (const slide of slides) slide.removeAttribute(name);
      }
    };
  }, [container, viewport, slides, label]);

  // A turning slider does not speak each turn; a still one says which slide a button brought (WAI-ARIA carousel).
  useEffect(() => {
    if (!viewport || slides.length < 2) return;
    viewport.setAttribute('aria-live', playing ? 'off' : 'polite');
    return () => viewport.removeAttribute('aria-live');
  }, [viewport, slides.length, playing]);

  if (!controls) return null;
  return createPortal(
    <>
      {options.autoPlay > 0 && (
        <button type="button" className="sf-slider__play" onClick={togglePlaying}>
          {playing ? t('Stop automatic slide show') : t('Start automatic slide show')}
        </button>
      )}
      {options.prevNextButtons && (
        <button type="button" className="sf-slider__arrow sf-slider__arrow--previous" aria-label={t('Previous slide')} disabled={!options.wrapAround && current === 0} onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      {options.pageDots && (
        <ul className="sf-slider__dots" aria-label={t('Choose a slide')}>
          {slides.map((_slide, index) => (
            <li key={index}>
              <button type="button" className="sf-slider__dot" aria-label={t('Slide %s', index + 1)} aria-current={index === current ? 'true' : undefined} onClick={() => goTo(index)} />
            </li>
          ))}
        </ul>
      )}
      {options.prevNextButtons && (
        <button type="button" className="sf-slider__arrow sf-slider__arrow--next" aria-label={t('Next slide')} disabled={!options.wrapAround && current === slides.length - 1} onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </>,
    controls,
  );
}
