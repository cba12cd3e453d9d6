/**
 * The payments domain: the wallet plugin's endpoints (wc-ajax ppc-*), the store API routes for
 * shipping in the popup, the wallet gateway at checkout and on the pay-for-order page, the
 * pages' buttons and settings global, and QA's switches (/__demo/wallet).
 */
import type { CheckoutShop } from '../checkout/place-order.ts';
import { onDemoReset } from '../http/demo-reset.ts';
import { resetWalletSession } from './state.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { markCartChanged } from '../shared/session.ts';
import { registerWalletControl } from './control.ts';
import { paymentEndpoints, type PaymentEndpointName } from './endpoints.ts';
import { registerStoreApi } from './store-api.ts';
import { registerWallet, Wallet } from './wallet.ts';

/**
 * The ppc endpoints in the fault injection: the ones the wallet widgets call in this issue, each
 * with its row in e2e/fault-table.ts and its scenario in the Chromium walk (README "Faults").
 * The others (get_order, cart_script_params, subscriptions, vaulting, payment tokens) have no
 * caller yet; each joins with the client that calls it, so QA never faults a call nobody makes.
 */
export const PAYMENT_FAULT_ENDPOINTS = [
  'ppc-data-client-id',
  'ppc-simulate-cart',
  'ppc-change-cart',
  'ppc-create-order',
  'ppc-approve-order',
  'ppc-save-checkout-form',
  'ppc-validate-checkout',
  'ppc-update-shipping',
] as const satisfies ReadonlyArray<PaymentEndpointName>;
export type PaymentsFaultEndpoint = (typeof PAYMENT_FAULT_ENDPOINTS)[number];

const faulted = (name: string): boolean => (PAYMENT_FAULT_ENDPOINTS as readonly string[]).includes(name);

export function registerPayments(routes: ShopRoutes, ctx: ShopContext, shop: CheckoutShop): Wallet {
  const wallet = new Wallet(ctx, shop);
  shop.wallet = wallet;
  registerWallet(ctx, wallet);
  for (const endpoint of paymentEndpoints(wallet)) ctx.ajax.register(faulted(endpoint.name) ? endpoint : { ...endpoint, fault: undefined });
  registerStoreApi(routes, ctx, wallet);
  registerWalletControl(routes, ctx, wallet);

  // A 'buy now' whose payment never completed (the popup closed, the page left): the visitor's
  // next page view gives the saved cart back before the page shows it.
  // The demo reset forgets the wallet state too: a saved 'buy now' cart must not come back into the emptied cart.
  onDemoReset(routes, ctx, (visitor) => resetWalletSession(wallet.state(visitor)));

  routes.pageQueries.use((req, res, next) => {
    const visitor = req.method === 'GET' ? ctx.sessions.peek(req) : undefined;
    if (visitor && wallet.restoreCart(visitor)) markCartChanged(res);
    next();
  });
  return wallet;
}
