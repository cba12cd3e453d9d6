/**
 * The wallet provider's payment area on the checkout and pay-for-order page (spec §4 Checkout
 * and pay-now payment area): which of the shop's place-order button, the wallet's button area,
 * the vaulted details, the card fields and the separate buttons show for the chosen method
 * (src/payments/rules/checkout-methods.ts decides). Loaded only on pages that print the
 * wallet's settings, so a checkout without the wallet does not pay for it.
 */
import { on } from '../../src/payments/flows/events';
import { cardFieldsAvailable, paymentAreaState, smartButtonsUsed } from '../../src/payments/rules/checkout-methods';
import { readGatewaySettings } from '../../src/payments/settings';

export function watchPaymentArea(form: HTMLFormElement): { apply(method: string): void; stop(): void } {
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
      savedCardChosen: !!form.querySelector('select[name="saved_credit_card"], input[name="wc-ppcp-credit-card-gateway-payment-token"]:checked:not([value="new"])'),
      smartButtonsUsed: smartButtonsUsed(settings.url_params.components, settings.context),
      cardFieldsAvailable: cardFieldsAvailable(settings.context),
      separateButtonIds: separate.map((button) => button.id),
      providerScriptFailed: scriptFailed,
    });
    show('#place_order, button[name="woocommerce_checkout_place_order"]', state.placeOrderVisible);
    show('sf-wallet-buttons', state.walletAreaVisible);
    show('#ppcp-vaulted-paypal-details', state.vaultedDetailsVisible);
    for (const button of separate) show(button.wrapper, state.separateButtonVisible[button.id] ?? false);
  };
  // Spec §4: the provider script failing gives the shopper the shop's button back.
  const stopFailed = on('sf:wallet-script-failed', () => {
    scriptFailed = true;
    apply(method);
  });
  return { apply, stop: stopFailed };
}
