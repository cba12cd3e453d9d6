/**
 * The theme's hash rules for content blocks (spec §2 Global): tabbed content opens the tab
 * whose link the URL fragment names; accordion items open when the hash matches their title
 * link's anchor. Which sections are open and where keys move: src/tabs/sections.ts.
 */
import { anchorOf } from '../../src/core/element/navigate';

/** The index of the link the hash names, or -1. `href`s as written in the markup ('#tab_versand'). */
export function linkNamedBy(hrefs: readonly (string | null)[], hash: string): number {
  const named = anchorOf(hash);
  return named ? hrefs.findIndex((href) => anchorOf(href) === named) : -1;
}

/**
 * The tab shown on load: the one the hash names, else the one the server marked active,
 * else the first.
 */
export function initialContentTab(hrefs: readonly (string | null)[], activeIndex: number, hash: string): number {
  const named = linkNamedBy(hrefs, hash);
  if (named >= 0) return named;
  return activeIndex >= 0 && activeIndex < hrefs.length ? activeIndex : 0;
}

/** Accordion items open on load: those the server opened (Flatsome's `.active` title) and the one the hash names. */
export function initialAccordionOpen(hrefs: readonly (string | null)[], activeIndexes: readonly number[], hash: string): number[] {
  const named = linkNamedBy(hrefs, hash);
  const open = activeIndexes.filter((index) => index >= 0 && index < hrefs.length && index !== named);
  return named >= 0 ? [...open, named] : open;
}
