import { useEffect, useMemo } from 'react';
import { emit } from '../../src/checkout/events';
import { showPaymentBox } from './checkout-dom';

type PaymentArea = ReturnType<(typeof import('./payment-area.lazy'))['watchPaymentArea']>;
/** The wallet plugin's settings global (PayPalCommerceGateway): its payment area is on the page. */
const WALLET_SETTINGS = 'PayPalCommerceGateway';

export interface PaymentMethods {
  /**
   * WooCommerce's payment_method_selected: the chosen method's box shown, announced when it
   * changed (by the shopper, or because a new review no longer offers it), the wallet's
   * payment area following it.
   */
  choose(): void;
  /** Holds `reviewed` while a wallet payment of this form is in flight (true), to run it when that ends. */
  hold(reviewed: () => void): boolean;
}

/**
 * The payment methods of the checkout: the chosen one's box, on load and on every change. The
 * wallet's payment area (place-order button, wallet buttons, separate buttons) follows the
 * chosen method; its code loads only where the shop prints the wallet's settings.
 */
export function usePaymentMethods(form: HTMLFormElement | null): PaymentMethods {
  const methods = useMemo(() => {
    let method: string | undefined;
    let area: PaymentArea | undefined;
    return {
      choose() {
        if (!form) return;
        const chosen = showPaymentBox(form);
        if (chosen !== method) emit('sf:payment-method-selected', { method: chosen });
        method = chosen;
        area?.apply(chosen);
      },
      hold: (reviewed: () => void) => !!area?.hold(reviewed),
      watch(watched: PaymentArea | undefined) {
        area?.stop();
        area = watched;
        area?.apply(method ?? '');
      },
    };
  }, [form]);

  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const { signal } = controller;
    if (WALLET_SETTINGS in window) {
      void import('./payment-area.lazy').then((module) => signal.aborted || methods.watch(module.watchPaymentArea(form))).catch((error: unknown) => console.error(error)); // the shop's place-order button stays
    }
    methods.choose();
    form.addEventListener('change', (event) => (event.target as HTMLInputElement).name === 'payment_method' && methods.choose(), { signal });
    return () => {
      controller.abort();
      methods.watch(undefined);
    };
  }, [form, methods]);
  return methods;
}
