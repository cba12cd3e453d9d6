/** Read a cookie by name (WooCommerce's woocommerce_items_in_cart, woocommerce_cart_hash). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
