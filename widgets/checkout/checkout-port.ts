import { placeOrder, updateOrderReview, type CheckoutParams, type OrderReviewResult } from '../../src/checkout/contracts';
import { emit } from '../../src/checkout/events';
import { keepFocusAcross } from '../../src/core/a11y/focus';
import { formFields } from '../../src/core/element/form-fields';
import { navigate, reloadPage } from '../../src/core/element/navigate';
import { addNoticeGroup, focusNotices, noticesWrapper, removeNotices } from '../../src/core/notices';
import { replaceFragments, REVIEW, reviewFields } from './checkout-dom';
import type { CheckoutEvent, CheckoutPort } from './machine';
import type { PaymentMethods } from './use-payment-methods';

export const REVIEW_TABLE = '.woocommerce-checkout-review-order-table';
const REVIEW_HASH = 'sf_order_review_hash';

/**
 * Without WooCommerce's `wc_checkout_params` (its checkout script dequeued, which removes the
 * globals it localises) every order review would be refused with 403: none is sent, the
 * integrator is told, and the shopper sees that the summary could not be updated.
 */
function missingReviewNonce(): Promise<OrderReviewResult> {
  console.error("Schaufenster: wc_checkout_params.update_order_review_nonce is missing — keep WooCommerce's wc-checkout script handle on the page (empty its source rather than dequeue it).");
  return Promise.resolve({ kind: 'failed', ok: false, reason: 'http', status: 403, message: '' });
}

export interface CheckoutPage {
  host: HTMLElement;
  form: HTMLFormElement;
  /** The pay-for-order page (form-pay.php): no address, no order review; it posts classically. */
  pay: boolean;
  params: Partial<CheckoutParams>;
  payment: PaymentMethods;
  reviewAlert(text: string): void;
  /** The machine's answers to what the port started. */
  send(event: CheckoutEvent): void;
}

/** The checkout machine's effects on the page and the shop (machine.ts, CheckoutPort). */
export function checkoutPort({ host, form, pay, params, payment, reviewAlert, send }: CheckoutPage): CheckoutPort {
  let reviewRequest: AbortController | undefined;
  const reviewParts = () => [...form.querySelectorAll<HTMLElement>(`${REVIEW_TABLE}, .woocommerce-checkout-payment`)];
  // The notices of this checkout go where src/core/notices.ts says (the element's own wrapper,
  // else the one of the shop's `.woocommerce` around it, else where the theme prints notices);
  // earlier ones go from the shop's block around it and from every place notices show.
  const page = host.closest('.woocommerce') ?? document;
  const clearNotices = (selector: string) => {
    for (const old of page.querySelectorAll(selector)) if (!old.closest(REVIEW)) old.remove();
    removeNotices(host, selector);
  };
  const noticeGroup = (kind: 'checkout' | 'updateOrderReview', notice: { html: string; errors?: string[] }) => {
    clearNotices(`.woocommerce-NoticeGroup-${kind}`);
    return addNoticeGroup(noticesWrapper(host, form), `woocommerce-NoticeGroup-${kind}`, notice);
  };
  const placeButton = () => form.querySelector<HTMLElement>('button[name="woocommerce_checkout_place_order"], #place_order');
  /** A wallet payment in flight holds the review (payment-area.lazy.ts); its totals table shows at once. */
  const showHeldTotals = (result: OrderReviewResult) => {
    // A shipping option or address chosen inside the wallet's popup changes them (spec §4), and
    // only the payment area must stay until the payment is over.
    const table = result.kind === 'updated' ? result.fragments[REVIEW_TABLE] : undefined;
    if (!table) return;
    void keepFocusAcross(() => replaceFragments(form, { [REVIEW_TABLE]: table }));
    // The shown totals' hash (the shop refuses an order placed on other totals) comes with the held area.
    const held = document.createElement('template');
    held.innerHTML = result.kind === 'updated' ? (result.fragments['.woocommerce-checkout-payment'] ?? '') : '';
    const hash = held.content.querySelector<HTMLInputElement>(`input[name="${REVIEW_HASH}"]`)?.value;
    const field = form.querySelector<HTMLInputElement>(`input[name="${REVIEW_HASH}"]`);
    if (hash && field) field.value = hash;
  };

  return {
    busy(on) {
      form.classList.toggle('processing', on);
      if (on) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
      placeButton()?.setAttribute('aria-disabled', String(on));
    },
    send(request) {
      if (pay) return HTMLFormElement.prototype.submit.call(form);
      void placeOrder(formFields(form)).then((result) => send({ type: 'placed', request, result }));
    },
    showNotices(notice) {
      // WooCommerce's submit_error: earlier errors and messages go (the shop's too, from a post without JavaScript).
      clearNotices('.woocommerce-error-wrapper, .woocommerce-error, .woocommerce-message');
      const kind = ('group' in notice && notice.group) || 'checkout';
      // The shop's list: HTML by contract; our errors as text.
      const group = noticeGroup(kind, { html: 'html' in notice ? notice.html : '', errors: 'errors' in notice ? notice.errors : undefined });
      focusNotices(group);
      if (kind === 'checkout') emit('sf:checkout-error', { messages: group.innerHTML });
    },
    navigate,
    reload() {
      void import('./typed.lazy')
        .then((typed) => typed.saveTyped(form))
        .catch(() => {}) // the page reloads as the shop prints it
        .finally(reloadPage);
    },
    sendReview(number) {
      reviewRequest = new AbortController();
      const review = params.update_order_review_nonce ? updateOrderReview(reviewFields(form, params), { signal: reviewRequest.signal }) : missingReviewNonce();
      void review.then((result) => {
        const reviewed = () => send({ type: 'reviewed', review: number, result });
        if (!payment.hold(reviewed)) return reviewed();
        showHeldTotals(result);
      });
    },
    abortReview: () => reviewRequest?.abort(),
    reviewBusy(on) {
      for (const part of reviewParts()) part.classList.toggle('processing', on);
      const region = form.querySelector(REVIEW);
      if (on) region?.setAttribute('aria-busy', 'true');
      else region?.removeAttribute('aria-busy');
    },
    applyReview(fragments, shopMessages) {
      void keepFocusAcross(() => {
        replaceFragments(form, fragments);
        payment.choose();
        if (shopMessages) noticeGroup('updateOrderReview', { html: shopMessages });
      });
    },
    reviewAlert,
    updatedCheckout: (fragments) => emit('sf:updated-checkout', { fragments }),
  };
}
