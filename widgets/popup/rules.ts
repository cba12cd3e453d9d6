/**
 * Which popup an opener names (spec §2 Global: elements that name a target, Flatsome's
 * `data-open="#id"`), and whether a popup opens by itself.
 */

/** The id in `data-open="#login-form-popup"` (or a link's `href="#…"` fallback); null for anything else. */
export function targetId(dataOpen: string | null | undefined): string | null {
  const match = /^#([A-Za-z][\w-]*)$/.exec(dataOpen?.trim() ?? '');
  return match ? match[1]! : null;
}

/** WooCommerce's notices: a popup holding one (a refused login) opens by itself (spec §2). */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info';

/** Popups that open as the page loads: those with `data-open-on-notice` that hold a notice. */
export function opensByItself(popup: { hasAttribute(name: string): boolean; querySelector(selector: string): unknown }): boolean {
  return popup.hasAttribute('data-open-on-notice') && popup.querySelector(NOTICE_SELECTOR) !== null;
}
