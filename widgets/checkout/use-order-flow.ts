import { useEffect, useState, type RefObject } from 'react';
import type { CheckoutParams } from '../../src/checkout/contracts';
import { emitOn, on } from '../../src/checkout/events';
import { changesOrderReview } from '../../src/checkout/rules';
import { pageGlobal } from '../../src/core/config/page-globals';
import { startMachine } from '../../src/core/machine';
import { markAll, REVIEW } from './checkout-dom';
import { checkoutPort } from './checkout-port';
import { checkoutMachine, INITIAL_CHECKOUT_STATE } from './machine';
import type { PaymentMethods } from './use-payment-methods';

/** Changes of country, postcode, methods … within this time make one update_order_review. */
export const REVIEW_DEBOUNCE_MS = 300;

/**
 * Placing the order and keeping the order review current: what happens when is machine.ts;
 * this hook reads the page into its events (submit, update_checkout, back from the
 * back-forward cache) and carries out its effects (checkout-port.ts).
 */
export function useOrderFlow(host: HTMLElement, form: HTMLFormElement | null, payment: PaymentMethods, messages: RefObject<Record<string, string>>) {
  const [reviewAlert, setReviewAlert] = useState('');
  const [review, setReview] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const { signal } = controller;
    const pay = !form.matches('.checkout');
    const params = pageGlobal<CheckoutParams>('wc_checkout_params');
    let reviewTimer: ReturnType<typeof setTimeout> | undefined;
    setReview(form.querySelector<HTMLElement>(REVIEW) ?? form);
    const port = checkoutPort({ host, form, pay, params, payment, reviewAlert: setReviewAlert, send: (event) => machine.send(event) });
    const machine = startMachine(checkoutMachine(params.i18n_checkout_error), INITIAL_CHECKOUT_STATE, port);

    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        machine.send({ type: 'submit', errors: markAll(form, messages.current) });
      },
      { signal },
    );
    form.addEventListener('change', (event) => !pay && changesOrderReview((event.target as HTMLInputElement).name) && emitOn(form, 'sf:update-checkout', {}), { signal });
    // WooCommerce's update_checkout is the page's (payment plugins trigger it on document.body);
    // one from another checkout on the page is that one's.
    const stopUpdates = on('sf:update-checkout', (_detail, event) => {
      if (pay || (event.target !== document.body && !host.contains(event.target as Node))) return;
      clearTimeout(reviewTimer);
      reviewTimer = setTimeout(() => machine.send({ type: 'review' }), REVIEW_DEBOUNCE_MS);
    });
    window.addEventListener('pageshow', (event) => event.persisted && machine.send({ type: 'restored' }), { signal });
    return () => {
      controller.abort();
      stopUpdates();
      clearTimeout(reviewTimer);
      machine.stop({ type: 'stop' });
    };
  }, [host, form, payment, messages]);

  return { reviewAlert, review };
}
