/**
 * Pure rules shared by every tabs and accordion widget (product tabs, the theme's tabbed
 * content and toggles): which sections are open and where the arrow keys move (WAI-ARIA tabs
 * pattern, right-to-left aware, horizontal or vertical). Tabs keep one open, accordions any number.
 */
/**
 * Open sections by index, in the order they were opened. `current` is the one last opened:
 * the tab shown, and the tab kept when the accordion turns back into tabs.
 */
export interface OpenSections {
  open: readonly number[];
  current: number;
}

/** Tabs: exactly one open. */
export const onlySection = (index: number): OpenSections => ({ open: [index], current: index });

/** Open a section (from the address or the review link): the accordion keeps the others open. */
export function openSection(sections: OpenSections, index: number, keepOthers: boolean): OpenSections {
  if (!keepOthers) return onlySection(index);
  return { open: [...sections.open.filter((i) => i !== index), index], current: index };
}

/** An accordion header pressed: open or close its section, the others stay as they are. */
export function toggleSection(sections: OpenSections, index: number): OpenSections {
  if (!sections.open.includes(index)) return openSection(sections, index, true);
  const open = sections.open.filter((i) => i !== index);
  // The tab to keep should the screen widen: the last opened that is still open.
  const current = sections.current !== index ? sections.current : (open.at(-1) ?? index);
  return { open, current };
}

export interface Orientation {
  vertical: boolean;
  rightToLeft: boolean;
}

/** The tab index a key moves to, or null when the key is not the tabs' to handle. */
export function tabIndexAfterKey(key: string, current: number, count: number, { vertical, rightToLeft }: Orientation): number | null {
  const forward = vertical ? 'ArrowDown' : rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = vertical ? 'ArrowUp' : rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
