/**
 * Attributes a widget sets on the shop's markup, remembered with their server values so that
 * unmounting returns the page to its server HTML.
 */
export function borrowAttributes() {
  const borrowed: Array<[Element, string, string | null]> = [];
  return {
    set(element: Element, name: string, value: string): void {
      borrowed.push([element, name, element.getAttribute(name)]);
      element.setAttribute(name, value);
    },
    restore(): void {
      for (const [element, name, value] of borrowed.reverse()) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
      borrowed.length = 0;
    },
  };
}
