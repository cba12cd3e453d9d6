/**
 * The shop's notices (spec §8, §9 Scroll to notices), written the one way the checkout and the
 * wallet buttons both write them: one alert group per message set, the shop's HTML list (by
 * contract) or texts (never HTML: server messages are untrusted), focused and scrolled to
 * 100 px above it (more under a taller stuck header). Its own chunk (rollup.config.mjs): only pages that show such notices load it.
 *
 * Where notices are: WooCommerce prints a `.woocommerce-notices-wrapper` in its blocks (cart,
 * checkout, product, shop loop), but themes print the page's notices where they like. Storefront
 * prints them in a `div.woocommerce` at the top of `#content .col-full` (THEME_NOTICES), and the
 * wrappers further down then stay empty. The places, in the order we write to them
 * (`noticePlaces`):
 * 1. a `.woocommerce-notices-wrapper` inside the element itself (the checkout's own);
 * 2. the first one in the shop's `.woocommerce` block around the element (the cart's, the
 *    checkout's: where WooCommerce's own scripts write too) — not `body.woocommerce`, the body
 *    class of shop pages, which is no block;
 * 3. the theme's notice block (THEME_NOTICES), where the shopper saw the page's notices;
 * 4. the page's first `.woocommerce-notices-wrapper`;
 * and where there is none of these, a wrapper made at the top of the caller's `home`.
 * Notices are cleared in all of these places.
 */

import { coveredTop, STICKY_HEADER_HEIGHT } from './scroll/covered-top';

/** Spec §9 Scroll to notices: 100 px above them, at least. */
export const NOTICE_OFFSET_PX = 100;

/**
 * Where the notices end, under what covers the top: the spec's 100 px are its 70 px
 * header and 30 px of air; a taller stuck header (or the admin bar) keeps the same air below it.
 */
export const noticeOffset = (covered: number) => Math.max(NOTICE_OFFSET_PX, covered + NOTICE_OFFSET_PX - STICKY_HEADER_HEIGHT);

/** WooCommerce's notices wrapper. */
export const NOTICES_WRAPPER = '.woocommerce-notices-wrapper';

/** Where Storefront prints the page's notices: the `div.woocommerce` at the top of `#content .col-full`. */
export const THEME_NOTICES = '.site-content > .col-full > .woocommerce';

/** Every place on the page that shows the shop's notices for `near`, in the order notices are written to them. */
export function noticePlaces(near: Element): HTMLElement[] {
  const doc = near.ownerDocument;
  const block = near.closest('.woocommerce');
  const places = [
    near.querySelector<HTMLElement>(NOTICES_WRAPPER),
    block && block !== doc.body && block !== doc.documentElement ? block.querySelector<HTMLElement>(NOTICES_WRAPPER) : null,
    doc.querySelector<HTMLElement>(THEME_NOTICES),
    doc.querySelector<HTMLElement>(NOTICES_WRAPPER),
  ];
  return [...new Set(places.filter((place): place is HTMLElement => place !== null))];
}

/** Where notices for `near` go: the first of `noticePlaces`; when the page has none, a wrapper made at the top of `home`. */
export function noticesWrapper(near: Element, home: Element): HTMLElement {
  const [place] = noticePlaces(near);
  if (place) return place;
  const wrapper = home.ownerDocument.createElement('div');
  wrapper.className = 'woocommerce-notices-wrapper';
  home.prepend(wrapper);
  return wrapper;
}

/** Removes the notices matching `selector` from every place that shows notices for `near`. */
export function removeNotices(near: Element, selector: string): void {
  for (const place of noticePlaces(near)) for (const old of place.querySelectorAll(selector)) old.remove();
}

/**
 * One alert group first in `wrapper` (class `woocommerce-NoticeGroup` and `kind`): the shop's
 * list as HTML, then `errors` as WooCommerce's error list. The group is the one alert: a list
 * cannot be one (its items would lose their list), so inner alerts lose the role.
 */
export function addNoticeGroup(wrapper: HTMLElement, kind: string, notice: { html?: string; errors?: string[] }): HTMLElement {
  const group = document.createElement('div');
  group.className = `woocommerce-NoticeGroup ${kind}`;
  group.innerHTML = notice.html ?? '';
  for (const inner of group.querySelectorAll('[role="alert"]')) inner.removeAttribute('role');
  group.setAttribute('role', 'alert');
  if (notice.errors) {
    const list = group.appendChild(document.createElement('ul'));
    list.className = 'woocommerce-error';
    for (const error of notice.errors) list.appendChild(document.createElement('li')).textContent = error;
  }
  wrapper.prepend(group);
  return group;
}

/** Scrolls to the notices (100 px above, more under a taller stuck header: noticeOffset; at once with reduced motion) and focuses them. */
export function focusNotices(notices: HTMLElement): void {
  notices.tabIndex = -1;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo?.({ top: notices.getBoundingClientRect().top + window.scrollY - noticeOffset(coveredTop()), behavior: reduced ? 'instant' : 'smooth' });
  notices.focus({ preventScroll: true });
}
