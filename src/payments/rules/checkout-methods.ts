/**
 * Checkout and pay-now payment area (spec §4): which parts show for the selected payment
 * method. One pure function so the whole table is tested in one place; the widget only
 * applies its result to the markup.
 *
 * Reading of the spec's place-order list: each listed case is one where no provider button
 * replaces the shop's place-order button, so these are the cases where it is SHOWN (the
 * plugin's switch sets the button visible under exactly these conditions). Read as "hidden",
 * a free-trial cart with a vaulted wallet email and a chosen saved card would leave the shopper
 * with no button at all, since the wallet area and the card fields are hidden then too.
 *
 * The card method keeps the shop's place-order button in every case (ours, against the plugin,
 * which shows its card fields' own 'Mit Karte bezahlen' instead): § 312j Abs. 3 BGB wants the
 * button that places the order to say 'zahlungspflichtig bestellen', with the order summary
 * directly above it, and the card fields' button sat above the terms and the summary. The
 * card fields pay through the shop's button (widgets/card-fields/README.md).
 */

export const GATEWAY = {
  wallet: 'ppcp-gateway',
  cards: 'ppcp-credit-card-gateway',
  cardButton: 'ppcp-card-button-gateway',
  googlePay: 'ppcp-googlepay',
  applePay: 'ppcp-applepay',
} as const;

export interface PaymentAreaInput {
  /** The checked payment method's id ('' when none). */
  selectedMethod: string;
  isFreeTrialCart: boolean;
  /** vaulted_{wallet}_email is not empty. */
  hasVaultedEmail: boolean;
  /** A saved-card token other than 'new' is chosen. */
  savedCardChosen: boolean;
  /** smartButtonsUsed(url_params.components, context). */
  smartButtonsUsed: boolean;
  /** cardFieldsAvailable(context). */
  cardFieldsAvailable: boolean;
  /** Methods whose own button shows in their own wrapper (separate_buttons ids, device wallets). */
  separateButtonIds: readonly string[];
  providerScriptFailed: boolean;
}

export interface PaymentAreaState {
  placeOrderVisible: boolean;
  vaultedDetailsVisible: boolean;
  walletAreaVisible: boolean;
  cardFieldsVisible: boolean;
  separateButtonVisible: Record<string, boolean>;
  savedCardInputsDisabled: boolean;
}

/** Spec: smart buttons are used when url_params.components contains 'buttons' or in preview. */
export function smartButtonsUsed(components: string | undefined, context: string): boolean {
  return context === 'preview' || (components ?? '').split(',').some((part) => part.trim() === 'buttons');
}

/** Card fields only render at checkout and on the pay-for-order page. */
export function cardFieldsAvailable(context: string): boolean {
  return context === 'checkout' || context === 'pay-now';
}

export function paymentAreaState(input: PaymentAreaInput): PaymentAreaState {
  const wallet = input.selectedMethod === GATEWAY.wallet;
  const cards = input.selectedMethod === GATEWAY.cards;
  const separate = input.separateButtonIds.includes(input.selectedMethod);
  // Methods whose provider button replaces the shop's; not the card fields (see above).
  const ownButton = wallet || separate || input.selectedMethod === GATEWAY.googlePay || input.selectedMethod === GATEWAY.applePay;
  const savedCard = cards && input.savedCardChosen;
  const vaultedFreeTrial = input.isFreeTrialCart && input.hasVaultedEmail;
  const separateButtonVisible: Record<string, boolean> = {};
  for (const id of input.separateButtonIds) separateButtonVisible[id] = id === input.selectedMethod;
  return {
    placeOrderVisible: input.providerScriptFailed || !ownButton || savedCard || (wallet && vaultedFreeTrial) || (wallet && !input.smartButtonsUsed),
    vaultedDetailsVisible: wallet,
    walletAreaVisible: wallet && !vaultedFreeTrial,
    cardFieldsVisible: cards && !input.savedCardChosen && input.cardFieldsAvailable,
    separateButtonVisible,
    savedCardInputsDisabled: savedCard,
  };
}
