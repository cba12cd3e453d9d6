/**
 * The provider buttons' callbacks, driving the order flows (order-flow.ts, checkout-flow.ts):
 * each SDK callback becomes an event, each effect a call to the shop
 * (src/payments/provider/contracts.ts) or a change of the page. One flow per area, shared by all
 * its funding-source buttons, so one payment is in flight per area at a time.
 * Imported only with import(): the wallet buttons and the card fields load it (the flows'
 * chunk) when they load the provider's script, which it brings with it (src/payments/provider/:
 * its loader, the client token, the shop's endpoints). Nobody pays before the buttons are drawn.
 */
export { clientToken } from '../provider/client-token';
export { ajaxRequest, parseSimulateCart, sendPaymentRequest } from '../provider/contracts';
export { loadProviderSdk } from '../provider/script-loader';
/** The card fields (widgets/card-fields) show their errors where the flow shows its own. */
export { showErrorList } from './wallet-notices';
import { navigate } from '../../core/element/navigate';
import { removeFromCart } from '../../cart/contracts';
import { startMachine } from '../../core/machine';
import { emit, emitOn, on } from '../events';
import { PAYMENT_TEXTS, t } from '../i18n';
import { checkoutFlow, initialCheckoutFlow, type CheckoutFlowEvent, type CheckoutFlowPort, type CheckoutNotice } from './checkout-flow';
import { initialOrderFlow, orderFlow, type OrderFlowEvent, type OrderFlowPort } from './order-flow';
import type { ShopAnswer } from './approval';
import {
  ajaxRequest,
  parseAcknowledged,
  parseApproveOrder,
  parseChangeCart,
  parseCreateOrder,
  parseStoreCart,
  sendPaymentRequest,
  storeRequest,
  type EndpointConfig,
  type PaymentContext,
  type PaymentResult,
  type ProductLine,
  type PurchaseUnit,
} from '../provider/contracts';
import type { ButtonsOptions, OnApproveActions, ShippingChangeActions } from '../sdk-types';
import type { GatewaySettings } from '../settings';
import { GATEWAY } from '../rules/checkout-methods';
import { payerFrom, type BillingFields } from './payer';
import { cleanResumeHash } from '../rules/resume-flow';
import { clearNotices, showErrorList, showShopNotices, writeHidden } from './wallet-notices';

export interface FlowPage {
  host: HTMLElement;
  settings: GatewaySettings;
  context: PaymentContext;
  /** Product page: form.cart; checkout: form.checkout; pay-now: form#order_review. */
  form: HTMLFormElement | null;
  resume: boolean;
  /** Render the buttons anew (resume flow, after errors). */
  reloadButtons(): void;
  /** The product form as cart lines (product page: change_cart), read by the buttons' widget. */
  productLines?(): ProductLine[];
  /** The payment in flight ended (the flow is idle again): a redraw held back for it can run now. */
  settled?(): void;
}

type Callbacks = Pick<ButtonsOptions, 'onClick' | 'createOrder' | 'onApprove' | 'onCancel' | 'onError' | 'onShippingAddressChange' | 'onShippingOptionsChange'>;

const failure = (message: string) => ({ ok: false as const, message });
/** A refusal's or failure's message for the log and the thrown error. */
const messageOf = (result: PaymentResult<unknown>) => (result.kind === 'ok' ? '' : result.message);

/** Starts the area's flow; returns the callbacks every button of the area gets, and stop. */
export function startWalletFlow(page: FlowPage): { callbacks(source: string): Callbacks; idle(): boolean; stop(): void } {
  const { host, settings, context, form } = page;
  const abort = new AbortController();
  const generic = () => settings.labels.error.generic || t(PAYMENT_TEXTS.generic);
  const bnCode = settings.bn_codes[context] ?? '';

  async function call<D>(config: EndpointConfig | null, body: object, parse: (answer: Awaited<ReturnType<typeof sendPaymentRequest>>) => PaymentResult<D>): Promise<PaymentResult<D>> {
    if (!config) return { kind: 'failed', ok: false, reason: 'http', message: 'The endpoint is not configured.' };
    return parse(await sendPaymentRequest(ajaxRequest(config, body), { signal: abort.signal }));
  }
  const answerOf = <D, T extends object>(result: PaymentResult<D>, ok: (data: D) => T): ShopAnswer<T> => {
    if (result.kind === 'ok') return { ok: true, ...ok(result.data) };
    if (result.kind === 'refused') return { ok: false, message: result.message, refused: true, ...(result.code !== undefined ? { code: result.code } : {}) };
    return failure(result.message);
  };

  // The SDK's pending promises: createOrder's order id, onApprove's settling, onClick's answer.
  let order: { resolve(id: string): void; reject(error: Error): void } | null = null;
  let approval: { actions: OnApproveActions; done(): void } | null = null;
  let clickAnswer = false;
  let approvalSent = false;
  let purchaseUnits: PurchaseUnit[] = [];
  const settleApproval = () => {
    approval?.done();
    approval = null;
  };

  const shared = {
    answerClick: (accepted: boolean) => (clickAnswer = accepted),
    clearErrors: () => clearNotices(host),
    resolveOrder(orderId: string) {
      order?.resolve(orderId);
      order = null;
    },
    showErrors: (messages: string[]) => void showErrorList(host, messages),
    showGenericError: () => void showErrorList(host, [generic()]),
    restart() {
      const actions = approval?.actions;
      settleApproval();
      // §8: the generic error again when the restart itself fails.
      Promise.resolve()
        .then(() => actions?.restart())
        .catch((error: unknown) => {
          console.error('The payment could not be restarted.', error);
          send({ type: 'restart-failed' });
        });
    },
    reloadButtons: () => page.reloadButtons(),
    cleanResumeHash() {
      history.replaceState(history.state, '', `${location.pathname}${location.search}${cleanResumeHash(location.hash)}`);
    },
    approveOrder(request: number, orderId: string, source: string) {
      approvalSent = true;
      // §7: false only with vaulting on and the peer-to-peer wallet; the payer only when true.
      const createOrder = !(settings.vaultingEnabled && source === 'venmo');
      void call(
        settings.ajax.approve_order,
        {
          order_id: orderId,
          funding_source: source,
          should_create_wc_order: createOrder,
          ...(createOrder ? { payer: payer() } : {}),
        },
        parseApproveOrder,
      ).then((result) => {
        if (result.kind !== 'ok') console.error('The payment could not be approved:', messageOf(result));
        send({ type: 'approved', request, answer: answerOf(result, (data) => ({ orderReceivedUrl: data.order_received_url })) });
        settleApproval();
      });
    },
  };

  /**
   * Spec §3 Payer: the session's payer details (printed for a logged-in customer), the billing
   * fields the shopper filled (checkout, pay-for-order form) overriding them. A guest on a page
   * without billing fields (product, cart, mini-cart) sends null.
   */
  const payer = () => {
    const fields: Record<string, string> = {};
    if (form) for (const [name, value] of new FormData(form)) if (name.startsWith('billing_') && typeof value === 'string') fields[name] = value;
    return payerFrom(settings.payer, fields as BillingFields);
  };
  const createBody = (source: string) => ({
    purchase_units: purchaseUnits,
    payer: payer(),
    bn_code: bnCode,
    payment_method: GATEWAY.wallet,
    funding_source: source,
    context,
  });

  /** On the area (the checkout holds its reviews while busy); from a removed area, on the page. */
  const announceBusy = (busy: boolean) => (host.isConnected ? emitOn(host, 'sf:wallet-busy', { busy }) : emit('sf:wallet-busy', { busy }));
  /** The flow's phase as committed: re-renders wait while a payment is in flight. */
  let phase = 'idle';
  const tracked =
    <S extends { phase: string }, E, X>(transition: (state: S, event: E) => { state: S; effects: X[] }) =>
    (state: S, event: E) => {
      const step = transition(state, event);
      const busy = step.state.phase !== 'idle';
      if (busy !== (phase !== 'idle'))
        queueMicrotask(() => {
          announceBusy(busy);
          if (!busy) page.settled?.();
        });
      phase = step.state.phase;
      return step;
    };
  /**
   * The SDK's ask for an order that the flow no longer serves (it went back to idle, or stopped,
   * before the order was made; or a newer ask replaced it) is refused: the SDK then closes the
   * popup it opened on its loading page and reports the error, which the flow shows. Left
   * pending, the popup would wait there for an order that never comes.
   */
  const dropOrder = (why: string) => {
    const pending = order;
    order = null;
    pending?.reject(new Error(why));
  };
  // Each area runs one of the two flows; the callbacks send both kinds of events.
  let send: (event: OrderFlowEvent | CheckoutFlowEvent) => void;
  let stopFlow: () => void;
  if (context === 'checkout' || context === 'pay-now') {
    const formEncoded = () => (form ? new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString() : '');
    const port: CheckoutFlowPort = {
      ...shared,
      failOrder(type, message) {
        order?.reject(Object.assign(new Error(message), { type }));
        order = null;
      },
      writeFundingSource: (source) => form && writeHidden(form, 'ppcp-funding-source', source),
      showNotice: (notice: CheckoutNotice) => void ('html' in notice ? showShopNotices(host, notice.html) : showErrorList(host, notice.errors)),
      checkoutError: () => emit('sf:checkout-error', { messages: host.ownerDocument.querySelector('.sf-wallet-notices')?.outerHTML ?? '' }),
      submitForm: () => form?.requestSubmit(),
      block(on) {
        form?.classList.toggle('processing', on);
        if (on) form?.setAttribute('aria-busy', 'true');
        else form?.removeAttribute('aria-busy');
      },
      saveForm(request) {
        void call(settings.ajax.save_checkout_form, { form_encoded: formEncoded() }, parseAcknowledged).then((result) => {
          // §4 step 3: a failed save is only logged.
          if (result.kind !== 'ok') console.error('The checkout form could not be saved:', messageOf(result));
          send({ type: 'saved', request });
        });
      },
      validateForm(request) {
        void call(settings.ajax.validate_checkout, { form_encoded: formEncoded() }, parseAcknowledged).then((result) => {
          const answer =
            result.kind === 'ok'
              ? { ok: true as const, errors: [], refresh: false }
              : result.kind === 'refused'
                ? { ok: true as const, errors: result.errors.length ? result.errors : [result.message || generic()], refresh: result.refresh }
                : failure(result.message);
          send({ type: 'validated', request, answer });
        });
      },
      updateCheckout: () => emit('sf:update-checkout', {}),
      createOrder(request, source) {
        const body = {
          ...createBody(source),
          form_encoded: formEncoded(),
          // Spec §7: at checkout too; the shop's own 0 outside the pay-for-order page, as its script sends it.
          order_id: settings.order_id || '0',
          createaccount: !!form?.querySelector<HTMLInputElement>('input[name="createaccount"]')?.checked,
          save_payment_method: false,
        };
        void call(settings.ajax.create_order, body, parseCreateOrder).then((result) => {
          if (result.kind === 'ok') return send({ type: 'created', request, answer: { ok: true, orderId: result.data.id, customId: result.data.custom_id } });
          // §8 Create order failure (checkout): the shop's list, else errors, else details, else its message.
          let notice: CheckoutNotice = { errors: [result.message || generic()] };
          if (result.kind === 'refused') {
            if (result.messages) notice = { html: result.messages };
            else if (result.errors.length) notice = { errors: result.errors };
            else if (result.details.length) notice = { errors: result.details.map((d) => `${d.issue} ${d.description}`.trim()) };
          }
          send({ type: 'created', request, answer: { ok: false, notice, message: result.message || generic() } });
        });
      },
      writeResumeOrder: (customId) => form && writeHidden(form, 'ppcp-resume-order', customId),
      placeOrder() {
        if (!form) return;
        // §4 step 6: the wallet gateway chosen when another (not a provider) method is.
        const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
        if (!chosen?.value.startsWith('ppcp-')) {
          const wallet = form.querySelector<HTMLInputElement>(`input[name="payment_method"][value="${GATEWAY.wallet}"]`);
          if (wallet) wallet.checked = true;
        }
        const button = form.querySelector<HTMLButtonElement>('#place_order, button[name="woocommerce_checkout_place_order"]');
        form.requestSubmit(button?.form === form ? button : undefined);
      },
    };
    const flow = startMachine(tracked(checkoutFlow), initialCheckoutFlow(context, settings.early_checkout_validation_enabled, page.resume), port);
    send = flow.send as typeof send;
    stopFlow = () => flow.stop({ type: 'stop' });
  } else {
    const port: OrderFlowPort = {
      ...shared,
      failOrder(message) {
        console.error('The payment could not be started:', message);
        order?.reject(new Error(message));
        order = null;
      },
      changeCart(request) {
        const products = page.productLines?.() ?? [];
        void call(settings.ajax.change_cart, { products }, parseChangeCart).then((result) => {
          if (result.kind === 'ok') purchaseUnits = result.data;
          send({ type: 'cart-changed', request, answer: answerOf(result, () => ({})) });
        });
      },
      createOrder(request, source) {
        void call(settings.ajax.create_order, createBody(source), parseCreateOrder).then((result) => send({ type: 'created', request, answer: answerOf(result, (data) => ({ orderId: data.id })) }));
      },
      leave(url, delayMs) {
        setTimeout(() => navigate(url), delayMs);
      },
      refreshCart() {
        purchaseUnits = [];
        emit('sf:fragment-refresh', {});
      },
      removeAddedItems() {
        // Spec §7 remove_from_cart: one call per key change_cart answered, errors ignored
        // (an item already gone is what was wanted), then the regions show the cart.
        const keys = purchaseUnits.flatMap((unit) => unit.items.flatMap((item) => (item.cart_item_key ? [item.cart_item_key] : [])));
        purchaseUnits = [];
        void Promise.allSettled(keys.map((key) => removeFromCart(key))).then(() => emit('sf:fragment-refresh', {}));
      },
      restoreCart() {
        purchaseUnits = [];
        // The buy-now's change_cart set the shopper's cart aside: the shop gives it back
        // (restore_cart, demo-server/README.md "Wallet payments"), then the regions show it.
        void call(settings.ajax.change_cart, { products: [], restore_cart: true }, parseChangeCart).then((result) => {
          if (result.kind !== 'ok') console.error('The cart could not be restored:', result.message);
          emit('sf:fragment-refresh', {});
        });
      },
    };
    const flow = startMachine(tracked(orderFlow), initialOrderFlow(context as 'product' | 'cart' | 'mini-cart', settings.redirect, page.resume, settings.productType === 'booking'), port);
    send = flow.send as typeof send;
    stopFlow = () => flow.stop({ type: 'stop' });
  }

  // Every event: an order ask left pending once the flow is idle again belongs to no payment.
  const sendToMachine = send;
  send = (event) => {
    sendToMachine(event);
    if (phase === 'idle' && order) dropOrder('The payment ended before its order was made.');
  };

  // Placing the order after the approval failed: the buttons take a new click.
  const stopCheckoutError = on('sf:checkout-error', () => send({ type: 'checkout-error' }));

  /** Validation before the popup: the checkout marks its fields and answers synchronously. */
  const checkoutErrors = (): string[] => {
    if (!form) return [];
    const detail = { errors: null as string[] | null };
    emitOn(form, 'sf:validate-checkout', detail);
    return detail.errors ?? [];
  };

  const shipping = shippingCallbacks(settings, context, form);

  return {
    callbacks: (source) => ({
      onClick(_data, actions) {
        clickAnswer = false;
        if (context === 'checkout' || context === 'pay-now') {
          send({
            type: 'click',
            source,
            errors: checkoutErrors(),
            // Spec §4 checks only with basic validation on (or a free trial); the anchor's users
            // then fill the popup for an order the shop refuses: always before the popup.
            validate: true,
            freeTrialSubmit: settings.is_free_trial_cart && !settings.subscription_plan_id && !settings.vault_v3_enabled,
          });
        } else send({ type: 'click', source });
        return clickAnswer ? actions.resolve() : actions.reject();
      },
      createOrder: () =>
        new Promise<string>((resolve, reject) => {
          const earlier = order;
          const ask = { resolve, reject };
          order = ask;
          send({ type: 'create' });
          // Refused at once (the flow already has this payment's order under way): the
          // earlier ask goes on and is answered; an ask the flow took replaces an earlier one.
          if (order === null) order = earlier;
          else if (earlier && order === ask) earlier.reject(new Error('A newer payment replaced this one.'));
        }),
      onApprove: (data, actions) =>
        new Promise<void>((done) => {
          const earlier = approval;
          approval = { actions, done };
          approvalSent = false;
          send({ type: 'approve', orderId: data.orderID, canRestart: typeof actions?.restart === 'function' });
          // The flow ignored it (a repeat of the same approval): it settles now, the first goes on.
          if (!approvalSent) {
            approval = earlier;
            done();
          }
        }),
      onCancel: () => send({ type: 'cancel' }),
      onError(error) {
        console.error(error);
        send({ type: 'error', error });
      },
      ...shipping,
    }),
    idle: () => phase === 'idle',
    stop() {
      // The area leaves the page (fragments, a new review) with a payment under way: its
      // buttons close and the popup with them, so the shopper reads why on the page.
      if (phase !== 'idle') announceBusy(false);
      if (phase !== 'idle' && phase !== 'leaving' && phase !== 'placing') showErrorList(host, [generic()]);
      dropOrder('The payment area left the page.');
      stopCheckoutError();
      abort.abort();
      stopFlow();
    },
  };
}

/**
 * Shipping inside the provider's popup (spec §4): an option change chooses the shop's rate,
 * ticks its radio and updates the provider order; an address change writes the address to the
 * cart and updates the order. Any failure refuses the change in the popup.
 */
function shippingCallbacks(settings: GatewaySettings, context: PaymentContext, form: HTMLFormElement | null): Partial<Callbacks> {
  if (!settings.should_handle_shipping_in_paypal && !settings.server_side_shipping_callback.enabled) return {};
  const store = settings.ajax.update_customer_shipping;
  const refreshTotals = () => (context === 'checkout' ? emit('sf:update-checkout', {}) : emit('sf:fragment-refresh', {}));
  const updateOrder = async (orderId: string) => {
    if (!settings.ajax.update_shipping) return true;
    const answer = await sendPaymentRequest(ajaxRequest(settings.ajax.update_shipping, { order_id: orderId }));
    return parseAcknowledged(answer).kind === 'ok';
  };
  const refuse = (actions: ShippingChangeActions, why: string) => {
    console.error('The shipping change was refused:', why);
    return actions.reject();
  };
  return {
    async onShippingOptionsChange(data, actions) {
      const option = data.selectedShippingOption;
      if (!option || !store.shipping_options) return refuse(actions, 'no option');
      const chosen = parseStoreCart(await sendPaymentRequest(storeRequest(store.shipping_options.endpoint, store.wp_rest_nonce, { rate_id: option.id })));
      if (chosen.kind !== 'ok') return refuse(actions, chosen.message);
      const radio = [...document.querySelectorAll<HTMLInputElement>('input[name^="shipping_method"]')].find((input) => input.value === option.id);
      if (radio) radio.checked = true;
      // §4: the provider order follows, except with subscriptions in the cart.
      if (!settings.data_client_id.has_subscriptions && !(await updateOrder(data.orderID))) return refuse(actions, 'update_shipping');
      refreshTotals();
    },
    async onShippingAddressChange(data, actions) {
      if (!store.shipping_address) return refuse(actions, 'no endpoint');
      const cart = parseStoreCart(await sendPaymentRequest(storeRequest(store.shipping_address.cart_endpoint, store.wp_rest_nonce)));
      if (cart.kind !== 'ok') return refuse(actions, cart.message);
      const address = data.shippingAddress;
      // §3: a provider address with a city maps country_code, state, city, postal_code.
      const shippingAddress = {
        ...cart.data.shipping_address,
        country: address.countryCode ?? '',
        state: address.state ?? '',
        city: address.city ?? '',
        postcode: address.postalCode ?? '',
      };
      const updated = parseStoreCart(await sendPaymentRequest(storeRequest(store.shipping_address.update_customer_endpoint, store.wp_rest_nonce, { shipping_address: shippingAddress })));
      if (updated.kind !== 'ok') return refuse(actions, updated.message);
      if (!(await updateOrder(data.orderID))) return refuse(actions, 'update_shipping');
      // At the checkout the form's address prices the order when it is placed: it takes the
      // popup's address (the delivery address if one is given apart, else the billing one), so
      // the totals it shows and the amount the provider holds agree.
      if (context === 'checkout' && form) {
        const prefix = form.querySelector<HTMLInputElement>('input[name="ship_to_different_address"]')?.checked ? 'shipping' : 'billing';
        for (const [field, value] of [
          ['country', shippingAddress.country],
          ['state', shippingAddress.state],
          ['city', shippingAddress.city],
          ['postcode', shippingAddress.postcode],
        ] as const) {
          const input = form.elements.namedItem(`${prefix}_${field}`);
          if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = value;
        }
      }
      refreshTotals();
    },
  };
}
