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
