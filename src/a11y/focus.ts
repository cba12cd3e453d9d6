/**
 * Keep keyboard focus across a swap of server HTML (cart fragments, the cart page form).
 * Elements that should get focus back after a swap carry `data-sf-focus="<stable key>"`;
 * inputs are found again by id or name. When nothing equivalent comes back, focus goes to the
 * nearest ancestor that survived the swap, so it never drops to <body>.
 */
export async function keepFocusAcross(swap: () => void): Promise<void> {
  const active = document.activeElement as HTMLElement | null;
  const key = active && active !== document.body ? focusKey(active) : null;
  const ancestors: HTMLElement[] = [];
  for (let node = active?.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  swap();
  if (!active || active === document.body || active.isConnected) return;
  for (let frame = 0; key && frame < 20; frame++) {
    const again = document.querySelector<HTMLElement>(key);
    if (again) {
      again.focus();
      return;
    }
    // Islands (e.g. quantity buttons) are rendered by the new elements a frame or two later.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const target = ancestors.find((node) => node.isConnected);
  if (target) {
    if (!target.hasAttribute('tabindex') && !target.matches('a[href],button,input,select,textarea')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
  }
}

function focusKey(element: HTMLElement): string | null {
  const marked = element.closest<HTMLElement>('[data-sf-focus]');
  if (marked) return `[data-sf-focus="${CSS.escape(marked.dataset.sfFocus!)}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  return name ? `${element.localName}[name="${CSS.escape(name)}"]` : null;
}
