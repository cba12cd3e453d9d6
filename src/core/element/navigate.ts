/**
 * Leave the page for `url` (the spec's fallbacks: the product page, the remove link, the
 * cart). One function, so element tests can observe navigation that jsdom cannot perform.
 */
export function navigate(url: string): void {
  window.location.assign(url);
}

/** Load the page again (the shop's answer asks for it: the session expired, the cart changed). */
export function reloadPage(): void {
  window.location.reload();
}

/** The fragment a link points to, decoded ('#Lieferung%20heute' → 'Lieferung heute'); '' for none. */
export function anchorOf(href: string | null): string {
  if (!href?.startsWith('#') || href.length < 2) return '';
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}
