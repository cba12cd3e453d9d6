/**
 * The checkout domain: the classic checkout page (with and without JavaScript), its wc-ajax
 * endpoints, the order-received and pay-for-order pages, and QA's orders (/__demo/orders).
 */
import type { Request, Response } from 'express';
import { CustomerStore } from '../account/customers.ts';
import { markCartChanged, addNotice, type Notice, type Session } from '../shared/session.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { redirectSeeOther } from '../http/respond.ts';
import { html, scriptJson, type SafeHtml } from '../shared/html.ts';
import { checkoutNonce, checkoutToken, paidByVisitor, recordPayment } from './checkout-session.ts';
import type { CheckoutParams } from './contract-types.ts';
import { registerDemoOrders } from './demo-orders.ts';
import { checkoutEndpoints } from './endpoints.ts';
import { readCheckoutInput, TERMS_MESSAGE, type CheckoutInput, type FieldError } from './fields.ts';
import { OrderStore, orderPayUrl, orderReceivedUrl, type Order } from './orders.ts';
import { orderNotFoundPage, orderPayPage, orderSignInPage } from './order-pages.ts';
import { availablePaymentMethods, isWalletMethod, paymentMethod } from './payment.ts';
import { placeOrder, totalsFor, WALLET_NOT_APPROVED, type CheckoutShop } from './place-order.ts';
import { isCountry } from './shipping.ts';

export const CHECKOUT_ERROR_TEXT =
  'Beim Verarbeiten deiner Bestellung ist ein Fehler aufgetreten. Bitte prüfe, ob dir etwas berechnet wurde, und kontaktiere uns, falls deine Bestellung nicht eingegangen ist.';

function checkoutGlobals(session: Session): SafeHtml {
  const params = {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: checkoutNonce(session),
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    debug_mode: false,
    i18n_checkout_error: CHECKOUT_ERROR_TEXT,
  } satisfies CheckoutParams;
  return html`\nvar wc_checkout_params=${scriptJson(params)};`;
}

/** The form as a first visit shows it: Germany, the customer's addresses when logged in. */
function initialInput(shop: CheckoutShop, session: Session): CheckoutInput {
  const input = readCheckoutInput({});
  input.billing.country = 'DE';
  input.shipping.country = 'DE';
  const customer = shop.customers.current(session);
  if (customer) {
    input.billing = { ...customer.billing, email: customer.billing.email || customer.email };
    input.shipping = { ...customer.shipping };
  }
  return input;
}

/** `:id` of an order route as a number, NaN when it is none. */
function orderIdOf(req: Request): number {
  const raw = String(req.params.id ?? '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The checkout's endpoints that QA can fault (update_order_review, checkout). */
export type CheckoutFaultEndpoint = ReturnType<typeof checkoutEndpoints>[number]['name'];

export function registerCheckout(routes: ShopRoutes, ctx: ShopContext): CheckoutShop {
  const shop: CheckoutShop = { orders: new OrderStore(), customers: new CustomerStore() };
  // A signed-in session is evicted only after every session that holds nothing.
  ctx.sessions.keepsWhile((session) => shop.customers.current(session) !== undefined);
  for (const endpoint of checkoutEndpoints(shop)) ctx.ajax.register(endpoint);
  registerDemoOrders(routes, ctx, shop);

  const renderCheckout = (req: Request, res: Response, input?: CheckoutInput, errors: readonly FieldError[] = [], extraNotices: Notice[] = []) => {
    ctx.renderPage(req, res, (page, notices) => {
      const session = page.session;
      const shown = input ?? initialInput(shop, session);
      const totals = totalsFor(session, shown);
      return {
        title: 'Kasse',
        bodyClass: 'page woocommerce-checkout woocommerce-page',
        ...page.templates.checkoutPage({
          totals,
          input: shown,
          errors,
          notices: [...notices, ...extraNotices],
          token: checkoutToken(session),
          nonce: checkoutNonce(session),
          customerName: shop.customers.current(session)?.displayName,
          wallet: shop.wallet && {
            methods: shop.wallet.methods(session),
            area: shop.wallet.placeOrderArea(session, 'checkout'),
            boxes: shop.wallet.paymentBoxes(session, 'checkout'),
            beforePayment: shop.wallet.message(session, 'checkout'),
          },
        }),
        extraGlobals: html`${checkoutGlobals(session)}${totals.lines.length ? (shop.wallet?.pageGlobals(session, 'checkout', { totalCents: totals.totalCents }) ?? '') : ''}`,
      };
    });
  };

  routes.pages.get('/checkout/', (req, res) => renderCheckout(req, res));

  // The form without JavaScript: "Summen aktualisieren" shows the totals for the posted address;
  // "Zahlungspflichtig bestellen" places the order (303 to the order-received page) or shows why not.
  routes.pages.post('/checkout/', async (req, res) => {
    // An order needs a cart, so a visitor without a session places none; the post is only read.
    const session = ctx.visitor(req, res);
    const fields = requestFields(req);
    const input = readCheckoutInput(fields);
    if (fields.woocommerce_checkout_update_totals !== undefined) {
      return renderCheckout(req, res, input, [], [{ type: 'info', html: html`Die Summen wurden für deine Angaben aktualisiert.` }]);
    }
    const result = await placeOrder(shop, session, fields);
    if (result.kind === 'placed') {
      if (!result.repeat) markCartChanged(res);
      // Signed in to the new account: a new session id (one planted before is not signed in).
      if (result.signedIn) ctx.sessions.rotate(session, res);
      return redirectSeeOther(res, orderReceivedUrl(result.order));
    }
    if (result.reload) {
      for (const error of result.errors) addNotice(ctx.session(req, res), 'error', html`${error.message}`);
      return redirectSeeOther(res, '/checkout/');
    }
    renderCheckout(req, res, input, result.errors);
  });

  /**
   * Whether this visitor may see the order behind a valid key: a guest order, anyone with its
   * key; a registered customer's order, that customer only (WooCommerce asks everyone else to
   * sign in, since order links travel in mails and browser histories).
   */
  const viewerOf = (req: Request, order: Order): 'allowed' | 'signed-out' | 'other-account' => {
    if (order.customerId === null) return 'allowed';
    const customer = shop.customers.current(ctx.sessions.peek(req));
    if (!customer) return 'signed-out';
    return customer.id === order.customerId ? 'allowed' : 'other-account';
  };
  const signInPage = (order: Order, viewer: 'signed-out' | 'other-account', pay: boolean) => ({
    title: pay ? 'Bestellung bezahlen' : 'Bestellung erhalten',
    bodyClass: 'page woocommerce-checkout woocommerce-page',
    content: orderSignInPage({
      title: pay ? 'Bestellung bezahlen' : 'Bestellung erhalten',
      pay,
      signedInAsOther: viewer === 'other-account',
      returnTo: pay ? orderPayUrl(order) : orderReceivedUrl(order),
    }),
  });

  routes.pages.get('/checkout/order-received/:id/', (req, res) => {
    const order = shop.orders.withKey(orderIdOf(req), req.query.key);
    ctx.renderPage(req, res, (page) => {
      if (!order) return { title: 'Bestellung nicht gefunden', bodyClass: 'page woocommerce-checkout woocommerce-page', content: orderNotFoundPage('Bestellung nicht gefunden'), status: 404 };
      const viewer = viewerOf(req, order);
      if (viewer !== 'allowed') return signInPage(order, viewer, false);
      return { title: 'Bestellung erhalten', bodyClass: 'page woocommerce-checkout woocommerce-order-received woocommerce-page', ...page.templates.orderReceivedPage(order) };
    });
  });

  const renderPay = (req: Request, res: Response, chosen = '', terms = false, errors: FieldError[] = []) => {
    const order = shop.orders.withKey(orderIdOf(req), req.query.key);
    const viewer = order && viewerOf(req, order);
    if (order && viewer && viewer !== 'allowed' && req.query.pay_for_order === 'true') return ctx.renderPage(req, res, () => signInPage(order, viewer, true));
    ctx.renderPage(req, res, (page, notices) =>
      order && req.query.pay_for_order === 'true'
        ? {
            title: 'Bestellung bezahlen',
            bodyClass: 'page woocommerce-checkout woocommerce-order-pay woocommerce-page',
            noticesInContent: true,
            content: orderPayPage({
              order,
              paymentMethod: chosen,
              terms,
              errors,
              notices,
              nonce: checkoutNonce(page.session),
              wallet:
                shop.wallet && order.status === 'pending'
                  ? { methods: shop.wallet.methods(page.session, 'pay-now'), area: shop.wallet.placeOrderArea(page.session, 'pay-now'), boxes: shop.wallet.paymentBoxes(page.session, 'pay-now') }
                  : undefined,
            }),
            extraGlobals: order.status === 'pending' ? shop.wallet?.pageGlobals(page.session, 'pay-now', { totalCents: order.totalCents, orderId: order.id }) : undefined,
          }
        : { title: 'Bestellung nicht gefunden', bodyClass: 'page woocommerce-checkout woocommerce-page', content: orderNotFoundPage('Bestellung bezahlen'), status: 404 },
    );
  };

  routes.pages.get('/checkout/order-pay/:id/', (req, res) => {
    // A visitor about to pay an order has something to keep (as WooCommerce keeps the order
    // awaiting payment in the session): the form's nonce is their session's, so a double click
    // or parallel posts are one visitor's, and a wallet payment started here stays theirs.
    const order = shop.orders.withKey(orderIdOf(req), req.query.key);
    if (order?.status === 'pending' && req.query.pay_for_order === 'true' && viewerOf(req, order) === 'allowed') ctx.session(req, res);
    renderPay(req, res);
  });
  routes.pages.post('/checkout/order-pay/:id/', (req, res) => {
    // The visitor the form was printed for: the order is the shop's, not the session's.
    const session = ctx.visitor(req, res);
    const order = shop.orders.withKey(orderIdOf(req), req.query.key);
    const fields = requestFields(req);
    const chosen = typeof fields.payment_method === 'string' ? fields.payment_method : '';
    const terms = fields.terms === '1' || fields.terms === 'on';
    // Someone else's order: the sign-in prompt, nothing paid.
    if (order && viewerOf(req, order) !== 'allowed') return renderPay(req, res);
    // A repeated post of a wallet payment that already paid this order: its order-received page.
    if (order && isWalletMethod(chosen) && shop.wallet?.placedOrder(session, 'pay-now') === order) return redirectSeeOther(res, orderReceivedUrl(order));
    // The visitor's own nonce: the page that printed the form started their session.
    const nonceValid = fields['woocommerce-pay-nonce'] === checkoutNonce(session);
    // The same form posted again after it paid this order: the same confirmation, nothing paid twice.
    if (order && order.status !== 'pending' && req.query.pay_for_order === 'true' && nonceValid && paidByVisitor(session, order.id)) return redirectSeeOther(res, orderReceivedUrl(order));
    if (!order || order.status !== 'pending' || req.query.pay_for_order !== 'true') return renderPay(req, res, chosen, terms);
    const errors: FieldError[] = [];
    if (!nonceValid) errors.push({ message: 'Das Formular war nicht mehr aktuell. Bitte prüfe deine Auswahl und bezahle erneut.' });
    const country = isCountry(order.shipping.country) ? order.shipping.country : 'DE';
    const method = paymentMethod(chosen);
    const walletMethods = shop.wallet?.methods(session, 'pay-now') ?? [];
    if (!method || !availablePaymentMethods(country, order.shippingLine.methodId, walletMethods).includes(method)) errors.push({ message: 'Bitte wähle eine Zahlungsart aus.' });
    if (!terms) errors.push({ field: 'terms', message: TERMS_MESSAGE });
    if (errors.length || !method) return renderPay(req, res, chosen, terms, errors);
    if (isWalletMethod(method.id)) {
      const paid = shop.wallet?.pay(session, 'pay-now', order.totalCents, () => (shop.orders.pay(order, method.id), order)) ?? { kind: 'refused', message: WALLET_NOT_APPROVED };
      if (paid.kind === 'refused') return renderPay(req, res, chosen, terms, [{ message: paid.message }]);
    } else {
      shop.orders.pay(order, method.id);
    }
    // A repeated post of this visitor gets the same confirmation.
    recordPayment(session, order.id);
    redirectSeeOther(res, orderReceivedUrl(order));
  });
  return shop;
}
