/**
 * One polite live region for the whole page (cart and price changes), created on first use.
 * Errors are not announced here: they render next to their widget with role="alert".
 */
let region: HTMLElement | null = null;
const pending = new Set<ReturnType<typeof setTimeout>>();

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.id = 'sf-live-region';
  region.className = 'screen-reader-text';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

/**
 * Announce `message` politely, after `delayMs`. The region is emptied first so that the same
 * text twice in a row is still read out.
 */
export function announce(message: string, delayMs = 0): void {
  const target = liveRegion();
  const timer = setTimeout(() => {
    pending.delete(timer);
    target.textContent = '';
    requestAnimationFrame(() => (target.textContent = message));
  }, delayMs);
  pending.add(timer);
}

/** Drop announcements not yet made (used by tests and on page teardown). */
export function cancelAnnouncements(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}
