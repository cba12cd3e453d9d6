import { useEffect } from 'react';
import { applyCoupon, removeCoupon, type CouponResult } from '../../src/checkout/coupons';
import type { CheckoutParams } from '../../src/checkout/contracts';
import { emit, emitOn } from '../../src/checkout/events';
import { pageGlobal } from '../../src/core/config/page-globals';
import { isPlainClick, ownEvent, useDelegated } from '../../src/core/element/use-delegated';
import { t } from './i18n';

/** Where the shop's coupon notices go: before the form they are about (as WooCommerce puts them). */
const NOTICE_CLASS = 'sf-coupon-notice';

/**
 * What WooCommerce's checkout.js does above the checkout form, for shops where that script is
 * neutralised (the WordPress plugin empties it): 'Click here to enter your code' and 'Click here
 * to login' show their forms as disclosures (aria-expanded, focus to the first field); the coupon
 * is applied and removed without a page load (`apply_coupon` / `remove_coupon` with the
 * checkout's nonces), the shop's notice shown before the form it is about, then a new order
 * review. Without the nonces the coupon form posts and the remove link is followed, as printed.
 */
export function useCheckoutCoupon(host: HTMLElement): void {
  useEffect(() => {
    for (const link of host.querySelectorAll<HTMLElement>('a.showcoupon, a.showlogin')) nameByText(link);
  }, [host]);
  useDelegated<MouseEvent>(host, 'click', 'a.showcoupon, a.showlogin', (event, link) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    ownEvent(event);
    const target = host.querySelector<HTMLElement>(link.matches('.showcoupon') ? 'form.checkout_coupon' : 'form.woocommerce-form-login, form.login');
    if (target) toggleShown(link, target);
  });
  // The links are buttons to assistive technology (role="button"): Space presses them too.
  useDelegated<KeyboardEvent>(host, 'keydown', 'a.showcoupon, a.showlogin', (event, link) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });

  useDelegated<SubmitEvent>(host, 'submit', 'form.checkout_coupon', (event, form) => {
    const nonce = pageGlobal<CheckoutParams>('wc_checkout_params').apply_coupon_nonce;
    const field = form.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    if (!nonce || !field || event.defaultPrevented) return;
    event.preventDefault();
    ownEvent(event);
    const code = field.value.trim();
    if (!code || form.getAttribute('aria-busy') === 'true') return;
    form.setAttribute('aria-busy', 'true');
    void applyCoupon(code, nonce).then((result) => {
      form.removeAttribute('aria-busy');
      if (!showNotice(form, result, t('The coupon could not be applied. Please try again.'))) return;
      if (result.kind === 'notice' && !result.refused) {
        const link = host.querySelector<HTMLElement>('a.showcoupon');
        if (link) toggleShown(link, form, false);
        emit('sf:applied-coupon', { coupon: code });
      }
      updateCheckout(host);
    });
  });

  useDelegated<MouseEvent>(host, 'click', 'a.woocommerce-remove-coupon', (event, link) => {
    const nonce = pageGlobal<CheckoutParams>('wc_checkout_params').remove_coupon_nonce;
    const coupon = link.dataset.coupon;
    if (!nonce || !coupon || !isPlainClick(event)) return;
    event.preventDefault();
    ownEvent(event);
    const checkout = host.querySelector<HTMLElement>('form.checkout') ?? link;
    void removeCoupon(coupon, nonce).then((result) => {
      if (!showNotice(checkout, result, t('The coupon could not be removed. Please try again.'))) return;
      const field = host.querySelector<HTMLInputElement>('form.checkout_coupon input[name="coupon_code"]');
      if (field) field.value = '';
      emit('sf:removed-coupon', { coupon });
      updateCheckout(host);
    });
  });
}

/** Shows or hides a form WooCommerce prints hidden (`style="display:none"`), and says so on its link. */
function toggleShown(link: HTMLElement, target: HTMLElement, show = target.style.display === 'none' || target.hidden): void {
  target.hidden = false;
  target.style.display = show ? '' : 'none';
  link.setAttribute('aria-expanded', String(show));
  if (!link.hasAttribute('aria-controls') && target.id) link.setAttribute('aria-controls', target.id);
  if (show) target.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')?.focus();
}

/**
 * WooCommerce names the coupon link 'Enter your coupon code' over its text 'Click here to enter
 * your code': a name that does not hold the visible words fails speech input ("click 'Click
 * here …'") and WCAG 2.5.3. The visible text is the name.
 */
function nameByText(link: HTMLElement): void {
  const label = link.getAttribute('aria-label');
  const text = link.textContent?.trim() ?? '';
  if (label && text && !label.toLowerCase().includes(text.toLowerCase())) link.removeAttribute('aria-label');
}

/**
 * The shop's notice (HTML by contract) or our German message (as text) before `before`, in place
 * of the last one; false when the request was superseded and nothing is to be shown.
 */
function showNotice(before: HTMLElement, result: CouponResult, fallback: string): boolean {
  if (result.kind === 'failed' && result.reason === 'aborted') return false;
  for (const old of before.ownerDocument.querySelectorAll(`.${NOTICE_CLASS}`)) old.remove();
  const notice = document.createElement('div');
  notice.className = NOTICE_CLASS;
  if (result.kind === 'notice') notice.innerHTML = result.html;
  else {
    const error = notice.appendChild(document.createElement('p'));
    error.className = 'woocommerce-error';
    error.setAttribute('role', 'alert');
    error.textContent = result.reason === 'http' && result.status !== 403 ? fallback : result.message || fallback;
  }
  before.before(notice);
  return true;
}

/** A new order review, as after any change that alters the totals. */
function updateCheckout(host: HTMLElement): void {
  const form = host.querySelector<HTMLElement>('form.checkout');
  if (form) emitOn(form, 'sf:update-checkout', {});
}
