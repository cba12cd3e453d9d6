/** Spec §9: one slide takes 500 ms; with only one image there is no slider at all. */
export const SLIDE_DURATION_MS = 500;
/** Spec §9: the lightbox is gone 300 ms after it starts closing (its fade out). */
export const LIGHTBOX_REMOVAL_DELAY_MS = 300;
/** Spec §8: a zoom image that fails says so for 2.5 s. */
export const ZOOM_ERROR_MS = 2500;

/** One picture of the gallery as the shop's markup describes it (WooCommerce product-image.php). */
export interface GalleryItem {
  /** The image shown in the gallery. */
  src: string;
  /** The large image (lightbox, zoom, download) and its size. */
  largeSrc: string;
  largeWidth: number;
  largeHeight: number;
  alt: string;
  caption: string;
  thumb: string;
}

/** Read the items from the slides, fresh each time: the variation form swaps the first image. */
export function readGalleryItems(slides: readonly Element[]): GalleryItem[] {
  return slides.map((slide) => {
    const img = slide.querySelector('img');
    const link = slide.querySelector('a');
    const number = (name: string) => Number(img?.getAttribute(name)) || 0;
    const src = img?.getAttribute('src') ?? '';
    return {
      src,
      largeSrc: img?.getAttribute('data-large_image') || link?.getAttribute('href') || src,
      largeWidth: number('data-large_image_width') || number('width'),
      largeHeight: number('data-large_image_height') || number('height'),
      alt: img?.getAttribute('alt') ?? '',
      caption: img?.getAttribute('data-caption') || img?.getAttribute('title') || '',
      thumb: slide.getAttribute('data-thumb') || src,
    };
  });
}

/**
 * The lightbox's place in the address, as WooCommerce's PhotoSwipe writes it: `#&gid=1&pid=2`
 * (gallery and picture, both counted from 1), so a shared link reopens the picture.
 */
export function lightboxHash(gid: number, pid: number): string {
  return `#&gid=${gid}&pid=${pid}`;
}

/** Gallery and picture an address asks for (pid from 1), or null. */
export function parseLightboxHash(hash: string): { gid: number; pid: number } | null {
  const params = new URLSearchParams(hash.replace(/^#&?/, ''));
  const gid = Number(params.get('gid'));
  const pid = Number(params.get('pid'));
  return Number.isInteger(gid) && gid > 0 && Number.isInteger(pid) && pid > 0 ? { gid, pid } : null;
}

/** A gallery's number in the address: its `gallery-id`, else its place on the page. */
export function galleryNumber(host: HTMLElement): number {
  const given = Number(host.getAttribute('gallery-id'));
  return Number.isInteger(given) && given > 0 ? given : [...document.querySelectorAll('sf-product-gallery')].indexOf(host) + 1;
}

/** Phones and tablets: no hover, so no hover zoom (spec §2). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i.test(userAgent);
}

/** Hover zoom only pays off when the large image is wider than the gallery shows it. */
export function zoomWanted(largeWidth: number, shownWidth: number, userAgent: string): boolean {
  return shownWidth > 0 && largeWidth > shownWidth && !isMobileUserAgent(userAgent);
}

/**
 * Where the large image sits under a pointer at (x, y) within a box of the given size: the
 * pointed-at spot of the picture stays under the pointer.
 */
export function zoomOffset(x: number, y: number, box: { width: number; height: number }, large: { width: number; height: number }) {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: -clamp(x / box.width) * Math.max(0, large.width - box.width),
    top: -clamp(y / box.height) * Math.max(0, large.height - box.height),
  };
}

/** The slide nearest to a scroll position (slides are as wide as the track). */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}

/** Ease-in-out for the 500 ms slide; progress and result in 0…1. */
export function easeInOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
}
