/**
 * Flatsome's scroll-to bullets (spec §2 Global: theme behaviours on content pages; §9 sticky
 * header height 70, scroll-spy offset sticky height + 100 px): each `[scroll_to]` marker with
 * `data-bullet="true"` becomes a bullet linking to its anchor; the bullet of the section being
 * read is marked.
 */

/** Spec §9: the scroll spy counts a section as reached this far below the stuck header. */
export const SCROLL_SPY_EXTRA_PX = 100;

export interface Bullet {
  /** The fragment, '#name'. */
  link: string;
  title: string;
}

/** A marker's bullet: `data-link` must be a fragment of this page ('#' + a name); its title falls back to the name. */
export function bulletOf(marker: { bullet: string | undefined; link: string | undefined; title: string | undefined }): Bullet | null {
  if (marker.bullet !== 'true') return null;
  const link = (marker.link ?? '').trim();
  if (!/^#[^\s#]{1,200}$/.test(link)) return null;
  const title = (marker.title ?? '').trim().slice(0, 200) || link.slice(1);
  return { link, title };
}

/** Where the page is: scrolled to `y`, `height` of it in view, at the end of the page or not. */
export interface ViewportPosition {
  scrollY: number;
  height: number;
  atEnd: boolean;
}

/**
 * The section being read (its index, -1 above the first), markers in document order, tops in
 * page coordinates:
 * - the section the address names (`named`, a bullet's index, or -1), while its marker is in view:
 *   a bullet that was followed stays marked even where the page cannot scroll its section up
 *   to the line;
 * - else the last section whose marker is at or above the line `offset` below the top;
 * - at the end of the page, the last section whose marker is in view (the last sections of a
 *   page may never reach the line).
 */
export function activeSection(markerTops: readonly number[], view: ViewportPosition, offset: number, named = -1): number {
  const inView = (index: number) => markerTops[index]! >= view.scrollY - 1 && markerTops[index]! < view.scrollY + view.height;
  if (named >= 0 && named < markerTops.length && inView(named)) return named;
  const line = view.scrollY + offset;
  let active = -1;
  for (let index = 0; index < markerTops.length; index++) {
    if (markerTops[index]! <= line + 1 || (view.atEnd && inView(index))) active = index;
  }
  return active;
}
