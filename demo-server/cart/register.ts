/** The cart domain: its ajax endpoints (with fault injection), the cart page and the non-JS cart. */
import type { Request, Response } from 'express';
import { answerCall } from '../faults/inject.ts';
import type { FaultEndpointSpec } from '../faults/registry.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { html } from '../shared/html.ts';
import { cartNonce } from '../shared/session.ts';
import { cartEndpoints } from './endpoints.ts';
import { registerAddByQuery, removeByLink, updateFromCartForm } from './forms.ts';
import { cartTotals } from './model.ts';
import { walletOf } from '../payments/wallet.ts';

/**
 * The cart page as a script fetches it: `sf-cart-form` reloads the page after a change, or posts
 * the cart form (stock WooCommerce has no per-line endpoint), and swaps in its table and totals.
 * Only such fetches (`Sec-Fetch-Dest: empty`) can be faulted; opening the cart in the browser,
 * posting its form without scripts and the classic links that lead there always work.
 */
export const cartPageFault = {
  name: 'cart_page',
  label: 'Warenkorb-Seite nachladen oder Warenkorb-Formular senden (Warenkorb-Formular)',
} as const satisfies FaultEndpointSpec;

export type CartFaultEndpoint = (typeof cartEndpoints)[number]['name'] | typeof cartPageFault.name;

const fetchedByScript = (req: Request) => req.get('sec-fetch-dest') === 'empty';

export function registerCart(routes: ShopRoutes, ctx: ShopContext): void {
  for (const endpoint of cartEndpoints) ctx.ajax.register(endpoint);
  const cartPageCall = ctx.faults.register(cartPageFault);
  registerAddByQuery(routes.pageQueries, ctx);

  const renderCart = (req: Request, res: Response) => {
    // A slow answer the client gave up on has nobody to go to.
    if (res.writableEnded || res.destroyed) return;
    ctx.renderPage(req, res, (page, notices) => {
      const { globals, ...cart } = page.templates.cartPage(
        cartTotals(page.session.cart),
        notices,
        cartNonce(page.session),
        page.session.cart.size ? walletOf(ctx)?.buttons(page.session, 'cart') : undefined,
      );
      return {
        title: 'Warenkorb',
        bodyClass: 'page woocommerce-cart woocommerce-page',
        isCart: true,
        ...cart,
        extraGlobals: html`${globals ?? ''}${page.session.cart.size ? (walletOf(ctx)?.globals(page.session, { context: 'cart', amount: cartTotals(page.session.cart).totalCents / 100 }) ?? '') : ''}`,
      };
    });
  };
  /** Scripts' fetches go through the fault; the browser's own requests never do. */
  const cartCall = (req: Request, res: Response, answer: () => void) =>
    fetchedByScript(req) ? answerCall({ res, endpoint: cartPageCall, visitor: ctx.sessions.peek(req), fields: {}, held: ctx.held, answer }) : answer();

  routes.pages.get('/cart/', (req, res) => {
    if (removeByLink(ctx, req, res)) return;
    cartCall(req, res, () => renderCart(req, res));
  });
  routes.pages.post('/cart/', (req, res) => cartCall(req, res, () => void (updateFromCartForm(ctx, req, res) || renderCart(req, res))));
}
