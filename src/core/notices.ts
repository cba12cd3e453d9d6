/**
 * The shop's notices at the top of the page (WooCommerce's `.woocommerce-notices-wrapper`),
 * written the one way the checkout and the wallet buttons both write them (spec §8, §9 Scroll
 * to notices): one alert group per message set, the shop's HTML list (by contract) or texts
 * (never HTML: server messages are untrusted), focused and scrolled to 100 px above it.
 * Its own chunk (rollup.config.mjs): only pages that show such notices load it.
 */

/** Spec §9 Scroll to notices: 100 px above them. */
export const NOTICE_OFFSET_PX = 100;

/**
 * The notices wrapper for `near`: inside it, else in the shop's `.woocommerce` around it, else
 * the page's first; when the page has none, one is made at the top of `home`.
 */
export function noticesWrapper(near: Element, home: Element): HTMLElement {
  const find = (scope: ParentNode) => scope.querySelector<HTMLElement>('.woocommerce-notices-wrapper');
  let wrapper = find(near) ?? find(near.closest('.woocommerce') ?? document) ?? find(document);
  if (!wrapper) {
    wrapper = document.createElement('div');
    wrapper.className = 'woocommerce-notices-wrapper';
    home.prepend(wrapper);
  }
  return wrapper;
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

/** Scrolls to the notices (100 px above; at once with reduced motion) and focuses them. */
export function focusNotices(notices: HTMLElement): void {
  notices.tabIndex = -1;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo?.({ top: notices.getBoundingClientRect().top + window.scrollY - NOTICE_OFFSET_PX, behavior: reduced ? 'instant' : 'smooth' });
  notices.focus({ preventScroll: true });
}
