/**
 * A stand-in for the provider's SDK namespace (the v5 surface of src/payments/sdk-types.ts) for
 * element tests and stories: real `<button>`s in the container, onClick run synchronously in
 * the click (a refusal opens no "popup"), and the popup's decisions (approve, cancel, fail)
 * made by the caller. The demo shop's fake on the second origin is the one browsers meet.
 */
import type { ButtonsOptions, FundingSource, OnApproveActions, ProviderNamespace } from '../payments/sdk-types';
import { checkoutPage } from './checkout-html';

/** The tests' classic checkout with the wallet gateway and its buttons after the place-order button, as the wallet plugin prints them. */
export const walletCheckoutPage = () => withWalletMethod(checkoutPage());

/** A checkout's payment area (or a page holding one) with the wallet gateway and its buttons added, as the wallet plugin prints them. */
export const withWalletMethod = (html: string) =>
  html
    .replace(
      '</ul><div class="form-row place-order">',
      '<li class="wc_payment_method payment_method_ppcp-gateway"><input id="payment_method_ppcp-gateway" type="radio" class="input-radio" name="payment_method" value="ppcp-gateway"><label for="payment_method_ppcp-gateway">PayPal</label></li></ul><div class="form-row place-order">',
    )
    .replace('Zahlungspflichtig bestellen</button>', 'Zahlungspflichtig bestellen</button><sf-wallet-buttons context="checkout"><div id="ppc-button-ppcp-gateway"></div></sf-wallet-buttons>');

const LABELS: Record<string, string> = { paypal: 'Mit PayPal bezahlen', paylater: 'Später bezahlen', card: 'Mit Karte bezahlen' };

export interface FakePayment {
  source: FundingSource;
  options: ButtonsOptions;
  /** The order createOrder gave, once it did. */
  orderId?: string;
  /** createOrder's failure, once it failed. */
  failure?: unknown;
  /**
   * The SDK closed the popup: createOrder failed, or the buttons that opened it were closed
   * (as the provider's close() does).
   */
  popupClosed?: boolean;
}

export function fakeWalletSdk({
  sources = ['paypal', 'paylater', 'card'] as FundingSource[],
  eligible = (source: FundingSource) => source !== 'card',
  /** Back from the provider app with this approved order (resume flow): hasReturned() and resume() approve it. */
  returnedOrder = '',
} = {}) {
  const payments: FakePayment[] = [];
  const rendered: Array<{ source: FundingSource; container: HTMLElement }> = [];
  /** The style each rendered button got. */
  const styles: unknown[] = [];
  const restarts: string[] = [];
  const resumed: FundingSource[] = [];
  let closed = 0;
  let popups = 0;

  async function click(source: FundingSource, options: ButtonsOptions, opened: FakePayment[]) {
    let refused = false;
    // Like the real SDK without its iframe: onClick runs in the click; a rejection keeps the popup shut.
    options.onClick?.({ fundingSource: source }, { resolve: () => {}, reject: () => void (refused = true) });
    if (refused) return;
    popups++;
    const payment: FakePayment = { source, options };
    payments.push(payment);
    opened.push(payment);
    try {
      payment.orderId = await options.createOrder!({ paymentSource: source }, { order: { create: async () => 'unused' } });
    } catch (error) {
      payment.failure = error;
      payment.popupClosed = true;
      options.onError?.(error);
    }
  }

  const namespace: ProviderNamespace = {
    FUNDING: { PAYPAL: 'paypal', PAYLATER: 'paylater', CARD: 'card' },
    version: 'fake',
    getFundingSources: () => [...sources],
    isFundingEligible: eligible,
    Buttons(options = {}) {
      const source = options.fundingSource ?? 'paypal';
      let container: HTMLElement | null = null;
      const opened: FakePayment[] = [];
      return {
        isEligible: () => eligible(source),
        async render(target) {
          container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
          if (!container) throw new Error('Document is ready and element not found');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'fake-wallet-button';
          button.dataset.fundingSource = source;
          button.textContent = LABELS[source] ?? source;
          button.addEventListener('click', () => void click(source, options, opened));
          container.append(button);
          rendered.push({ source, container });
          styles.push(options.style);
          options.onInit?.({}, { enable: () => void (button.disabled = false), disable: () => void (button.disabled = true) });
        },
        async close() {
          closed++;
          container?.replaceChildren();
          for (const payment of opened) payment.popupClosed = true;
        },
        hasReturned: () => !!returnedOrder,
        resume() {
          resumed.push(source);
          void options.onApprove?.({ orderID: returnedOrder, payerID: 'PAYER1', paymentSource: source }, actions({ source, options, orderId: returnedOrder }));
        },
      };
    },
    Messages(options = {}) {
      return {
        async render(target) {
          const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
          if (container) container.textContent = `Später bezahlen ab ${String(options.amount)} €`;
        },
      };
    },
  };

  const last = () => payments.at(-1)!;
  const actions = (payment: FakePayment): OnApproveActions => ({
    restart: async () => void restarts.push(payment.orderId ?? ''),
    order: { get: async () => ({ id: payment.orderId }) },
  });
  return {
    namespace,
    payments,
    rendered,
    styles,
    restarts,
    /** Buttons resumed instead of rendered (resume flow). */
    resumed,
    /** Popups opened (clicks the flow accepted). */
    popups: () => popups,
    closed: () => closed,
    /** The shopper approves the last payment in the popup. */
    approve: (payment = last()) => payment.options.onApprove!({ orderID: payment.orderId!, payerID: 'PAYER1', paymentSource: payment.source }, actions(payment)),
    cancel: (payment = last()) => payment.options.onCancel?.({ orderID: payment.orderId ?? '' }),
    fail: (error: unknown = new Error('Anbieterfehler'), payment = last()) => payment.options.onError?.(error),
  };
}
