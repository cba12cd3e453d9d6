/** Spec §9: the description collapses beyond 300 characters, 150 below 376 px width. */
export const DESCRIPTION_LIMIT = 300;
export const NARROW_DESCRIPTION_LIMIT = 150;

/**
 * The shortened description to show while collapsed, or null when the text is short enough.
 * Cut at the last word boundary within the limit (unless that loses more than 40 %), trailing
 * punctuation dropped, an ellipsis added.
 */
export function descriptionPreview(text: string, limit: number): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return null;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

/**
 * The collapsed forms the shop prints with the description: one per width whose limit the text
 * exceeds (below 376 px and from 376 px on; the stylesheet's media queries pick one), null where
 * it stays whole.
 */
export function descriptionPreviews(text: string): { narrow: string | null; wide: string | null } {
  return { narrow: descriptionPreview(text, NARROW_DESCRIPTION_LIMIT), wide: descriptionPreview(text, DESCRIPTION_LIMIT) };
}
