/**
 * The wallet provider's payment area on the checkout and pay-for-order page (spec §4 Checkout
 * and pay-now payment area): which of the shop's place-order button, the wallet's button area,
 * the vaulted details, the card fields and the separate buttons show for the chosen method
 * (src/payments/rules/checkout-methods.ts decides). Loaded only on pages that print the
 * wallet's settings, so a checkout without the wallet does not pay for it. The other wallet
 * hook-ins live here for the same reason: Enter while a provider method is chosen, and the
 * order review held during a wallet payment.
 */
import { on } from '../../src/payments/events';
import { cardFieldsAvailable, GATEWAY, paymentAreaState, smartButtonsUsed } from '../../src/payments/rules/checkout-methods';
import { readGatewaySettings } from '../../src/payments/settings';

/** Spec §5: the provider methods with their own button, while which Enter places no order. */
const PROVIDER_METHODS = ['ppcp-gateway', 'ppcp-credit-card-gateway', 'ppcp-card-button-gateway'];

/**
 * Spec §4: a chosen saved card disables the card's number, expiry, CVC and the vault box. The
 * first three are the provider's iframes inside the card fields' wrapper, which is hidden then
 * (out of the tab order and the accessibility tree); the shop's unnamed inputs in their places
 * stay as printed (disabled: they never take a card). The vault box is disabled here.
 */
const VAULT_BOX = '#wc-ppcp-credit-card-gateway-new-payment-method';

const SAVED_CARD = 'wc-ppcp-credit-card-gateway-payment-token';

export interface PaymentArea {
  apply(method: string): void;
  /** Holds `reviewed` while a wallet payment of this form is in flight (true), to run it when that ends. */
  hold(reviewed: () => void): boolean;
  stop(): void;
}

export function watchPaymentArea(form: HTMLFormElement): PaymentArea {
  const settings = readGatewaySettings(window);
  let scriptFailed = false;
  let method = '';
  const show = (selector: string, shown: boolean) => {
    for (const element of form.querySelectorAll<HTMLElement>(selector)) element.hidden = !shown;
  };
  const apply = (chosen: string) => {
    method = chosen;
    if (!settings) return;
    const separate = Object.values(settings.separate_buttons);
    const state = paymentAreaState({
      selectedMethod: chosen,
      isFreeTrialCart: settings.is_free_trial_cart,
      hasVaultedEmail: !!settings.vaulted_paypal_email,
      savedCardChosen: !!form.querySelector(`select[name="saved_credit_card"], input[name="${SAVED_CARD}"]:checked:not([value="new"])`),
      smartButtonsUsed: smartButtonsUsed(settings.url_params.components, settings.context),
      cardFieldsAvailable: cardFieldsAvailable(settings.context),
      separateButtonIds: separate.map((button) => button.id),
      providerScriptFailed: scriptFailed,
    });
    show('#place_order, button[name="woocommerce_checkout_place_order"]', state.placeOrderVisible);
    show('sf-wallet-buttons', state.walletAreaVisible);
    show('#ppcp-vaulted-paypal-details', state.vaultedDetailsVisible);
    for (const button of separate) show(button.wrapper, state.separateButtonVisible[button.id] ?? false);
    // The card fields (widgets/card-fields): hidden while a saved card pays or where they do not
    // render; the vault box disabled while a saved card is chosen.
    show(settings.hosted_fields.wrapper, state.cardFieldsVisible || chosen !== GATEWAY.cards);
    for (const input of form.querySelectorAll<HTMLInputElement>(VAULT_BOX)) input.disabled = state.savedCardInputsDisabled;
  };
  // Spec §4: the provider script failing gives the shopper the shop's button back.
  const stopFailed = on('sf:wallet-script-failed', () => {
    scriptFailed = true;
    apply(method);
  });
  // Spec §5: Enter in a field does not place the order while a provider method is chosen
  // (its own button pays); the shop's methods keep WooCommerce's Enter.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).localName === 'input' && PROVIDER_METHODS.includes(method)) event.preventDefault();
  };
  const listening = new AbortController();
  form.addEventListener('keydown', onKeyDown, { signal: listening.signal });
  // Spec §4: the saved-card choice resets to its first option on load, and each choice applies.
  const firstToken = form.querySelector<HTMLInputElement>(`input[name="${SAVED_CARD}"]`);
  if (firstToken) firstToken.checked = true;
  const onTokenChange = (event: Event) => (event.target as HTMLInputElement).name === SAVED_CARD && apply(method);
  form.addEventListener('change', onTokenChange, { signal: listening.signal });
  // A new payment area would take the wallet's buttons, and its popup, away mid-payment: the
  // review waits until that payment is over (the table stays marked as updating).
  let paying = false;
  let held: (() => void) | undefined;
  const stopBusy = on('sf:wallet-busy', ({ busy }, event) => {
    // Busy only from this form's buttons; the end from anywhere (a removed area says it on the page).
    if (busy && !form.contains(event.target as Node)) return;
    paying = busy;
    const run = busy ? undefined : held;
    if (!busy) held = undefined;
    run?.();
  });
  return {
    apply,
    hold(reviewed) {
      if (paying) held = reviewed;
      return paying;
    },
    stop() {
      stopFailed();
      stopBusy();
      listening.abort();
    },
  };
}
