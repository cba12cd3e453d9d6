import { useEffect } from 'react';
import { markupChanges } from '../../src/core/element/markup-changes';
import { placeDropdown } from './rules';

/** Flatsome's class of an open dropdown's item; ours for one closed by Escape while hovered or focused. */
export const OPEN_CLASS = 'current-dropdown';
export const CLOSED_CLASS = 'sf-dropdown--closed';
/** The shift the CSS applies (`translate`), so the theme's own placement stays what is measured. */
const SHIFT_PROPERTY = '--sf-dropdown-shift';

const ITEM = 'li.has-dropdown';
const dropdownOf = (item: Element) => item.querySelector<HTMLElement>(':scope > .nav-dropdown');
const triggerOf = (item: Element) => item.querySelector<HTMLElement>(':scope > a, :scope > button');

/** The header row's content box (Flatsome's `.container`, the `.header-inner` row), else the viewport. */
function containerEdges(host: HTMLElement) {
  const row = host.closest('.container, .header-inner');
  if (!row) return { left: 0, right: document.documentElement.clientWidth };
  const box = row.getBoundingClientRect();
  const style = getComputedStyle(row);
  return { left: box.left + (parseFloat(style.paddingLeft) || 0), right: box.right - (parseFloat(style.paddingRight) || 0) };
}

/**
 * Dropdowns of the header menu (`li.has-dropdown > a + .nav-dropdown`), WAI-ARIA disclosure
 * navigation: they open on hover and on focus (the theme's CSS does that without us too), the
 * item's link says `aria-expanded`; each one is placed within the header row and the viewport
 * as it opens and again on resize (rules.ts); Escape closes it and returns focus to its link;
 * ArrowDown on the link opens it and moves to its first link.
 */
export function useMegaMenu(host: HTMLElement) {
  useEffect(() => {
    const items = [...host.querySelectorAll<HTMLElement>(ITEM)].filter((item) => dropdownOf(item) && triggerOf(item));
    if (!items.length) return;
    // The links' aria-expanded and the dropdowns' style go back to the server's on unmount.
    const { set, restore } = markupChanges();
    for (const item of items) set(dropdownOf(item)!, 'style', dropdownOf(item)!.getAttribute('style') ?? '');

    const place = (item: HTMLElement) => {
      const dropdown = dropdownOf(item)!;
      dropdown.style.removeProperty(SHIFT_PROPERTY);
      dropdown.style.removeProperty('max-width');
      const box = dropdown.getBoundingClientRect();
      const placement = placeDropdown({
        container: containerEdges(host),
        dropdown: { left: box.left, width: box.width },
        viewportWidth: document.documentElement.clientWidth,
      });
      if (placement?.shift) dropdown.style.setProperty(SHIFT_PROPERTY, `${placement.shift}px`);
      if (placement?.maxWidth !== undefined) dropdown.style.maxWidth = `${placement.maxWidth}px`;
    };
    const open = (item: HTMLElement) => {
      for (const other of items) if (other !== item) close(other);
      item.classList.remove(CLOSED_CLASS);
      item.classList.add(OPEN_CLASS);
      set(triggerOf(item)!, 'aria-expanded', 'true');
      // Shown by the class before it is measured, in the same task: it never paints unplaced.
      place(item);
    };
    function close(item: HTMLElement) {
      item.classList.remove(OPEN_CLASS);
      set(triggerOf(item)!, 'aria-expanded', 'false');
    }
    const stillWanted = (item: HTMLElement) => item.matches(':hover') || item.contains(document.activeElement);

    const listening = new AbortController();
    const { signal } = listening;
    for (const item of items) {
      set(triggerOf(item)!, 'aria-expanded', 'false');
      item.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && open(item), { signal });
      item.addEventListener(
        'pointerleave',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          item.classList.remove(CLOSED_CLASS);
          if (!item.contains(document.activeElement)) close(item);
        },
        { signal },
      );
      item.addEventListener(
        'focusin',
        (event) => {
          // Focus coming back from its own dropdown (Escape) leaves it closed.
          if (!item.contains(event.relatedTarget as Node | null)) open(item);
        },
        { signal },
      );
      item.addEventListener(
        'focusout',
        (event) => {
          if (item.contains(event.relatedTarget as Node | null)) return;
          item.classList.remove(CLOSED_CLASS);
          if (!stillWanted(item)) close(item);
        },
        { signal },
      );
      item.addEventListener(
        'keydown',
        (event) => {
          const trigger = triggerOf(item)!;
          if (event.key === 'Escape' && item.classList.contains(OPEN_CLASS)) {
            close(item);
            item.classList.add(CLOSED_CLASS);
            trigger.focus();
          } else if (event.key === 'ArrowDown' && event.target === trigger) {
            event.preventDefault();
            open(item);
            dropdownOf(item)!.querySelector<HTMLElement>('a[href], button')?.focus();
          }
        },
        { signal },
      );
    }
    window.addEventListener('resize', () => items.filter((item) => item.classList.contains(OPEN_CLASS)).forEach(place), { signal });
    return () => {
      listening.abort();
      for (const item of items) item.classList.remove(OPEN_CLASS, CLOSED_CLASS);
      restore();
    };
  }, [host]);
}
