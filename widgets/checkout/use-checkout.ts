import { useEffect, useMemo, useRef } from 'react';
import { warmShopHttpFor } from '../../src/core/http/client';
import { useFieldChecks, useRestoreTyped, useTickedSections } from './use-checkout-fields';
import { useOrderFlow } from './use-order-flow';
import { usePaymentMethods } from './use-payment-methods';
import { useTermsDialog } from './use-terms-dialog';

/**
 * WooCommerce's classic checkout on its own markup: field validation on leave and on submit,
 * the order review kept current, the payment method boxes, placing the order, the terms in a
 * dialog. One hook per concern; their change listeners run in the order WooCommerce's
 * checkout.js has them (method, toggles, checks, then the review), so they are called in it.
 */
export function useCheckout(host: HTMLElement, configured: Record<string, string> = {}) {
  // The configured per-field messages, current without restarting the flow.
  const messages = useRef(configured);
  messages.current = configured;
  const form = useMemo(() => host.querySelector<HTMLFormElement>('form.checkout, form#order_review'), [host]);
  const payment = usePaymentMethods(form);
  useTickedSections(form);
  useFieldChecks(form, messages);
  const { reviewAlert, review } = useOrderFlow(host, form, payment, messages);
  useRestoreTyped(form, payment);
  const { terms, closeTerms } = useTermsDialog(form);
  useEffect(() => (form ? warmShopHttpFor(host) : undefined), [host, form]);
  return { reviewAlert, review, terms, closeTerms };
}
