/**
 * The store API routes the wallet uses for shipping changes inside the popup (spec §4 Shipping
 * inside the provider popup, §7 update_customer_shipping): GET /wp-json/wc/store/v1/cart/, POST
 * …/cart/select-shipping-rate {rate_id} and …/cart/update-customer {shipping_address}, both with
 * the `Nonce` header. Errors as WP REST sends them: `{code, message, data: {status}}`.
 */
import type { Request, Response } from 'express';
import type { CartShippingAddress, StoreCart, StoreError } from '../../src/payments/provider/contracts.ts';
import { cartCount } from '../cart/model.ts';
import { COUNTRIES, isCountry } from '../checkout/shipping.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { methodNotAllowed, sendJson } from '../http/respond.ts';
import type { Session } from '../shared/session.ts';
import { STORE_CART, STORE_NONCE_ACTION, STORE_SELECT_RATE, STORE_UPDATE_CUSTOMER } from './settings.ts';
import { nonceValid } from './state.ts';
import type { Wallet } from './wallet.ts';

const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const satisfies readonly (keyof CartShippingAddress)[];
const MAX_FIELD = 200;

function storeError(res: Response, status: number, code: string, message: string): void {
  sendJson(res, status, { code, message, data: { status } } satisfies StoreError);
}

export function storeCart(wallet: Wallet, session: Session): StoreCart {
  const totals = wallet.cartTotals(session);
  return {
    shipping_address: { ...wallet.state(session).shipping.address },
    shipping_rates: [
      {
        package_id: 0,
        shipping_rates: totals.rates.map((rate) => ({ rate_id: rate.id, name: rate.label, price: String(rate.costCents), selected: rate.id === totals.shipping.id })),
      },
    ],
    totals: {
      currency_code: 'EUR',
      currency_minor_unit: 2,
      total_items: String(totals.subtotalCents),
      total_shipping: String(totals.shipping.costCents),
      total_tax: String(totals.taxCents),
      total_price: String(totals.totalCents),
    },
    items_count: cartCount(session.cart),
    needs_shipping: session.cart.size > 0,
  };
}

/** The JSON body as an object with the `Nonce` header checked, or the refusal already sent. */
function checkedBody(ctx: ShopContext, wallet: Wallet, req: Request, res: Response): { session: Session; body: Record<string, unknown> } | undefined {
  // What these write (the cart's shipping) matters only with a cart, which a visitor without a session has not.
  const session = ctx.visitor(req, res);
  if (!nonceValid(wallet.state(session), STORE_NONCE_ACTION, req.get('Nonce'), wallet.shop.customers.current(session) !== undefined)) {
    storeError(res, 401, 'woocommerce_rest_invalid_nonce', 'Der Nonce-Header fehlt oder ist ungültig. Bitte lade die Seite neu.');
    return undefined;
  }
  if (!req.is('application/json')) {
    storeError(res, 400, 'rest_invalid_json', 'Erwartet wird ein JSON-Körper.');
    return undefined;
  }
  return { session, body: requestFields(req) };
}

export function registerStoreApi(routes: ShopRoutes, ctx: ShopContext, wallet: Wallet): void {
  for (const path of [STORE_CART, STORE_CART.replace(/\/$/, '')]) {
    routes.api
      .route(path)
      .get((req, res) => sendJson(res, 200, storeCart(wallet, ctx.visitor(req, res))))
      .all((_req, res) => methodNotAllowed(res, 'GET'));
  }

  routes.api
    .route(STORE_SELECT_RATE)
    .post((req, res) => {
      const checked = checkedBody(ctx, wallet, req, res);
      if (!checked) return;
      const rateId = checked.body.rate_id;
      const offered = wallet.cartTotals(checked.session).rates;
      if (typeof rateId !== 'string' || rateId.length > 60 || !offered.some((rate) => rate.id === rateId)) {
        return storeError(res, 400, 'woocommerce_rest_cart_shipping_rate_invalid', `Diese Versandart gibt es für deine Lieferadresse nicht. Möglich: ${offered.map((rate) => rate.id).join(', ')}.`);
      }
      wallet.state(checked.session).shipping.rateId = rateId;
      sendJson(res, 200, storeCart(wallet, checked.session));
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.api
    .route(STORE_UPDATE_CUSTOMER)
    .post((req, res) => {
      const checked = checkedBody(ctx, wallet, req, res);
      if (!checked) return;
      const posted = checked.body.shipping_address;
      if (!posted || typeof posted !== 'object' || Array.isArray(posted)) return storeError(res, 400, 'rest_invalid_param', 'shipping_address muss ein Objekt sein.');
      const fields = posted as Record<string, unknown>;
      const next = { ...wallet.state(checked.session).shipping.address };
      for (const name of ADDRESS_FIELDS) {
        const value = fields[name];
        if (value === undefined) continue;
        if (typeof value !== 'string' || value.length > MAX_FIELD) return storeError(res, 400, 'rest_invalid_param', `shipping_address.${name} muss Text mit höchstens ${MAX_FIELD} Zeichen sein.`);
        next[name] = value.trim();
      }
      if (!isCountry(next.country)) {
        return storeError(res, 400, 'woocommerce_rest_invalid_address', `Wir liefern nur nach ${Object.values(COUNTRIES).join(' und ')}.`);
      }
      wallet.state(checked.session).shipping.address = next;
      sendJson(res, 200, storeCart(wallet, checked.session));
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));
}
