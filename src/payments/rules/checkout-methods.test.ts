// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardFieldsAvailable, GATEWAY, paymentAreaState, smartButtonsUsed, type PaymentAreaInput, type PaymentAreaState } from './checkout-methods';

const base: PaymentAreaInput = {
  selectedMethod: GATEWAY.wallet,
  isFreeTrialCart: false,
  hasVaultedEmail: false,
  savedCardChosen: false,
  smartButtonsUsed: true,
  cardFieldsAvailable: true,
  separateButtonIds: [GATEWAY.cardButton],
  providerScriptFailed: false,
};
type Row = [string, Partial<PaymentAreaInput>, Omit<PaymentAreaState, 'separateButtonVisible'> & { separate: boolean }];
const state = (place: boolean, vaulted: boolean, wallet: boolean, cards: boolean, separate: boolean, disabled: boolean) => ({
  placeOrderVisible: place,
  vaultedDetailsVisible: vaulted,
  walletAreaVisible: wallet,
  cardFieldsVisible: cards,
  separate,
  savedCardInputsDisabled: disabled,
});

describe('paymentAreaState', () => {
  it.each<Row>([
    //                                                                               place  vault  wallet cards  sep    disabled
    ['wallet selected, buttons used', {}, state(false, true, true, false, false, false)],
    ['wallet, smart buttons not used', { smartButtonsUsed: false }, state(true, true, true, false, false, false)],
    ['wallet, free trial with vaulted email', { isFreeTrialCart: true, hasVaultedEmail: true }, state(true, true, false, false, false, false)],
    ['wallet, free trial without vaulted email', { isFreeTrialCart: true }, state(false, true, true, false, false, false)],
    ['wallet, vaulted email without free trial', { hasVaultedEmail: true }, state(false, true, true, false, false, false)],
    ["cards, new card: paid with the shop's button (§ 312j BGB)", { selectedMethod: GATEWAY.cards }, state(true, false, false, true, false, false)],
    ['cards, saved card chosen', { selectedMethod: GATEWAY.cards, savedCardChosen: true }, state(true, false, false, false, false, true)],
    ['cards outside checkout/pay-now', { selectedMethod: GATEWAY.cards, cardFieldsAvailable: false }, state(true, false, false, false, false, false)],
    ['saved card chosen but wallet selected', { savedCardChosen: true }, state(false, true, true, false, false, false)],
    ['separate card button', { selectedMethod: GATEWAY.cardButton }, state(false, false, false, false, true, false)],
    ['card button not configured as separate', { selectedMethod: GATEWAY.cardButton, separateButtonIds: [] }, state(true, false, false, false, false, false)],
    ['device wallet', { selectedMethod: GATEWAY.googlePay }, state(false, false, false, false, false, false)],
    ["shop's own method (cash on delivery)", { selectedMethod: 'cod' }, state(true, false, false, false, false, false)],
    ['voucher gateway of the provider uses place order', { selectedMethod: 'ppcp-oxxo-gateway' }, state(true, false, false, false, false, false)],
    ['nothing selected', { selectedMethod: '' }, state(true, false, false, false, false, false)],
    ['provider script failed, wallet selected', { providerScriptFailed: true }, state(true, true, true, false, false, false)],
    ['provider script failed, card button', { selectedMethod: GATEWAY.cardButton, providerScriptFailed: true }, state(true, false, false, false, true, false)],
  ])('%s', (_name, input, expected) => {
    const { separate, ...rest } = expected;
    expect(paymentAreaState({ ...base, ...input })).toEqual({
      ...rest,
      separateButtonVisible: Object.fromEntries((input.separateButtonIds ?? base.separateButtonIds).map((id) => [id, separate && id === (input.selectedMethod ?? base.selectedMethod)])),
    });
  });

  it('shows only the selected one of several separate buttons', () => {
    expect(paymentAreaState({ ...base, selectedMethod: GATEWAY.applePay, separateButtonIds: [GATEWAY.cardButton, GATEWAY.applePay] }).separateButtonVisible).toEqual({
      [GATEWAY.cardButton]: false,
      [GATEWAY.applePay]: true,
    });
  });
});

describe('smartButtonsUsed / cardFieldsAvailable', () => {
  it.each<[string | undefined, string, boolean]>([
    ['buttons,messages', 'cart', true],
    ['messages, buttons', 'cart', true],
    ['messages', 'cart', false],
    ['buttons-extra', 'checkout', false],
    [undefined, 'checkout', false],
    [undefined, 'preview', true],
  ])('components %s in %s → %s', (components, context, expected) => expect(smartButtonsUsed(components, context)).toBe(expected));

  it.each([
    ['checkout', true],
    ['pay-now', true],
    ['cart', false],
    ['product', false],
    ['mini-cart', false],
  ])('card fields in %s → %s', (context, expected) => expect(cardFieldsAvailable(context)).toBe(expected));
});
