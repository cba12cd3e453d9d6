/**
 * The wallet plugin's wc-ajax endpoints (spec §7 Payment provider, src/payments/provider/contracts.ts):
 * JSON bodies, the endpoint's nonce in the body (a bad or missing one: 403 with the plugin's
 * "Could not validate nonce."), every field validated (bad input: 400 JSON), business refusals as
 * the plugin sends them (`wp_send_json_error`: 200, success false). Each can join the fault
 * injection (register.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  APPROVE_DECLINED_CODE,
  APPROVE_ERROR_CODE,
  NONCE_REFUSAL,
  type ApproveOrderBody,
  type CartScriptParamsData,
  type CreateOrderBody,
  type DataClientIdBody,
  type GetOrderData,
  type SimulateCartData,
  type Success,
  type ValidateCheckoutBody,
} from '../../src/payments/provider/contracts.ts';
import { cartTotals, type CartItem } from '../cart/model.ts';
import { getProduct } from '../product/catalogue.ts';
import { errorList } from '../checkout/checkout-page.ts';
import { readCheckoutInput, validateCheckout } from '../checkout/fields.ts';
import { orderReceivedUrl } from '../checkout/orders.ts';
import { SESSION_EXPIRED, totalsFor } from '../checkout/place-order.ts';
import type { CheckoutTotals } from '../checkout/shipping.ts';
import { ajaxEndpoint, type AjaxHandler, type AjaxResult } from '../http/ajax.ts';
import type { RequestFields } from '../http/request.ts';
import { wpError, type WpErrorBody } from '../http/respond.ts';
import type { Session } from '../shared/session.ts';
import { readBoolean, readContext, readFormEncoded, readFundingSource, readProductLines, readProviderOrderId, readText, type Read } from './requests.ts';
import { AJAX_NAMES, buttonSettings, CARD_BUTTON_GATEWAY, messageSettings, urlParams, WALLET_GATEWAY, type AjaxKey } from './settings.ts';
import { nonceValid, type WalletSession } from './state.ts';
import { euros, type Wallet } from './wallet.ts';

type Handler = (session: Session, fields: RequestFields, state: WalletSession) => AjaxResult<unknown>;

/** Client token lifetime (the real one: an hour). */
export const CLIENT_TOKEN_SECONDS = 3600;
/** Pay-later offers in Germany cover amounts from 1 to 5000 euros (the demo's range for the message and the funding source). */
const PAY_LATER_RANGE = { min: 1, max: 5000 };

export const badRequest = (message: string): AjaxResult<WpErrorBody> => ({ status: 400, body: wpError(message) });
const refused = (message: string): AjaxResult<WpErrorBody> => ({ status: 200, body: wpError(message) });
const success = <Data>(data: Data, changed = false): AjaxResult<Success<Data>> => ({ status: 200, body: { success: true, data }, changed });

/** Runs `use` with the read values, or answers 400 with the first problem. */
function readAll<T extends Record<string, Read<unknown>>>(reads: T, use: (values: { [K in keyof T]: T[K] extends Read<infer V> ? V : never }) => AjaxResult<unknown>): AjaxResult<unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(reads)) {
    if (!read.ok) return badRequest(read.message);
    values[name] = read.value;
  }
  return use(values as never);
}

const approveRefusal = (code: number, message: string): AjaxResult<ApproveOrderBody> => ({ status: 200, body: { success: false, data: { code, message } } });

export const APPROVE_MESSAGES = {
  unknown: 'Diese Zahlung wurde nicht gefunden oder ist abgelaufen. Bitte versuche es erneut.',
  notApproved: 'Die Zahlung wurde im PayPal-Fenster noch nicht bestätigt. Bitte versuche es erneut.',
  declined: 'Deine Zahlungsquelle wurde abgelehnt. Bitte wähle im PayPal-Fenster eine andere Zahlungsquelle.',
  failed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
} as const;

export function paymentEndpoints(wallet: Wallet) {
  /** The nonce first (403, as WordPress's check_ajax_referer), then a provider to call. */
  const guarded =
    (key: AjaxKey, handle: Handler): AjaxHandler<unknown> =>
    (session, fields) => {
      const state = wallet.state(session);
      if (!nonceValid(state, AJAX_NAMES[key], fields.nonce, wallet.shop.customers.current(session) !== undefined)) return { status: 403, body: wpError(NONCE_REFUSAL) };
      if (!wallet.available) return { status: 503, body: wpError('Der Zahlungsanbieter ist in dieser Demo nicht eingerichtet.') };
      return handle(session, fields, state);
    };
  const endpoint = <const Key extends AjaxKey>(key: Key, label: string, handle: Handler, extra: { errorBody?: () => { status: number; json: unknown }; startsSession?: boolean } = {}) =>
    ajaxEndpoint({
      via: 'wc-ajax',
      name: AJAX_NAMES[key],
      fault: { label, ...(extra.errorBody ? { errorBody: extra.errorBody } : {}) },
      handler: guarded(key, handle),
      startsSession: extra.startsSession,
    });

  const checkoutErrors = (session: Session, form: Record<string, string>) => {
    const input = readCheckoutInput(form);
    const totals = totalsFor(session, input);
    const customer = wallet.shop.customers.current(session);
    const errors = validateCheckout(input, {
      totals,
      guest: !customer,
      emailRegistered: (email) => wallet.shop.customers.byEmail(email) !== undefined,
      walletMethods: wallet.methods(session),
    });
    return { errors, totals };
  };

  return [
    endpoint('data_client_id', 'Client-Token holen (PayPal)', (session): AjaxResult<DataClientIdBody> => ({
      status: 200,
      body: {
        user: wallet.shop.customers.current(session)?.id ?? 0,
        expiration: Math.floor(Date.now() / 1000) + CLIENT_TOKEN_SECONDS,
        token: randomBytes(24).toString('base64url'),
      },
    })),

    endpoint('simulate_cart', 'Warenkorb simulieren (PayPal, Produktseite)', (_session, fields, state) => {
      const lines = readProductLines(fields.products);
      if (!lines.ok) return lines.refused ? refused(lines.message) : badRequest(lines.message);
      // A cart of only these lines, beside the visitor's: the visitor's cart is not touched.
      const total = cartTotals(lines.value).totalCents / 100;
      const payLater = state.config.payLater && total >= PAY_LATER_RANGE.min && total <= PAY_LATER_RANGE.max;
      return success<SimulateCartData>({
        total,
        currency_code: 'EUR',
        button: { is_disabled: total <= 0 },
        messages: { is_hidden: !payLater },
        funding: { paylater: { enabled: payLater }, card: { enabled: false } },
      });
    }),

    endpoint(
      'change_cart',
      'Warenkorb für „Jetzt kaufen“ ersetzen (PayPal, Produktseite)',
      (session, fields) => {
        const restore = readBoolean(fields.restore_cart, 'restore_cart', false);
        if (!restore.ok) return badRequest(restore.message);
        if (restore.value || (Array.isArray(fields.products) && fields.products.length === 0)) {
          const restored = wallet.restoreCart(session);
          return success(wallet.purchaseUnits(session), restored);
        }
        const lines = readProductLines(fields.products);
        if (!lines.ok) return lines.refused ? refused(lines.message) : badRequest(lines.message);
        // Booking products join the cart (spec §4: a cancel removes them again); others replace it.
        if ([...lines.value.values()].some((item) => getProduct(item.productId)?.type === 'booking')) {
          const added = wallet.addBooking(session, lines.value);
          if (!added.ok) return refused(added.message);
          return success(wallet.purchaseUnits(session, lines.value), true);
        }
        wallet.replaceCart(session, lines.value);
        return success(wallet.purchaseUnits(session), true);
      },
      { startsSession: true },
    ),

    endpoint(
      'create_order',
      'Zahlung anlegen (PayPal)',
      (session, fields, state) =>
        readAll(
          {
            context: readContext(fields.context),
            paymentMethod: readText(fields.payment_method, 'payment_method', { max: 40, pattern: new RegExp(`^(${WALLET_GATEWAY}|${CARD_BUTTON_GATEWAY})$`) }),
            fundingSource: readFundingSource(fields.funding_source),
            bnCode: readText(fields.bn_code, 'bn_code', { max: 64, required: false }),
            units:
              Array.isArray(fields.purchase_units) && fields.purchase_units.length <= 10
                ? { ok: true, value: fields.purchase_units }
                : { ok: false, message: 'purchase_units muss eine Liste (höchstens 10) sein.' },
            payer:
              fields.payer === undefined || fields.payer === null || (typeof fields.payer === 'object' && !Array.isArray(fields.payer))
                ? { ok: true, value: null }
                : { ok: false, message: 'payer muss ein Objekt oder null sein.' },
          },
          ({ context, fundingSource }): AjaxResult<CreateOrderBody> | AjaxResult<WpErrorBody> => {
            const customId = wallet.reference(session);
            const create = (amountCents: number, extra: { payOrderId?: number; shippingOptions?: boolean; lines?: CartItem[]; totals?: CheckoutTotals } = {}) => {
              const lines = extra.lines ?? [...session.cart.values()];
              const totals = extra.totals ?? (extra.shippingOptions ? wallet.cartTotals(session, new Map(lines.map((item) => [item.key, item]))) : undefined);
              const order = wallet.createProviderOrder(session, {
                context,
                amountCents,
                fundingSource: fundingSource || 'paypal',
                customId,
                lines,
                payOrderId: extra.payOrderId,
                totals,
                booking: extra.lines !== undefined,
              });
              return success({ id: order.id, custom_id: customId });
            };
            if (context === 'pay-now') {
              const id = readText(fields.order_id, 'order_id', { max: 9, pattern: /^\d+$/ });
              if (!id.ok) return badRequest(id.message);
              const order = wallet.shop.orders.get(Number(id.value));
              if (!order || order.status !== 'pending') return refused('Diese Bestellung wurde nicht gefunden oder ist bereits bezahlt.');
              if (!wallet.shows(session, 'pay-now')) return refused('PayPal ist hier nicht verfügbar.');
              state.approved = undefined;
              return create(order.totalCents, { payOrderId: order.id });
            }
            if (session.cart.size === 0) return refused(SESSION_EXPIRED);
            if (context === 'checkout') {
              const form = readFormEncoded(fields.form_encoded);
              if (!form.ok) return badRequest(form.message);
              if (!wallet.shows(session, 'checkout')) return refused('PayPal ist an der Kasse nicht verfügbar.');
              const { errors, totals } = checkoutErrors(session, form.value);
              if (errors.length) {
                return {
                  status: 200,
                  body: { success: false, data: { message: errors[0]!.message, errors: errors.map((error) => error.message), refresh: false }, messages: errorList(errors, 'list').value },
                };
              }
              state.approved = undefined;
              // Shipping inside the popup at the checkout (spec §4): the options are the form's, and
              // the store API's shipping starts from the form's country and rate, so update_shipping
              // prices the order as the checkout will when it places it.
              state.shipping = { address: { ...state.shipping.address, country: totals.country }, rateId: totals.shipping.id };
              return create(totals.totalCents, { totals });
            }
            const shown = context === 'mini-cart' ? wallet.miniCartShown(session) : wallet.shows(session, context);
            if (!shown) return refused('PayPal ist hier nicht verfügbar.');
            // A booking's payment is for the lines change_cart added, not the whole cart.
            const booking = context === 'product' ? wallet.bookingLines(session) : undefined;
            if (booking) {
              if (booking.length === 0) return refused(SESSION_EXPIRED);
              return create(wallet.cartTotals(session, new Map(booking.map((item) => [item.key, item]))).totalCents, { shippingOptions: true, lines: booking });
            }
            return create(wallet.cartTotals(session).totalCents, { shippingOptions: true });
          },
        ),
      // The provider order belongs to the session: a pay link opened without one starts it here.
      { startsSession: true },
    ),

    endpoint(
      'approve_order',
      'Zahlung freigeben (PayPal)',
      (session, fields, state) =>
        readAll(
          {
            id: readProviderOrderId(fields.order_id),
            fundingSource: readFundingSource(fields.funding_source),
            shouldCreate: readBoolean(fields.should_create_wc_order, 'should_create_wc_order', true),
          },
          ({ id, shouldCreate }): AjaxResult<ApproveOrderBody> => {
            const link = wallet.link(id, session);
            const providerOrder = link && wallet.provider!.getOrder(id);
            if (!link || !providerOrder) return approveRefusal(APPROVE_ERROR_CODE, APPROVE_MESSAGES.unknown);
            const atCheckout = link.context === 'checkout' || link.context === 'pay-now';
            if (link.shopOrderId !== undefined) {
              const order = wallet.shop.orders.get(link.shopOrderId);
              if (order) return success(atCheckout ? {} : { order_received_url: orderReceivedUrl(order) });
            }
            if (providerOrder.status !== 'APPROVED') return approveRefusal(APPROVE_ERROR_CODE, APPROVE_MESSAGES.notApproved);
            // Declined before the capture too: the client restarts instead of placing an order that fails.
            if (providerOrder.instrument_declined) return approveRefusal(APPROVE_DECLINED_CODE, APPROVE_MESSAGES.declined);
            if (atCheckout || !shouldCreate) {
              // The place-order step captures (checkout, pay-for-order form).
              state.approved = { providerOrderId: id, context: link.context === 'pay-now' ? 'pay-now' : 'checkout' };
              return success({});
            }
            const result = wallet.captureOnce(id, link, () => wallet.orderFromLink(link, providerOrder));
            if (!result.ok)
              return approveRefusal(
                result.issue === 'INSTRUMENT_DECLINED' ? APPROVE_DECLINED_CODE : APPROVE_ERROR_CODE,
                result.issue === 'INSTRUMENT_DECLINED' ? APPROVE_MESSAGES.declined : APPROVE_MESSAGES.failed,
              );
            let changed = false;
            if (!result.repeat) {
              if (state.buyNow?.providerOrderId === id) changed = wallet.restoreCart(session);
              else if (link.context !== 'product' || link.booking) {
                // The lines this order paid leave the cart; anything added since stays.
                for (const item of link.lines) session.cart.delete(item.key);
                changed = true;
              }
            }
            return success({ order_received_url: orderReceivedUrl(result.order) }, changed);
          },
        ),
      {
        errorBody: () => ({
          status: 200,
          json: { success: false, data: { code: APPROVE_ERROR_CODE, message: 'Die Zahlung konnte nicht abgeschlossen werden (simulierter Fehler der Demo-Steuerung).' } },
        }),
        startsSession: true,
      },
    ),

    endpoint('get_order', 'Zahlung abfragen (PayPal)', (session, fields) => {
      const id = readProviderOrderId(fields.order_id);
      if (!id.ok) return badRequest(id.message);
      const order = wallet.link(id.value, session) && wallet.provider!.getOrder(id.value);
      if (!order) return refused(APPROVE_MESSAGES.unknown);
      return success<GetOrderData>({ id: order.id, status: order.status, custom_id: order.custom_id, amount: order.amount, funding_source: order.funding_source });
    }),

    endpoint('approve_subscription', 'Abonnement freigeben (PayPal)', (_session, fields) =>
      readAll({ id: readProviderOrderId(fields.order_id), subscription: readText(fields.subscription_id, 'subscription_id', { max: 40, pattern: /^I-[A-Z0-9]+$/ }) }, () =>
        refused('Abonnements werden in diesem Shop nicht angeboten.'),
      ),
    ),

    endpoint('vault_paypal', 'PayPal speichern', (_session, fields) =>
      readAll({ returnUrl: readText(fields.return_url, 'return_url', { max: 2000, pattern: /^https?:\/\// }) }, () => refused('Das Speichern von PayPal ist in diesem Shop nicht aktiviert.')),
    ),

    endpoint('save_checkout_form', 'Kassenformular speichern (PayPal)', (_session, fields, state) => {
      const form = readText(fields.form_encoded, 'form_encoded', { max: 50_000 });
      if (!form.ok) return badRequest(form.message);
      state.savedForm = form.value;
      return success({ message: '' });
    }),

    endpoint('validate_checkout', 'Kassenformular prüfen (PayPal)', (session, fields): AjaxResult<ValidateCheckoutBody> | AjaxResult<WpErrorBody> => {
      const form = readFormEncoded(fields.form_encoded);
      if (!form.ok) return badRequest(form.message);
      if (session.cart.size === 0) return { status: 200, body: { success: false, data: { message: SESSION_EXPIRED, errors: [SESSION_EXPIRED], refresh: true } } };
      const { errors } = checkoutErrors(session, form.value);
      if (errors.length) return { status: 200, body: { success: false, data: { message: errors[0]!.message, errors: errors.map((error) => error.message), refresh: false } } };
      return success(null);
    }),

    ajaxEndpoint({
      via: 'wc-ajax',
      name: AJAX_NAMES.cart_script_params,
      methods: ['GET', 'POST'],
      fault: { label: 'Skript-Parameter des Warenkorbs (PayPal)' },
      // No nonce (the plugin's is a plain GET); what the cart's buttons need after a change.
      handler: (session): AjaxResult<Success<CartScriptParamsData>> => {
        const state = wallet.state(session);
        const amount = wallet.cartTotals(session).totalCents / 100;
        return success({ url_params: urlParams(state), button: buttonSettings(state, amount <= 0), messages: messageSettings(state, 'cart', amount), amount });
      },
    }),

    endpoint('create_setup_token', 'Einrichtungs-Token anlegen (PayPal)', (_session, fields) =>
      readAll(
        {
          method: readText(fields.payment_method, 'payment_method', { max: 40, pattern: /^ppcp-[a-z-]+$/ }),
          verification: readText(fields.verification_method, 'verification_method', { max: 40, required: false }),
        },
        () => refused('Das Speichern von Zahlungsarten ist in diesem Shop nicht aktiviert.'),
      ),
    ),
    endpoint('create_payment_token', 'Zahlungs-Token anlegen (PayPal)', (_session, fields) =>
      readAll(
        {
          token: readText(fields.vault_setup_token, 'vault_setup_token', { max: 64, pattern: /^[A-Za-z0-9-]+$/ }),
          method: readText(fields.payment_method, 'payment_method', { max: 40, pattern: /^ppcp-[a-z-]+$/ }),
          trial: readBoolean(fields.is_free_trial_cart, 'is_free_trial_cart', false),
        },
        () => refused('Das Speichern von Zahlungsarten ist in diesem Shop nicht aktiviert.'),
      ),
    ),
    endpoint('create_payment_token_for_guest', 'Zahlungs-Token für Gäste anlegen (PayPal)', (_session, fields) =>
      readAll({ token: readText(fields.vault_setup_token, 'vault_setup_token', { max: 64, pattern: /^[A-Za-z0-9-]+$/ }) }, () =>
        refused('Das Speichern von Zahlungsarten ist in diesem Shop nicht aktiviert.'),
      ),
    ),

    endpoint('update_shipping', 'Versand der Zahlung aktualisieren (PayPal)', (session, fields) => {
      const id = readProviderOrderId(fields.order_id);
      if (!id.ok) return badRequest(id.message);
      const link = wallet.link(id.value, session);
      if (!link) return refused(APPROVE_MESSAGES.unknown);
      // The order's lines with the shipping the store API chose now: the provider order's amount follows.
      const totals = wallet.linkTotals(link);
      const updated = wallet.provider!.update(id.value, { amount: { currency_code: 'EUR', value: euros(totals.totalCents) } });
      if (!updated) return refused('Diese Zahlung kann nicht mehr geändert werden.');
      return success({ message: '' });
    }),
  ];
}

export type PaymentEndpointName = ReturnType<typeof paymentEndpoints>[number]['name'];
