/**
 * My account, server side: login with the server form (the seeded demo customer or an account
 * made at checkout), the dashboard, orders, one order, addresses, logout; the account forms
 * (edit account, lost and reset password, payment methods) in account-forms.ts. Registration happens at
 * the checkout (`createaccount`); the register form answers so.
 */
import type { Request, Response } from 'express';
import type { CheckoutShop } from '../checkout/place-order.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { firstString, requestFields } from '../http/request.ts';
import { redirectSeeOther } from '../http/respond.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice, type Notice } from '../shared/session.ts';
import type { Customer } from './customers.ts';
import { registerAccountForms } from './account-forms.ts';
import { accountArea, addresses, dashboard, loginPage, logoutConfirmation, ordersTable, viewOrder } from './pages.ts';

const BODY_CLASS = 'page woocommerce-account woocommerce-page';
export const LOGIN_FAILED = 'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuche es erneut.';

/** A path of this shop to go to after login; anything else (another site, `//host`) → the account. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 200 ? value : '/my-account/';
}

export function registerAccount(routes: ShopRoutes, ctx: ShopContext, shop: CheckoutShop): void {
  const { pages } = routes;
  const { customers, orders } = shop;

  const renderLogin = (req: Request, res: Response, username = '', extra: Notice[] = []) => {
    const redirectTo = firstString(req.query.redirect_to) ?? firstString(requestFields(req).redirect) ?? '';
    ctx.renderPage(req, res, (_page, notices) => ({
      title: 'Mein Konto',
      bodyClass: BODY_CLASS,
      noticesInContent: true,
      content: loginPage({ notices: [...notices, ...extra], username, redirectTo: redirectTo && safeRedirect(redirectTo) }),
    }));
  };

  /** An account page for the logged-in customer; guests get the login form (200, as WooCommerce). */
  const accountPage = (current: string, title: string, content: (customer: Customer) => SafeHtml | undefined) => (req: Request, res: Response) => {
    const customer = customers.current(ctx.sessions.peek(req));
    if (!customer) return renderLogin(req, res);
    const body = content(customer);
    ctx.renderPage(req, res, (_page, notices) =>
      body
        ? { title, bodyClass: BODY_CLASS, noticesInContent: true, content: accountArea(current, title, notices, body) }
        : {
            title: 'Bestellung nicht gefunden',
            bodyClass: BODY_CLASS,
            status: 404,
            noticesInContent: true,
            content: accountArea('orders', 'Bestellung nicht gefunden', [{ type: 'error', html: html`Diese Bestellung gibt es in deinem Kundenkonto nicht.` }, ...notices], html`<p><a href="/my-account/orders/">Zu deinen Bestellungen</a></p>`),
          },
    );
  };

  pages.get('/my-account/', accountPage('dashboard', 'Mein Konto', dashboard));
  registerAccountForms(routes, ctx, customers, (req, res) => renderLogin(req, res));
  pages.get('/my-account/orders/', accountPage('orders', 'Bestellungen', (customer) => ordersTable(orders.ofCustomer(customer.id))));
  pages.get('/my-account/edit-address/', accountPage('edit-address', 'Adressen', addresses));
  pages.get('/my-account/view-order/:id/', (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : Number.NaN;
    accountPage('orders', `Bestellung #${Number.isNaN(id) ? '' : id}`, (customer) => {
      const order = orders.get(id);
      return order && order.customerId === customer.id ? viewOrder(order) : undefined;
    })(req, res);
  });
  pages.get('/my-account/customer-logout/', accountPage('customer-logout', 'Abmelden', logoutConfirmation));
  pages.post('/my-account/customer-logout/', (req, res) => {
    const session = ctx.session(req, res);
    customers.logOut(session);
    addNotice(session, 'success', html`Du wurdest abgemeldet.`);
    redirectSeeOther(res, '/my-account/');
  });

  pages.post('/my-account/', (req, res) => {
    // A session starts with the sign-in (or for a refusal the next page shows), not for the post.
    const fields = requestFields(req);
    if (fields.login === undefined) {
      return renderLogin(req, res, '', [{ type: 'info', html: html`Die Registrierung ist im Demo-Shop nur an der Kasse möglich („Ein Kundenkonto anlegen?“).` }]);
    }
    const username = (firstString(fields.username) ?? '').trim().slice(0, 200);
    const customer = customers.authenticate(username, firstString(fields.password) ?? '');
    if (!customer && fields.login_popup !== undefined && firstString(fields.redirect)) {
      // Refused in the theme's login popup: back to the page it was on, the popup opens there with the notice.
      ctx.session(req, res).notices.push({ type: 'error', html: html`${LOGIN_FAILED}`, inLoginPopup: true });
      return redirectSeeOther(res, safeRedirect(fields.redirect));
    }
    if (!customer) return renderLogin(req, res, username, [{ type: 'error', html: html`${LOGIN_FAILED}` }]);
    customers.logIn(ctx.session(req, res), customer);
    redirectSeeOther(res, safeRedirect(fields.redirect));
  });
}
