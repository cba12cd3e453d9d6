import { useEffect, useRef, useState, type ComponentType } from 'react';
import { formFields } from '../../src/core/element/form-fields';
import { placeOrder, updateOrderReview, type CheckoutParams, type OrderReviewResult, type UpdateOrderReviewFields } from '../../src/checkout/contracts';
import { emit, emitOn, on } from '../../src/checkout/events';
import { changesOrderReview, checkoutErrors } from '../../src/checkout/rules';
import { keepFocusAcross } from '../../src/core/a11y/focus';
import { pageGlobal } from '../../src/core/config/page-globals';
import { navigate, reloadPage } from '../../src/core/element/navigate';
import { isPlainClick } from '../../src/core/element/use-delegated';
import { requestHtml, warmShopHttpFor } from '../../src/core/http/client';
import { startMachine } from '../../src/core/machine';
import { addNoticeGroup, focusNotices, noticesWrapper, removeNotices } from '../../src/core/notices';
import { markField, markTerms, replaceFragments, REVIEW, showPaymentBox, shownFields, TERMS, TYPED_KEY } from './checkout-dom';
import { checkoutMachine, INITIAL_CHECKOUT_STATE, type CheckoutPort } from './machine';
import type { TermsDialogProps } from './terms-dialog.lazy';

type PaymentAreaModule = typeof import('./payment-area.lazy');
/** The wallet plugin's settings global (PayPalCommerceGateway): its payment area is on the page. */
const WALLET_SETTINGS = 'PayPalCommerceGateway';

/** Changes of country, postcode, methods … within this time make one update_order_review. */
export const REVIEW_DEBOUNCE_MS = 300;
const REVIEW_TABLE = '.woocommerce-checkout-review-order-table';
const REVIEW_HASH = 'sf_order_review_hash';

/** Values kept for this page before a reload (typed.lazy.ts)? */
function kept(): boolean {
  try {
    return sessionStorage.getItem(TYPED_KEY) !== null;
  } catch {
    return false;
  }
}

export interface Terms {
  title: string;
  html: string;
  Dialog: ComponentType<TermsDialogProps>;
}

/**
 * WooCommerce's classic checkout on its own markup: field validation on leave and on submit,
 * the order review kept current, the payment method boxes, placing the order, the terms in a
 * dialog. What happens when is machine.ts; this hook reads the page into its events and
 * carries out its effects.
 */
/**
 * Without WooCommerce's `wc_checkout_params` (its checkout script dequeued, which removes the
 * globals it localises) every order review would be refused with 403: none is sent, the
 * integrator is told, and the shopper sees that the summary could not be updated.
 */
function missingReviewNonce(): Promise<OrderReviewResult> {
  console.error('Schaufenster: wc_checkout_params.update_order_review_nonce is missing — keep WooCommerce\'s wc-checkout script handle on the page (empty its source rather than dequeue it).');
  return Promise.resolve({ kind: 'failed', ok: false, reason: 'http', status: 403, message: '' });
}

export function useCheckout(host: HTMLElement, configured: Record<string, string> = {}) {
  // The configured per-field messages, current without restarting the flow.
  const messages = useRef(configured);
  messages.current = configured;
  const [reviewAlert, setReviewAlert] = useState('');
  const [review, setReview] = useState<HTMLElement | null>(null);
  const [terms, setTerms] = useState<Terms | null>(null);
  const [termsLink, setTermsLink] = useState<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const found = host.querySelector<HTMLFormElement>('form.checkout, form#order_review');
    if (!found) return;
    const form: HTMLFormElement = found;
    // The pay-for-order page (form-pay.php): no address, no order review; it posts classically.
    const pay = !form.matches('.checkout');
    const params = pageGlobal<CheckoutParams>('wc_checkout_params');
    const shipDifferent = form.querySelector<HTMLInputElement>('input[name="ship_to_different_address"]');
    const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
    let reviewRequest: AbortController | undefined;
    let reviewTimer: ReturnType<typeof setTimeout> | undefined;
    let termsRequest: AbortController | undefined;
    let stopped = false;
    setReview(form.querySelector<HTMLElement>(REVIEW) ?? form);

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
    // The wallet's payment area (place-order button, wallet buttons, separate buttons) follows
    // the chosen method; its code loads only where the shop prints the wallet's settings.
    let paymentArea: ReturnType<PaymentAreaModule['watchPaymentArea']> | undefined;
    if (WALLET_SETTINGS in window) {
      void import('./payment-area.lazy')
        .then((area) => {
          if (stopped) return;
          paymentArea = area.watchPaymentArea(form);
          paymentArea.apply(paymentMethod ?? '');
        })
        .catch((error: unknown) => console.error(error)); // the shop's place-order button stays
    }

    const port: CheckoutPort = {
      busy(on) {
        form.classList.toggle('processing', on);
        if (on) form.setAttribute('aria-busy', 'true');
        else form.removeAttribute('aria-busy');
        placeButton()?.setAttribute('aria-disabled', String(on));
      },
      send(request) {
        if (pay) return HTMLFormElement.prototype.submit.call(form);
        void placeOrder(formFields(form)).then((result) => machine.send({ type: 'placed', request, result }));
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
        const review = params.update_order_review_nonce
          ? updateOrderReview(reviewFields(), { signal: reviewRequest.signal })
          : missingReviewNonce();
        void review.then((result) => {
          // A wallet payment in flight holds the review (payment-area.lazy.ts). Its totals table
          // shows at once: a shipping option or address chosen inside the wallet's popup changes
          // them (spec §4), and only the payment area must stay until the payment is over.
          const reviewed = () => machine.send({ type: 'reviewed', review: number, result });
          if (!paymentArea?.hold(reviewed)) return reviewed();
          const table = result.kind === 'updated' ? result.fragments[REVIEW_TABLE] : undefined;
          if (!table) return;
          void keepFocusAcross(() => replaceFragments(form, { [REVIEW_TABLE]: table }));
          // The shown totals' hash (the shop refuses an order placed on other totals) comes with the held area.
          const held = document.createElement('template');
          held.innerHTML = result.kind === 'updated' ? (result.fragments['.woocommerce-checkout-payment'] ?? '') : '';
          const hash = held.content.querySelector<HTMLInputElement>(`input[name="${REVIEW_HASH}"]`)?.value;
          const field = form.querySelector<HTMLInputElement>(`input[name="${REVIEW_HASH}"]`);
          if (hash && field) field.value = hash;
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
          choosePayment();
          if (shopMessages) noticeGroup('updateOrderReview', { html: shopMessages });
        });
      },
      reviewAlert: setReviewAlert,
      updatedCheckout: (fragments) => emit('sf:updated-checkout', { fragments }),
    };
    const machine = startMachine(checkoutMachine(params.i18n_checkout_error), INITIAL_CHECKOUT_STATE, port);

    /** WooCommerce's update_order_review fields: the address of the chosen section, the methods, the whole form. */
    function reviewFields(): UpdateOrderReviewFields {
      const shipping = shipDifferent?.checked ? 'shipping' : 'billing';
      const address = (section: string) => ({
        country: value(`${section}_country`),
        state: value(`${section}_state`),
        postcode: value(`${section}_postcode`),
        city: value(`${section}_city`),
        address: value(`${section}_address_1`),
        address_2: value(`${section}_address_2`),
      });
      const billing = address('billing');
      const s = address(shipping);
      const methods: Record<`shipping_method[${number}]`, string> = {};
      for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]')) {
        methods[input.name as `shipping_method[${number}]`] = input.value;
      }
      return {
        security: params.update_order_review_nonce ?? '',
        payment_method: form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '',
        ...billing,
        s_country: s.country,
        s_state: s.state,
        s_postcode: s.postcode,
        s_city: s.city,
        s_address: s.address,
        s_address_2: s.address_2,
        has_full_address: String(!!(s.country && s.postcode && s.city)) as 'true' | 'false',
        post_data: new URLSearchParams(formFields(form)).toString(),
        ...methods,
      };
    }

    // WooCommerce's payment_method_selected: on load, and whenever the chosen method changes
    // (by the shopper, or because the new review no longer offers it).
    let paymentMethod: string | undefined;
    const choosePayment = () => {
      const method = showPaymentBox(form);
      if (method !== paymentMethod) emit('sf:payment-method-selected', { method });
      paymentMethod = method;
      paymentArea?.apply(method);
    };
    const createAccount = form.querySelector<HTMLInputElement>('input[name="createaccount"]');
    // WooCommerce's toggles: the shipping address and the new account's fields show only when ticked.
    const showTicked = () => {
      const address = form.querySelector<HTMLElement>('.shipping_address');
      if (shipDifferent && address) address.hidden = !shipDifferent.checked;
      const account = form.querySelector<HTMLElement>('div.create-account');
      if (createAccount && account) account.hidden = !createAccount.checked;
    };
    const validate = (target: EventTarget | null) => {
      const field = shownFields(form).find(({ control }) => control === target);
      if (field) markField(form, field.row, field.control, messages.current);
      else if (target === form.querySelector(TERMS)) markTerms(form);
    };
    const onFocusOut = (event: FocusEvent) => validate(event.target);
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.name === 'payment_method') choosePayment();
      if (target === shipDifferent || target === createAccount) showTicked();
      if (target.localName === 'select' || target.type === 'checkbox') validate(target);
      // A country change makes the postcode's rule another one.
      if (/_country$/.test(target.name)) {
        const postcode = form.querySelector<HTMLInputElement>(`[name="${target.name.replace(/country$/, 'postcode')}"]`);
        if (postcode?.value) validate(postcode);
      }
      if (!pay && changesOrderReview(target.name)) emitOn(form, 'sf:update-checkout', {});
    };
    // The wallet's buttons ask before their popup opens: the fields and terms are marked and
    // the messages answered in the event, synchronously (validation before the popup).
    const stopWalletValidation = on('sf:validate-checkout', (detail, event) => {
      if (!form.contains(event.target as Node)) return;
      const fields = shownFields(form).map(({ row, control }) => markField(form, row, control, messages.current));
      detail.errors = checkoutErrors(fields, markTerms(form), messages.current);
    });
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const fields = shownFields(form).map(({ row, control }) => markField(form, row, control, messages.current));
      machine.send({ type: 'submit', errors: checkoutErrors(fields, markTerms(form), messages.current) });
    };
    const onTermsClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.woocommerce-terms-and-conditions-link');
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      void openTerms(link);
    };
    async function openTerms(link: HTMLAnchorElement) {
      termsRequest?.abort();
      const request = (termsRequest = new AbortController());
      link.setAttribute('aria-busy', 'true');
      const [answer, code] = await Promise.all([requestHtml(link.href, undefined, { signal: request.signal }), import('./terms-dialog.lazy').catch(() => null)]);
      if (request.signal.aborted) return;
      link.removeAttribute('aria-busy');
      const content = answer.ok && code ? code.mainContent(answer.body) : null;
      if (!content || !code) return navigate(link.href);
      setTermsLink(link);
      setTerms({ ...content, Dialog: code.TermsDialog });
    }

    // WooCommerce's update_checkout is the page's (payment plugins trigger it on document.body);
    // one from another checkout on the page is that one's.
    const stopUpdates = on('sf:update-checkout', (_detail, event) => {
      if (pay || (event.target !== document.body && !host.contains(event.target as Node))) return;
      clearTimeout(reviewTimer);
      reviewTimer = setTimeout(() => machine.send({ type: 'review' }), REVIEW_DEBOUNCE_MS);
    });
    const stopWarming = warmShopHttpFor(host);
    choosePayment();
    showTicked();
    // Back from a reload the shop asked for: the values as they were, and a review for them.
    if (kept()) {
      void import('./typed.lazy').then((typed) => {
        if (!typed.restoreTyped(form)) return;
        choosePayment();
        showTicked();
        emitOn(form, 'sf:update-checkout', {});
      });
    }
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('click', onTermsClick);
    const onPageShow = (event: PageTransitionEvent) => event.persisted && machine.send({ type: 'restored' });
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('click', onTermsClick);
      stopWalletValidation();
      stopped = true;
      paymentArea?.stop();
      stopUpdates();
      stopWarming();
      clearTimeout(reviewTimer);
      termsRequest?.abort();
      machine.stop({ type: 'stop' });
    };
  }, [host]);

  const closeTerms = () => {
    setTerms(null);
    termsLink?.focus();
  };
  return { reviewAlert, review, terms, closeTerms };
}
