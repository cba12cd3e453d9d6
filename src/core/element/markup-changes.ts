/**
 * Attribute changes a widget makes to the shop's markup, each element's server value kept, so
 * that unmounting (or switching presentation) returns the page to its server HTML.
 */
export function markupChanges() {
  const originals = new Map<Element, Map<string, string | null>>();
  const remember = (element: Element, name: string) => {
    const saved = originals.get(element) ?? new Map<string, string | null>();
    originals.set(element, saved);
    if (!saved.has(name)) saved.set(name, element.getAttribute(name));
  };
  return {
    set(element: Element, name: string, value: string) {
      remember(element, name);
      element.setAttribute(name, value);
    },
    toggle(element: Element, name: string, present: boolean) {
      remember(element, name);
      element.toggleAttribute(name, present);
    },
    toggleClass(element: Element, className: string, present: boolean) {
      remember(element, 'class');
      element.classList.toggle(className, present);
    },
    restore() {
      for (const [element, saved] of originals) {
        for (const [name, value] of saved) value === null ? element.removeAttribute(name) : element.setAttribute(name, value);
      }
      originals.clear();
    },
  };
}
