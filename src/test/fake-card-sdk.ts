/**
 * A stand-in for the provider's card fields (CardFields of src/payments/sdk-types.ts) for
 * element tests and stories: a box per field where the iframe would be, the fields' state and
 * the confirm's answer set by the caller. The demo shop's fake on the second origin is the one
 * browsers meet (demo-server/third-party/provider/).
 */
import type { CardFieldsOptions, CardFieldsState, ProviderNamespace } from '../payments/sdk-types';
import { checkoutPage } from './checkout-html';

/**
 * The tests' checkout with the card gateway and its box, `cardBox` as the shop prints it (the
 * tests and stories pass the demo shop's, demo-server/payments/card-form.ts: src/ never imports
 * the demo shop).
 */
export const cardCheckoutPage = (cardBox: string) =>
  checkoutPage().replace(
    '</ul><div class="form-row place-order">',
    `<li class="wc_payment_method payment_method_ppcp-credit-card-gateway"><input id="payment_method_ppcp-credit-card-gateway" type="radio" class="input-radio" name="payment_method" value="ppcp-credit-card-gateway"><label for="payment_method_ppcp-credit-card-gateway">Kredit- oder Debitkarte</label><div class="payment_box payment_method_ppcp-credit-card-gateway">${cardBox}</div></li></ul><div class="form-row place-order">`,
  );

/** A stand-in for the provider's CardFields: divs for iframes, the state and the confirm's answer set by the test. */
export function fakeCardSdk() {
  let state: CardFieldsState = { cards: [], fields: {}, isFormValid: false };
  const made: { options?: CardFieldsOptions; submits: Array<Record<string, unknown> | undefined>; confirm: 'approve' | 'decline' | 'network' } = { submits: [], confirm: 'approve' };
  const namespace = {
    CardFields(options: CardFieldsOptions) {
      made.options = options;
      const field = (type: string) => (opts?: { label?: string }) => ({
        render(container: HTMLElement) {
          const frame = document.createElement('div');
          frame.className = 'fake-card-field';
          frame.dataset.type = type;
          frame.title = opts?.label ?? '';
          frame.textContent = `${opts?.label ?? type} (Feld des Anbieters)`;
          frame.setAttribute('style', 'border:1px solid #767676;border-radius:3px;padding:10px;color:#444');
          container.append(frame);
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      });
      return {
        isEligible: () => true,
        NumberField: field('number'),
        ExpiryField: field('expiry'),
        CVVField: field('cvv'),
        getState: () => Promise.resolve(state),
        async submit(data?: Record<string, unknown>) {
          made.submits.push(data);
          const orderID = await options.createOrder();
          if (made.confirm === 'decline') throw Object.assign(new Error('declined'), { details: [{ issue: 'INSTRUMENT_DECLINED' }] });
          if (made.confirm === 'network') throw Object.assign(new Error('Failed to fetch'), { name: 'NETWORK_ERROR' });
          await options.onApprove({ orderID });
        },
      };
    },
  } as unknown as ProviderNamespace;
  /** The fields' state changes; `reported` false: its event has not reached the page yet (only getState knows). */
  const type = (cardType: string | undefined, valid = true, empty = false, reported = true) => {
    const field = { isValid: valid, isEmpty: empty };
    state = { cards: cardType ? [{ type: cardType }] : [], fields: { cardNumberField: field, cardCvvField: field, cardExpiryField: field }, isFormValid: valid };
    if (reported) made.options!.inputEvents!.onChange!(state);
  };
  return { namespace, made, type };
}
