import { useEffect, type RefObject } from 'react';
import { emitOn, on } from '../../src/checkout/events';
import { markAll, markField, markTerms, showTicked, shownFields, TERMS, TYPED_KEY } from './checkout-dom';
import type { PaymentMethods } from './use-payment-methods';

/**
 * Field checks as WooCommerce's checkout.js makes them: a field when it is left, a select or
 * checkbox when it changes, the postcode again when its country changes (another rule). The
 * wallet's buttons ask before their popup opens: the fields and terms are marked and the
 * messages answered in the event, synchronously (validation before the popup).
 */
export function useFieldChecks(form: HTMLFormElement | null, messages: RefObject<Record<string, string>>): void {
  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const { signal } = controller;
    const validate = (target: EventTarget | null) => {
      const field = shownFields(form).find(({ control }) => control === target);
      if (field) markField(form, field.row, field.control, messages.current);
      else if (target === form.querySelector(TERMS)) markTerms(form);
    };
    form.addEventListener('focusout', (event) => validate(event.target), { signal });
    form.addEventListener(
      'change',
      (event) => {
        const target = event.target as HTMLInputElement;
        if (target.localName === 'select' || target.type === 'checkbox') validate(target);
        // A country change makes the postcode's rule another one.
        if (/_country$/.test(target.name)) {
          const postcode = form.querySelector<HTMLInputElement>(`[name="${target.name.replace(/country$/, 'postcode')}"]`);
          if (postcode?.value) validate(postcode);
        }
      },
      { signal },
    );
    const stopWalletValidation = on('sf:validate-checkout', (detail, event) => {
      if (form.contains(event.target as Node)) detail.errors = markAll(form, messages.current);
    });
    return () => {
      controller.abort();
      stopWalletValidation();
    };
  }, [form, messages]);
}

/** WooCommerce's toggles: the shipping address and the new account's fields show only while ticked. */
export function useTickedSections(form: HTMLFormElement | null): void {
  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const toggles = [form.querySelector('input[name="ship_to_different_address"]'), form.querySelector('input[name="createaccount"]')].filter(Boolean);
    showTicked(form);
    form.addEventListener('change', (event) => toggles.includes(event.target as Element) && showTicked(form), { signal: controller.signal });
    return () => controller.abort();
  }, [form]);
}

/** Values kept for this page before a reload (typed.lazy.ts)? */
function kept(): boolean {
  try {
    return sessionStorage.getItem(TYPED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Back from a reload the shop asked for: the values as they were, and a review for them. */
export function useRestoreTyped(form: HTMLFormElement | null, payment: PaymentMethods): void {
  useEffect(() => {
    if (!form || !kept()) return;
    void import('./typed.lazy').then((typed) => {
      if (!typed.restoreTyped(form)) return;
      payment.choose();
      showTicked(form);
      emitOn(form, 'sf:update-checkout', {});
    });
  }, [form, payment]);
}
