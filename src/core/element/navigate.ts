/**
 * Leave the page for `url` (the spec's fallbacks: the product page, the remove link, the
 * cart). One function, so element tests can observe navigation that jsdom cannot perform.
 */
export function navigate(url: string): void {
  window.location.assign(url);
}
