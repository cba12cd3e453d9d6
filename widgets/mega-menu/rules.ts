/**
 * Mega-menu dropdowns (spec §2 Global, §9 dropdown positioning): pure rules.
 */

/** Spec §9: dropdowns are placed only in a container at least this wide; narrower, the theme's CSS places them. */
export const DROPDOWN_MIN_CONTAINER_PX = 750;

/** Left and right edges, in viewport pixels. */
export interface Edges {
  left: number;
  right: number;
}

export interface DropdownLayout {
  /** The content box of the header row the dropdowns belong to (Flatsome's `.container`). */
  container: Edges;
  /** Where the theme's CSS puts the dropdown (unshifted), and its width. */
  dropdown: { left: number; width: number };
  /** The viewport's width without its scroll bar. */
  viewportWidth: number;
}

/** How far to move the dropdown sideways (px, + to the right), and a width it must not exceed when it is wider than the room. */
export interface DropdownPlacement {
  shift: number;
  maxWidth?: number;
}

/**
 * Keeps a dropdown within the container and the viewport: where it fits it stays where the
 * theme put it, under its item; one that would overflow moves just as far as it must, so it
 * stays as near its item as it can (a flip to end under the item's right edge would always
 * move it further); one wider than the room takes the room. Null below 750 px container width
 * (spec §9: skipped).
 */
export function placeDropdown({ container, dropdown, viewportWidth }: DropdownLayout): DropdownPlacement | null {
  if (container.right - container.left < DROPDOWN_MIN_CONTAINER_PX) return null;
  const left = Math.max(container.left, 0);
  const right = Math.min(container.right, viewportWidth);
  const room = right - left;
  if (dropdown.width >= room) return { shift: Math.round(left - dropdown.left), maxWidth: Math.floor(room) };
  const clamped = Math.min(Math.max(dropdown.left, left), right - dropdown.width);
  return { shift: Math.round(clamped - dropdown.left) };
}
