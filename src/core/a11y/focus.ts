/**
 * Keep keyboard focus across a swap of server HTML (cart fragments, the cart page form).
 * Elements that should get focus back after a swap carry `data-sf-focus="<stable key>"`;
 * inputs are found again by id, else by name. When nothing equivalent comes back, focus goes to the
 * nearest ancestor that survived the swap, so it never drops to <body>.
 */
export async function keepFocusAcross(swap: () => void): Promise<void> {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return swap();
  const keys = focusKeys(active);
  const ancestors: HTMLElement[] = [];
  for (let node = active.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  swap();
  if (active.isConnected) return;
  // The same cart item shows in several places (header, drawer, cart table): look only in the
  // part of the page the focus was in, and only at what is shown.
  const scope = ancestors.find((node) => node.isConnected) ?? document.body;
  for (let frame = 0; keys.length && frame < 20; frame++) {
    const again = keys.map((key) => [...scope.querySelectorAll<HTMLElement>(key)].find((element) => element.checkVisibility?.() ?? true)).find(Boolean);
    again?.focus();
    if (again && document.activeElement === again) return;
    // Islands (e.g. quantity buttons) are rendered by the new elements a frame or two later.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (scope === document.body) return;
  if (!scope.matches('a[href],button,input,select,textarea,[tabindex]')) scope.setAttribute('tabindex', '-1');
  scope.focus();
}
/** Selectors for the same control after a swap, best first: its id, else its name (stock WooCommerce gives cart fields a new id on every page). */
function focusKeys(element: HTMLElement): string[] {
  const marked = element.closest<HTMLElement>('[data-sf-focus]');
  if (marked) return [`[data-sf-focus="${CSS.escape(marked.dataset.sfFocus!)}"]`];
  const name = element.getAttribute('name');
  return [element.id && `#${CSS.escape(element.id)}`, name && `${element.localName}[name="${CSS.escape(name)}"]`].filter((key): key is string => Boolean(key));
}
