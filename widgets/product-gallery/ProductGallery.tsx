import { useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { singleProductParams } from '../../src/product/config';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { isPlainClick, useDelegated } from '../../src/core/element/use-delegated';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';
import { readGalleryItems } from './rules';
import { useGallerySlider } from './use-gallery-slider';
import { useHoverZoom } from './use-hover-zoom';
import { useLightbox } from './use-lightbox';

/** WooCommerce's switches: '1' on, '' or '0' off; a page without them gets every feature. */
const switchedOn = (value: string | undefined) => value === undefined || value === '1' || value === 'yes';

/**
 * The product gallery on WooCommerce's product-image.php markup: slider with arrows and
 * thumbnails, hover zoom, and the fullscreen lightbox (spec §2). Without JavaScript each
 * picture links to its large image.
 */
export function ProductGallery({ container }: WidgetProps) {
  const track = container.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = useMemo(() => [...(track?.querySelectorAll<HTMLElement>(':scope > .woocommerce-product-gallery__image') ?? [])], [track]);
  const params = singleProductParams();
  const { current, goTo, isSlider } = useGallerySlider(container, track, slides, switchedOn(params.flexslider_enabled));
  const lightboxOn = switchedOn(params.photoswipe_enabled);
  const { open, loading } = useLightbox(container, slides, lightboxOn, (index) => goTo(index, { animate: false }));
  // The drag reads the shown picture when it starts, so the zoom's effect need not run again on each slide.
  const slider = useRef({ index: current, goTo });
  slider.current = { index: current, goTo };
  const { zoomFailed } = useHoverZoom(track, slides, switchedOn(params.zoom_enabled), isSlider && slider);
  const tools = useIsland(track, 'beforebegin', 'sf-gallery__tools');
  const controls = useIsland(isSlider ? track : null, 'afterend', 'sf-gallery__controls');

  useDelegated<MouseEvent>(container, 'click', '.woocommerce-product-gallery__image a', (event, link) => {
    if (!lightboxOn || !isPlainClick(event)) return;
    event.preventDefault();
    open(slides.findIndex((slide) => slide.contains(link)));
  });

  if (!track || !slides.length) return null;
  const thumbs = isSlider ? readGalleryItems(slides) : [];
  const last = slides.length - 1;
  const step = (by: -1 | 1) => () => {
    const to = current + by;
    if (to >= 0 && to <= last) goTo(to, { speak: true });
  };

  return (
    <>
      {tools &&
        createPortal(
          <>
            {lightboxOn && (
              <button type="button" className="sf-gallery__trigger" aria-busy={loading || undefined} onClick={() => open(current)}>
                <span className="screen-reader-text">{params.i18n_product_gallery_trigger_text || t('View full-screen image gallery')}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                  <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
            <p className="sf-gallery__zoom-error" role="status">
              {zoomFailed ? t('The image could not be loaded') : ''}
            </p>
          </>,
          tools,
        )}
      {controls &&
        createPortal(
          <>
            <button type="button" className="sf-gallery__arrow sf-gallery__arrow--previous" aria-disabled={current === 0} onClick={step(-1)}>
              <span className="screen-reader-text">{t('Previous image')}</span>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="sf-gallery__arrow sf-gallery__arrow--next" aria-disabled={current === last} onClick={step(1)}>
              <span className="screen-reader-text">{t('Next image')}</span>
              <span aria-hidden="true">›</span>
            </button>
            <ul className="sf-gallery__thumbs">
              {thumbs.map((item, index) => (
                <li key={index}>
                  <button type="button" className="sf-gallery__thumb" aria-current={index === current || undefined} onClick={() => goTo(index, { speak: true })}>
                    <img src={item.thumb} alt={t('Show image %s of %s', index + 1, slides.length)} width="100" height="100" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          </>,
          controls,
        )}
    </>
  );
}
