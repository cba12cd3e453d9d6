import { useEffect } from 'react';
import { whenNear } from '../../src/payments/near';
import { emit } from '../../src/payments/events';
import { genericPaymentError, PAYMENT_TEXTS, t } from '../../src/payments/i18n';
import { cardFieldsAvailable } from '../../src/payments/rules/checkout-methods';
import type { Payer } from '../../src/payments/flows/payer';
import type { CardField, CardFieldFactory, CardFieldsComponent } from '../../src/payments/sdk-types';
import { readGatewaySettings, type GatewaySettings } from '../../src/payments/settings';
import { cardCheckMessage, cardContingencies, cardFieldsStatus, cardholderName, cardSubmitOutcome, cardTypeClass, type CardFieldsSnapshot, type CardLabels } from './rules';

/** The wallet's provider module (its SDK loader, client token and checkout flow), loaded with the provider script. */
type ProviderModule = typeof import('../../src/payments/flows/wallet-flow.lazy');

/** The card fields' containers the shop prints (demo-server/payments/card-form.ts), by the SDK's field. */
const SLOTS = [
  ['card-number', 'NumberField', 'credit_card_number'],
  ['card-expiry', 'ExpiryField', 'mm_yy'],
  ['card-cvc', 'CVVField', 'cvv'],
] as const;

/** Spec §4: a saved card other than 'new' pays with the shop's place-order button. */
const SAVED_TOKEN = 'input[name="wc-ppcp-credit-card-gateway-payment-token"]:checked';

/** The shop's place-order button ('Zahlungspflichtig bestellen'), which pays with a new card too (§ 312j BGB). */
const PLACE_ORDER = '#place_order, button[name="woocommerce_checkout_place_order"]';
const CARD_METHOD = 'input[name="payment_method"][value="ppcp-credit-card-gateway"]';

export function useCardFields(host: HTMLElement) {
  useEffect(() => {
    const settings = readGatewaySettings(window);
    // Spec §4: card fields only render at the checkout and on the pay-for-order page.
    if (!settings || !cardFieldsAvailable(settings.context)) return;
    return showCardFields(host, settings);
  }, [host]);
}

/**
 * The card fields in the shop's containers, paid with the shop's place-order button (spec §4
 * Card fields, §5, §8; § 312j BGB): the provider script loads when the box is near or used; a
 * click on 'Zahlungspflichtig bestellen' while a new card is to pay checks the fields (empty,
 * card not taken, not valid), then the checkout's own checks and one payment at a time through
 * the wallet's checkout flow (save form, early validation, create_order with funding source
 * card, the provider confirms the card, approve_order, the shop's place-order). The plugin's
 * own button 'Mit Karte bezahlen' sat above the terms and the order summary: it is hidden.
 */
function showCardFields(host: HTMLElement, settings: GatewaySettings): (() => void) | undefined {
  const form = host.closest('form');
  const wrapper = host.querySelector<HTMLElement>(settings.hosted_fields.wrapper);
  if (!form || !wrapper) return;
  const ownButton = wrapper.querySelector<HTMLButtonElement>('.ppcp-dcc-order-button');
  if (ownButton) ownButton.hidden = true;
  const generic = genericPaymentError(settings.labels.error.generic);
  const configured = settings.hosted_fields.labels;
  const labels: CardLabels = {
    fields_empty: configured.fields_empty || t(PAYMENT_TEXTS.fieldsEmpty),
    fields_not_valid: configured.fields_not_valid || t(PAYMENT_TEXTS.fieldsNotValid),
    card_not_supported: configured.card_not_supported || t(PAYMENT_TEXTS.cardNotSupported),
  };
  const abort = new AbortController();
  let stopped = false;
  let provider: ProviderModule | null = null;
  let flow: ReturnType<ProviderModule['startWalletFlow']> | null = null;
  let component: CardFieldsComponent | null = null;
  const rendered: CardField[] = [];
  const fieldBySlot = new Map<string, CardField>();
  let snapshot: CardFieldsSnapshot = {};
  let typeClass = '';
  let loading: Promise<void> | null = null;
  let paying = false;

  const slot = (name: string) => wrapper.querySelector<HTMLElement>(`[data-card-field="${name}"]`);
  /** The provider's state after each change; the number's container carries the card type's class (spec §9). */
  const follow = (state: CardFieldsSnapshot) => {
    snapshot = state;
    const type = state.cards?.[0]?.type;
    const next = type ? cardTypeClass(type) : '';
    if (next === typeClass) return;
    const number = slot('card-number');
    if (typeClass) number?.classList.remove(typeClass);
    if (next) number?.classList.add(next);
    typeClass = next;
  };

  async function load(): Promise<void> {
    const loaded = await import('../../src/payments/flows/wallet-flow.lazy');
    if (stopped) return;
    provider = loaded;
    flow = loaded.startWalletFlow({ host, settings, context: settings.context === 'pay-now' ? 'pay-now' : 'checkout', form, resume: false, reloadButtons: () => {} });
    const sdk = await loaded.loadProviderSdk(settings, {
      clientToken: () =>
        loaded.clientToken(settings, (url, body) =>
          loaded.sendPaymentRequest({ url, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, { signal: abort.signal }),
        ),
    });
    if (stopped) return;
    if (typeof sdk.CardFields !== 'function') throw new Error('The provider script has no card fields (components=card-fields).');
    const callbacks = flow.callbacks('card');
    const fields = sdk.CardFields({
      createOrder: () => callbacks.createOrder!({}, { order: { create: () => Promise.reject(new Error('not used')) } }),
      onApprove: (data) => callbacks.onApprove!({ orderID: data.orderID }, undefined as never),
      // Failures are the submit's (below); the SDK reports them here too.
      onError: () => {},
      inputEvents: { onChange: follow, onBlur: follow, onFocus: follow, onInputSubmitRequest: () => void pay() },
    });
    if (!fields.isEligible()) throw new Error('The card fields are not eligible.');
    for (const [name, factory, label] of SLOTS) {
      const container = slot(name);
      if (!container) continue;
      const text = form!
        .querySelector(`label[for="${container.querySelector('input')?.id ?? ''}"]`)
        ?.textContent?.replace(/\s*\*\s*$/, '')
        .trim();
      const field = (fields[factory] as CardFieldFactory)({ label: text || settings.hosted_fields.labels[label] || name, placeholder: settings.hosted_fields.labels[label] });
      // The shop's input stays in the markup (it has no name: nothing of a card is posted), hidden.
      const input = container.querySelector('input');
      if (input) input.hidden = true;
      await field.render(container);
      rendered.push(field);
      fieldBySlot.set(name, field);
      if (stopped) return;
    }
    component = fields;
  }
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      console.error(error);
      // Spec §4: the provider script failing gives the shopper the shop's place-order button back.
      if (!stopped) emit('sf:wallet-script-failed', { message: error instanceof Error ? error.message : String(error) });
      throw error;
    });
    return loading;
  };

  const showError = (message: string) => provider?.showErrorList(host, [message]);

  /** A new card pays now: the card method chosen, no saved card, the fields shown. */
  const newCardPays = () => {
    const token = form.querySelector<HTMLInputElement>(SAVED_TOKEN)?.value;
    return !!form.querySelector<HTMLInputElement>(CARD_METHOD)?.checked && (!token || token === 'new') && !wrapper.hidden && host.isConnected;
  };

  async function pay() {
    // One click is one payment: clicks while one is checked or in flight do nothing.
    if (paying) return;
    paying = true;
    const button = form!.querySelector<HTMLElement>(PLACE_ORDER);
    button?.setAttribute('aria-disabled', 'true');
    try {
      await start().catch(() => undefined);
      if (!component || !flow || stopped) {
        if (!stopped) showError(generic);
        return;
      }
      // The fields' latest state (a change reported by an iframe may not have arrived yet).
      follow(await component.getState().catch(() => snapshot));
      const message = cardCheckMessage(cardFieldsStatus(snapshot, settings.hosted_fields.valid_cards), labels, generic);
      if (message) {
        showError(message);
        return;
      }
      // The checkout's required fields and terms (and a payment already in flight) stop it here.
      const callbacks = flow.callbacks('card');
      let accepted = false;
      await callbacks.onClick!({ fundingSource: 'card' }, { resolve: () => void (accepted = true), reject: () => undefined });
      if (!accepted) return;
      const value = (name: string) => form!.querySelector<HTMLInputElement>(`[name="billing_${name}"]`)?.value ?? '';
      await component
        .submit({
          cardholderName: cardholderName(settings.payer as Payer | null, { first_name: value('first_name'), last_name: value('last_name') }),
          ...(cardContingencies(settings.hosted_fields.contingency) ? { contingencies: cardContingencies(settings.hosted_fields.contingency) } : {}),
        })
        .catch((error: unknown) => {
          const outcome = cardSubmitOutcome(error);
          if (outcome.kind === 'shown') return;
          console.error(error);
          // The payment ends here: the form unblocked, a new click makes a new attempt.
          void callbacks.onCancel?.({ orderID: '' });
          showError(outcome.kind === 'declined' ? t(PAYMENT_TEXTS.cardDeclined) : outcome.kind === 'not-valid' ? labels.fields_not_valid : generic);
        });
    } finally {
      paying = false;
      // Placing now (sf-checkout marks the button while the shop is asked) or not: the state is the checkout's.
      if (form!.getAttribute('aria-busy') !== 'true') button?.removeAttribute('aria-disabled');
    }
  }
  // The shop's button pays with a new card: its click (Enter on it, a tap) runs the card payment
  // instead of the form's submit; the flow then submits the form itself (requestSubmit, no click).
  const onPlaceOrder = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(PLACE_ORDER) || !newCardPays()) return;
    event.preventDefault();
    void pay();
  };
  form.addEventListener('click', onPlaceOrder);
  // The labels name the provider's fields: a click on one focuses its field.
  const focusField = (event: MouseEvent) => {
    const label = (event.target as Element).closest?.('label');
    const name = label && SLOTS.find(([name]) => label.htmlFor && slot(name)?.querySelector(`#${CSS.escape(label.htmlFor)}`))?.[0];
    const field = name ? fieldBySlot.get(name) : undefined;
    if (!field?.focus) return;
    event.preventDefault();
    field.focus();
  };
  wrapper.addEventListener('click', focusField);
  const stopNear = whenNear(host, () => void start().catch(() => undefined));

  return () => {
    stopped = true;
    stopNear();
    abort.abort();
    form.removeEventListener('click', onPlaceOrder);
    if (ownButton) ownButton.hidden = false;
    wrapper.removeEventListener('click', focusField);
    flow?.stop();
    for (const field of rendered)
      Promise.resolve()
        .then(() => field.close?.())
        .catch(() => {});
    Promise.resolve()
      .then(() => component?.close?.())
      .catch(() => {});
    for (const [name] of SLOTS) {
      const input = slot(name)?.querySelector('input');
      if (input) input.hidden = false;
    }
    if (typeClass) slot('card-number')?.classList.remove(typeClass);
  };
}
